package dev.tempered.runtime.v1.pool;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Tasks that wait for each other: a pool of N workers given N tasks that meet at a barrier runs them all at once with
 * the JDK's queue, so it must with the work-stealing queue too. A task left in a queue while a worker stays parked
 * deadlocks such a program (it did: tasks submitted while one worker still counted as a searcher).
 */
class BlockingTasksTest {
    private static final int WORKERS = 3;

    @Test
    void tasksThatMeetAtABarrierAllRun() throws Exception {
        for (int round = 0; round < 300; round++) {
            WorkStealingTaskQueue q = new WorkStealingTaskQueue("v1|form=work-stealing|site=t/Barrier.run()V#0");
            ThreadPoolExecutor pool = new ThreadPoolExecutor(WORKERS, WORKERS, 0, TimeUnit.MILLISECONDS, q);
            pool.prestartAllCoreThreads(); // every task goes through the queue
            CyclicBarrier all = new CyclicBarrier(WORKERS);
            CountDownLatch met = new CountDownLatch(WORKERS);
            for (int i = 0; i < WORKERS; i++) {
                pool.execute(() -> {
                    try {
                        all.await(10, TimeUnit.SECONDS);
                        met.countDown();
                    } catch (Exception e) {
                        // the barrier broke or timed out: met stays short and the assertion below says so
                    }
                });
            }
            boolean ok = met.await(20, TimeUnit.SECONDS);
            pool.shutdownNow();
            assertTrue(pool.awaitTermination(20, TimeUnit.SECONDS), "round " + round + ": pool did not terminate");
            assertTrue(ok, "round " + round + ": a task stayed queued while a worker was parked (" + q.size()
                    + " queued)");
        }
    }
}
