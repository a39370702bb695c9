package dev.tempered.runtime.v1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.util.concurrent.BlockingQueue;
import org.junit.jupiter.api.Test;

/** The bounded ring allocates nothing per element in the steady state (offer/poll/put/take without waiting). */
class RingAllocationTest {

    @Test
    void boundedRingSteadyStateDoesNotAllocatePerElement() throws Exception {
        java.lang.management.ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        assumeTrue(mx instanceof com.sun.management.ThreadMXBean, "needs com.sun.management.ThreadMXBean");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) mx;
        assumeTrue(threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled());
        BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(100, Cases.FormSpec.RING.spec("off"));
        Integer element = 7; // from the Integer cache: no boxing allocation
        int rounds = 200_000;
        run(q, element, rounds); // warm up (JIT, class loading)
        long id = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(id);
        int sum = run(q, element, rounds);
        long allocated = threads.getThreadAllocatedBytes(id) - before;
        assertEquals(7 * 2 * rounds, sum);
        // 4 operations per round: even 1 byte per element would show up as >= 400 KB here
        assertTrue(allocated < 64 * 1024, "allocated " + allocated + " bytes for " + (4L * rounds) + " operations");
    }

    private static int run(BlockingQueue<Integer> q, Integer element, int rounds) throws InterruptedException {
        int sum = 0;
        for (int i = 0; i < rounds; i++) {
            q.offer(element);
            q.put(element);
            sum += q.poll();
            sum += q.take();
        }
        return sum;
    }
}
