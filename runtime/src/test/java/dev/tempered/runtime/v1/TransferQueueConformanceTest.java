package dev.tempered.runtime.v1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TransferQueue;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * LinkedTransferQueue behaviours the JDK's conformance tests check with one thread per side (issue 35 part 3), in every
 * form against the JDK class itself: a timed poll by an interrupted thread hands over an available element but throws
 * at once on an empty queue, whatever the timeout; and a consumer an offer has handed its element to no longer counts
 * as waiting when the offer returns.
 */
@Timeout(60)
class TransferQueueConformanceTest {

    private static List<TransferQueue<Integer>> subjects() {
        List<TransferQueue<Integer>> list = new ArrayList<>();
        list.add(new LinkedTransferQueue<>());
        for (Cases.FormSpec f : Cases.FormSpec.values()) {
            list.add((TransferQueue<Integer>) Cases.substitute(Cases.Kind.LTQ, Cases.UNBOUNDED, f.spec("off")));
            list.add((TransferQueue<Integer>) Cases.constructed(Cases.Kind.LTQ, Cases.UNBOUNDED, f.spec("off")));
        }
        return list;
    }

    /** The subjects of {@link #subjects()} by name: the class, and the form of a substitute as made (allocate/new). */
    private static List<String> names() {
        List<String> names = new ArrayList<>(List.of("JDK LinkedTransferQueue"));
        for (Cases.FormSpec f : Cases.FormSpec.values()) {
            names.add(f + " by allocate");
            names.add(f + " by its constructor");
        }
        return names;
    }

    /** Rounds of the served-consumer check: the count races the woken consumer, so one round finds little. */
    private static final int SERVED_ROUNDS = 10;

    @Test
    void timedPollOfAnInterruptedThreadTakesWhatIsThereThenThrows() throws Exception {
        for (TransferQueue<Integer> q : subjects()) {
            String name = q.getClass().getSimpleName() + " " + q;
            q.offer(1);
            q.offer(2);
            for (long timeout : new long[] {0L, -1L, 1L, TimeUnit.SECONDS.toNanos(10)}) {
                Thread.currentThread().interrupt();
                assertThrows(InterruptedException.class, () -> emptyAfterTaking(q, timeout), name + " " + timeout);
                assertFalse(Thread.interrupted(), name + ": the flag is cleared by the throw");
                q.offer(1);
                q.offer(2);
            }
            q.clear();
        }
    }

    /** Takes the two available elements with the flag set (kept), then polls the empty queue. */
    private static void emptyAfterTaking(TransferQueue<Integer> q, long timeout) throws InterruptedException {
        long start = System.nanoTime();
        assertEquals(1, q.poll(timeout, TimeUnit.NANOSECONDS));
        assertEquals(2, q.poll(timeout, TimeUnit.NANOSECONDS));
        assertTrue(Thread.currentThread().isInterrupted(), "an available element leaves the flag set");
        try {
            q.poll(timeout, TimeUnit.NANOSECONDS);
        } finally {
            assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(5), "threw at once, not after waiting");
        }
    }

    @Test
    void aConsumerAnOfferServedIsNoLongerWaiting() throws Exception {
        for (int round = 0; round < SERVED_ROUNDS; round++) {
            List<TransferQueue<Integer>> subjects = subjects();
            for (int i = 0; i < subjects.size(); i++) {
                aConsumerAnOfferServedIsNoLongerWaiting(subjects.get(i), names().get(i) + ", round " + round);
            }
        }
    }

    private static void aConsumerAnOfferServedIsNoLongerWaiting(TransferQueue<Integer> q, String name)
            throws Exception {
        AtomicReference<Object> got = new AtomicReference<>();
        AtomicReference<Object> countAfter = new AtomicReference<>();
        Thread consumer = new Thread(() -> {
            try {
                got.set(q.take());
                countAfter.set(q.getWaitingConsumerCount());
            } catch (Throwable t) {
                got.set(t);
            }
        });
        consumer.setDaemon(true);
        consumer.start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!(consumer.getState() == Thread.State.WAITING && q.hasWaitingConsumer()
                && q.getWaitingConsumerCount() == 1)) {
            assertTrue(System.nanoTime() < deadline, name + ": consumer never seen waiting: "
                    + consumer.getState() + ", " + q.getWaitingConsumerCount());
            Thread.sleep(1);
        }
        assertTrue(q.offer(9));
        assertEquals(0, q.getWaitingConsumerCount(), name + ": served by the offer");
        assertFalse(q.hasWaitingConsumer(), name);
        consumer.join(10_000);
        assertFalse(consumer.isAlive(), name);
        assertEquals(9, got.get(), name);
        assertEquals(0, countAfter.get(), name);
        assertEquals(0, q.getWaitingConsumerCount(), name);
    }
}
