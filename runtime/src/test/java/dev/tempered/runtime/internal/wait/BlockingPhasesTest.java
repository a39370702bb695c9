package dev.tempered.runtime.internal.wait;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tempered.runtime.v1.TemperedArrayBlockingQueue;
import dev.tempered.runtime.v1.TemperedLinkedBlockingQueue;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The pre-park phases (Spin, decisions 0009 and 0023): spinning and yielding are bounded (the yield budget adapts
 * between no yield at all and Spin.YIELD_NANOS, by how long the waits took), so a thread that stays blocked parks (reaches WAITING once the signal is
 * acknowledged) and stops using the CPU; timed waits keep their timeout inside the phases; virtual threads never spin.
 */
@Timeout(60)
class BlockingPhasesTest {
    private static final String RING = "v1|form=ring|checks=off|topology=spsc|at=BlockingPhasesTest.java:1"
            + "|site=dev/tempered/runtime/internal/wait/BlockingPhasesTest.t()V#0";
    private static final String GENERAL = "v1|form=general|checks=off|topology=mpmc|at=BlockingPhasesTest.java:2"
            + "|site=dev/tempered/runtime/internal/wait/BlockingPhasesTest.t()V#1";

    @Test
    void phasesAreBoundedAndSmallerThanAPark() {
        assertTrue(Spin.SPINS > 0 && Spin.SPINS <= 1024, "spin phase is a small count");
        assertTrue(Spin.YIELD_NANOS > 0 && Spin.YIELD_NANOS <= TimeUnit.MILLISECONDS.toNanos(1),
                "yield phase ends well within a millisecond");
        assertEquals(Runtime.getRuntime().availableProcessors() > 1 ? Spin.SPINS : 0, Spin.spins(),
                "a platform thread spins only on a multi-CPU machine");
    }

    @Test
    void yieldBudgetAdaptsWithinItsBounds() {
        Waiters w = Waiters.create(true, true);
        assertEquals(Spin.YIELD_NANOS, w.yieldBudget(), "starts at the most");
        w.yieldPaid();
        assertEquals(Spin.YIELD_NANOS, w.yieldBudget(), "never above the most");
        for (int i = 0; i < 64; i++) {
            long before = w.yieldBudget();
            w.yieldWasted();
            assertTrue(w.yieldBudget() < before || before == 0, "a wasted phase shortens the next");
        }
        assertEquals(0, w.yieldBudget(), "down to no yield");
        w.yieldPaid();
        assertTrue(w.yieldBudget() >= Spin.YIELD_STEP_NANOS, "a paid phase lengthens the next");
        for (int i = 0; i < 64; i++) {
            w.yieldPaid();
        }
        assertEquals(Spin.YIELD_NANOS, w.yieldBudget(), "back up to the most");
    }

    @Test
    void budgetFollowsHowLongTheWaitsTook() {
        Waiters w = Waiters.create(true, true);
        w.waited(Spin.YIELD_NANOS + 1);
        assertTrue(w.yieldBudget() < Spin.YIELD_NANOS, "a wait longer than a full yield phase shortens the next");
        for (int i = 0; i < 64; i++) {
            w.waited(TimeUnit.MILLISECONDS.toNanos(1)); // a slow producer, or a yield that lost the CPU for a slice
        }
        assertEquals(0, w.yieldBudget(), "long waits: park without yielding, like the JDK queues");
        w.waited(Spin.YIELD_NANOS);
        assertTrue(w.yieldBudget() >= Spin.YIELD_STEP_NANOS, "a wait a full phase would have covered: yield again");
        for (int i = 0; i < 64; i++) {
            w.waited(1_000L);
        }
        assertEquals(Spin.YIELD_NANOS, w.yieldBudget(), "short waits: back up to the most");
    }

    @Test
    void blockedTakeParksAndStopsUsingTheCpu() throws Exception {
        for (String spec : new String[] {RING, GENERAL}) {
            BlockingQueue<Integer> q = new TemperedLinkedBlockingQueue<>(16, spec);
            AtomicInteger taken = new AtomicInteger();
            Thread consumer = new Thread(() -> {
                try {
                    while (q.take() >= 0) {
                        taken.incrementAndGet();
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            consumer.start();
            awaitBlocked(consumer, spec); // parked: timed until acknowledged (ring), untimed (general)
            q.put(1); // the signaller sees the announcement: acknowledged from now on
            awaitTaken(taken, 1);
            awaitState(consumer, Thread.State.WAITING, spec);
            assertIdle(consumer, spec);
            q.put(2);
            awaitTaken(taken, 2);
            q.put(-1);
            consumer.join(10_000);
            assertFalse(consumer.isAlive(), spec);
        }
    }

    @Test
    void blockedPutParksAndStopsUsingTheCpu() throws Exception {
        BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(1, RING);
        q.put(0);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread producer = new Thread(() -> {
            try {
                q.put(1);
                q.put(2);
            } catch (Throwable t) {
                failure.set(t);
            }
        });
        producer.start();
        awaitState(producer, Thread.State.TIMED_WAITING, "first put: bounded back-off until acknowledged");
        assertEquals(0, q.take()); // acknowledges and unparks; the second put blocks untimed
        awaitState(producer, Thread.State.WAITING, "second put");
        assertIdle(producer, "put");
        assertEquals(1, q.take());
        assertEquals(2, q.take());
        producer.join(10_000);
        assertFalse(producer.isAlive());
        assertNull(failure.get());
    }

    @Test
    void timedWaitsEndInsideThePhases() throws Exception {
        BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(1, RING);
        for (long nanos : new long[] {1L, 1_000L, Spin.YIELD_NANOS / 2}) {
            long t0 = System.nanoTime();
            assertNull(q.poll(nanos, TimeUnit.NANOSECONDS));
            assertTrue(System.nanoTime() - t0 >= nanos, "poll returned before its timeout");
        }
        q.put(0);
        for (long nanos : new long[] {1L, 1_000L, Spin.YIELD_NANOS / 2}) {
            long t0 = System.nanoTime();
            assertFalse(q.offer(1, nanos, TimeUnit.NANOSECONDS));
            assertTrue(System.nanoTime() - t0 >= nanos, "offer returned before its timeout");
        }
    }

    @Test
    void virtualThreadsNeverSpinButStillGetTheirElement() throws Exception {
        Method ofVirtual;
        try {
            ofVirtual = Thread.class.getMethod("ofVirtual");
        } catch (NoSuchMethodException e) {
            assumeTrue(false, "no virtual threads before JDK 21");
            return;
        }
        Object builder = ofVirtual.invoke(null);
        Method start = Class.forName("java.lang.Thread$Builder").getMethod("start", Runnable.class);
        BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(4, RING);
        AtomicInteger spins = new AtomicInteger(-1);
        AtomicInteger got = new AtomicInteger(-1);
        Thread v = (Thread) start.invoke(builder, (Runnable) () -> {
            spins.set(Spin.spins());
            try {
                got.set(q.take());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        assertTrue(Spin.isVirtual(v));
        awaitBlocked(v, "virtual consumer"); // it parks without spinning, then gets the element
        q.put(7);
        v.join(10_000);
        assertFalse(v.isAlive());
        assertEquals(0, spins.get(), "a virtual thread must not spin");
        assertEquals(7, got.get());
    }

    /** A parked thread uses (almost) no CPU: the phases ended, it is not yielding in a loop. */
    private static void assertIdle(Thread t, String what) throws InterruptedException {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        assumeTrue(mx.isThreadCpuTimeSupported() && mx.isThreadCpuTimeEnabled(), "no thread CPU time");
        long before = mx.getThreadCpuTime(t.getId());
        Thread.sleep(300);
        long used = mx.getThreadCpuTime(t.getId()) - before;
        assertEquals(Thread.State.WAITING, t.getState(), what);
        assertTrue(used < TimeUnit.MILLISECONDS.toNanos(30), what + ": blocked thread used " + used + " ns of CPU");
    }

    private static void awaitTaken(AtomicInteger taken, int n) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (taken.get() < n) {
            assertTrue(System.nanoTime() < deadline, "element " + n + " not taken");
            Thread.sleep(1);
        }
    }

    private static void awaitBlocked(Thread t, String what) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (t.getState() != Thread.State.WAITING && t.getState() != Thread.State.TIMED_WAITING) {
            assertTrue(System.nanoTime() < deadline, what + ": still " + t.getState() + ", expected it parked");
            Thread.sleep(1);
        }
    }

    private static void awaitState(Thread t, Thread.State state, String what) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (t.getState() != state) {
            assertTrue(System.nanoTime() < deadline, what + ": still " + t.getState() + ", expected " + state);
            Thread.sleep(1);
        }
    }
}
