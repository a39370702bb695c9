package dev.tempered.runtime.internal.core;

import dev.tempered.runtime.internal.ring.RingChunk;
import dev.tempered.runtime.internal.check.SideGuard;

/**
 * The fields only the consumer of an {@link InlineRing@ORIGINAL@}'s ring writes, in the substitute's own object.
 */
abstract class @ORIGINAL@RingConsumerFields<E> extends @ORIGINAL@RingMidPad<E> {
    private static final long serialVersionUID = 1L;
    /** elements ever polled; published with a release store after each element */
    long consumerIndex;
    /**
     * Why the bounded signalling poll must leave its fast path, as {@link FastPathCopy} bits: checks on, or a
     * producer armed the signal (a copy of its waiters' flag, {@link FastPathCopy}); 0 for neither
     */
    long consumerDetour;
    /** the index one past the consumer's chunk: reaching it moves to the next chunk; never reached when bounded */
    long consumerEnd;
    /** chunk length - 1, the consumer's own copy */
    int consumerMask;
    /** the slots of the chunk the consumer drains */
    Object[] consumerSlots;
    /** the chunk the consumer drains; published (release) for walks, which start from it */
    RingChunk consumerChunk;
    /** a chunk the consumer has left, for the producer to link again */
    RingChunk spare;
    /** the consumer side's contract check, null when checks are off; shared with the core; set once */
    SideGuard consumerGuard;
    /** the guard's owner, copied here by the guard whenever it moves (FastPathCopy); read by the consumer per poll */
    Thread consumerOwner;
}
