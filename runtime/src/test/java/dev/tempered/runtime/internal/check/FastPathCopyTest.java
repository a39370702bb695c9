package dev.tempered.runtime.internal.check;

import static dev.tempered.runtime.internal.wait.AdaptiveSignalTest.awaitState;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.runtime.internal.wait.Waiters;
import dev.tempered.runtime.v1.TemperedArrayBlockingQueue;
import dev.tempered.runtime.v1.TemperedLinkedBlockingDeque;
import dev.tempered.runtime.v1.TemperedLinkedBlockingQueue;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.reflect.Field;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The copy of the producers' armed flag in the inline rings' consumer fields (FastPathCopy, decision 0052): set where
 * the flag is and before the signaller acknowledges, cleared only by the disarm, and read by the signalling poll,
 * which signals a producer parked in put through it and skips the signal while it is clear.
 */
@Timeout(60)
class FastPathCopyTest {
    private static final String RING = "v1|form=ring|checks=off|topology=spsc|at=FastPathCopyTest.java:1"
            + "|site=dev/tempered/runtime/internal/check/FastPathCopyTest.t()V#0";
    private static final String CHECKED_RING = RING.replace("checks=off", "checks=throw");

    /** A stand-in for a ring's consumer fields: the word the mirror writes. */
    static final class Holder {
        static final VarHandle WORD;

        static {
            try {
                WORD = MethodHandles.lookup().findVarHandle(Holder.class, "word", long.class);
            } catch (ReflectiveOperationException e) {
                throw new ExceptionInInitializerError(e);
            }
        }

        long word = 1L; // another bit, set before: the mirror must never clear it
    }

    @Test
    void theCopyFollowsArmingAcknowledgementAndDisarm() {
        Holder h = new Holder();
        Waiters w = Waiters.create(true, true, FastPathCopy.bit(h, Holder.WORD, 2L));
        Thread me = Thread.currentThread();
        assertEquals(1L, h.word, "nobody armed yet");
        w.signal(); // skipped: the copy stays clear
        assertEquals(1L, h.word);
        assertFalse(w.register(me)); // arms: the flag and its copy
        assertEquals(3L, h.word);
        w.deregister(me);
        w.signal(); // acknowledges; nobody announced: the first quiet signal
        assertTrue(w.register(me), "acknowledged");
        w.deregister(me);
        assertEquals(3L, h.word, "acknowledged: the copy stays set");
        for (int i = 1; i < Waiters.DISARM_AFTER - 1; i++) {
            w.signal();
        }
        assertEquals(3L, h.word, "one quiet signal short of the disarm");
        w.signal(); // the disarm
        assertEquals(1L, h.word, "disarmed: the copy is clear, the other bit kept");
        assertFalse(w.register(me), "disarmed: a waiter parks timed again");
        assertEquals(3L, h.word, "armed again");
        w.deregister(me);
    }

    @Test
    void alwaysFencedWaitersSetTheCopyFromTheStartAndNeverClearIt() {
        Holder h = new Holder();
        Waiters w = Waiters.create(true, false, FastPathCopy.bit(h, Holder.WORD, 2L));
        assertEquals(3L, h.word);
        for (int i = 0; i < 2 * Waiters.DISARM_AFTER; i++) {
            w.signal();
        }
        assertEquals(3L, h.word);
    }

    /** The signalling rings allocate makes and the ABQ substitute's own class, whose poll reads the copy. */
    private static List<IntFunction<BlockingQueue<Integer>>> signallingRings(String spec) {
        return List.of(
                capacity -> TemperedArrayBlockingQueue.allocate(spec, spec, capacity),
                capacity -> new TemperedArrayBlockingQueue<>(capacity, spec),
                capacity -> TemperedLinkedBlockingQueue.allocate(spec, spec, capacity),
                capacity -> TemperedLinkedBlockingDeque.allocate(spec, spec, capacity));
    }

    @Test
    void aParkedProducerArmsTheConsumersWordAndTheSignallingPollWakesIt() throws Exception {
        for (IntFunction<BlockingQueue<Integer>> make : signallingRings(RING)) {
            BlockingQueue<Integer> q = make.apply(1);
            String name = q.getClass().getName();
            assertEquals(0L, detour(q), name + ": no producer armed yet, checks off");
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
            awaitState(producer, Thread.State.TIMED_WAITING); // first block: armed, parked with a back-off
            assertEquals(FastPathCopy.PRODUCER_ARMED, detour(q), name);
            assertEquals(0, q.poll()); // the poll under test: leaves the fast path, acknowledges, unparks
            awaitState(producer, Thread.State.WAITING); // acknowledged: the second put parks untimed
            long start = System.nanoTime();
            assertEquals(1, q.poll()); // must wake it: an untimed park has no back-off to cover a skipped signal
            producer.join(10_000);
            assertFalse(producer.isAlive(), name + ": the producer was not woken");
            assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(5));
            assertNull(failure.get());
            assertEquals(2, q.poll());
            assertEquals(FastPathCopy.PRODUCER_ARMED, detour(q), name + ": acknowledged, the copy stays set");
            for (int i = 0; i < Waiters.DISARM_AFTER; i++) { // quiet signals: nobody waits any more
                assertTrue(q.offer(i));
                assertEquals(i, q.poll());
            }
            assertEquals(0L, detour(q), name + ": disarmed, the poll is the quiet ring's again");
        }
    }

    @Test
    void checksOnSetTheirBitAtConstruction() {
        for (IntFunction<BlockingQueue<Integer>> make : signallingRings(CHECKED_RING)) {
            BlockingQueue<Integer> q = make.apply(4);
            assertEquals(FastPathCopy.CHECKS, detour(q), q.getClass().getName());
            assertTrue(q.offer(7));
            assertEquals(7, q.poll());
        }
    }

    /** The consumer's detour word of an inline ring, read as a monitor would. */
    static long detour(Object q) {
        for (Class<?> c = q.getClass(); c != Object.class; c = c.getSuperclass()) {
            try {
                Field f = c.getDeclaredField("consumerDetour");
                f.setAccessible(true);
                return f.getLong(q);
            } catch (NoSuchFieldException e) {
                // not declared here: its superclass
            } catch (IllegalAccessException e) {
                throw new AssertionError(e);
            }
        }
        throw new AssertionError("no consumerDetour in " + q.getClass());
    }
}
