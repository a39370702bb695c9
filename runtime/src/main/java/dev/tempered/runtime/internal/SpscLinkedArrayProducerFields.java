package dev.tempered.runtime.internal;

/**
 * The fields only the producer of a {@link SpscLinkedArrayQueue} writes, between the leading padding and
 * {@link SpscLinkedArrayMidPad} (HotSpot lays a superclass's fields out first, the pattern of {@link GuardFields}).
 * Package-private so that the queue's VarHandles can name them.
 */
abstract class SpscLinkedArrayProducerFields<E> extends SpscLinkedArrayPad<E> {
    /** elements ever offered; the producer's own copy, published with a release store after each element */
    long producerIndex;
    /** the index one past the producer's chunk: reaching it links a new chunk (producer only) */
    long producerEnd;
    /** the slots of the chunk the producer fills (producer only) */
    Object[] producerSlots;
    /** the chunk the producer fills, whose {@code next} it links (producer only) */
    RingChunk producerChunk;
    /** chunk length - 1, the producer's copy on its own line (set once, before the queue is published) */
    int producerMask;
}
