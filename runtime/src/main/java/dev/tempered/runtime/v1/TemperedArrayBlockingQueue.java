package dev.tempered.runtime.v1;

import dev.tempered.runtime.internal.core.Cores;
import dev.tempered.runtime.internal.core.InlineRingArrayBlockingQueue;
import dev.tempered.runtime.internal.core.Original;
import java.io.ObjectStreamException;
import java.util.Collection;
import java.util.Iterator;
import java.util.Spliterator;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * Drop-in substitute for {@link ArrayBlockingQueue}: every public method is overridden and delegated to the queue
 * the spec selects (the inherited state stays empty forever). At a ring site of up to 64K, offer and poll use the
 * ring this class keeps in its own fields instead, and signal the core's waiters themselves where a thread may wait
 * ({@link InlineRingArrayBlockingQueue}, the bounded ring every substitute shares). There {@code allocate} makes a
 * subclass, {@link Ring} or {@link SignallingRing}, whose offer and poll are the ring's without this class's test of
 * the site's kind; where checks are on, {@link CheckedRing} or {@link CheckedSignallingRing}, whose owner compare needs
 * no test of whether a guard is there. Serializes as a plain ArrayBlockingQueue.
 */
public class TemperedArrayBlockingQueue<E> extends InlineRingArrayBlockingQueue<E> {
    private final transient BlockingQueue<E> q;

    private final transient boolean fair;
    private final transient int capacity;

    public TemperedArrayBlockingQueue(int capacity, String spec) {
        this(capacity, false, spec);
    }

    public TemperedArrayBlockingQueue(int capacity, boolean fair, String spec) {
        // checks the capacity; keeps the ring itself at a ring site of up to 64K
        super(Original.ARRAY_BLOCKING_QUEUE, capacity, spec);
        this.fair = fair;
        this.capacity = capacity;
        // the owner, and the ring host: when this queue keeps its ring, the core uses that ring and its guards
        this.q = (BlockingQueue<E>) Cores.<E>create(Original.ARRAY_BLOCKING_QUEUE, capacity, fair, spec, this, this);
    }

    public TemperedArrayBlockingQueue(int capacity, boolean fair, Collection<? extends E> c, String spec) {
        this(capacity, fair, spec);
        offerAllInitial(c);
    }

    // The in-place form of the constructor contract (docs/architecture.md): the rewriter turns
    // NEW ArrayBlockingQueue; DUP; <args>; INVOKESPECIAL <init>(A...)V into LDC spec; DUP; <args>; INVOKESTATIC allocate(String,
    // String, A...), so that the class keeps its code layout. The first two arguments are the spec and DUP's copy.

    // At a ring site kept in this class's fields, allocate makes a subclass whose offer and poll are the ring's alone,
    // so that the program's calls, profiled on that one type, run no test of the site's kind. The constructor form
    // above makes this class itself, whose offer and poll test the kind on every call.

    public static <E> ArrayBlockingQueue<E> allocate(String spec, String specCopy, int capacity) {
        return allocate(spec, specCopy, capacity, false);
    }

    public static <E> ArrayBlockingQueue<E> allocate(String spec, String specCopy, int capacity, boolean fair) {
        // where checks are on, a class whose owner test needs no test of the guard
        if (quietBoundedRingAt(capacity, spec)) {
            return checkedAt(spec) ? new CheckedRing<>(capacity, fair, spec) : new Ring<>(capacity, fair, spec);
        }
        if (boundedRingAt(capacity, spec)) {
            return checkedAt(spec)
                    ? new CheckedSignallingRing<>(capacity, fair, spec)
                    : new SignallingRing<>(capacity, fair, spec);
        }
        return new TemperedArrayBlockingQueue<>(capacity, fair, spec);
    }

    public static <E> ArrayBlockingQueue<E> allocate(String spec, String specCopy, int capacity, boolean fair, Collection<? extends E> c) {
        ArrayBlockingQueue<E> q = allocate(spec, specCopy, capacity, fair);
        ((TemperedArrayBlockingQueue<E>) q).offerAllInitial(c);
        return q;
    }

    /** The constructor's initial elements, outside the contract checks. */
    private void offerAllInitial(Collection<? extends E> c) {
        for (E e : c) {
            if (!Cores.offerInitial(q, e)) { // ArrayBlockingQueue: a collection larger than the capacity
                throw new IllegalArgumentException();
            }
        }
    }

    /** {@link #allocate}'s queue at a ring site where no thread waits: offer and poll on the ring. */
    static final class Ring<E> extends TemperedArrayBlockingQueue<E> {
        private static final long serialVersionUID = 1L; // never written: serializes as a plain ArrayBlockingQueue

        Ring(int capacity, boolean fair, String spec) {
            super(capacity, fair, spec);
        }

        @Override public boolean offer(E e) { return quietBoundedRingOffer(e); }
        @Override public E poll() { return quietBoundedRingPoll(); }
    }

    /** {@link #allocate}'s queue at a ring site where a thread may wait: offer and poll on the ring, then signal. */
    static final class SignallingRing<E> extends TemperedArrayBlockingQueue<E> {
        private static final long serialVersionUID = 1L; // never written: serializes as a plain ArrayBlockingQueue

        SignallingRing(int capacity, boolean fair, String spec) {
            super(capacity, fair, spec);
        }

        @Override public boolean offer(E e) { return boundedRingOffer(e); }
        @Override public E poll() { return boundedRingPoll(); }
    }

    /** {@link Ring} where checks are on: the owner's compare alone, no test of the guard. */
    static final class CheckedRing<E> extends TemperedArrayBlockingQueue<E> {
        private static final long serialVersionUID = 1L; // never written: serializes as a plain ArrayBlockingQueue

        CheckedRing(int capacity, boolean fair, String spec) {
            super(capacity, fair, spec);
        }

        @Override public boolean offer(E e) { return checkedQuietBoundedRingOffer(e); }
        @Override public E poll() { return checkedQuietBoundedRingPoll(); }
    }

    /** {@link SignallingRing} where checks are on, likewise. */
    static final class CheckedSignallingRing<E> extends TemperedArrayBlockingQueue<E> {
        private static final long serialVersionUID = 1L; // never written: serializes as a plain ArrayBlockingQueue

        CheckedSignallingRing(int capacity, boolean fair, String spec) {
            super(capacity, fair, spec);
        }

        @Override public boolean offer(E e) { return checkedBoundedRingOffer(e); }
        @Override public E poll() { return checkedBoundedRingPoll(); }
    }

    /** Serial form: a real ArrayBlockingQueue with the same capacity and a snapshot of the elements. */
    protected Object writeReplace() throws ObjectStreamException {
        ArrayBlockingQueue<E> copy = new ArrayBlockingQueue<>(capacity, fair);
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
