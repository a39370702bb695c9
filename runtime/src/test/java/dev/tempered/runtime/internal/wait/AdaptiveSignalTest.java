package dev.tempered.runtime.internal.wait;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.runtime.v1.TemperedArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The adaptive signal (Waiters, decision 0006): skipped until a waiter arms it, acknowledged by the single signaller,
 * untimed parks only after acknowledgement, and JDK semantics (timeouts, interrupts) in both phases.
 */
@Timeout(60)
public class AdaptiveSignalTest {
    private static final String RING = "v1|form=ring|checks=off|topology=spsc|at=AdaptiveSignalTest.java:1"
            + "|site=dev/tempered/runtime/internal/wait/AdaptiveSignalTest.t()V#0";

    @Test
    void singleSignallerAcknowledgesOnlyAfterAWaiterArmed() {
        Waiters w = Waiters.create(true, true);
        Thread me = Thread.currentThread();
        w.signal(); // nobody armed: skipped, not acknowledged
        assertFalse(w.register(me), "not acknowledged yet: the waiter must park with a timeout");
        w.deregister(me);
        w.signal(); // armed now: acknowledges (and fences)
        assertTrue(w.register(me), "acknowledged: an untimed park is safe");
        w.deregister(me);
        Waiters many = Waiters.create(false, true);
        assertFalse(many.register(me));
        many.deregister(me);
        many.signal();
        assertTrue(many.register(me));
        many.deregister(me);
    }

    @Test
    void severalSignallersAlwaysFence() {
        Thread me = Thread.currentThread();
        assertTrue(Waiters.create(true, false).register(me));
        assertTrue(Waiters.create(false, false).register(me));
    }

    @Test
    void singleSignallerDisarmsAfterQuietSignalsAndAcknowledgesAgain() {
        // decision 0028: DISARM_AFTER fenced signals in a row without a waiter, and the signaller stops fencing
        assertTrue(Waiters.DISARM_AFTER > 1);
        Waiters w = Waiters.create(true, true);
        Thread me = Thread.currentThread();
        assertFalse(w.register(me));
        w.deregister(me);
        w.signal(); // acknowledges; nobody announced: the first quiet signal
        for (int i = 2; i < Waiters.DISARM_AFTER; i++) {
            w.signal();
        }
        assertTrue(w.register(me), "one quiet signal short of the threshold: still acknowledged");
        w.deregister(me);
        w.signal(); // the threshold: disarms
        assertFalse(w.register(me), "disarmed: the next waiter must park with a timeout");
        w.deregister(me); // (it armed again)
        w.signal(); // sees armed: acknowledges again
        assertTrue(w.register(me));
        for (int i = 0; i < 3 * Waiters.DISARM_AFTER; i++) {
            w.signal(); // finds the waiter announced every time: never disarms
        }
        assertTrue(w.register(me), "a signal that finds a waiter starts the count again");
        w.deregister(me);
    }

    @Test
    void severalSignallersNeverDisarm() {
        Thread me = Thread.currentThread();
        Waiters w = Waiters.create(false, false);
        for (int i = 0; i < 3 * Waiters.DISARM_AFTER; i++) {
            w.signal();
        }
        assertTrue(w.register(me));
        w.deregister(me);
    }

    @Test
    void takeAfterADisarmWaitsTimedAndIsWokenByTheNextPut() throws Exception {
        BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(4, RING);
        Thread first = taker(q, 1);
        awaitState(first, Thread.State.TIMED_WAITING);
        q.put(0); // acknowledges and unparks
        first.join(10_000);
        for (int i = 0; i < Waiters.DISARM_AFTER; i++) { // quiet signals: nobody blocked
            q.put(i);
            assertEquals(i, q.take());
        }
        Thread consumer = taker(q, 2);
        awaitState(consumer, Thread.State.TIMED_WAITING); // disarmed: bounded back-off again
        long start = System.nanoTime();
        q.put(1); // sees armed: acknowledges and unparks at once, not after the back-off
        awaitState(consumer, Thread.State.WAITING); // the second take parks untimed
        assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(5));
        q.put(2);
        consumer.join(10_000);
        assertFalse(consumer.isAlive());
    }

    @Test
    void takeWaitsTimedUntilAcknowledgedThenReachesWaiting() throws Exception {
        BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(4, RING);
        Thread consumer = taker(q, 2);
        awaitState(consumer, Thread.State.TIMED_WAITING); // first block: bounded back-off
        // idle for the whole back-off: the re-check goes to the IdleWatch and the park is untimed, unacknowledged
        awaitState(consumer, Thread.State.WAITING);
        assertTrue(consumer.isAlive());
        q.put(1); // the producer sees armed, acknowledges, unparks
        awaitState(consumer, Thread.State.WAITING); // the second take parks untimed
        q.put(2);
        consumer.join(10_000);
        assertFalse(consumer.isAlive());
    }

    @Test
    void putWaitsTimedUntilAcknowledgedThenReachesWaiting() throws Exception {
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
        awaitState(producer, Thread.State.TIMED_WAITING);
        assertEquals(0, q.take()); // the consumer sees armed, acknowledges, unparks
        awaitState(producer, Thread.State.WAITING);
        assertEquals(1, q.take());
        producer.join(10_000);
        assertFalse(producer.isAlive());
        assertNull(failure.get());
        assertEquals(2, q.take());
    }

    @Test
    void timedPollKeepsItsTimeoutBeforeAndAfterAcknowledgement() throws Exception {
        BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(4, RING);
        for (int round = 0; round < 2; round++) {
            long start = System.nanoTime();
            assertNull(q.poll(30, TimeUnit.MILLISECONDS));
            assertTrue(System.nanoTime() - start >= TimeUnit.MILLISECONDS.toNanos(30));
            q.offer(round); // acknowledges after the first round
            assertEquals(round, q.poll(1, TimeUnit.SECONDS));
        }
    }

    @Test
    void interruptEndsTheBoundedBackOff() throws Exception {
        BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(4, RING);
        AtomicReference<Throwable> outcome = new AtomicReference<>();
        Thread consumer = new Thread(() -> {
            try {
                q.take();
            } catch (Throwable t) {
                outcome.set(t);
            }
        });
        consumer.start();
        awaitState(consumer, Thread.State.TIMED_WAITING);
        consumer.interrupt();
        consumer.join(10_000);
        assertTrue(outcome.get() instanceof InterruptedException, String.valueOf(outcome.get()));
        assertTrue(q.isEmpty());
    }

    private static Thread taker(BlockingQueue<Integer> q, int n) {
        Thread t = new Thread(() -> {
            try {
                for (int i = 0; i < n; i++) {
                    q.take();
                }
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        t.start();
        return t;
    }

    /** Waits (20 s at most) until {@code t} is in {@code state}; FastPathCopyTest's too. */
    public static void awaitState(Thread t, Thread.State state) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (t.getState() != state) {
            assertTrue(System.nanoTime() < deadline, "still " + t.getState() + ", expected " + state);
            Thread.sleep(1);
        }
    }
}
