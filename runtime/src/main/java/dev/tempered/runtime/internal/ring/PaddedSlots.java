package dev.tempered.runtime.internal.ring;

/**
 * The one array of a bounded ring a substitute keeps in its own fields ({@code InlineRingX}, bounded), and the slot
 * test that keeps its capacity exact.
 *
 * <p><b>Padding.</b> The array carries {@link #SLOT_PAD} unused slots at each end: both sides read its length (the
 * header) on every access, for the bounds check, and without the pad the first and last slots, which both sides
 * write once per lap, share a line with the header or with another object.
 *
 * <p><b>Exact capacity.</b> The array is a power of two in size, at least the capacity. An offer at index {@code p}
 * needs element {@code p - capacity} taken, and the slot that element used tells. The slot holds that element until
 * the consumer clears it. The next element to use it is {@code p - capacity + size}, past {@code p}, so not yet
 * written. The element the offer overwrites, {@code p - size}, comes at or before {@code p - capacity}, so the
 * consumer took and cleared it first: it clears in order. When the capacity is the array's size the two slots are
 * one. For an index below the capacity, the slot is one no element has used yet, so it is null. The producer reads no
 * field of the consumer's, only slots, and only when its cached limit runs out.
 *
 * <p><b>Memory ordering.</b>
 * <ul>
 *   <li>The producer stores an element with release and then its index with release.
 *   <li>The consumer reads the slot with acquire, so it sees the element's fields. It then advances its index with
 *       release and clears the slot with release, in that order.
 *   <li>A producer that reads the slot of element {@code p - capacity} as null (acquire) knows that element was
 *       taken, and, since the consumer's clears are releases in order, every earlier one too, the one slot {@code p}
 *       held among them. It also sees the consumer's index past them. Because of that second fact, a reader on any
 *       other thread (peek, size, an iterator) that finds a slot's element and then reads the consumer index still
 *       at or below that slot's index knows the element is the one at that index, not one a later lap wrote there.
 * </ul>
 */
public final class PaddedSlots {
    /** unused slots at each end of the element array: 128 bytes of compressed references, more otherwise */
    public static final int SLOT_PAD = 32;
    /** how far past its index the producer looks for free slots (FastFlow's and JCTools' look-ahead), at most */
    public static final int MAX_LOOK_AHEAD = 4096;

    private PaddedSlots() {
    }

    /** A ring array of {@code size} slots with {@link #SLOT_PAD} unused slots at each end. */
    public static Object[] paddedSlots(int size) {
        return new Object[size + 2 * SLOT_PAD];
    }

    /** Where element {@code index} sits in a {@link #paddedSlots} array: past the leading pad, masked to the ring. */
    public static int paddedSlot(long index, int mask) {
        return SLOT_PAD + ((int) index & mask);
    }
}
