package dev.tempered.runtime.internal.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A quiet core (spec {@code waits=none}, decision 0037) publishes without the wake-up test. When a thread waits on it
 * anyway, the wait must still end: it parks with a bounded back-off (TIMED_WAITING, never an untimed WAITING) and
 * says so once per site on stderr.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class QuietCoreTest {
    private static final String RING = "v1|form=ring|checks=off|topology=spsc|waits=none|at=Quiet.java:7|site=q/Quiet.m()V#";

    private static BlockingQueue<Integer> core(Original original, int capacity, String spec) {
        return (BlockingQueue<Integer>) Cores.<Integer>create(original, capacity, false, spec, null);
    }

    @Test
    void only_the_exact_value_none_makes_a_core_quiet() {
        assertTrue(Spec.parse(RING + "0").neverWaits);
        assertFalse(Spec.parse("v1|form=ring|topology=spsc|site=s").neverWaits, "no key: a thread may wait");
        assertFalse(Spec.parse("v1|form=ring|topology=spsc|waits=None|site=s").neverWaits);
        assertFalse(Spec.parse("v1|form=ring|topology=spsc|waits=|site=s").neverWaits);
        assertNull(Spec.parse("v1|form=ring|topology=spsc|waits=sometimes|site=s").fallbackReason,
                "an unknown value is read the safe way, not refused");
    }

    @Test
    void a_consumer_waiting_on_a_quiet_ring_parks_bounded_gets_the_element_and_is_reported_once() throws Exception {
        BlockingQueue<Integer> q = core(Original.ARRAY_BLOCKING_QUEUE, 4, RING + "1");
        AtomicReference<Integer> got = new AtomicReference<>();
        String err = capturingStderr(() -> {
            Thread consumer = new Thread(() -> {
                try {
                    got.set(q.take());
                    got.set(got.get() + q.take());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, "quiet-consumer");
            consumer.start();
            awaitState(consumer, Thread.State.TIMED_WAITING);
            q.offer(20); // no signal: the consumer finds it at its next bounded re-check
            awaitState(consumer, Thread.State.TIMED_WAITING); // waits again, for the second
            q.offer(22);
            consumer.join(10_000);
            assertFalse(consumer.isAlive(), "a waiter on a quiet core was stranded");
        });
        assertEquals(42, got.get());
        assertEquals(1, err.lines().filter(l -> l.contains("waits for an element")).count(), err);
        assertTrue(err.contains("\"quiet-consumer\"") && err.contains("Quiet.java:7") && err.contains("waits=none")
                && err.contains("tempered analyze"), err);
    }

    @Test
    void a_producer_waiting_for_room_on_a_quiet_ring_gets_it_without_a_signal() throws Exception {
        BlockingQueue<Integer> q = core(Original.LINKED_BLOCKING_QUEUE, 1, RING + "2");
        assertTrue(q.offer(1));
        String err = capturingStderr(() -> {
            Thread producer = new Thread(() -> {
                try {
                    q.put(2);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, "quiet-producer");
            producer.start();
            awaitState(producer, Thread.State.TIMED_WAITING);
            assertEquals(1, q.poll());
            producer.join(10_000);
            assertFalse(producer.isAlive(), "a producer waiting for room on a quiet core was stranded");
        });
        assertEquals(2, q.poll());
        assertTrue(err.contains("\"quiet-producer\" waits for room"), err);
    }

    @Test
    void a_timed_poll_on_a_quiet_core_keeps_its_timeout() throws Exception {
        BlockingQueue<Integer> q = core(Original.LINKED_BLOCKING_QUEUE, Integer.MAX_VALUE,
                "v1|form=segmented|checks=throw|topology=mpsc|waits=none|at=Quiet.java:9|site=q/Quiet.m()V#3");
        long start = System.nanoTime();
        capturingStderr(() -> {
            try {
                assertNull(q.poll(30, TimeUnit.MILLISECONDS));
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        long ms = (System.nanoTime() - start) / 1_000_000L;
        assertTrue(ms >= 30, "returned after " + ms + " ms");
        assertTrue(q.offer(5));
        assertEquals(5, q.poll(1, TimeUnit.SECONDS));
    }

    private interface Body {
        void run() throws Exception;
    }

    private static String capturingStderr(Body body) throws Exception {
        PrintStream saved = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            body.run();
        } finally {
            System.setErr(saved);
        }
        return err.toString(StandardCharsets.UTF_8);
    }

    /** Waits until {@code t} shows {@code state}; an untimed WAITING on a quiet core fails at once. */
    private static void awaitState(Thread t, Thread.State state) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (t.getState() != state) {
            assertFalse(t.getState() == Thread.State.WAITING, "an untimed park on a quiet core");
            assertTrue(System.nanoTime() < deadline, "thread never reached " + state + ": " + t.getState());
            Thread.sleep(1);
        }
    }
}
