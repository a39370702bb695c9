package dev.tempered.benchmarks.eval.sizes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.benchmarks.eval.Channel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Keeps the W1x matrix honest without timing anything: every variant x mode x bound builds the queue and the
 * operations the benchmark's javadoc promises, and a few batches of every element size pass the hand-over's own
 * checks (each element once, in order; {@link SizedHandover#stop} throws otherwise).
 */
class SizedHandoverMatrixTest {
    private static final String[] VARIANTS = {"B0-LBQ", "B2-JCT-SpscArray", "B3-Tempered-ring"};

    @Test
    void channelsAreTheOnesTheMatrixNames() {
        for (String bound : new String[] {"1024", "unbounded"}) {
            Channel b0 = SizedHandoverBenchmark.channel("B0-LBQ", "block", bound);
            Channel b2 = SizedHandoverBenchmark.channel("B2-JCT-SpscArray", "block", bound);
            Channel b3 = SizedHandoverBenchmark.channel("B3-Tempered-ring", "block", bound);
            assertEquals("java.util.concurrent.LinkedBlockingQueue", b0.queueClass());
            assertEquals("dev.tempered.runtime.v1.TemperedLinkedBlockingQueue", b3.queueClass());
            assertEquals("unbounded".equals(bound) ? "org.jctools.queues.varhandle.SpscUnboundedVarHandleArrayQueue"
                    : "org.jctools.queues.varhandle.SpscVarHandleArrayQueue", b2.queueClass());
            assertTrue(b0.blocking() && b3.blocking(), "block: B0 and B3 put/take");
            assertTrue(!b2.blocking(), "B2 has no blocking operations");
            for (String v : VARIANTS) {
                assertTrue(!SizedHandoverBenchmark.channel(v, "spin", bound).blocking(), v + " spin: offer/poll");
            }
        }
    }

    @Test
    @Timeout(120)
    void everyCellHandsEveryElementOverOnceInOrder() throws InterruptedException {
        for (String mode : new String[] {"block", "spin"}) {
            for (String bound : new String[] {"1024", "unbounded"}) {
                for (String size : new String[] {"int", "64", "256"}) {
                    for (String v : VARIANTS) {
                        // 5000 > 1024: the bounded producer meets a full queue; not a multiple of the ring size
                        SizedHandover h = new SizedHandover(SizedHandoverBenchmark.channel(v, mode, bound), size, 5000);
                        for (int i = 0; i < 3; i++) {
                            h.runBatch();
                        }
                        h.stop();
                    }
                }
            }
        }
    }
}
