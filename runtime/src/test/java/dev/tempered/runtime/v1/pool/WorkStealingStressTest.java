package dev.tempered.runtime.v1.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Every task runs exactly once: several submitters, workers that fork subtasks, removal racing the workers. */
@org.junit.jupiter.api.Tag("stress")
class WorkStealingStressTest {
    private static final boolean STRESS = Boolean.getBoolean("tempered.stress");
    private static final String SPEC = ThreadPoolDifferentialTest.STEALING;

    /** Each root task forks a binary tree of subtasks from inside the pool; ids are unique, counted per id. */
    @Test
    void forkJoinStyleTasksRunExactlyOnce() throws Exception {
        int submitters = 3;
        int rootsPerSubmitter = STRESS ? 200_000 : 20_000;
        int depth = 3;                                    // 1 + 2 + 4 + 8 = 15 tasks per root
        int perRoot = (1 << (depth + 1)) - 1;
        int total = submitters * rootsPerSubmitter * perRoot;
        AtomicIntegerArray runs = new AtomicIntegerArray(total);
        CountDownLatch done = new CountDownLatch(total);
        ThreadPoolExecutor pool = new ThreadPoolExecutor(4, 4, 0, TimeUnit.MILLISECONDS, new WorkStealingTaskQueue(SPEC));
        List<Thread> threads = new ArrayList<>();
        for (int s = 0; s < submitters; s++) {
            int base = s * rootsPerSubmitter;
            Thread t = new Thread(() -> {
                for (int r = 0; r < rootsPerSubmitter; r++) {
                    pool.execute(new Node(pool, runs, done, (base + r) * perRoot, 0, depth));
                }
            });
            threads.add(t);
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        assertTrue(done.await(120, TimeUnit.SECONDS), "not all tasks ran: " + done.getCount() + " left");
        pool.shutdown();
        assertTrue(pool.awaitTermination(30, TimeUnit.SECONDS));
        for (int i = 0; i < total; i++) {
            assertEquals(1, runs.get(i), "task " + i);
        }
        assertEquals(total, pool.getCompletedTaskCount());
    }

    /** A heap-numbered tree: node k has children 2k+1 and 2k+2 within its root's block of ids. */
    private static final class Node implements Runnable {
        final ThreadPoolExecutor pool;
        final AtomicIntegerArray runs;
        final CountDownLatch done;
        final int base;
        final int k;
        final int depth;

        Node(ThreadPoolExecutor pool, AtomicIntegerArray runs, CountDownLatch done, int base, int k, int depth) {
            this.pool = pool;
            this.runs = runs;
            this.done = done;
            this.base = base;
            this.k = k;
            this.depth = depth;
        }

        @Override
        public void run() {
            runs.incrementAndGet(base + k);
            if (level(k) < depth) {
                pool.execute(new Node(pool, runs, done, base, 2 * k + 1, depth));
                pool.execute(new Node(pool, runs, done, base, 2 * k + 2, depth));
            }
            done.countDown();
        }

        private static int level(int k) {
            return 31 - Integer.numberOfLeadingZeros(k + 1);
        }
    }

    /** Producers offer, consumers take, a remover removes: every element is either taken or removed, once. */
    @Test
    void removalRacesConsumersWithoutLossOrDuplication() throws Exception {
        int n = STRESS ? 2_000_000 : 200_000;
        WorkStealingTaskQueue q = new WorkStealingTaskQueue(SPEC);
        Runnable[] tasks = new Runnable[n];
        AtomicIntegerArray seen = new AtomicIntegerArray(n);
        for (int i = 0; i < n; i++) {
            int id = i;
            tasks[i] = () -> seen.incrementAndGet(id);
        }
        AtomicBoolean producing = new AtomicBoolean(true);
        AtomicLong removed = new AtomicLong();
        List<Thread> consumers = new ArrayList<>();
        for (int c = 0; c < 2; c++) {
            Thread t = new Thread(() -> {
                try {
                    for (;;) {
                        Runnable r = q.poll(20, TimeUnit.MILLISECONDS);
                        if (r != null) {
                            r.run();
                            // consumers also produce now and then: those go to their own deque
                        } else if (!producing.get() && q.isEmpty()) {
                            return;
                        }
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            consumers.add(t);
            t.start();
        }
        Thread remover = new Thread(() -> {
            int i = 0;
            while (producing.get()) {
                i = (i + 7919) % n;
                if (q.remove(tasks[i])) {
                    seen.incrementAndGet(i);
                    removed.incrementAndGet();
                }
            }
        });
        remover.start();
        Thread p1 = new Thread(() -> { for (int i = 0; i < n; i += 2) q.offer(tasks[i]); });
        Thread p2 = new Thread(() -> { for (int i = 1; i < n; i += 2) q.offer(tasks[i]); });
        p1.start();
        p2.start();
        p1.join();
        p2.join();
        producing.set(false);
        remover.join();
        for (Thread t : consumers) {
            t.join(60_000);
        }
        for (int i = 0; i < n; i++) {
            assertEquals(1, seen.get(i), "element " + i);
        }
        assertEquals(0, q.size());
        assertTrue(q.isEmpty());
    }

    @Test
    void blockingTakeWakesForEachOfferAndTimesOutOrInterrupts() throws Exception {
        WorkStealingTaskQueue q = new WorkStealingTaskQueue(SPEC);
        int rounds = STRESS ? 200_000 : 20_000;
        WorkStealingTaskQueue back = new WorkStealingTaskQueue(SPEC);
        Runnable token = () -> { };
        // ping-pong: each side parks on an empty queue, so a lost wake-up hangs the test
        Thread echo = new Thread(() -> {
            try {
                for (int i = 0; i < rounds; i++) {
                    back.offer(q.take());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        echo.start();
        for (int i = 0; i < rounds; i++) {
            q.offer(token);
            assertEquals(token, back.poll(30, TimeUnit.SECONDS), "lost wake-up in round " + i);
        }
        echo.join();

        long t0 = System.nanoTime();
        assertNull(q.poll(50, TimeUnit.MILLISECONDS));
        assertTrue(System.nanoTime() - t0 >= TimeUnit.MILLISECONDS.toNanos(50));

        Thread self = Thread.currentThread();
        Thread interrupter = new Thread(() -> {
            try {
                Thread.sleep(50);
            } catch (InterruptedException ignored) {
                return;
            }
            self.interrupt();
        });
        interrupter.start();
        assertThrows(InterruptedException.class, q::take);
        interrupter.join();
    }
}
