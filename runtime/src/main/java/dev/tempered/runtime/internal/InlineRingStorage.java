package dev.tempered.runtime.internal;

import java.util.AbstractQueue;
import java.util.Iterator;

/**
 * The ring an {@link InlineRingArrayBlockingQueue} keeps in its own fields, seen as the storage of its
 * {@link QueueCore}: every operation besides the substitute's own offer and poll (put, take, peek, size, iteration,
 * drainTo, clear) reaches the ring through here. Offer is the producer's and poll the consumer's, as in any ring.
 */
final class InlineRingStorage<E> extends AbstractQueue<E> implements IndexedRingWalk.Ring, ConsumerSlots {
    private final InlineRingArrayBlockingQueue<E> ring;

    InlineRingStorage(InlineRingArrayBlockingQueue<E> ring) {
        this.ring = ring;
    }

    // Unguarded: the core enters the substitute's guards around these, as around any storage's operations.

    /** Consumer only: the removal operations' access (QueueCore). */
    @Override
    public Object consumerElementAt(int offset) {
        return ring.consumerElementAt(offset);
    }

    @Override
    public void consumerReplace(int offset, Object e) {
        ring.consumerReplace(offset, e);
    }

    @Override
    public boolean offer(E e) {
        return ring.offerUnguarded(e);
    }

    @Override
    public E poll() {
        return ring.pollUnguarded();
    }

    @Override
    public E peek() {
        return ring.ringPeek();
    }

    @Override
    public int size() {
        return ring.ringSize();
    }

    @Override
    public boolean isEmpty() {
        return ring.ringIsEmpty();
    }

    /**
     * Weakly consistent, read-only, from any thread: the elements between the consumer's and the producer's index as
     * read at its start, less those taken before it reaches them, in order and each once (its index only grows).
     */
    @Override
    public Iterator<E> iterator() {
        return new WalkIterator<>(new IndexedRingWalk(this));
    }

    @Override
    public long consumerIndexAcquire() {
        return ring.consumerIndex();
    }

    @Override
    public long producerIndexAcquire() {
        return ring.producerIndex();
    }

    @Override
    public Object elementAt(long index) {
        return ring.ringElementAt(index);
    }
}
