package dev.tempered.runtime.internal.core;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Queue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import org.jctools.queues.MessagePassingQueue;

/**
 * The storage of the segmented-sc form (many producers, one consumer): a JCTools MPSC queue, plus a consumer-private
 * <em>front</em> that makes removal possible (remove(Object), removeIf, removeAll, retainAll, Iterator.remove).
 * JCTools' MPSC queues give the consumer no slots to compact, so a removal polls the stored elements it has to pass
 * out of the storage, keeps them in the front, in order, and drops the ones that go. Every consumer operation takes
 * from the front first; producers never read or write it. A queue whose consumer never removes never has a front.
 *
 * <p>Capacity (bounded queues): a producer takes a permit from {@link #free} before it offers, and the permit comes back
 * only when the element leaves the queue (polled from the storage or the front, or dropped by a removal), not when the
 * consumer moves it into the front. So the storage and the front together never hold more than the capacity, and an
 * offer fails exactly when they hold it all. (JCTools' threshold offer cannot serve here: it tests the storage's own
 * size, which a move into the front lowers, and a producer that read the front's size before a move and the storage's
 * after it would overshoot.) The storage is at least the capacity, so the inner offer of a permit holder never fails.
 *
 * <p>Memory ordering: the front is published by a volatile write of {@link #front}, after its array is filled, so a
 * reader on another thread (size, iteration, contains) that reads the field sees the array's elements; the consumer
 * advances the front's {@link Front#head} with a volatile write after clearing the slot it took, so a reader sees at
 * worst a cleared slot (skipped) or one element more than is left (weak, see docs/runtime-operations.md). A permit is
 * returned (a volatile read-modify-write) after the storage's poll has freed the slot, so a producer holding the
 * permit finds room in the storage; a waiting producer's re-check reads {@link #free} after announcing, and the
 * consumer signals after returning the permit (the Dekker pair of {@link Waiters}).
 */
final class SingleConsumerLane<E> extends Lane<E> {
    /** permits for bounded queues (capacity minus the elements in the storage and the front); null when unbounded */
    private final AtomicInteger free;
    /** the storage, on the JCTools type that has the relaxed poll */
    private final MessagePassingQueue<E> storage;
    /** the consumer's front, or null when it is empty; written by the consumer only */
    private volatile Front front;

    /** A run of elements the consumer took out of the storage, in queue order, with a moving head. */
    private static final class Front {
        /** filled before the front is published, then only cleared slot by slot by the consumer */
        final Object[] items;
        volatile int head;

        Front(Object[] items) {
            this.items = items;
        }
    }

    private <Q extends Queue<E> & MessagePassingQueue<E>> SingleConsumerLane(Q q, int capacity) {
        super(q, capacity);
        this.storage = q;
        this.free = capacity == Integer.MAX_VALUE ? null : new AtomicInteger(capacity);
    }

    /** Typed as a Lane so that Cores.lane's verification loads no lane class it does not construct. */
    static <E, Q extends Queue<E> & MessagePassingQueue<E>> Lane<E> of(Q q, int capacity) {
        return new SingleConsumerLane<>(q, capacity);
    }

    @Override
    SingleConsumerLane<E> frontLane() {
        return this;
    }

    @Override
    boolean offer(E e) {
        AtomicInteger permits = free;
        if (permits == null) {
            return q.offer(e);
        }
        for (;;) {
            int f = permits.get();
            if (f <= 0) {
                return false;
            }
            if (permits.compareAndSet(f, f - 1)) {
                break;
            }
        }
        if (!q.offer(e)) { // not expected (the storage holds at least the capacity), but never leak a permit
            permits.incrementAndGet();
            return false;
        }
        return true;
    }

    /** The storage's own offer when nothing is counted (unbounded). */
    @Override
    Queue<E> offerStorage() {
        return free == null ? q : null;
    }

    /**
     * The storage's own poll while it is the whole queue: unbounded (no permit to return) and before the first removal
     * made a front; {@link QueueCore#frontInUse} stops using it once one exists.
     */
    @Override
    Queue<E> pollStorage() {
        return free == null ? q : null;
    }

    @Override
    E poll() {
        Front f = front;
        if (f != null) {
            return takeFront(f);
        }
        return returnPermit(q.poll());
    }

    /** {@link #poll} whose storage read may miss an element a producer is still storing (JCTools' relaxed poll). */
    E relaxedPoll() {
        Front f = front;
        if (f != null) {
            return takeFront(f);
        }
        return returnPermit(storage.relaxedPoll());
    }

    private E returnPermit(E e) {
        AtomicInteger permits = free;
        if (e != null && permits != null) {
            permits.incrementAndGet(); // after the storage's poll freed the slot (see the class comment)
        }
        return e;
    }

    /** Consumer only: the front's head, which leaves the queue. */
    private E takeFront(Front f) {
        return returnPermit(unlinkFront(f));
    }

    /** Consumer only: takes the front's head out of the front; its permit is the caller's to return. */
    @SuppressWarnings("unchecked") // the front holds only Es
    private E unlinkFront(Front f) {
        int h = f.head;
        Object e = f.items[h];
        f.items[h] = null; // plain: a reader that still sees the element counts it once more, weakly
        if (h + 1 == f.items.length) {
            front = null;
        } else {
            f.head = h + 1;
        }
        return (E) e;
    }

    /**
     * Consumer only: moves up to {@code max} elements, in order, into {@code c} (the front first, then the storage's
     * strict poll, which waits for a slot a producer has claimed and not yet written, so an offer that returned before
     * this call is drained), and returns their permits with one add at the end rather than one per element: a drain
     * of a full queue (logback's worker drains all it finds after each take) would otherwise pay an atomic add per
     * element, each one a cache-line transfer away from the producers' permit CASes. Until that add a producer finds
     * the queue full, so the drain takes effect there, at once, as the JDK's locked drainTo does; only size() (weak)
     * can tell meanwhile. Elements taken before {@code c.add} throws have left the queue (BlockingQueue.drainTo allows
     * it), so their permits come back too.
     *
     * @return how many elements left the queue
     */
    int drainTo(Collection<? super E> c, int max) {
        int n = 0;
        try {
            while (n < max) {
                Front f = front;
                E e = f != null ? unlinkFront(f) : q.poll();
                if (e == null) {
                    break;
                }
                n++;
                c.add(e);
            }
        } finally {
            if (n > 0) {
                returnPermits(n); // after the polls freed the slots (see the class comment)
            }
        }
        return n;
    }

    @Override
    @SuppressWarnings("unchecked") // the front holds only Es
    E peek() {
        Front f = front;
        return f != null ? (E) f.items[f.head] : q.peek();
    }

    @Override
    int size() {
        AtomicInteger permits = free;
        if (permits != null) {
            // Bounded: the permits taken are the elements in the storage and the front, plus any a producer is still
            // storing or a drain has not given back yet (weak, as size is). One read of the line every offer updates
            // anyway, where the storage's size reads both its indices; logback reads remainingCapacity() on every
            // append, from every logging thread. It is also exactly what the next offer tests.
            return Math.max(0, capacity - permits.get());
        }
        long s = (long) frontSize(front) + Math.max(0, q.size());
        return (int) Math.min(s, capacity);
    }

    private static int frontSize(Front f) {
        return f == null ? 0 : Math.max(0, f.items.length - f.head);
    }

    @Override
    boolean isEmpty() {
        return frontSize(front) == 0 && q.isEmpty();
    }

    /** The front from its head (skipping slots the consumer cleared meanwhile), then the storage's weak iterator. */
    @Override
    Iterator<E> iterator() {
        Front f = front;
        Iterator<E> stored = q.iterator();
        if (f == null) {
            return stored;
        }
        return new Iterator<E>() {
            private int i = f.head;
            private Object next = advance();

            private Object advance() {
                Object[] items = f.items;
                while (i < items.length) {
                    Object e = items[i++];
                    if (e != null) {
                        return e;
                    }
                }
                return null;
            }

            @Override
            public boolean hasNext() {
                return next != null || stored.hasNext();
            }

            @Override
            @SuppressWarnings("unchecked") // the front holds only Es
            public E next() {
                Object e = next;
                if (e != null) {
                    next = advance();
                    return (E) e;
                }
                if (!stored.hasNext()) {
                    throw new NoSuchElementException();
                }
                return stored.next();
            }
        };
    }

    /** Which matches a removal takes out: the first, the last or all of them. */
    static final int FIRST = 0;
    static final int LAST = 1;
    static final int ALL = 2;

    /**
     * Consumer only: removes the first element {@code drop} selects. The front is searched first; then the storage,
     * read without moving anything (its weak iterator), and when an element there matches the consumer polls the
     * elements before it into the front and drops it. So removing the element an iteration has just returned
     * (logback's drain at stop: iterate, append, {@code remove(e)}) moves only elements that iteration has already
     * passed. The weak read skips a slot a producer has claimed and not yet written, so when it finds no match the
     * storage is searched again strictly ({@link #remove}), which may move its elements into the front.
     *
     * @return whether an element was removed
     */
    boolean removeFirst(Predicate<? super E> drop) {
        Front f = front;
        ArrayList<Object> kept = new ArrayList<>();
        if (f != null) {
            Object[] items = f.items;
            for (int i = f.head; i < items.length; i++) {
                E e = cast(items[i]);
                if (drop.test(e)) {
                    for (int j = i + 1; j < items.length; j++) {
                        kept.add(items[j]);
                    }
                    publishFront(kept);
                    returnPermits(1);
                    return true;
                }
                kept.add(e);
            }
        }
        Object match = null;
        for (Iterator<E> it = q.iterator(); it.hasNext(); ) {
            E e = it.next();
            if (drop.test(e)) {
                match = e;
                break;
            }
        }
        if (match == null) {
            return remove(drop, FIRST, false) > 0; // the front's elements were tested above
        }
        // The match stays in the storage until this thread (its only consumer) polls it, so the polls reach it; the
        // storage's poll waits for a slot a producer has claimed and not yet written, so none is skipped.
        for (;;) {
            E e = q.poll();
            if (e == match) {
                break;
            }
            if (e == null) { // only if another thread took it: a second consumer, which the contract rules out
                publishFront(kept);
                return false;
            }
            kept.add(e);
        }
        publishFront(kept);
        returnPermits(1);
        return true;
    }

    /**
     * Consumer only: removes the elements {@code drop} selects ({@code which}: {@link #FIRST}, {@link #LAST} or
     * {@link #ALL}), from the front and from the storage, whose elements it moves into the front with the storage's
     * strict poll (which waits for a slot a producer has claimed and not yet written). The filter runs once per element
     * and only after the element is in the published front, so one that throws leaves every element in the queue, in
     * order.
     *
     * <p>Where it takes effect (linearizability). Unbounded: at the read of the storage's size that bounds the moves
     * (every offer that returned before the call is counted there; later ones are kept, unexamined, and no operation
     * of a producer can tell the difference). Bounded: a producer's failed offer observes the count, so the removal
     * must take effect at an instant when the elements it examined are the whole queue. That holds exactly when the
     * permits left are the capacity minus the examined elements (no producer holds a permit for an element not moved
     * yet), and the removal returns the dropped elements' permits with a compare-and-set on that very value: the CAS is
     * the instant. While it fails, a producer has taken a permit meanwhile, and the consumer moves that element (waiting
     * for it if the producer has not stored it yet) and tries again; producers can take at most the capacity in
     * permits, so the rounds end. A FIRST removal that found its match need not wait: the elements behind it cannot
     * change which is first.
     *
     * @return how many elements were removed
     */
    int removeAll(Predicate<? super E> drop, int which) {
        return remove(drop, which, true);
    }

    private int remove(Predicate<? super E> drop, int which, boolean testFront) {
        ArrayList<Object> run = new ArrayList<>();
        Front f = front;
        if (f != null) {
            Object[] items = f.items;
            for (int i = f.head; i < items.length; i++) {
                run.add(items[i]);
            }
        }
        int tested = testFront ? 0 : run.size();
        int stored = q.size(); // the producers' index, read after every offer that returned before this call
        for (int i = 0; i < stored; i++) {
            E e = q.poll();
            if (e == null) {
                break;
            }
            run.add(e);
        }
        publishFront(run);
        BitSet dropped = new BitSet();
        int count = 0;
        int last = -1;
        AtomicInteger permits = free;
        for (int idle = 0; ; ) {
            for (; tested < run.size() && !(which == FIRST && count > 0); tested++) {
                if (drop.test(cast(run.get(tested)))) {
                    if (which == LAST) {
                        last = tested;
                    } else {
                        dropped.set(tested);
                        count++;
                    }
                }
            }
            if (which == LAST && last >= 0) {
                dropped.clear();
                dropped.set(last);
                count = 1;
            }
            if (permits == null || which == FIRST && count > 0) {
                break; // unbounded, or the first match found: the permit (if any) comes back below
            }
            int examined = capacity - run.size(); // the permits left when the run is the whole queue
            if (count == 0 ? permits.get() == examined : permits.compareAndSet(examined, examined + count)) {
                if (count > 0) {
                    publishFront(kept(run, dropped, count));
                }
                return count; // the permits are back (the CAS), or nothing matched in the whole queue
            }
            int before = run.size();
            for (E e; (e = q.poll()) != null; ) { // an element a producer took a permit for
                run.add(e);
            }
            if (run.size() > before) {
                publishFront(run); // before the filter sees the new elements (see above)
                idle = 0;
            } else if (++idle > 64) {
                Thread.yield(); // the producer holds its permit and has not claimed its slot yet
            } else {
                Thread.onSpinWait();
            }
        }
        if (count == 0) {
            return 0;
        }
        publishFront(kept(run, dropped, count));
        returnPermits(count);
        return count;
    }

    private static ArrayList<Object> kept(ArrayList<Object> run, BitSet dropped, int count) {
        ArrayList<Object> kept = new ArrayList<>(run.size() - count);
        for (int i = 0; i < run.size(); i++) {
            if (!dropped.get(i)) {
                kept.add(run.get(i));
            }
        }
        return kept;
    }

    @SuppressWarnings("unchecked") // the front and the storage hold only Es
    private E cast(Object e) {
        return (E) e;
    }

    /** Consumer only: {@code elements}, in order, become the front (null when none). */
    private void publishFront(ArrayList<Object> elements) {
        front = elements.isEmpty() ? null : new Front(elements.toArray()); // volatile: after the array is filled
    }

    private void returnPermits(int n) {
        AtomicInteger permits = free;
        if (permits != null) {
            permits.addAndGet(n);
        }
    }
}
