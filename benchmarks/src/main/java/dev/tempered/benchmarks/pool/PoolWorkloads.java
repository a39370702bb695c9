package dev.tempered.benchmarks.pool;

import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;

/**
 * The four W11 workloads, shared by the JMH benchmark and the per-worker balance run so both measure the same
 * code. Each call runs one batch to completion and returns how many tasks it ran.
 */
final class PoolWorkloads {
    static final int BATCH = 4096;
    /** Fork/join: a binary tree of this depth has 2^(DEPTH+1) - 1 = 4095 tasks. */
    static final int DEPTH = 11;
    static final int TREE = (1 << (DEPTH + 1)) - 1;

    /** Uneven nested: ROOTS root tasks from outside the pool; every other task is submitted by a pool worker. */
    static final int NESTED = 4096;
    static final int ROOTS = 4;
    /** Seed of the uneven nested workload's root sizes and task lengths (fixed: both pools run the same batch). */
    static final long NESTED_SEED = 20261129L;
    /** Root i owns task indices [ROOT_START[i], ROOT_START[i + 1]): skewed sizes, summing to NESTED. */
    static final int[] ROOT_START = new int[ROOTS + 1];
    /** Length of task index k as a multiple of the base length: Pareto(alpha 1.2), 1 to 50. */
    static final int[] NESTED_MULT = new int[NESTED];

    static {
        Random r = new Random(NESTED_SEED);
        double[] w = new double[ROOTS];
        double sum = 0;
        for (int i = 0; i < ROOTS; i++) {
            w[i] = Math.pow(1 - r.nextDouble(), -1 / 0.8); // heavy-tailed root weights
            sum += w[i];
        }
        int at = 0;
        for (int i = 0; i < ROOTS; i++) {
            ROOT_START[i] = at;
            at += i == ROOTS - 1 ? NESTED - at : Math.max(1, (int) (NESTED * w[i] / sum));
        }
        ROOT_START[ROOTS] = NESTED;
        for (int k = 0; k < NESTED; k++) {
            NESTED_MULT[k] = (int) Math.min(50, Math.floor(Math.pow(1 - r.nextDouble(), -1 / 1.2)));
        }
    }

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

    /**
     * Uneven nested: ROOTS root tasks of seeded, skewed sizes, submitted from the calling thread; each task submits
     * its subtasks from inside the pool as a lopsided binary tree (a quarter of the rest to one child, three
     * quarters to the other), and runs for a seeded, heavy-tailed multiple (1 to 50) of the base length ({@code
     * nanos}, at least 100 ns). Completion is one latch over all NESTED tasks; no task waits on another.
     */
    static int unevenNested(Executor pool, long nanos) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(NESTED);
        long base = Math.max(nanos, 100);
        for (int i = 0; i < ROOTS; i++) {
            pool.execute(new Skewed(pool, done, ROOT_START[i], ROOT_START[i + 1] - ROOT_START[i], base));
        }
        done.await();
        return NESTED;
    }

    /** A task that owns indices [first, first + size): runs index first, forks the rest as two uneven subtrees. */
    static final class Skewed implements Runnable {
        final Executor pool;
        final CountDownLatch done;
        final int first;
        final int size;
        final long base;

        Skewed(Executor pool, CountDownLatch done, int first, int size, long base) {
            this.pool = pool;
            this.done = done;
            this.first = first;
            this.size = size;
            this.base = base;
        }

        @Override
        public void run() {
            int rest = size - 1;
            if (rest > 0) {
                int small = rest / 4;
                if (small > 0) {
                    pool.execute(new Skewed(pool, done, first + 1, small, base));
                }
                pool.execute(new Skewed(pool, done, first + 1 + small, rest - small, base));
            }
            work(base * NESTED_MULT[first]);
            done.countDown();
        }
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
