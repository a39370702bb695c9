package dev.tempered.runtime.internal.ring;

/**
 * A read-only walk over a bounded ring kept in one array in a substitute's own fields (the bounded mode of each
 * generated {@code InlineRingX}'s storage), from any thread: the elements between the
 * consumer's and the producer's index as read at its start, less those taken before it reaches them, in order and each
 * once (its index only grows). The producer index is read after the consumer's: every slot below it was written
 * before it was published.
 */
public final class IndexedRingWalk implements WalkIterator.Walk {

    /** What the walk reads of the ring, each with acquire. */
    public interface Ring {
        long consumerIndexAcquire();

        long producerIndexAcquire();

        /**
         * The element at {@code index} if it is still there (not yet taken), else null: the slot's element, kept only
         * if the consumer's index, read after it, is still at or below {@code index}.
         */
        Object elementAt(long index);
    }

    private final Ring ring;
    private long index;
    private final long end;

    public IndexedRingWalk(Ring ring) {
        this.ring = ring;
        this.index = ring.consumerIndexAcquire();
        this.end = ring.producerIndexAcquire();
    }

    @Override
    public Object next() {
        while (index < end) {
            Object e = ring.elementAt(index++);
            if (e != null) {
                return e;
            }
        }
        return null;
    }
}
