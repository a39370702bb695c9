package dev.tempered.runtime.v1;

import dev.tempered.runtime.internal.core.Cores;
import dev.tempered.runtime.internal.core.InlineRingLinkedTransferQueue;
import dev.tempered.runtime.internal.core.Original;
import java.io.ObjectStreamException;
import java.util.Collection;
import java.util.Iterator;
import java.util.Spliterator;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TransferQueue;
import dev.tempered.runtime.internal.core.QueueCore;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * Drop-in substitute for {@link LinkedTransferQueue}: every public method is overridden and delegated to the queue
 * the spec selects (the inherited state stays empty forever). At an unbounded ring site, checked or not, offer, put,
 * add and poll use the ring this class keeps in its own fields instead, the offer signalling the core's waiters where
 * a thread may wait ({@link InlineRingLinkedTransferQueue}). Serializes as a plain
 * LinkedTransferQueue.
 */
public class TemperedLinkedTransferQueue<E> extends InlineRingLinkedTransferQueue<E> {
    private final transient BlockingQueue<E> q;

    public TemperedLinkedTransferQueue(String spec) {
        // keeps the ring itself at a ring site
        super(Original.LINKED_TRANSFER_QUEUE, Integer.MAX_VALUE, spec);
        // the owner and ring host: when this queue keeps its ring, the core uses that ring
        this.q = (BlockingQueue<E>) Cores.<E>create(Original.LINKED_TRANSFER_QUEUE, Integer.MAX_VALUE, spec, this);
    }

    public TemperedLinkedTransferQueue(Collection<? extends E> c, String spec) {
        this(spec);
        for (E e : c) {
            Cores.offerInitial(q, e); // never full: unbounded
        }
    }

    // The in-place form of the constructor contract (docs/architecture.md): the rewriter turns
    // NEW LinkedTransferQueue; DUP; <args>; INVOKESPECIAL <init>(A...)V into LDC spec; DUP; <args>; INVOKESTATIC allocate(String,
    // String, A...), so that the class keeps its code layout. The first two arguments are the spec and DUP's copy.

    public static <E> LinkedTransferQueue<E> allocate(String spec, String specCopy) {
        return new TemperedLinkedTransferQueue<>(spec);
    }

    public static <E> LinkedTransferQueue<E> allocate(String spec, String specCopy, Collection<? extends E> c) {
        return new TemperedLinkedTransferQueue<>(c, spec);
    }

    /** Serial form: a real LinkedTransferQueue with the same capacity and a snapshot of the elements. */
    protected Object writeReplace() throws ObjectStreamException {
        LinkedTransferQueue<E> copy = new LinkedTransferQueue<>();
        for (E e : q) {
            copy.offer(e);
        }
        return copy;
    }

    @Override public boolean addAll(Collection<? extends E> c) {
        if (c == this) {
            throw new IllegalArgumentException();
        }
        return q.addAll(c);
    }
    @Override public boolean offer(E e) { return offerUnbounded(e); }
    @Override public E poll() { return inlineRing() ? ringPoll() : q.poll(); }
    @Override public E poll(long timeout, TimeUnit unit) throws InterruptedException { return q.poll(timeout, unit); }
    @Override public E take() throws InterruptedException { return q.take(); }
    @Override public E remove() { return q.remove(); }
    @Override public E element() { return q.element(); }
    @Override public E peek() { return q.peek(); }
    @Override public int drainTo(Collection<? super E> c) {
        if (c == this) {
            throw new IllegalArgumentException();
        }
        return q.drainTo(c);
    }
    @Override public int drainTo(Collection<? super E> c, int maxElements) {
        if (c == this) {
            throw new IllegalArgumentException();
        }
        return q.drainTo(c, maxElements);
    }
    @Override public void clear() { q.clear(); }
    @Override public int size() { return q.size(); }
    @Override public boolean isEmpty() { return q.isEmpty(); }
    @Override public int remainingCapacity() { return Integer.MAX_VALUE; }
    // unbounded: these never block, never throw InterruptedException, and are the untimed offer
    @Override public void put(E e) { offerUnbounded(e); }
    @Override public boolean offer(E e, long timeout, TimeUnit unit) { return offerUnbounded(e); }
    @Override public boolean add(E e) { return offerUnbounded(e); }

    /** Every offer of this unbounded queue: the ring's own where this queue keeps it, else the core's. */
    private boolean offerUnbounded(E e) {
        return inlineRing() ? ringOffer(e) : q.offer(e);
    }

    // Transfers need a rendezvous with a waiting consumer, which the specialised forms do not keep: only the
    // general form (the JDK queue) supports them. Counting waiting consumers is honoured by every form.
    @Override public void transfer(E e) throws InterruptedException {
        if (q instanceof TransferQueue) {
            ((TransferQueue<E>) q).transfer(e);
            return;
        }
        throw ((QueueCore<E>) q).unsupported("transfer");
    }
    @Override public boolean tryTransfer(E e) {
        if (q instanceof TransferQueue) {
            return ((TransferQueue<E>) q).tryTransfer(e);
        }
        throw ((QueueCore<E>) q).unsupported("tryTransfer");
    }
    @Override public boolean tryTransfer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        if (q instanceof TransferQueue) {
            return ((TransferQueue<E>) q).tryTransfer(e, timeout, unit);
        }
        throw ((QueueCore<E>) q).unsupported("tryTransfer");
    }
    @Override public boolean hasWaitingConsumer() { return getWaitingConsumerCount() > 0; }
    @Override public int getWaitingConsumerCount() {
        if (q instanceof TransferQueue) {
            return ((TransferQueue<E>) q).getWaitingConsumerCount();
        }
        return ((QueueCore<E>) q).waitingConsumers();
    }
    @Override public boolean contains(Object o) { return q.contains(o); }
    @Override public boolean containsAll(Collection<?> c) { return q.containsAll(c); }
    @Override public boolean remove(Object o) { return q.remove(o); }
    @Override public boolean removeAll(Collection<?> c) { return q.removeAll(c); }
    @Override public boolean retainAll(Collection<?> c) { return q.retainAll(c); }
    @Override public boolean removeIf(Predicate<? super E> filter) { return q.removeIf(filter); }
    @Override public Iterator<E> iterator() { return q.iterator(); }
    @Override public Spliterator<E> spliterator() { return q.spliterator(); }
    @Override public Stream<E> stream() { return q.stream(); }
    @Override public Stream<E> parallelStream() { return q.parallelStream(); }
    @Override public void forEach(Consumer<? super E> action) { q.forEach(action); }
    @Override public Object[] toArray() { return q.toArray(); }
    @Override public <T> T[] toArray(T[] a) { return q.toArray(a); }
    @Override public <T> T[] toArray(IntFunction<T[]> generator) { return q.toArray(generator); }
    @Override public String toString() { return q.toString(); }
}
