package dev.tempered.runtime.v1.pool;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Test;

/**
 * A burst from one outside submitter into a pool whose workers are all parked: every task runs exactly once, and no
 * worker stays parked while tasks wait. The first tasks of each burst meet at a barrier of all the workers, so one
 * worker left parked keeps the barrier from tripping and the burst from finishing. Run with more workers than
 * processors (one searcher, which yields: decision 0029) and with two workers (spinning searchers, on two or more
 * processors).
 */
class BurstWakeUpTest {
    private static final int TASKS = 512;
    private static final int ROUNDS = 100;

    @Test
    void burstIntoParkedWorkersWhenWorkersOutnumberProcessors() throws Exception {
        burst(Runtime.getRuntime().availableProcessors() + 2);
    }

    @Test
    void burstIntoTwoParkedWorkers() throws Exception {
        burst(2);
    }

    private static void burst(int workers) throws Exception {
        List<Thread> threads = new CopyOnWriteArrayList<>();
        WorkStealingTaskQueue q =
                new WorkStealingTaskQueue("v1|form=work-stealing|topology=mpmc|site=t/Burst.run()V#0");
        ThreadPoolExecutor pool = new ThreadPoolExecutor(workers, workers, 0, SECONDS, q, r -> {
            Thread t = new Thread(r, "burst-worker-" + threads.size());
            t.setDaemon(true);
            threads.add(t);
            return t;
        });
        pool.prestartAllCoreThreads();
        try {
            for (int round = 0; round < ROUNDS; round++) {
                awaitAllParked(threads, workers, round);
                AtomicIntegerArray runs = new AtomicIntegerArray(workers + TASKS);
                CyclicBarrier all = new CyclicBarrier(workers);
                CountDownLatch done = new CountDownLatch(workers + TASKS);
                for (int i = 0; i < workers; i++) {
                    int id = i;
                    pool.execute(() -> {
                        runs.incrementAndGet(id);
                        try {
                            all.await(10, SECONDS);
                            done.countDown();
                        } catch (Exception e) {
                            // the barrier broke or timed out: done stays short and the assertion below says so
                        }
                    });
                }
                for (int i = 0; i < TASKS; i++) {
                    int id = workers + i;
                    pool.execute(() -> {
                        runs.incrementAndGet(id);
                        done.countDown();
                    });
                }
                assertTrue(done.await(20, SECONDS), "round " + round + " with " + workers
                        + " workers: a task stayed queued while a worker was parked (" + q.size() + " queued)");
                // Every worker idle again: nothing can still run, so each count is final.
                awaitAllParked(threads, workers, round);
                for (int i = 0; i < runs.length(); i++) {
                    assertEquals(1, runs.get(i), "round " + round + ": task " + i + " ran " + runs.get(i) + " times");
                }
            }
        } finally {
            pool.shutdownNow();
            assertTrue(pool.awaitTermination(20, SECONDS), "pool did not terminate");
        }
    }

    /** Waits (yielding, bounded) until every worker blocks in take() with no timeout, i.e. is parked. */
    private static void awaitAllParked(List<Thread> threads, int workers, int round) {
        long deadline = System.nanoTime() + SECONDS.toNanos(20);
        while (!allWaiting(threads, workers)) {
            assertTrue(System.nanoTime() - deadline < 0, "round " + round + ": workers never all parked");
            Thread.yield();
        }
    }

    private static boolean allWaiting(List<Thread> threads, int workers) {
        if (threads.size() != workers) {
            return false;
        }
        for (Thread t : threads) {
            if (t.getState() != Thread.State.WAITING) {
                return false;
            }
        }
        return true;
    }
}
