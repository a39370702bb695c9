package dev.tempered.runtime.internal.ring;

/**
 * The fields only the producer of a {@link SpmcLinkedQueue} writes, padded away from the consumers' {@code head}:
 * the producer writes both on every offer, the consumers CAS {@code head} on every poll.
 */
public abstract class SpmcLinkedProducerFields<E> extends SpmcLinkedPad<E> {
    /** producer-only */
    SpmcLinkedQueue.Node tail;
    /** number of elements ever offered; written by the producer only (release), read by size */
    @SuppressWarnings("unused")
    volatile long produced;
}
