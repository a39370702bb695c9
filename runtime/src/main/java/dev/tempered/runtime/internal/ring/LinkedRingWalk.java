package dev.tempered.runtime.internal.ring;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * A read-only walk over the elements of a chunked ring ({@link RingChunk}) between the consumer's and the producer's
 * index as read at its start, from any thread. It starts at the consumer's chunk and position ({@link #resync}) and
 * reads the producer index (acquire) after them: every element below that index was linked and stored before it was
 * published.
 *
 * <p>A recycled chunk gets a larger {@code base} before any slot of its new lap is written, and only after the
 * consumer has polled every element of its old lap. So a walk reads each slot between two acquire loads of the
 * chunk's base, as a sequence lock (the load after one slot is the load before the next, and resync and the move to a
 * new chunk each load it before the first): equal to the base it expects, the slot holds the element of that index or
 * null (polled); otherwise the chunk left the lap being walked, all of whose unwalked elements were polled, and the
 * walk starts again from the consumer's position. It never returns an element twice or out of order: its index only
 * grows.
 */
public final class LinkedRingWalk implements WalkIterator.Walk {
    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(Object[].class);

    /**
     * What a walk, and a count, read of the ring, from any thread: each with acquire, so what they find through them
     * is seen published. The storage generated for each host of the ring implements it
     * ({@code LinkedBlockingQueueRingStorage} and its siblings).
     */
    public interface Ring {
        RingChunk consumerChunkAcquire();

        long consumerIndexAcquire();

        long producerIndexAcquire();

        /** chunk length - 1 */
        int chunkMask();

        /*
         * The slot, not the producer index, publishes an element: the consumer may take element i before the
         * producer has published producerIndex = i + 1, so the consumer index can run one ahead of the producer
         * index. Hence ">=" and the clamp below.
         */

        /** Whether no element is present. */
        default boolean ringIsEmpty() {
            // consumer index first: it only grows, so c >= p means nothing was left at the second read
            long c = consumerIndexAcquire();
            return c >= producerIndexAcquire();
        }

        /** How many elements are present, between 0 and Integer.MAX_VALUE. */
        default int ringSize() {
            for (;;) { // a consistent pair: the consumer index did not move while the producer index was read
                long c = consumerIndexAcquire();
                long p = producerIndexAcquire();
                if (c == consumerIndexAcquire()) {
                    long s = p - c;
                    return s <= 0L ? 0 : s >= Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) s;
                }
            }
        }
    }

    private final Ring ring;
    private final int mask;
    private RingChunk chunk;
    /** the base of {@link #chunk}'s lap this walk is in */
    private long base;
    private long index;
    private final long end;

    public LinkedRingWalk(Ring ring) {
        this.ring = ring;
        this.mask = ring.chunkMask();
        resync();
        end = ring.producerIndexAcquire();
    }

    /**
     * Moves to the consumer's chunk and position: a chunk read together with a consumer index inside its lap (the
     * consumer moves into a chunk when its index reaches the chunk's base, and leaves it past the end), so that every
     * element from that index on is in this chunk or linked after it. Elements below it were polled.
     */
    private void resync() {
        for (;;) {
            RingChunk c = ring.consumerChunkAcquire();
            long b = c.base();
            long consumed = ring.consumerIndexAcquire();
            if (consumed >= b && consumed - b <= mask + 1) {
                chunk = c;
                base = b;
                index = Math.max(index, consumed);
                return;
            }
            Thread.onSpinWait(); // the consumer moved between the reads: read again
        }
    }

    @Override
    public Object next() {
        while (index < end) {
            if (index - base > mask) {
                RingChunk n = chunk.next();
                // the link is this lap's only if the chunk is still in it after reading the link
                if (n == null || chunk.base() != base || n.base() != base + mask + 1) {
                    resync();
                    continue;
                }
                chunk = n;
                base += mask + 1;
                continue;
            }
            // The load of base before this slot is the one that validated the walk's last step (resync, the move to
            // this chunk, or the previous slot's check below): one load per slot, not two.
            Object e = SLOT.getAcquire(chunk.slots, (int) index & mask);
            if (chunk.base() != base) { // recycled meanwhile: e may be a later lap's element
                resync();
                continue;
            }
            index++;
            if (e != null) {
                return e;
            }
        }
        return null;
    }
}
