package dev.tempered.runtime.v1.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class TemperedExecutorsTest {
    @Test
    void rejectsWhatTheJdkFactoriesReject() {
        assertThrows(IllegalArgumentException.class, () -> Executors.newFixedThreadPool(0));
        assertThrows(IllegalArgumentException.class, () -> TemperedExecutors.newFixedThreadPool(0));
        assertThrows(NullPointerException.class, () -> Executors.newFixedThreadPool(2, (ThreadFactory) null));
        assertThrows(NullPointerException.class, () -> TemperedExecutors.newFixedThreadPool(2, (ThreadFactory) null));
    }

    /** An unreachable single-thread executor shuts its pool down (JDK 17: finalize; JDK 21+: Cleaner). */
    @Test
    void unreachableSingleThreadExecutorStopsItsThreadLikeTheJdk() throws Exception {
        assertTrue(workerDiesWhenUnreachable(Executors::newSingleThreadExecutor), "JDK control");
        assertTrue(workerDiesWhenUnreachable(TemperedExecutors::newSingleThreadExecutor), "TemperedExecutors");
    }

    private static boolean workerDiesWhenUnreachable(Function<ThreadFactory, ExecutorService> factory)
            throws Exception {
        AtomicReference<Thread> worker = new AtomicReference<>();
        submitAndDrop(factory, worker);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (worker.get().isAlive() && System.nanoTime() < deadline) {
            System.gc();
            Thread.sleep(20);
        }
        return !worker.get().isAlive();
    }

    private static void submitAndDrop(Function<ThreadFactory, ExecutorService> factory, AtomicReference<Thread> worker)
            throws Exception {
        ExecutorService e = factory.apply(r -> {
            Thread t = new Thread(r);
            worker.set(t);
            return t;
        });
        assertEquals(42, e.submit(() -> 42).get());
    }
}
