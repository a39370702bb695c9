package dev.tempered.runtime.internal;

/**
 * The fields only the consumer of a {@link SpscLinkedArrayQueue} writes, between {@link SpscLinkedArrayMidPad} and
 * the queue's own trailing padding. Package-private so that the queue's VarHandles can name them.
 */
abstract class SpscLinkedArrayConsumerFields<E> extends SpscLinkedArrayMidPad<E> {
    /** elements ever polled; the consumer's own copy, published with a release store after each element */
    long consumerIndex;
    /** the index one past the consumer's chunk: reaching it moves to the next chunk (consumer only) */
    long consumerEnd;
    /** chunk length - 1, the consumer's copy on its own line (set once, before the queue is published) */
    int consumerMask;
    /** the slots of the chunk the consumer drains (consumer only) */
    Object[] consumerSlots;
    /** the chunk the consumer drains; published (release) for iterators, which start from it */
    RingChunk consumerChunk;
    /**
     * a chunk the consumer has left, for the producer to link again; set by the consumer only when
     * empty, emptied by the producer only when set; touched once per chunk, so it may share the consumer's line
     */
    RingChunk spare;
}
