package dev.tempered.runtime.internal.wait;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.runtime.v1.TemperedArrayBlockingQueue;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Several parked consumers (or producers): an element (or a freed slot) wakes one of them, not all (Waiters.Many), and
 * a waiter that leaves hands the wake-up on while work remains, so nothing is stranded.
 */
class WakeOneTest {
    /** many producers and many consumers: every signal is fenced from the start, so waiters park untimed at once */
    private static final String GENERAL = "v1|form=segmented-general|checks=off|topology=mpmc|at=WakeOneTest.java:1";
    private static final int WAITERS = 4;
    private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();

    @Test
    @Timeout(60)
    void oneElementWakesOneOfSeveralParkedConsumers() throws Exception {
        BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(16, false, GENERAL);
        ConcurrentLinkedQueue<Integer> taken = new ConcurrentLinkedQueue<>();
        List<Thread> consumers = startTakers(q, taken);
        for (Thread t : consumers) {
            awaitState(t, Thread.State.WAITING);
        }
        long[] parksBefore = waitedCounts(consumers);
        q.put(1);
        awaitTrue(() -> taken.size() == 1, "the element is taken");
        // exactly one consumer leaves. The others must not be unparked: a woken one re-parks, which raises its park
        // count (ThreadInfo.getWaitedCount). Nothing to wait for in the right outcome, so watch for 300 ms.
        awaitTrue(() -> consumers.stream().filter(t -> !t.isAlive()).count() == 1, "the taker ends");
        long watchUntil = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(300);
        int left = 0;
        while (System.nanoTime() < watchUntil) {
            long[] parksNow = waitedCounts(consumers);
            left = 0;
            for (int i = 0; i < WAITERS; i++) {
                if (parksNow[i] < 0) {
                    left++;
                } else {
                    assertEquals(parksBefore[i], parksNow[i], consumers.get(i).getName()
                            + " was woken for an element it did not get");
                }
            }
            Thread.onSpinWait();
        }
        assertEquals(1, left);
        for (int i = 2; i <= WAITERS; i++) {
            q.put(i); // every remaining consumer gets one: nothing stranded
        }
        for (Thread t : consumers) {
            t.join(TimeUnit.SECONDS.toMillis(20));
            assertTrue(!t.isAlive(), t.getName() + " stranded with elements in the queue: " + q);
        }
        assertEquals(WAITERS, taken.size());
    }

    @Test
    @Timeout(60)
    void aBurstReachesEveryParkedConsumer() throws Exception {
        for (int round = 0; round < 200; round++) {
            BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(16, false, GENERAL);
            ConcurrentLinkedQueue<Integer> taken = new ConcurrentLinkedQueue<>();
            List<Thread> consumers = startTakers(q, taken);
            // no waiting for them to park: the burst races their announcements, and the woken ones hand on
            for (int i = 0; i < WAITERS; i++) {
                q.put(i);
            }
            for (Thread t : consumers) {
                t.join(TimeUnit.SECONDS.toMillis(20));
                assertTrue(!t.isAlive(), "round " + round + ": a consumer stranded with " + q);
            }
            assertEquals(WAITERS, taken.size());
        }
    }

    @Test
    @Timeout(60)
    void freedSlotsReachEveryParkedProducer() throws Exception {
        for (int round = 0; round < 200; round++) {
            BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(2, false, GENERAL);
            q.put(-1);
            q.put(-2); // full
            List<Thread> producers = new ArrayList<>();
            for (int i = 0; i < WAITERS; i++) {
                int v = i;
                Thread t = new Thread(() -> {
                    try {
                        q.put(v);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                });
                t.start();
                producers.add(t);
            }
            int polled = 0;
            while (polled < WAITERS + 2) {
                if (q.poll(20, TimeUnit.SECONDS) == null) {
                    throw new AssertionError("round " + round + ": a producer stranded with room in the queue");
                }
                polled++;
            }
            for (Thread t : producers) {
                t.join(TimeUnit.SECONDS.toMillis(20));
                assertTrue(!t.isAlive(), "round " + round + ": a producer still blocked");
            }
        }
    }

    /** {@link #WAITERS} threads that each take one element into {@code taken}. */
    private static List<Thread> startTakers(BlockingQueue<Integer> q, ConcurrentLinkedQueue<Integer> taken) {
        List<Thread> out = new ArrayList<>();
        for (int i = 0; i < WAITERS; i++) {
            Thread t = new Thread(() -> {
                try {
                    taken.add(q.take());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, "consumer-" + i);
            t.start();
            out.add(t);
        }
        return out;
    }

    private static long[] waitedCounts(List<Thread> ts) {
        long[] out = new long[ts.size()];
        for (int i = 0; i < ts.size(); i++) {
            java.lang.management.ThreadInfo info = MX.getThreadInfo(ts.get(i).getId());
            out[i] = info == null ? -1 : info.getWaitedCount(); // null: the thread has ended
        }
        return out;
    }

    private static void awaitState(Thread t, Thread.State state) throws InterruptedException {
        awaitTrue(() -> t.getState() == state, t.getName() + " " + state);
    }

    private static void awaitTrue(java.util.function.BooleanSupplier c, String what) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!c.getAsBoolean()) {
            assertTrue(System.nanoTime() < deadline, "timed out waiting: " + what);
            Thread.sleep(1);
        }
    }
}
