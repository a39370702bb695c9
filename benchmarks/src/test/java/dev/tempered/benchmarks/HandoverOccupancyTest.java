package dev.tempered.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.ArrayBlockingQueue;
import org.junit.jupiter.api.Test;

/** The occupancy diagnostic: every element handed over, occupancy within the capacity. */
class HandoverOccupancyTest {

    @Test
    void handsEveryElementOverAndSamplesTheOccupancy() throws Exception {
        ArrayBlockingQueue<Object> q = new ArrayBlockingQueue<>(64);
        HandoverOccupancy.Run r = HandoverOccupancy.run(q, 4L * HandoverOccupancy.SAMPLE_EVERY);
        assertEquals(0, q.size(), "the consumer took every element");
        assertTrue(r.elementsPerMicro() > 0, r.toString());
        assertTrue(r.meanOccupancy() >= 0 && r.meanOccupancy() <= 64, r.toString());
        assertTrue(r.emptyPollsPerElement() >= 0, r.toString());
    }
}
