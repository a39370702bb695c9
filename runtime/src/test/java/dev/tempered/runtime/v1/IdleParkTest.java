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
 * about as long as one.
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
        final Thread thread;
        final AtomicReference<Object> outcome = new AtomicReference<>();
        long seenBlockedAt;
        long waitingAfterNanos = -1;

        Blocked(String name, BlockingQueue<Integer> queue, boolean taking) {
            this.name = name + (taking ? " take()" : " put()");
            this.queue = queue;
            this.taking = taking;
            this.thread = new Thread(() -> {
                try {
                    if (taking) {
                        outcome.set(queue.take());
                    } else {
                        queue.put(-1);
                        outcome.set("put");
                    }
                } catch (Throwable t) {
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
        for (Blocked b : all) {
            b.thread.start();
        }
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
                assertEquals(0, b.queue.poll(), b.name);
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
