package dev.tempered.runtime.v1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A thread blocked on an idle queue parks without a timeout (issue 35): in every form and substitute that can block, a
 * consumer in {@code take()} on an empty queue, and a producer in {@code put()} on a full bounded one, is
 * {@code WAITING} within one second of being seen blocked and then uses no CPU, as with the JDK queue it replaces
 * (measured alongside, the same way). Every blocked thread is then released by the other side's ordinary operation, so
 * the wake-up from that untimed park is checked too. All blocked threads wait at the same time, so the test takes
 * about as long as one. The second test blocks each thread after a burst of hand-overs with pauses in it, so that
 * the other side's signal has been armed and has had the chance to disarm again before the queue falls idle: an idle
 * queue that served traffic must park its waiter as a fresh one does.
 */
@Timeout(120)
class IdleParkTest {
    private static final long WAITING_WITHIN_NANOS = TimeUnit.SECONDS.toNanos(1);
    private static final long CPU_SAMPLE_MILLIS = 500;
    /** CPU time a parked thread may show over the sample: none in fact; this only absorbs accounting granularity */
    private static final long CPU_ALLOWED_NANOS = TimeUnit.MILLISECONDS.toNanos(2);

    /** One thread blocked in take or put on one queue. */
    private static final class Blocked {
        final String name;
        final BlockingQueue<Integer> queue;
        final boolean taking;
        /** hand-overs before the blocking call: this thread takes (or puts) 0..traffic-1 while the test feeds it */
        final int traffic;
        final Thread thread;
        final AtomicReference<Object> outcome = new AtomicReference<>();
        /** set just before the blocking call: only from then on is a parked thread idle */
        volatile boolean inFinal;
        /** whether the thread's interrupt flag was clear when its call threw (read after join) */
        boolean flagClearedAtThrow;
        long seenBlockedAt;
        long waitingAfterNanos = -1;

        Blocked(String name, BlockingQueue<Integer> queue, boolean taking) {
            this(name, queue, taking, 0, 0);
        }

        /**
         * With {@code traffic} hand-overs first: a taker takes 0..traffic-1 in order; a putter puts
         * 0..traffic+capacity-1, of which the test takes the first {@code traffic}, so that its last put blocks on a
         * full queue.
         */
        Blocked(String name, BlockingQueue<Integer> queue, boolean taking, int traffic, int capacity) {
            this.name = name + (taking ? " take()" : " put()") + (traffic > 0 ? " after traffic" : "");
            this.queue = queue;
            this.taking = taking;
            this.traffic = traffic;
            this.thread = new Thread(() -> {
                try {
                    for (int i = 0; i < traffic; i++) {
                        if (taking) {
                            Integer e = queue.take();
                            if (e != i) {
                                throw new AssertionError("took " + e + ", expected " + i);
                            }
                        } else {
                            queue.put(i);
                        }
                    }
                    for (int i = traffic; !taking && traffic > 0 && i < traffic + capacity; i++) {
                        queue.put(i); // refills what the test took last: the queue is full when this loop ends
                    }
                    inFinal = true;
                    if (taking) {
                        outcome.set(queue.take());
                    } else {
                        queue.put(-1);
                        outcome.set("put");
                    }
                } catch (Throwable t) {
                    flagClearedAtThrow = !Thread.currentThread().isInterrupted();
                    outcome.set(t);
                }
            }, "idle-" + this.name);
            thread.setDaemon(true);
        }
    }

    @Test
    void blockedThreadsAreWaitingAndUseNoCpuInEveryForm() throws Exception {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        assumeTrue(mx.isThreadCpuTimeSupported() && mx.isThreadCpuTimeEnabled(), "no thread CPU time");
        List<Blocked> all = blockedInEveryForm();
        for (Blocked b : all) {
            b.thread.start();
        }
        assertIdleThenReleased(all);
    }

    /**
     * The JDK's conformance tests' "take from empty blocks interruptibly" (and put on a full queue): a thread parked
     * untimed on an idle queue, its re-check handed to the idle watch, is WAITING within a second, and an interrupt
     * ends its wait with InterruptedException, the flag cleared, the queue unchanged.
     */
    @Test
    void blockedThreadsWaitInterruptiblyInEveryForm() throws Exception {
        List<Blocked> all = blockedInEveryForm();
        int[] sizes = new int[all.size()];
        for (int i = 0; i < all.size(); i++) {
            sizes[i] = all.get(i).queue.size();
            all.get(i).thread.start();
        }
        awaitAllWaiting(all);
        for (Blocked b : all) {
            b.thread.interrupt();
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        for (int i = 0; i < all.size(); i++) {
            Blocked b = all.get(i);
            b.thread.join(Math.max(1L, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
            assertFalse(b.thread.isAlive(), b.name + ": not woken by the interrupt");
            assertTrue(b.outcome.get() instanceof InterruptedException, b.name + ": ended with " + b.outcome.get());
            assertTrue(b.flagClearedAtThrow, b.name + ": the interrupt flag is cleared when it throws");
            assertEquals(sizes[i], b.queue.size(), b.name + ": the queue is unchanged");
        }
    }

    /**
     * One thread per specialised form and substitute that can block (and per JDK original, measured alike): in take
     * on an empty queue, and in put on a full bounded one. Not started.
     */
    private static List<Blocked> blockedInEveryForm() {
        List<Blocked> all = new ArrayList<>();
        List<Cases.Case> cases = new ArrayList<>(Cases.all());
        cases.addAll(Cases.constructedRings());
        for (Cases.Case c : cases) {
            if (c.kind == Cases.Kind.CLQ || c.quiet || (c.bounded() && c.capacity > 100)) {
                continue; // CLQ cannot block; quiet cores keep their bounded re-check (documented); big bounds: slow fill
            }
            String name = c.toString();
            Queue<Integer> sub = c.substitute();
            Queue<Integer> jdk = c.original();
            if (c.form != Cases.FormSpec.GENERAL) { // the general form is the JDK queue itself: measured as the JDK's
                all.add(new Blocked(name, (BlockingQueue<Integer>) sub, true));
            }
            all.add(new Blocked("JDK " + jdk.getClass().getSimpleName() + " for " + name,
                    (BlockingQueue<Integer>) jdk, true));
            if (c.bounded() && c.kind != Cases.Kind.LTQ) {
                BlockingQueue<Integer> full = (BlockingQueue<Integer>) c.substitute();
                BlockingQueue<Integer> fullJdk = (BlockingQueue<Integer>) c.original();
                for (int i = 0; i < c.capacity; i++) {
                    assertTrue(full.offer(i), name);
                    assertTrue(fullJdk.offer(i), name);
                }
                if (c.form != Cases.FormSpec.GENERAL) {
                    all.add(new Blocked(name, full, false));
                }
                all.add(new Blocked("JDK " + fullJdk.getClass().getSimpleName() + " for " + name, fullJdk, false));
            }
        }
        return all;
    }

    /**
     * Each specialised form's blocking sides after traffic: the test hands 0..TRAFFIC-1 to a taking thread (or takes
     * them from a putting one) with short pauses, so that the thread blocks now and then and the signal is armed,
     * then lets the queue fall idle with the thread in its last take (or in a put on the full queue).
     */
    @Test
    void threadsBlockedAfterTrafficAreWaitingAndUseNoCpu() throws Exception {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        assumeTrue(mx.isThreadCpuTimeSupported() && mx.isThreadCpuTimeEnabled(), "no thread CPU time");
        List<Blocked> all = new ArrayList<>();
        for (Cases.FormSpec form : Cases.FormSpec.values()) {
            if (form == Cases.FormSpec.GENERAL) {
                continue; // the JDK queue itself
            }
            for (Cases.Case c : List.of(new Cases.Case(Cases.Kind.ABQ, form, 10),
                    new Cases.Case(Cases.Kind.LBQ, form, 3), new Cases.Case(Cases.Kind.LBQ, form, 70_000),
                    new Cases.Case(Cases.Kind.LBQ, form, Cases.UNBOUNDED),
                    new Cases.Case(Cases.Kind.LBD, form, Cases.UNBOUNDED),
                    new Cases.Case(Cases.Kind.LTQ, form, Cases.UNBOUNDED))) {
                for (Cases.Case k : List.of(c, c.checked())) {
                    BlockingQueue<Integer> taken = (BlockingQueue<Integer>) k.substitute();
                    Blocked taker = new Blocked(k.toString(), taken, true, TRAFFIC, 0);
                    taker.thread.start();
                    for (int i = 0; i < TRAFFIC; i++) {
                        pauseNowAndThen(i);
                        taken.put(i);
                    }
                    all.add(taker);
                    if (k.bounded() && k.capacity <= 100) {
                        BlockingQueue<Integer> given = (BlockingQueue<Integer>) k.substitute();
                        Blocked putter = new Blocked(k.toString(), given, false, TRAFFIC, k.capacity);
                        putter.thread.start();
                        for (int i = 0; i < TRAFFIC; i++) {
                            pauseNowAndThen(i);
                            assertEquals(i, given.take(), putter.name);
                        }
                        all.add(putter);
                    }
                }
            }
        }
        assertIdleThenReleased(all);
    }

    private static final int TRAFFIC = 1_000;

    /** a pause long enough for the other thread to announce itself and park, every hundredth element */
    private static void pauseNowAndThen(int i) throws InterruptedException {
        if (i % 100 == 99) {
            Thread.sleep(2);
        }
    }

    /**
     * Every thread of {@code all} (started) is WAITING within a second of blocking idle, uses no CPU over the sample,
     * and is released by the other side's ordinary operation.
     */
    private static void assertIdleThenReleased(List<Blocked> all) throws Exception {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        awaitAllWaiting(all);
        long[] before = new long[all.size()];
        for (int i = 0; i < all.size(); i++) {
            before[i] = mx.getThreadCpuTime(all.get(i).thread.getId());
        }
        Thread.sleep(CPU_SAMPLE_MILLIS);
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            Blocked b = all.get(i);
            long used = mx.getThreadCpuTime(b.thread.getId()) - before[i];
            Thread.State state = b.thread.getState();
            if (state != Thread.State.WAITING || used > CPU_ALLOWED_NANOS) {
                failures.add(b.name + ": " + state + ", " + used + " ns of CPU in " + CPU_SAMPLE_MILLIS + " ms");
            }
        }
        assertTrue(failures.isEmpty(), "blocked threads not idle: " + failures);
        for (Blocked b : all) { // the other side's ordinary operation releases each one
            if (b.taking) {
                assertTrue(b.queue.offer(7), b.name);
            } else {
                assertEquals(b.traffic, b.queue.poll(), b.name); // the oldest element: 0, or the first the test left
            }
        }
        for (Blocked b : all) {
            b.thread.join(TimeUnit.SECONDS.toMillis(10));
            assertFalse(b.thread.isAlive(), b.name + ": not woken from its untimed park");
            assertEquals(b.taking ? (Object) 7 : "put", b.outcome.get(), b.name);
        }
    }

    /** Every thread reaches WAITING within {@link #WAITING_WITHIN_NANOS} of first being seen parked. */
    private static void awaitAllWaiting(List<Blocked> all) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        int waiting = 0;
        while (waiting < all.size()) {
            assertTrue(System.nanoTime() < deadline, "threads never blocked");
            waiting = 0;
            long now = System.nanoTime();
            for (Blocked b : all) {
                if (!b.inFinal) {
                    assertNull(b.thread.isAlive() ? null : b.outcome.get(), b.name + ": ended in its traffic");
                    continue; // still handing over what the test fed it
                }
                Thread.State s = b.thread.getState();
                if (b.seenBlockedAt == 0L && (s == Thread.State.WAITING || s == Thread.State.TIMED_WAITING)) {
                    b.seenBlockedAt = now;
                }
                if (b.waitingAfterNanos < 0 && s == Thread.State.WAITING) {
                    b.waitingAfterNanos = now - b.seenBlockedAt;
                }
                if (b.waitingAfterNanos >= 0) {
                    waiting++;
                } else if (b.seenBlockedAt != 0L) {
                    assertTrue(now - b.seenBlockedAt < WAITING_WITHIN_NANOS + TimeUnit.MILLISECONDS.toNanos(100),
                            b.name + ": still " + s + " " + (now - b.seenBlockedAt) / 1_000_000 + " ms after blocking");
                }
                assertNull(b.thread.isAlive() ? null : b.outcome.get(), b.name + ": ended while it should block");
            }
            Thread.sleep(5);
        }
    }
}
