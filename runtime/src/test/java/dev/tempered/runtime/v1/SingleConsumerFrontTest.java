package dev.tempered.runtime.v1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The segmented-sc consumer's front (issue 35) in the shapes that matter to programs: logback's drain at stop (iterate,
 * then {@code remove(e)} each element) over elements both in the front and still in the storage; the capacity counted
 * across front and storage; and a producer parked in {@code put} on a full queue woken by the room a removal frees.
 */
@Timeout(60)
class SingleConsumerFrontTest {
    private static String spec(String checks) {
        return Cases.FormSpec.SC.spec(checks);
    }

    @Test
    void iterateAndRemoveEachElementDrainsFrontAndStorageInOrder() {
        for (Cases.Kind kind : Cases.Kind.values()) {
            for (String checks : List.of("off", "throw")) {
                int capacity = kind == Cases.Kind.ABQ ? 8 : Cases.UNBOUNDED;
                Queue<Integer> q = Cases.substitute(kind, capacity, spec(checks));
                String what = kind + " checks=" + checks;
                for (int i = 1; i <= 6; i++) {
                    assertTrue(q.offer(i), what);
                }
                assertTrue(q.remove((Object) 3), what); // 1 and 2 move into the front; 4..6 stay in the storage
                assertTrue(q.offer(7), what);
                assertEquals("[1, 2, 4, 5, 6, 7]", q.toString(), what);
                List<Integer> seen = new ArrayList<>();
                for (Integer e : q) { // logback's AsyncAppenderBase.Worker after its loop
                    seen.add(e);
                    assertTrue(q.remove(e), what + ": remove " + e);
                }
                assertEquals(List.of(1, 2, 4, 5, 6, 7), seen, what);
                assertTrue(q.isEmpty(), what);
                assertEquals(0, q.size(), what);
                assertEquals(null, q.poll(), what);
            }
        }
    }

    @Test
    void theFrontCountsAgainstTheCapacity() {
        for (int capacity : new int[] {4, 70_000}) { // the array storage, and the linked one above the array limit
            BlockingQueue<Integer> q = (BlockingQueue<Integer>) Cases.substitute(
                    capacity == 4 ? Cases.Kind.ABQ : Cases.Kind.LBQ, capacity, spec("off"));
            String what = "capacity " + capacity;
            for (int i = 1; i <= capacity; i++) {
                assertTrue(q.offer(i), what);
            }
            assertTrue(q.remove((Object) capacity), what); // all but the last move into the front
            assertEquals(1, q.remainingCapacity(), what);
            assertTrue(q.offer(-1), what);
            assertFalse(q.offer(-2), what + ": full across front and storage");
            assertEquals(capacity, q.size(), what);
            assertEquals(0, q.remainingCapacity(), what);
            assertEquals(1, q.poll(), what); // from the front
            assertTrue(q.offer(-2), what + ": the front's poll freed a place");
            assertFalse(q.offer(-3), what);
            assertTrue(q.removeIf(e -> e < 0), what); // -1 and -2, in the storage
            assertEquals(2, q.remainingCapacity(), what);
            List<Integer> rest = new ArrayList<>();
            q.drainTo(rest);
            assertEquals(capacity - 2, rest.size(), what);
            assertEquals(2, rest.get(0), what);
            assertEquals(capacity - 1, rest.get(rest.size() - 1), what);
            assertEquals(capacity, q.remainingCapacity(), what);
        }
    }

    @Test
    void aRemovalWakesAProducerParkedOnAFullQueue() throws Exception {
        for (String checks : List.of("off", "throw")) {
            BlockingQueue<Integer> q = (BlockingQueue<Integer>) Cases.substitute(Cases.Kind.ABQ, 1, spec(checks));
            Integer first = 1000;
            assertTrue(q.offer(first));
            AtomicReference<Throwable> failure = new AtomicReference<>();
            Thread producer = new Thread(() -> {
                try {
                    q.put(2000);
                } catch (Throwable t) {
                    failure.set(t);
                }
            }, "parked-producer");
            producer.start();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            // parked without a timeout: past the spin, yield and timed phases, so only the removal's signal (or the
            // idle watch's re-check) can wake it
            while (producer.getState() != Thread.State.WAITING) {
                assertTrue(System.nanoTime() < deadline, "the producer never parked: " + producer.getState());
                Thread.sleep(1);
            }
            assertTrue(q.remove(first), checks);
            producer.join(TimeUnit.SECONDS.toMillis(10));
            assertFalse(producer.isAlive(), checks + ": the removal's room did not wake the producer");
            assertEquals(null, failure.get());
            assertEquals(2000, q.poll(), checks);
        }
    }
}
