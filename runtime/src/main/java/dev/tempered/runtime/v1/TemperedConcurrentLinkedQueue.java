package dev.tempered.runtime.v1;

import dev.tempered.runtime.internal.core.Cores;
import dev.tempered.runtime.internal.core.InlineRingConcurrentLinkedQueue;
import dev.tempered.runtime.internal.core.Original;
import java.io.ObjectStreamException;
import java.util.Collection;
import java.util.Iterator;
import java.util.Queue;
import java.util.Spliterator;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * Drop-in substitute for {@link ConcurrentLinkedQueue}: every public method is overridden and delegated to the queue
 * the spec selects (the inherited state stays empty forever). At an unbounded ring site, checked or not, offer, add
 * and poll use the ring this class keeps in its own fields instead ({@link InlineRingConcurrentLinkedQueue}).
 * Serializes as a plain ConcurrentLinkedQueue.
 */
public class TemperedConcurrentLinkedQueue<E> extends InlineRingConcurrentLinkedQueue<E> {
    private final transient Queue<E> q;

    public TemperedConcurrentLinkedQueue(String spec) {
        // keeps the ring itself at a ring site
        super(Original.CONCURRENT_LINKED_QUEUE, Integer.MAX_VALUE, spec);
        // the owner and ring host: when this queue keeps its ring, the core uses that ring
        this.q = Cores.create(Original.CONCURRENT_LINKED_QUEUE, Integer.MAX_VALUE, spec, this);
    }

    public TemperedConcurrentLinkedQueue(Collection<? extends E> c, String spec) {
        this(spec);
        for (E e : c) {
            Cores.offerInitial(q, e); // never full: unbounded
        }
    }

    // The in-place form of the constructor contract (docs/architecture.md): the rewriter turns
    // NEW ConcurrentLinkedQueue; DUP; <args>; INVOKESPECIAL <init>(A...)V into LDC spec; DUP; <args>; INVOKESTATIC allocate(String,
    // String, A...), so that the class keeps its code layout. The first two arguments are the spec and DUP's copy.

    public static <E> ConcurrentLinkedQueue<E> allocate(String spec, String specCopy) {
        return new TemperedConcurrentLinkedQueue<>(spec);
    }

    public static <E> ConcurrentLinkedQueue<E> allocate(String spec, String specCopy, Collection<? extends E> c) {
        return new TemperedConcurrentLinkedQueue<>(c, spec);
    }

    /** Serial form: a real ConcurrentLinkedQueue holding a snapshot of the elements. */
    protected Object writeReplace() throws ObjectStreamException {
        ConcurrentLinkedQueue<E> copy = new ConcurrentLinkedQueue<>();
        for (E e : q) {
            copy.offer(e);
        }
        return copy;
    }

    @Override public boolean add(E e) { return inlineRing() ? ringOffer(e) : q.add(e); } // never full
    @Override public boolean addAll(Collection<? extends E> c) {
        if (c == this) {
            throw new IllegalArgumentException();
        }
        return q.addAll(c);
    }
    @Override public boolean offer(E e) { return inlineRing() ? ringOffer(e) : q.offer(e); }
    @Override public E poll() { return inlineRing() ? ringPoll() : q.poll(); }
    @Override public E remove() { return q.remove(); }
    @Override public E element() { return q.element(); }
    @Override public E peek() { return q.peek(); }
    @Override public void clear() { q.clear(); }
    @Override public int size() { return q.size(); }
    @Override public boolean isEmpty() { return q.isEmpty(); }
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
