package dev.tempered.benchmarks.pool;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;

/**
 * The three W11 workloads, shared by the JMH benchmark and the per-worker balance run so both measure the same
 * code. Each call runs one batch to completion and returns how many tasks it ran.
 */
final class PoolWorkloads {
    static final int BATCH = 4096;
    /** Fork/join: a binary tree of this depth has 2^(DEPTH+1) - 1 = 4095 tasks. */
    static final int DEPTH = 11;
    static final int TREE = (1 << (DEPTH + 1)) - 1;

    private PoolWorkloads() {
    }

    /** Spins for {@code nanos}: a task's CPU work without memory traffic. */
    static void work(long nanos) {
        if (nanos <= 0) {
            return;
        }
        long until = System.nanoTime() + nanos;
        while (System.nanoTime() < until) {
            Thread.onSpinWait();
        }
    }

    /** One submitter (the calling thread) executes BATCH tasks of {@code nanos} each and waits for all of them. */
    static int oneSubmitter(Executor pool, long nanos) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(BATCH);
        for (int i = 0; i < BATCH; i++) {
            pool.execute(() -> {
                work(nanos);
                done.countDown();
            });
        }
        done.await();
        return BATCH;
    }

    /** Each task submits two subtasks from inside the pool until DEPTH, then does its own work. */
    static int forkJoin(Executor pool, long nanos) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(TREE);
        pool.execute(new Split(pool, done, 0, nanos));
        done.await();
        return TREE;
    }

    /** One task in sixteen runs fifty times longer than the others (base: {@code nanos}, at least 100 ns). */
    static int uneven(Executor pool, long nanos) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(BATCH);
        long base = Math.max(nanos, 100);
        for (int i = 0; i < BATCH; i++) {
            long n = (i & 15) == 0 ? 50 * base : base;
            pool.execute(() -> {
                work(n);
                done.countDown();
            });
        }
        done.await();
        return BATCH;
    }

    static final class Split implements Runnable {
        final Executor pool;
        final CountDownLatch done;
        final int level;
        final long nanos;

        Split(Executor pool, CountDownLatch done, int level, long nanos) {
            this.pool = pool;
            this.done = done;
            this.level = level;
            this.nanos = nanos;
        }

        @Override
        public void run() {
            if (level < DEPTH) {
                pool.execute(new Split(pool, done, level + 1, nanos));
                pool.execute(new Split(pool, done, level + 1, nanos));
            }
            work(nanos);
            done.countDown();
        }
    }
}
