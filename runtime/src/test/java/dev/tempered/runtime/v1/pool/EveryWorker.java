package dev.tempered.runtime.v1.pool;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Makes every worker of a prestarted pool take one task from its queue before a test's own tasks. A worker that
 * first reaches the queue after shutdown leaves without touching it, so per-worker figures (JMX, JFR) would list
 * only the workers the scheduler happened to run; on a loaded machine that is sometimes fewer than the pool has.
 */
final class EveryWorker {
    private EveryWorker() {
    }

    /** Runs one task per worker that waits for all of them, and returns once they have all met. */
    static void tookOneTask(ThreadPoolExecutor pool, int workers) throws InterruptedException {
        CyclicBarrier all = new CyclicBarrier(workers);
        CountDownLatch met = new CountDownLatch(workers);
        for (int i = 0; i < workers; i++) {
            pool.execute(() -> {
                try {
                    all.await(60, TimeUnit.SECONDS);
                    met.countDown();
                } catch (Exception e) {
                    throw new AssertionError("the workers did not all take a task", e);
                }
            });
        }
        if (!met.await(60, TimeUnit.SECONDS)) {
            throw new AssertionError("not every worker took a task from the queue");
        }
    }
}
