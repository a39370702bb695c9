package dev.tempered.runtime.v1.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import javax.management.MBeanServer;
import javax.management.ObjectName;
import org.junit.jupiter.api.Test;

class WorkStealingStatsTest {
    @Test
    void jmxShowsPerWorkerBalanceOnlyWhenAsked() throws Exception {
        MBeanServer server = ManagementFactory.getPlatformMBeanServer();
        String site = "t/Stats.run()V#0";
        ObjectName name = new ObjectName("dev.tempered:type=WorkStealingPool,site=" + ObjectName.quote(site));
        ObjectName off = new ObjectName("dev.tempered:type=WorkStealingPool,site=" + ObjectName.quote("t/Off.run()V#0"));
        WorkStealingTaskQueue quiet = new WorkStealingTaskQueue("v1|form=work-stealing|site=t/Off.run()V#0");
        assertFalse(server.isRegistered(off));

        WorkStealingTaskQueue q = new WorkStealingTaskQueue("v1|form=work-stealing|stats=jmx|site=" + site);
        assertTrue(server.isRegistered(name));
        ThreadPoolExecutor pool = new ThreadPoolExecutor(3, 3, 0, TimeUnit.MILLISECONDS, q);
        // A worker's first task is handed to it directly, not through the queue; prestart so all go through it.
        pool.prestartAllCoreThreads();
        EveryWorker.tookOneTask(pool, 3);
        int n = 3000;
        CountDownLatch done = new CountDownLatch(n);
        for (int i = 0; i < n; i++) {
            pool.execute(() -> {
                long until = System.nanoTime() + 2_000;
                while (System.nanoTime() < until) {
                    Thread.onSpinWait();
                }
                done.countDown();
            });
        }
        assertTrue(done.await(60, TimeUnit.SECONDS));
        pool.shutdown();
        assertTrue(pool.awaitTermination(30, TimeUnit.SECONDS));

        long[] tasks = (long[]) server.getAttribute(name, "TasksRun");
        long[] busy = (long[]) server.getAttribute(name, "BusyNanos");
        String[] workers = (String[]) server.getAttribute(name, "WorkerNames");
        assertEquals(3, workers.length);
        long sum = 0;
        for (long t : tasks) {
            sum += t;
        }
        assertEquals(n + 3, sum); // and one task each from EveryWorker
        long busySum = 0;
        for (long b : busy) {
            busySum += b;
        }
        assertTrue(busySum >= n * 2_000L, "busy time covers the tasks' spinning: " + busySum);
        String table = (String) server.getAttribute(name, "BalanceTable");
        assertTrue(table.contains(workers[0]), table);
        assertEquals(0, quiet.size());
    }
}
