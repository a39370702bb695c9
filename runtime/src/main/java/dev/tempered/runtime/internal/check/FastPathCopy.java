package dev.tempered.runtime.internal.check;

import java.lang.invoke.VarHandle;

/**
 * A copy of a flag kept in a queue's own fields, for a fast path that reads the copy in the same load as its other
 * reasons to leave that path instead of reaching the object that owns the flag. Two flags are copied, each through the
 * handle of the queue field that holds the copy; the owners write the copy on their rare paths only, so the handle
 * need not be a constant.
 *
 * <p><b>A waiters' {@code armed} flag</b>, as one bit of the inline rings' consumer detour word ({@link #bit}): the
 * copy is set wherever the flag is, and by the signaller itself before it acknowledges; it is cleared only by the
 * signaller's disarm. So while the signaller has acknowledged, its own reads of the copy find it set (coherence: the
 * only clear is its own), and a fast path that skips the signal on a clear copy skips it only where {@link Waiters}'
 * class comment allows a skipped signal: before the acknowledgement, or after a disarm. Read-modify-writes, because
 * other bits of the word are written by other parties (the contract checks' bit at construction, waiters' arming,
 * the signaller's disarm), and no write may lose another's.
 *
 * <p><b>A {@link SideGuard}'s owner</b>, into one {@code Thread} field of an inline ring ({@link #owner}): the guard
 * writes it whenever the owner moves (a newcomer taking the side, the strict owner's claim).
 */
public class FastPathCopy {
    /** the detour word's bit for contract checks on: set at construction, never cleared */
    public static final long CHECKS = 1L;
    /** the detour word's bit that copies the producers' waiters' {@code armed}: a producer may wait in put */
    public static final long PRODUCER_ARMED = 2L;

    private final Object queue;
    private final VarHandle field;
    private final long bit;

    FastPathCopy(Object queue, VarHandle field, long bit) {
        this.queue = queue;
        this.field = field;
        this.bit = bit;
    }

    /** The copy of a waiters' {@code armed} flag as {@code bit} of the {@code long} field {@code word}. */
    public static FastPathCopy bit(Object queue, VarHandle word, long bit) {
        return new FastPathCopy(queue, word, bit);
    }

    /** The copy of a guard's owner in the {@code Thread} field {@code owner}. */
    public static FastPathCopy owner(Object queue, VarHandle owner) {
        return new FastPathCopy(queue, owner, 0L);
    }

    /** Sets the bit, with a volatile read-modify-write, unless it is set already. */
    public void arm() {
        // opaque first, so that a waiter blocking again does not write the signaller's line again
        if (((long) field.getOpaque(queue) & bit) == 0) {
            field.getAndBitwiseOr(queue, bit);
        }
    }

    /** Clears the bit, with a volatile read-modify-write; the signaller's disarm only. */
    public void disarm() {
        field.getAndBitwiseAnd(queue, ~bit);
    }

    /**
     * Records {@code owner} with a volatile store, before the new owner's operation loads anything: an old owner whose
     * fast path still reads itself has not seen the store, so the new owner's operation had not begun when that fast
     * path's compare ran, and the old owner's next compare sends it through the guard.
     */
    public void owner(Thread owner) {
        field.setVolatile(queue, owner);
    }
}
