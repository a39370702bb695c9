package dev.tempered.runtime.v1;

import dev.tempered.runtime.internal.core.Cores;
import dev.tempered.runtime.internal.core.InlineRingLinkedBlockingQueue;
import dev.tempered.runtime.internal.core.Original;
import java.io.ObjectStreamException;
import java.util.Collection;
import java.util.Iterator;
import java.util.Spliterator;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * Drop-in substitute for {@link LinkedBlockingQueue}: every public method is overridden and delegated to the queue
 * the spec selects (the inherited state stays empty forever). At a ring site, unbounded or bounded up to 64K, checked
 * or not, offer and poll use the ring this class keeps in its own fields instead, signalling the core's waiters where
 * a thread may wait ({@link InlineRingLinkedBlockingQueue}). At a bounded one {@code allocate}
 * makes a subclass, {@link BoundedRing} or {@link SignallingBoundedRing}, whose offer and poll are that ring's without
 * this class's test of the site's kind; where checks are on, {@link CheckedBoundedRing} or
 * {@link CheckedSignallingBoundedRing}, whose owner compare needs no test of whether a guard is there.
 * Serializes as a plain LinkedBlockingQueue.
 */
public class TemperedLinkedBlockingQueue<E> extends InlineRingLinkedBlockingQueue<E> {
    private final transient BlockingQueue<E> q;
    private final transient int capacity;

    public TemperedLinkedBlockingQueue(String spec) {
        this(Integer.MAX_VALUE, spec);
    }

    public TemperedLinkedBlockingQueue(int capacity, String spec) {
        // checks the capacity; keeps the ring itself at a ring site (unbounded, or bounded up to 64K)
        super(Original.LINKED_BLOCKING_QUEUE, capacity, spec);
        this.capacity = capacity;
        // the owner and ring host: when this queue keeps its ring, the core uses that ring
        this.q = (BlockingQueue<E>) Cores.<E>create(Original.LINKED_BLOCKING_QUEUE, capacity, spec, this);
    }

    public TemperedLinkedBlockingQueue(Collection<? extends E> c, String spec) {
        this(Integer.MAX_VALUE, spec);
        for (E e : c) {
            Cores.offerInitial(q, e); // never full: unbounded
        }
    }

    // The in-place form of the constructor contract (docs/architecture.md): the rewriter turns
    // NEW LinkedBlockingQueue; DUP; <args>; INVOKESPECIAL <init>(A...)V into LDC spec; DUP; <args>; INVOKESTATIC allocate(String,
    // String, A...), so that the class keeps its code layout. The first two arguments are the spec and DUP's copy.

    public static <E> LinkedBlockingQueue<E> allocate(String spec, String specCopy) {
        return new TemperedLinkedBlockingQueue<>(spec);
    }

    public static <E> LinkedBlockingQueue<E> allocate(String spec, String specCopy, int capacity) {
        // a bounded ring kept in this class's fields: a subclass whose poll is that ring's alone, so that the program's
        // calls, profiled on that one type, run no test of the ring's kind; the constructor form makes
        // this class itself. Where checks are on, one whose owner test needs no test of the guard
        if (quietBoundedRingAt(capacity, spec)) {
            return checkedAt(spec) ? new CheckedBoundedRing<>(capacity, spec) : new BoundedRing<>(capacity, spec);
        }
        if (boundedRingAt(capacity, spec)) {
            return checkedAt(spec)
                    ? new CheckedSignallingBoundedRing<>(capacity, spec)
                    : new SignallingBoundedRing<>(capacity, spec);
        }
        return new TemperedLinkedBlockingQueue<>(capacity, spec);
    }

    /**
     * {@link #allocate}'s queue at a bounded ring site kept in its own fields where no thread waits: offer and poll
     * are the ring's alone.
     */
    static final class BoundedRing<E> extends TemperedLinkedBlockingQueue<E> {
        private static final long serialVersionUID = 1L; // never written: serializes as a plain LinkedBlockingQueue

        BoundedRing(int capacity, String spec) {
            super(capacity, spec);
        }

        @Override public boolean offer(E e) { return quietBoundedRingOffer(e); }
        @Override public E poll() { return quietBoundedRingPoll(); }
    }

    /** {@link #allocate}'s queue at a bounded ring site where a thread may wait: offer and poll signal the other side. */
    static final class SignallingBoundedRing<E> extends TemperedLinkedBlockingQueue<E> {
        private static final long serialVersionUID = 1L; // never written: serializes as a plain LinkedBlockingQueue

        SignallingBoundedRing(int capacity, String spec) {
            super(capacity, spec);
        }

        @Override public boolean offer(E e) { return boundedRingOffer(e); }
        @Override public E poll() { return boundedRingPoll(); }
    }

    /** {@link BoundedRing} where checks are on: the owner's compare alone, no test of the guard. */
    static final class CheckedBoundedRing<E> extends TemperedLinkedBlockingQueue<E> {
        private static final long serialVersionUID = 1L; // never written: serializes as a plain LinkedBlockingQueue

        CheckedBoundedRing(int capacity, String spec) {
            super(capacity, spec);
        }

        @Override public boolean offer(E e) { return checkedQuietBoundedRingOffer(e); }
        @Override public E poll() { return checkedQuietBoundedRingPoll(); }
    }

    /** {@link SignallingBoundedRing} where checks are on, likewise. */
    static final class CheckedSignallingBoundedRing<E> extends TemperedLinkedBlockingQueue<E> {
        private static final long serialVersionUID = 1L; // never written: serializes as a plain LinkedBlockingQueue

        CheckedSignallingBoundedRing(int capacity, String spec) {
            super(capacity, spec);
        }

        @Override public boolean offer(E e) { return checkedBoundedRingOffer(e); }
        @Override public E poll() { return checkedBoundedRingPoll(); }
    }

    public static <E> LinkedBlockingQueue<E> allocate(String spec, String specCopy, Collection<? extends E> c) {
        return new TemperedLinkedBlockingQueue<>(c, spec);
    }

    /** Serial form: a real LinkedBlockingQueue with the same capacity and a snapshot of the elements. */
    protected Object writeReplace() throws ObjectStreamException {
        LinkedBlockingQueue<E> copy = new LinkedBlockingQueue<>(capacity);
        for (E e : q) {
            copy.offer(e);
        }
        return copy;
    }

    @Override public boolean add(E e) { return q.add(e); }
    @Override public boolean addAll(Collection<? extends E> c) {
        if (c == this) {
            throw new IllegalArgumentException();
        }
        return q.addAll(c);
    }
    @Override public boolean offer(E e) { return inlineRing() ? ringOffer(e) : q.offer(e); }
    @Override public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException { return q.offer(e, timeout, unit); }
    @Override public void put(E e) throws InterruptedException { q.put(e); }
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
    @Override public int remainingCapacity() { return q.remainingCapacity(); }
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
