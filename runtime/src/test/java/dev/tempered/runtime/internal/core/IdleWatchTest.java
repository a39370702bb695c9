package dev.tempered.runtime.internal.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.runtime.internal.wait.IdleWatch;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The idle hand-over (IdleWatch): a waiter that its signaller has not acknowledged parks untimed once its back-off has
 * reached the cap, and the watcher's re-check still finds an element or a slot whose signal was skipped, the case the
 * back-off used to cover. {@link QueueCore#offerInitial} publishes without any signal, which is what a skipped
 * signal leaves behind; a poll through the lane likewise frees a slot unsignalled.
 */
@Timeout(120)
class IdleWatchTest {
    private static final String RING = "v1|form=ring|checks=off|topology=spsc|at=IdleWatchTest.java:1"
            + "|site=dev/tempered/runtime/internal/core/IdleWatchTest.t()V#0";
    private static final String SPMC = "v1|form=segmented|checks=off|topology=spmc|at=IdleWatchTest.java:2"
            + "|site=dev/tempered/runtime/internal/core/IdleWatchTest.t()V#1";

    @Test
    void anUnsignalledElementReachesAWatchedTake() throws Exception {
        for (String spec : new String[] {RING, SPMC}) {
            for (int capacity : new int[] {4, Integer.MAX_VALUE}) {
                QueueCore<Integer> q = core(spec, capacity);
                AtomicReference<Object> got = new AtomicReference<>();
                Thread consumer = start(() -> got.set(q.take()));
                awaitState(consumer, Thread.State.WAITING, spec);
                assertTrue(IdleWatch.watched() > 0, "parked untimed without an acknowledgement: watched");
                long start = System.nanoTime();
                assertTrue(q.offerInitial(42)); // published, no signal: only the watcher can find it
                consumer.join(TimeUnit.SECONDS.toMillis(10));
                assertFalse(consumer.isAlive(), spec + ": the skipped signal's element was never taken");
                assertEquals(42, got.get());
                assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(5));
            }
        }
    }

    @Test
    void anUnsignalledSlotReachesAWatchedPut() throws Exception {
        QueueCore<Integer> q = core(RING, 1);
        assertTrue(q.offer(0));
        AtomicReference<Object> got = new AtomicReference<>("not yet");
        Thread producer = start(() -> {
            q.put(1);
            got.set(null);
        });
        awaitState(producer, Thread.State.WAITING, "put");
        assertEquals(0, ringLane(q).poll()); // the lane's poll: frees the slot without a signal
        producer.join(TimeUnit.SECONDS.toMillis(10));
        assertFalse(producer.isAlive(), "the skipped signal's slot was never used");
        assertEquals(null, got.get());
        assertEquals(1, q.poll());
    }

    @Test
    void aSignalWakesAWatchedTakeAtOnce() throws Exception {
        QueueCore<Integer> q = core(RING, 4);
        AtomicReference<Object> got = new AtomicReference<>();
        Thread consumer = start(() -> got.set(q.take()));
        awaitState(consumer, Thread.State.WAITING, "take");
        long start = System.nanoTime();
        assertTrue(q.offer(5)); // reads armed: acknowledges and unparks, without waiting for the watcher
        consumer.join(TimeUnit.SECONDS.toMillis(10));
        assertFalse(consumer.isAlive());
        assertEquals(5, got.get());
        assertTrue(System.nanoTime() - start < IdleWatch.FIRST_NANOS * 20);
    }

    /**
     * Lost wake-up stress: every element put is taken, with pauses around the back-off's length and beyond, so that
     * elements race the announcement, the acknowledgement, the hand-over to the watcher and the park itself. A lost
     * wake-up would leave the consumer parked and fail the join.
     */
    @Test
    void noWakeUpIsLostAroundTheHandOver() throws Exception {
        for (int capacity : new int[] {2, Integer.MAX_VALUE}) {
            QueueCore<Integer> q = core(RING, capacity);
            int n = 400;
            AtomicReference<Throwable> failure = new AtomicReference<>();
            Thread consumer = start(() -> {
                for (int i = 0; i < n; i++) {
                    int e = q.take();
                    if (e != i) {
                        failure.set(new AssertionError("took " + e + ", expected " + i));
                        return;
                    }
                }
            });
            ThreadLocalRandom r = ThreadLocalRandom.current();
            for (int i = 0; i < n; i++) {
                int pause = r.nextInt(100);
                if (pause < 3) {
                    Thread.sleep(60 + r.nextInt(60)); // about the back-off's length: hand-over races
                } else if (pause < 40) {
                    LockSupport.parkNanos(r.nextLong(1, 2_000_000));
                }
                q.put(i);
            }
            consumer.join(TimeUnit.SECONDS.toMillis(30));
            assertFalse(consumer.isAlive(), "consumer stranded: a lost wake-up");
            assertEquals(null, failure.get());
        }
    }

    @SuppressWarnings("unchecked")
    private static QueueCore<Integer> core(String spec, int capacity) {
        return (QueueCore<Integer>) Cores.<Integer>create(Original.LINKED_BLOCKING_QUEUE, capacity, false, spec, null);
    }

    /** the core's storage, reached without the core's signal */
    @SuppressWarnings("unchecked")
    private static Lane<Integer> ringLane(QueueCore<Integer> q) throws ReflectiveOperationException {
        java.lang.reflect.Field f = QueueCore.class.getDeclaredField("lane");
        f.setAccessible(true);
        return (Lane<Integer>) f.get(q);
    }

    interface Body {
        void run() throws Exception;
    }

    private static Thread start(Body body) {
        Thread t = new Thread(() -> {
            try {
                body.run();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        t.setDaemon(true);
        t.start();
        return t;
    }

    private static void awaitState(Thread t, Thread.State state, String what) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (t.getState() != state) {
            assertTrue(System.nanoTime() < deadline, what + ": still " + t.getState() + ", expected " + state);
            Thread.sleep(1);
        }
    }
}
