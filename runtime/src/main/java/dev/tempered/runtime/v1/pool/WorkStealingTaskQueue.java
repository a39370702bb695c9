package dev.tempered.runtime.v1.pool;

import dev.tempered.runtime.internal.pool.JfrRegistration;
import dev.tempered.runtime.internal.pool.JmxRegistration;
import dev.tempered.runtime.internal.pool.PoolSpec;
import dev.tempered.runtime.internal.pool.TaskCell;
import dev.tempered.runtime.internal.pool.TaskPool;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.function.Predicate;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * A drop-in {@link LinkedBlockingQueue} for a thread pool's task queue: per-worker deques with stealing, an
 * injection queue for submitters outside the pool ({@code form=work-stealing}), or one FIFO queue handing tasks out
 * in submission order ({@code form=work-stealing-fifo}, and the fallback for any spec it does not understand). A
 * worker is a thread that has called {@code take}/{@code poll} on this queue.
 *
 * <p>Every public method of {@code LinkedBlockingQueue} is overridden (the inherited state stays empty); iterators
 * are weakly consistent snapshots, and removal ({@code remove(Object)}, {@code Iterator.remove}, {@code drainTo})
 * races with consumers on a per-task claim, so a task is either run or removed, once. Serialization writes a plain
 * {@code LinkedBlockingQueue} with the same capacity and tasks.
 */
public final class WorkStealingTaskQueue extends LinkedBlockingQueue<Runnable> {
    private static final long serialVersionUID = 1L;

    private final transient TaskPool pool;

    public WorkStealingTaskQueue(String spec) {
        this(Integer.MAX_VALUE, spec);
    }

    public WorkStealingTaskQueue(int capacity, String spec) {
        this(capacity, PoolSpec.parse(spec));
    }

    WorkStealingTaskQueue(int capacity, PoolSpec s) {
        // The cheapest super constructor: its state is never used.
        super();
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        this.pool = new TaskPool(s.stealing(), s.singleProducer(), capacity, s.counted());
        if (s.jmx()) {
            JmxRegistration.register(this, pool.statistics(), s.site());
        }
        if (s.jfr()) {
            // A separate class: jdk.jfr is touched only by pools that ask for it.
            JfrRegistration.register(this, pool, s.site());
        }
    }

    public WorkStealingTaskQueue(Collection<? extends Runnable> c, String spec) {
        this(Integer.MAX_VALUE, spec);
        for (Runnable r : c) {
            if (!pool.offer(Objects.requireNonNull(r))) {
                throw new IllegalStateException("Queue full");
            }
        }
    }

    // ------------------------------------------------------------- BlockingQueue

    @Override
    public boolean offer(Runnable e) {
        return pool.offer(e);
    }

    @Override
    public boolean offer(Runnable e, long timeout, TimeUnit unit) throws InterruptedException {
        return pool.offer(e, unit.toNanos(timeout));
    }

    @Override
    public void put(Runnable e) throws InterruptedException {
        pool.put(e);
    }

    @Override
    public boolean add(Runnable e) {
        if (pool.offer(e)) {
            return true;
        }
        throw new IllegalStateException("Queue full");
    }

    @Override
    public Runnable take() throws InterruptedException {
        return (Runnable) pool.await(false, 0L);
    }

    @Override
    public Runnable poll(long timeout, TimeUnit unit) throws InterruptedException {
        return (Runnable) pool.await(true, unit.toNanos(timeout));
    }

    @Override
    public Runnable poll() {
        return (Runnable) pool.poll();
    }

    @Override
    public Runnable remove() {
        Runnable r = poll();
        if (r == null) {
            throw new NoSuchElementException();
        }
        return r;
    }

    @Override
    public Runnable peek() {
        for (TaskCell c : pool.cells()) {
            Object t = c.peek();
            if (t != null) {
                return (Runnable) t;
            }
        }
        return null;
    }

    @Override
    public Runnable element() {
        Runnable r = peek();
        if (r == null) {
            throw new NoSuchElementException();
        }
        return r;
    }

    @Override
    public int size() {
        return pool.size();
    }

    @Override
    public boolean isEmpty() {
        return pool.isEmpty();
    }

    @Override
    public int remainingCapacity() {
        return pool.remainingCapacity();
    }

    @Override
    public int drainTo(Collection<? super Runnable> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    @Override
    public int drainTo(Collection<? super Runnable> c, int maxElements) {
        Objects.requireNonNull(c);
        if (c == this) {
            throw new IllegalArgumentException();
        }
        if (maxElements <= 0) {
            return 0;
        }
        return pool.drain(t -> c.add((Runnable) t), maxElements);
    }

    @Override
    public void clear() {
        pool.drain(t -> { }, Integer.MAX_VALUE);
    }

    // ------------------------------------------------------------- Collection

    @Override
    public boolean remove(Object o) {
        return pool.removeEqual(o);
    }

    @Override
    public boolean contains(Object o) {
        if (o == null) {
            return false;
        }
        for (TaskCell c : pool.cells()) {
            if (o.equals(c.peek())) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean containsAll(Collection<?> c) {
        for (Object o : c) {
            if (!contains(o)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean addAll(Collection<? extends Runnable> c) {
        Objects.requireNonNull(c);
        if (c == this) {
            throw new IllegalArgumentException();
        }
        boolean modified = false;
        for (Runnable r : c) {
            modified |= add(r);
        }
        return modified;
    }

    @Override
    public boolean removeIf(Predicate<? super Runnable> filter) {
        Objects.requireNonNull(filter);
        boolean removed = false;
        for (TaskCell c : pool.cells()) {
            Object t = c.peek();
            if (t != null && filter.test((Runnable) t)) {
                removed |= pool.remove(c, t);
            }
        }
        return removed;
    }

    @Override
    public boolean removeAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return removeIf(c::contains);
    }

    @Override
    public boolean retainAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return removeIf(r -> !c.contains(r));
    }

    @Override
    public void forEach(Consumer<? super Runnable> action) {
        Objects.requireNonNull(action);
        for (TaskCell c : pool.cells()) {
            Object t = c.peek();
            if (t != null) {
                action.accept((Runnable) t);
            }
        }
    }

    @Override
    public Iterator<Runnable> iterator() {
        return new SnapshotIterator(pool);
    }

    @Override
    public Spliterator<Runnable> spliterator() {
        return Spliterators.spliteratorUnknownSize(iterator(),
                Spliterator.ORDERED | Spliterator.NONNULL | Spliterator.CONCURRENT);
    }

    @Override
    public Stream<Runnable> stream() {
        return StreamSupport.stream(spliterator(), false);
    }

    @Override
    public Stream<Runnable> parallelStream() {
        return StreamSupport.stream(spliterator(), true);
    }

    @Override
    public Object[] toArray() {
        return tasks().toArray();
    }

    @Override
    public <T> T[] toArray(T[] a) {
        return tasks().toArray(a);
    }

    @Override
    public <T> T[] toArray(IntFunction<T[]> generator) {
        return toArray(generator.apply(0));
    }

    @Override
    public String toString() {
        return Arrays.toString(toArray());
    }

    private List<Object> tasks() {
        List<TaskCell> cells = pool.cells();
        List<Object> out = new ArrayList<>(cells.size());
        for (TaskCell c : cells) {
            Object t = c.peek();
            if (t != null) {
                out.add(t);
            }
        }
        return out;
    }

    /** Serialized as the JDK class, so the stream reads back without Tempered on the class path. */
    private Object writeReplace() {
        LinkedBlockingQueue<Runnable> copy = new LinkedBlockingQueue<>(pool.capacity());
        for (Object t : tasks()) {
            copy.offer((Runnable) t);
        }
        return copy;
    }
}
