package dev.tempered.runtime.internal.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.BlockingQueue;
import org.jctools.queues.varhandle.MpmcVarHandleArrayQueue;
import org.jctools.queues.varhandle.SpmcVarHandleArrayQueue;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The original's capacity stays exact whichever lane backs a bounded core (decision 0022): where JCTools' ring is
 * exactly the capacity its own offer decides ({@link ExactRingLane}), elsewhere the lane's rule does. The ring form's
 * core, built here without the substitute that would keep the ring in its own fields, is the chunked ring under the
 * producer-index rule, at every capacity. Each case fills
 * the queue to the capacity, checks that one more offer fails, and keeps it full over several laps of the ring (one
 * poll, one offer) so that every slot and every index wrap is crossed.
 */
class ExactCapacityTest {
    private static final int[] CAPACITIES = {1, 2, 3, 4, 5, 7, 8, 1023, 1024, 1025, 4096, 65_536};

    private static String spec(Form form) {
        String name = form == Form.RING ? "ring" : form == Form.SEGMENTED_GENERAL ? "segmented-general" : "segmented";
        String topology = form == Form.RING ? "spsc" : form == Form.SEGMENTED_SC ? "mpsc"
                : form == Form.SEGMENTED_SP ? "spmc" : "mpmc";
        return "v1|form=" + name + "|checks=off|topology=" + topology + "|at=ExactCapacityTest.java:1"
                + "|site=dev/tempered/ExactCapacityTest.m()V#" + form.ordinal();
    }

    @ParameterizedTest
    @EnumSource(value = Form.class, names = {"RING", "SEGMENTED_SC", "SEGMENTED_SP", "SEGMENTED_GENERAL"})
    void fullExactlyAtTheCapacity(Form form) {
        for (int capacity : CAPACITIES) {
            @SuppressWarnings("unchecked")
            BlockingQueue<Integer> q = (BlockingQueue<Integer>) Cores.<Integer>create(
                    Original.ARRAY_BLOCKING_QUEUE, capacity, false, spec(form), null);
            assertInstanceOf(QueueCore.class, q);
            String where = form + " capacity " + capacity;
            for (int i = 0; i < capacity; i++) {
                assertTrue(q.offer(i), where + ": offer " + i);
            }
            assertFalse(q.offer(-1), where + ": offer beyond the capacity");
            assertEquals(capacity, q.size(), where);
            assertEquals(0, q.remainingCapacity(), where);
            int laps = 3 * Cores.ringSize(1, capacity) + 5;
            for (int i = 0; i < laps; i++) {
                assertEquals(i, q.poll(), where + ": poll " + i);
                assertTrue(q.offer(capacity + i), where + ": offer into the freed slot " + i);
                assertFalse(q.offer(-1), where + ": offer beyond the capacity after lap step " + i);
            }
            for (int i = 0; i < capacity; i++) {
                assertEquals(laps + i, q.poll(), where + ": drain " + i);
            }
            assertNull(q.poll(), where);
            assertEquals(capacity, q.remainingCapacity(), where);
        }
    }

    /**
     * the lane each bounded form gets: no rule of its own exactly where JCTools' ring is the capacity; a ring the
     * core keeps itself (no substitute hosts it: above 64K) is the chunked ring under the producer-index rule
     */
    @ParameterizedTest
    @CsvSource({
        "RING, 1, SingleProducerLane", "RING, 3, SingleProducerLane", "RING, 4, SingleProducerLane",
        "RING, 1024, SingleProducerLane", "RING, 65536, SingleProducerLane",
        "SEGMENTED_SP, 1, SingleProducerLane", "SEGMENTED_SP, 2, ExactRingLane", "SEGMENTED_SP, 3, SingleProducerLane",
        "SEGMENTED_SP, 1024, ExactRingLane", "SEGMENTED_SP, 1025, SingleProducerLane",
        "SEGMENTED_GENERAL, 1, PermitLane", "SEGMENTED_GENERAL, 2, ExactRingLane",
        "SEGMENTED_GENERAL, 3, PermitLane", "SEGMENTED_GENERAL, 1024, ExactRingLane",
        "SEGMENTED_SC, 1024, SingleConsumerLane", "SEGMENTED_SC, 3, SingleConsumerLane",
        "SEGMENTED_SC, 65537, SingleConsumerLane",
        "RING, 65537, SingleProducerLane"})
    void laneChoice(Form form, int capacity, String lane) {
        assertEquals(lane, Cores.lane(form, capacity).getClass().getSimpleName());
    }

    /** ringSize predicts the ring JCTools actually builds (its capacity()), which is what makes a lane exact */
    @org.junit.jupiter.api.Test
    void ringSizeIsTheRingJctoolsBuilds() {
        for (int capacity : CAPACITIES) {
            int atLeastTwo = Math.max(Cores.MPMC_MIN, capacity);
            assertEquals(new SpmcVarHandleArrayQueue<Integer>(atLeastTwo).capacity(),
                    Cores.ringSize(Cores.MPMC_MIN, capacity), "spmc " + capacity);
            assertEquals(new MpmcVarHandleArrayQueue<Integer>(atLeastTwo).capacity(),
                    Cores.ringSize(Cores.MPMC_MIN, capacity), "mpmc " + capacity);
        }
    }
}
