package dev.tempered.runtime.internal.ring;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * One array of slots of a chunked ring (the one an {@link InlineRingLinkedBlockingQueue} and its siblings keep in
 * their own fields, and the core's own, {@link Cores#ownRing}) and the link to the chunk after it. Element {@code i}
 * of the ring lives in slot {@code i & mask} of the chunk whose current lap covers {@code [base, base + length)}.
 */
public final class RingChunk {
    private static final VarHandle NEXT;
    private static final VarHandle BASE;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            NEXT = l.findVarHandle(RingChunk.class, "next", RingChunk.class);
            BASE = l.findVarHandle(RingChunk.class, "base", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /**
     * the index of the element in slot 0 in the chunk's current lap: set by the producer (release) each time it
     * links the chunk, before any slot of that lap is written; read by walks (acquire)
     */
    @SuppressWarnings("unused") // through BASE
    private long base;
    public final Object[] slots;
    /**
     * written once per lap by the producer (release) and reset (plain, then published by the base store) when the
     * chunk is recycled; read by the consumer and by walks (acquire)
     */
    @SuppressWarnings("unused") // through NEXT
    private RingChunk next;

    public RingChunk(long base, int length) {
        this.base = base;
        this.slots = new Object[length];
    }

    /** The chunk after this one in this lap, or null; acquire: a chunk read here is seen constructed, with its base. */
    public RingChunk next() {
        return (RingChunk) NEXT.getAcquire(this);
    }

    /** Links {@code c} after this chunk; release: pairs with {@link #next()}. The producer's, once per lap. */
    public void link(RingChunk c) {
        NEXT.setRelease(this, c);
    }

    /** This lap's base; acquire: pairs with {@link #startLap}. */
    long base() {
        return (long) BASE.getAcquire(this);
    }

    /**
     * Starts a new lap of a recycled chunk at index {@code base}: the producer's, before it links the chunk and
     * writes any slot of the lap. The reset link and the consumer's nulls of the old lap come before the new base
     * (release), so a walk that reads the new base knows the chunk left the lap it was walking ({@link LinkedRingWalk}).
     */
    public void startLap(long base) {
        next = null; // plain: published by the release store below
        BASE.setRelease(this, base);
    }
}
