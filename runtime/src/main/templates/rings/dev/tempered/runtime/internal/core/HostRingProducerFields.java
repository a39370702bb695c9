package dev.tempered.runtime.internal.core;

import dev.tempered.runtime.internal.ring.RingChunk;
import dev.tempered.runtime.internal.check.SideGuard;

/**
 * The fields only the producer of an {@link InlineRing@ORIGINAL@}'s ring writes, in the substitute's own object.
 */
abstract class @ORIGINAL@RingProducerFields<E> extends @ORIGINAL@RingPad<E> {
    private static final long serialVersionUID = 1L;
    /** elements ever offered; published with a release store after each element */
    long producerIndex;
    /**
     * unbounded: the index one past the producer's chunk, reaching it links the next chunk; bounded: the index below
     * which slots are known free, reaching it reads a slot for more (the producer's cached limit)
     */
    long producerEnd;
    /** the slots of the chunk the producer fills */
    Object[] producerSlots;
    /** the chunk the producer fills, whose {@code next} it links */
    RingChunk producerChunk;
    /** chunk length - 1, the producer's own copy; bounded, the one array's length - 1 */
    int producerMask;
    /** the producer side's contract check, null when checks are off; shared with the core; set once */
    SideGuard producerGuard;
    /** the guard's owner, copied here by the guard whenever it moves (FastPathCopy); read by the producer per offer */
    Thread producerOwner;
}
