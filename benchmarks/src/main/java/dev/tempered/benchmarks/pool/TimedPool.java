package dev.tempered.benchmarks.pool;

import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * A fixed pool like {@code Executors.newFixedThreadPool} that also times every task it runs, per worker thread,
 * through ThreadPoolExecutor's own hooks. The same measurement for either queue, so the balance tables of the JDK
 * pool and the work-stealing pool compare like for like.
 */
final class TimedPool extends ThreadPoolExecutor {
    /** One worker's figures; written only by that worker, read after the measured window (volatile for that). */
    static final class Worker {
        final Thread thread;
        volatile long tasks;
        volatile long busyNanos;
        long startedAt;

        Worker(Thread thread) {
            this.thread = thread;
        }
    }

    private static final ThreadFactory DEFAULT = Executors.defaultThreadFactory();

    final List<Worker> workers = new CopyOnWriteArrayList<>();
    private final ThreadLocal<Worker> mine = ThreadLocal.withInitial(() -> {
        Worker w = new Worker(Thread.currentThread());
        workers.add(w);
        return w;
    });

    TimedPool(int n, BlockingQueue<Runnable> queue) {
        // Daemon workers: a failed run must not leave the JVM waiting on them.
        super(n, n, 0L, TimeUnit.MILLISECONDS, queue, r -> {
            Thread t = DEFAULT.newThread(r);
            t.setDaemon(true);
            return t;
        });
    }

    @Override
    protected void beforeExecute(Thread t, Runnable r) {
        mine.get().startedAt = System.nanoTime();
    }

    @Override
    protected void afterExecute(Runnable r, Throwable t) {
        Worker w = mine.get();
        // Plain read-modify-write of volatiles: one writer per field.
        w.busyNanos += System.nanoTime() - w.startedAt;
        w.tasks++;
    }
}
