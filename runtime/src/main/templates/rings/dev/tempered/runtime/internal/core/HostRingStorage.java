package dev.tempered.runtime.internal.core;

import dev.tempered.runtime.internal.ring.ConsumerSlots;
import dev.tempered.runtime.internal.ring.IndexedRingWalk;
import dev.tempered.runtime.internal.ring.LinkedRingWalk;
import dev.tempered.runtime.internal.ring.RingChunk;
import dev.tempered.runtime.internal.ring.WalkIterator;
import java.util.AbstractQueue;
import java.util.Iterator;

/**
 * The ring an {@link InlineRing@ORIGINAL@} keeps in its own fields, seen as the storage of its
 * {@link QueueCore}: every operation besides the substitute's own offer and poll (put, take, peek, size, iteration,
 * drainTo, clear) reaches the ring through here. Offer is the producer's and poll the consumer's, as in any ring.
 * Not final: the core's own ring adds its indices for its lane ({@link Cores#ownRing}), without this class naming
 * JCTools, so that a ring site loads no JCTools class.
 */
class @ORIGINAL@RingStorage<E> extends AbstractQueue<E> implements LinkedRingWalk.Ring,
        IndexedRingWalk.Ring, ConsumerSlots {
    private final InlineRing@ORIGINAL@<E> ring;

    @ORIGINAL@RingStorage(InlineRing@ORIGINAL@<E> ring) {
        this.ring = ring;
    }

    /**
     * Unsignalled and unchecked: the core signals its waiting consumer itself after storing, as after any storage's
     * offer, and checks the side itself with the guard it shares with the substitute.
     */
    @Override
    public boolean offer(E e) {
        return ring.offerUnsignalled(e);
    }

    /** Unchecked: the core checks the side itself. */
    @Override
    public E poll() {
        return ring.pollUnguarded(false);
    }

    /** The head, from any thread: the first element not yet taken at the moment its slot was read. */
    @Override
    @SuppressWarnings("unchecked") // the producer stores only Es
    public E peek() {
        return ring.boundedRing() ? ring.boundedPeek() : (E) new LinkedRingWalk(this).next();
    }

    @Override
    public int size() {
        return ringSize();
    }

    @Override
    public boolean isEmpty() {
        return ringIsEmpty();
    }

    /** Weakly consistent, read-only, from any thread ({@link LinkedRingWalk}; bounded, {@link IndexedRingWalk}). */
    @Override
    public Iterator<E> iterator() {
        return new WalkIterator<>(ring.boundedRing() ? new IndexedRingWalk(this) : new LinkedRingWalk(this));
    }

    /** Consumer only: the removal operations' access (QueueCore). */
    @Override
    public Object consumerElementAt(int offset) {
        return ring.consumerElementAt(offset);
    }

    @Override
    public void consumerReplace(int offset, Object e) {
        ring.consumerReplace(offset, e);
    }

    /** The bounded ring's element at {@code index} if still there ({@link IndexedRingWalk}). */
    @Override
    public Object elementAt(long index) {
        return ring.boundedElementAt(index);
    }

    @Override
    public RingChunk consumerChunkAcquire() {
        return ring.consumerChunkAcquire();
    }

    @Override
    public long consumerIndexAcquire() {
        return ring.consumerIndexAcquire();
    }

    @Override
    public long producerIndexAcquire() {
        return ring.producerIndexAcquire();
    }

    @Override
    public int chunkMask() {
        return ring.chunkMask();
    }
}
