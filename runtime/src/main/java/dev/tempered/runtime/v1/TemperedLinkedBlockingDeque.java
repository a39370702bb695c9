package dev.tempered.runtime.v1;

import dev.tempered.runtime.internal.core.Cores;
import dev.tempered.runtime.internal.core.InlineRingLinkedBlockingDeque;
import dev.tempered.runtime.internal.core.Original;
import java.io.ObjectStreamException;
import dev.tempered.runtime.internal.core.QueueCore;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.Iterator;
import java.util.Spliterator;
import java.util.concurrent.BlockingDeque;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * Drop-in substitute for {@link LinkedBlockingDeque}: every public method is overridden and delegated to the queue
 * the spec selects (the inherited state stays empty forever). Serializes as a plain LinkedBlockingDeque.
 * The specialised forms are queues: they honour the deque methods that act at the queue's ends (insert at the
 * last end, take from the first end) and throw UnsupportedOperationException naming the form for the others. At a ring
 * site, unbounded or bounded up to 64K, checked or not, offer and poll at those ends use the ring this class keeps in
 * its own fields instead, signalling the core's waiters where a thread may wait ({@link InlineRingLinkedBlockingDeque}).
 * At a bounded one {@code allocate} makes a subclass, {@link BoundedRing} or
 * {@link SignallingBoundedRing}, whose offer and poll are that ring's without this class's test of the site's kind;
 * where checks are on, {@link CheckedBoundedRing} or {@link CheckedSignallingBoundedRing}, whose
 * owner compare needs no test of whether a guard is there.
 */
public class TemperedLinkedBlockingDeque<E> extends InlineRingLinkedBlockingDeque<E> {
    private final transient BlockingQueue<E> q;
    private final transient int capacity;

    public TemperedLinkedBlockingDeque(String spec) {
        this(Integer.MAX_VALUE, spec);
    }

    public TemperedLinkedBlockingDeque(int capacity, String spec) {
        // checks the capacity; keeps the ring itself at a ring site (unbounded, or bounded up to 64K)
        super(Original.LINKED_BLOCKING_DEQUE, capacity, spec);
        this.capacity = capacity;
        // the owner and ring host: when this queue keeps its ring, the core uses that ring
        this.q = (BlockingQueue<E>) Cores.<E>create(Original.LINKED_BLOCKING_DEQUE, capacity, spec, this);
    }

    public TemperedLinkedBlockingDeque(Collection<? extends E> c, String spec) {
        this(Integer.MAX_VALUE, spec);
        for (E e : c) {
            Cores.offerInitial(q, e); // never full: unbounded
        }
    }

    // The in-place form of the constructor contract (docs/architecture.md): the rewriter turns
    // NEW LinkedBlockingDeque; DUP; <args>; INVOKESPECIAL <init>(A...)V into LDC spec; DUP; <args>; INVOKESTATIC allocate(String,
    // String, A...), so that the class keeps its code layout. The first two arguments are the spec and DUP's copy.

    public static <E> LinkedBlockingDeque<E> allocate(String spec, String specCopy) {
        return new TemperedLinkedBlockingDeque<>(spec);
    }

    public static <E> LinkedBlockingDeque<E> allocate(String spec, String specCopy, int capacity) {
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
        return new TemperedLinkedBlockingDeque<>(capacity, spec);
    }

    /**
     * {@link #allocate}'s queue at a bounded ring site kept in its own fields where no thread waits: offer and poll
     * are the ring's alone.
     */
    static final class BoundedRing<E> extends TemperedLinkedBlockingDeque<E> {
        private static final long serialVersionUID = 1L; // never written: serializes as a plain LinkedBlockingDeque

        BoundedRing(int capacity, String spec) {
            super(capacity, spec);
        }

        @Override public boolean offer(E e) { return quietBoundedRingOffer(e); }
        @Override public E poll() { return quietBoundedRingPoll(); }
        @Override public boolean offerLast(E e) { return quietBoundedRingOffer(e); }
        @Override public E pollFirst() { return quietBoundedRingPoll(); }
    }

    /** {@link #allocate}'s queue at a bounded ring site where a thread may wait: offer and poll signal the other side. */
    static final class SignallingBoundedRing<E> extends TemperedLinkedBlockingDeque<E> {
        private static final long serialVersionUID = 1L; // never written: serializes as a plain LinkedBlockingDeque

        SignallingBoundedRing(int capacity, String spec) {
            super(capacity, spec);
        }

        @Override public boolean offer(E e) { return boundedRingOffer(e); }
        @Override public E poll() { return boundedRingPoll(); }
        @Override public boolean offerLast(E e) { return boundedRingOffer(e); }
        @Override public E pollFirst() { return boundedRingPoll(); }
    }

    /** {@link BoundedRing} where checks are on: the owner's compare alone, no test of the guard. */
    static final class CheckedBoundedRing<E> extends TemperedLinkedBlockingDeque<E> {
        private static final long serialVersionUID = 1L; // never written: serializes as a plain LinkedBlockingDeque

        CheckedBoundedRing(int capacity, String spec) {
            super(capacity, spec);
        }

        @Override public boolean offer(E e) { return checkedQuietBoundedRingOffer(e); }
        @Override public E poll() { return checkedQuietBoundedRingPoll(); }
        @Override public boolean offerLast(E e) { return checkedQuietBoundedRingOffer(e); }
        @Override public E pollFirst() { return checkedQuietBoundedRingPoll(); }
    }

    /** {@link SignallingBoundedRing} where checks are on, likewise. */
    static final class CheckedSignallingBoundedRing<E> extends TemperedLinkedBlockingDeque<E> {
        private static final long serialVersionUID = 1L; // never written: serializes as a plain LinkedBlockingDeque

        CheckedSignallingBoundedRing(int capacity, String spec) {
            super(capacity, spec);
        }

        @Override public boolean offer(E e) { return checkedBoundedRingOffer(e); }
        @Override public E poll() { return checkedBoundedRingPoll(); }
        @Override public boolean offerLast(E e) { return checkedBoundedRingOffer(e); }
        @Override public E pollFirst() { return checkedBoundedRingPoll(); }
    }

    public static <E> LinkedBlockingDeque<E> allocate(String spec, String specCopy, Collection<? extends E> c) {
        return new TemperedLinkedBlockingDeque<>(c, spec);
    }

    /** Serial form: a real LinkedBlockingDeque with the same capacity and a snapshot of the elements. */
    protected Object writeReplace() throws ObjectStreamException {
        LinkedBlockingDeque<E> copy = new LinkedBlockingDeque<>(capacity);
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

    // ---- deque methods: the queue ends are honoured by every form, the others only by the general form

    /** Deque.reversed() exists from JDK 21; this class is compiled for 17. */
    private static final MethodHandle REVERSED = reversedHandle();

    private static MethodHandle reversedHandle() {
        try {
            return MethodHandles.publicLookup().findVirtual(Deque.class, "reversed", MethodType.methodType(Deque.class));
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }

    private BlockingDeque<E> general(String operation) {
        if (q instanceof BlockingDeque) {
            return (BlockingDeque<E>) q;
        }
        throw ((QueueCore<E>) q).unsupported(operation);
    }

    @Override public void addLast(E e) { q.add(e); }
    @Override public boolean offerLast(E e) { return inlineRing() ? ringOffer(e) : q.offer(e); }
    @Override public void putLast(E e) throws InterruptedException { q.put(e); }
    @Override public boolean offerLast(E e, long timeout, TimeUnit unit) throws InterruptedException { return q.offer(e, timeout, unit); }
    @Override public E pollFirst() { return inlineRing() ? ringPoll() : q.poll(); }
    @Override public E pollFirst(long timeout, TimeUnit unit) throws InterruptedException { return q.poll(timeout, unit); }
    @Override public E takeFirst() throws InterruptedException { return q.take(); }
    @Override public E removeFirst() { return q.remove(); }
    @Override public E pop() { return q.remove(); }
    @Override public E getFirst() { return q.element(); }
    @Override public E peekFirst() { return q.peek(); }
    @Override public boolean removeFirstOccurrence(Object o) { return q.remove(o); }

    @Override public void addFirst(E e) { general("addFirst").addFirst(e); }
    @Override public boolean offerFirst(E e) { return general("offerFirst").offerFirst(e); }
    @Override public void putFirst(E e) throws InterruptedException { general("putFirst").putFirst(e); }
    @Override public boolean offerFirst(E e, long timeout, TimeUnit unit) throws InterruptedException {
        return general("offerFirst").offerFirst(e, timeout, unit);
    }
    @Override public void push(E e) { general("push").push(e); }
    @Override public E pollLast() { return general("pollLast").pollLast(); }
    @Override public E pollLast(long timeout, TimeUnit unit) throws InterruptedException {
        return general("pollLast").pollLast(timeout, unit);
    }
    @Override public E takeLast() throws InterruptedException { return general("takeLast").takeLast(); }
    @Override public E removeLast() { return general("removeLast").removeLast(); }
    @Override public E getLast() { return general("getLast").getLast(); }
    @Override public E peekLast() { return general("peekLast").peekLast(); }
    @Override public boolean removeLastOccurrence(Object o) {
        return q instanceof QueueCore ? ((QueueCore<E>) q).removeLast(o) : general("removeLastOccurrence").removeLastOccurrence(o);
    }

    /**
     * For the specialised forms, a reversed snapshot (weakly consistent, like the forward iterator); its remove takes
     * out that element where the form supports removal.
     */
    @Override public Iterator<E> descendingIterator() {
        if (q instanceof BlockingDeque) {
            return ((BlockingDeque<E>) q).descendingIterator();
        }
        ArrayList<E> snapshot = ((QueueCore<E>) q).snapshot();
        Collections.reverse(snapshot);
        Iterator<E> it = snapshot.iterator();
        QueueCore<E> core = (QueueCore<E>) q;
        return new Iterator<E>() {
            private E last;
            @Override public boolean hasNext() { return it.hasNext(); }
            @Override public E next() { return last = it.next(); }
            // a removal operation, consumer-side where the form has one (the rings), else unsupported
            @Override public void remove() {
                E e = last;
                if (e == null) {
                    throw new IllegalStateException();
                }
                last = null;
                core.removeLastIdentical(e);
            }
        };
    }

    /** Overrides {@code Deque.reversed()} on JDK 21+ (compiled on 17, where it is a plain method). */
    @SuppressWarnings("unchecked")
    public Deque<E> reversed() {
        if (!(q instanceof BlockingDeque)) {
            throw ((QueueCore<E>) q).unsupported("reversed()");
        }
        if (REVERSED == null) {
            throw new UnsupportedOperationException("reversed() needs JDK 21 or later");
        }
        try {
            return (Deque<E>) (Deque<?>) REVERSED.invokeExact((Deque<?>) q);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }
}
