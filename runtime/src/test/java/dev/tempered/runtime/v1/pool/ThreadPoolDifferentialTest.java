package dev.tempered.runtime.v1.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * Each scenario runs on a ThreadPoolExecutor over the JDK's LinkedBlockingQueue and over WorkStealingTaskQueue (both
 * forms), and the observable results must be equal.
 */
class ThreadPoolDifferentialTest {
    static final String STEALING = "v1|form=work-stealing|topology=mpmc|at=T.java:1|site=t/T.m()V#0";
    static final String FIFO = "v1|form=work-stealing-fifo|topology=mpmc|at=T.java:1|site=t/T.m()V#0";

    interface Scenario {
        List<Object> run(IntFunction<BlockingQueue<Runnable>> queues) throws Exception;
    }

    private static void sameOnAll(Scenario s) throws Exception {
        List<Object> jdk = s.run(cap -> cap == 0 ? new LinkedBlockingQueue<>() : new LinkedBlockingQueue<>(cap));
        List<Object> fifo = s.run(cap -> cap == 0 ? new WorkStealingTaskQueue(FIFO) : new WorkStealingTaskQueue(cap, FIFO));
        List<Object> ws = s.run(cap -> cap == 0 ? new WorkStealingTaskQueue(STEALING)
                : new WorkStealingTaskQueue(cap, STEALING));
        assertEquals(jdk, fifo, "FIFO form differs from LinkedBlockingQueue");
        assertEquals(jdk, ws, "stealing form differs from LinkedBlockingQueue");
    }

    private static final class Blocker implements Runnable {
        final CountDownLatch started = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);

        @Override
        public void run() {
            started.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Test
    void singleWorkerRunsInSubmissionOrder() throws Exception {
        sameOnAll(q -> {
            ThreadPoolExecutor p = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS, q.apply(0));
            Blocker b = new Blocker();
            p.execute(b);
            b.started.await();
            List<Object> order = Collections.synchronizedList(new ArrayList<>());
            int n = 2000;
            CountDownLatch all = new CountDownLatch(n + (n + 6) / 7);
            for (int i = 0; i < n; i++) {
                int id = i;
                p.execute(() -> {
                    order.add(id);
                    if (id % 7 == 0) {          // tasks that submit tasks: still one FIFO order
                        p.execute(() -> {
                            order.add(-id);
                            all.countDown();
                        });
                    }
                    all.countDown();
                });
            }
            b.release.countDown();
            assertTrue(all.await(30, TimeUnit.SECONDS));
            p.shutdown();
            assertTrue(p.awaitTermination(30, TimeUnit.SECONDS));
            return new ArrayList<>(order);
        });
    }

    @Test
    void factoriesKeepSubmissionOrderForOneThread() throws Exception {
        List<List<Integer>> results = new ArrayList<>();
        for (ExecutorService e : List.of(Executors.newSingleThreadExecutor(), TemperedExecutors.newSingleThreadExecutor(),
                Executors.newFixedThreadPool(1), TemperedExecutors.newFixedThreadPool(1))) {
            List<Integer> order = Collections.synchronizedList(new ArrayList<>());
            for (int i = 0; i < 5000; i++) {
                int id = i;
                e.execute(() -> order.add(id));
            }
            e.shutdown();
            assertTrue(e.awaitTermination(30, TimeUnit.SECONDS));
            results.add(order);
        }
        assertEquals(5000, results.get(0).size());
        for (List<Integer> r : results) {
            assertEquals(results.get(0), r);
        }
    }

    @Test
    void singleThreadExecutorHidesReconfiguration() {
        ExecutorService jdk = Executors.newSingleThreadExecutor();
        ExecutorService ours = TemperedExecutors.newSingleThreadExecutor();
        try {
            assertEquals(jdk instanceof ThreadPoolExecutor, ours instanceof ThreadPoolExecutor);
            assertFalse(ours instanceof ThreadPoolExecutor);
            ExecutorService fixed = TemperedExecutors.newFixedThreadPool(3);
            ThreadPoolExecutor tpe = (ThreadPoolExecutor) fixed;
            assertEquals(3, tpe.getCorePoolSize());
            assertEquals(3, tpe.getMaximumPoolSize());
            assertEquals(0, tpe.getKeepAliveTime(TimeUnit.NANOSECONDS));
            assertTrue(tpe.getQueue() instanceof WorkStealingTaskQueue);
            fixed.shutdown();
        } finally {
            jdk.shutdown();
            ours.shutdown();
        }
    }

    @Test
    void boundedQueueRejectsWhenFull() throws Exception {
        sameOnAll(q -> {
            BlockingQueue<Runnable> queue = q.apply(2);
            ThreadPoolExecutor p = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS, queue);
            Blocker b = new Blocker();
            p.execute(b);
            b.started.await();
            List<Object> out = new ArrayList<>();
            AtomicInteger ran = new AtomicInteger();
            for (int i = 0; i < 4; i++) {
                try {
                    p.execute(ran::incrementAndGet);
                    out.add("accepted " + i + " remaining " + queue.remainingCapacity() + " size " + queue.size());
                } catch (RejectedExecutionException e) {
                    out.add("rejected " + i);
                }
            }
            b.release.countDown();
            p.shutdown();
            assertTrue(p.awaitTermination(30, TimeUnit.SECONDS));
            out.add("ran " + ran.get() + " remaining " + queue.remainingCapacity());
            return out;
        });
    }

    @Test
    void shutdownNowReturnsTheTasksNotRun() throws Exception {
        sameOnAll(q -> {
            ThreadPoolExecutor p = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS, q.apply(0));
            Blocker b = new Blocker();
            p.execute(b);
            b.started.await();
            List<Runnable> tasks = new ArrayList<>();
            for (int i = 0; i < 10; i++) {
                Runnable r = () -> { };
                tasks.add(r);
                p.execute(r);
            }
            List<Runnable> undrained = p.shutdownNow();
            List<Object> out = new ArrayList<>();
            out.add(undrained.equals(tasks));
            out.add(p.awaitTermination(30, TimeUnit.SECONDS));
            out.add(p.getQueue().isEmpty());
            out.add(p.isTerminated());
            try {
                p.execute(() -> { });
                out.add("accepted after shutdown");
            } catch (RejectedExecutionException e) {
                out.add("rejected after shutdown");
            }
            return out;
        });
    }

    /** Tasks that workers pushed into their own deques are still returned by shutdownNow (and counted by size). */
    @Test
    void shutdownNowReturnsTasksSubmittedFromInsideThePool() throws Exception {
        sameOnAll(q -> {
            ThreadPoolExecutor p = new ThreadPoolExecutor(3, 3, 0, TimeUnit.MILLISECONDS, q.apply(0));
            p.prestartAllCoreThreads();
            CountDownLatch pushed = new CountDownLatch(3);
            CountDownLatch never = new CountDownLatch(1);
            // every worker holds one pushing task before any task is pushed, so no worker is free to run them
            CountDownLatch allBusy = new CountDownLatch(3);
            java.util.Set<Integer> expected = java.util.concurrent.ConcurrentHashMap.newKeySet();
            for (int w = 0; w < 3; w++) {
                int base = w * 100;
                p.execute(() -> {
                    allBusy.countDown();
                    try {
                        allBusy.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return;
                    }
                    for (int i = 0; i < 5; i++) {
                        int id = base + i;
                        expected.add(id);
                        p.execute(new Tagged(id));
                    }
                    pushed.countDown();
                    try {
                        never.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                });
            }
            assertTrue(pushed.await(30, TimeUnit.SECONDS));
            List<Object> out = new ArrayList<>();
            out.add(p.getQueue().size());
            java.util.Set<Integer> returned = new java.util.TreeSet<>();
            for (Runnable r : p.shutdownNow()) {
                returned.add(((Tagged) r).id);
            }
            out.add(returned.equals(expected));
            out.add(returned.size());
            out.add(p.awaitTermination(30, TimeUnit.SECONDS));
            return out;
        });
    }

    private static final class Tagged implements Runnable {
        final int id;

        Tagged(int id) {
            this.id = id;
        }

        @Override
        public void run() {
        }
    }

    @Test
    void shutdownRunsQueuedTasksAndTerminates() throws Exception {
        sameOnAll(q -> {
            ThreadPoolExecutor p = new ThreadPoolExecutor(3, 3, 0, TimeUnit.MILLISECONDS, q.apply(0));
            AtomicInteger ran = new AtomicInteger();
            for (int i = 0; i < 10_000; i++) {
                p.execute(ran::incrementAndGet);
            }
            p.shutdown();
            List<Object> out = new ArrayList<>();
            out.add(p.awaitTermination(30, TimeUnit.SECONDS));
            out.add(ran.get());
            out.add(p.getCompletedTaskCount());
            return out;
        });
    }

    @Test
    void keepAliveRetiresIdleCoreThreadsAndPoolRecovers() throws Exception {
        sameOnAll(q -> {
            ThreadPoolExecutor p = new ThreadPoolExecutor(3, 3, 40, TimeUnit.MILLISECONDS, q.apply(0));
            p.allowCoreThreadTimeOut(true);
            List<Object> out = new ArrayList<>();
            CountDownLatch ran = new CountDownLatch(30);
            for (int i = 0; i < 30; i++) {
                p.execute(ran::countDown);
            }
            out.add(ran.await(30, TimeUnit.SECONDS));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (p.getPoolSize() > 0 && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
            out.add("pool size after keep-alive " + p.getPoolSize());
            CountDownLatch again = new CountDownLatch(5);
            for (int i = 0; i < 5; i++) {
                p.execute(again::countDown);
            }
            out.add(again.await(30, TimeUnit.SECONDS));
            p.shutdown();
            out.add(p.awaitTermination(30, TimeUnit.SECONDS));
            return out;
        });
    }

    @Test
    void removeAndPurgeTakeTasksOut() throws Exception {
        sameOnAll(q -> {
            ThreadPoolExecutor p = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS, q.apply(0));
            Blocker b = new Blocker();
            p.execute(b);
            b.started.await();
            AtomicInteger ran = new AtomicInteger();
            Runnable removed = ran::incrementAndGet;
            p.execute(removed);
            List<Future<?>> futures = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                futures.add(p.submit(() -> ran.addAndGet(1000)));
            }
            List<Object> out = new ArrayList<>();
            out.add(p.remove(removed));
            out.add(p.remove(removed));
            out.add(p.getQueue().size());
            for (int i = 0; i < 20; i += 2) {
                futures.get(i).cancel(false);
            }
            p.purge();
            out.add(p.getQueue().size());
            b.release.countDown();
            p.shutdown();
            out.add(p.awaitTermination(30, TimeUnit.SECONDS));
            out.add(ran.get());
            return out;
        });
    }

    @Test
    void exceptionsInTasksDoNotLoseTheRest() throws Exception {
        sameOnAll(q -> {
            ThreadPoolExecutor p = new ThreadPoolExecutor(2, 2, 0, TimeUnit.MILLISECONDS, q.apply(0));
            p.setThreadFactory(r -> {
                Thread t = new Thread(r);
                t.setUncaughtExceptionHandler((th, e) -> { });
                return t;
            });
            AtomicInteger ran = new AtomicInteger();
            List<Object> out = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                int id = i;
                p.execute(() -> {
                    if (id % 10 == 0) {
                        // a worker that pushed work and then dies: its deque must still be served
                        p.execute(ran::incrementAndGet);
                        throw new IllegalStateException("boom " + id);
                    }
                    ran.incrementAndGet();
                });
            }
            Future<?> f = p.submit(() -> {
                throw new IllegalArgumentException("in submit");
            });
            try {
                f.get(30, TimeUnit.SECONDS);
                out.add("no exception");
            } catch (ExecutionException e) {
                out.add(e.getCause().getClass().getSimpleName() + ": " + e.getCause().getMessage());
            }
            Thread.sleep(50);
            p.shutdown();
            out.add(p.awaitTermination(30, TimeUnit.SECONDS));
            out.add(ran.get());
            out.add(p.getCompletedTaskCount());
            return out;
        });
    }
}
