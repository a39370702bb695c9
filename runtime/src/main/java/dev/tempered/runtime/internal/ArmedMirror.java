package dev.tempered.runtime.internal;

/**
 * Where a {@link Waiters} copies its {@code armed} flag for a single signaller whose fast path reads the copy, in the
 * same load as its other reasons to leave that path, instead of reaching the {@code Waiters}: the inline rings'
 * consumer, whose poll otherwise loaded the waiters and their flag after every element.
 *
 * <p>The copy is set wherever the flag is, and by the signaller itself before it acknowledges; it is cleared only by
 * the signaller's disarm. So while the signaller has acknowledged, its own reads of the copy find it set (coherence:
 * the only clear is its own), and a fast path that skips the signal on a clear copy skips it only where
 * {@link Waiters}' class comment allows a skipped signal: before the acknowledgement, or after a disarm.
 */
interface ArmedMirror {
    /** Sets the copy, with a volatile read-modify-write, unless it is set already. */
    void arm();

    /** Clears the copy, with a volatile read-modify-write; the signaller's disarm only. */
    void disarm();
}
