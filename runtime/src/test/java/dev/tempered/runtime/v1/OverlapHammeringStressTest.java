package dev.tempered.runtime.v1;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tempered.runtime.TopologyViolation;
import java.util.Queue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The race PlantedViolationTest forces with handshakes, left to the scheduler: two threads hammer one single side with
 * brief operations (offer, poll), which the check sees only at its owner's exit re-check, or when a newcomer finds the
 * owner come back (SideGuard's class comment: a short window can be missed; a sustained overlap cannot). Whether the
 * two threads overlap at all depends on both being on a CPU at once, so on a loaded machine this is a stress test, run
 * with {@code -Dtempered.stress=true}; the deterministic tests cover each step of the protocol.
 */
@org.junit.jupiter.api.Tag("stress")
class OverlapHammeringStressTest {

    @BeforeEach
    void onlyUnderStress() {
        assumeTrue(Boolean.getBoolean("tempered.stress"), "a scheduling race: run with -Dtempered.stress=true");
    }

    private static void assertHammeringIsCaught(Queue<Integer> q, String side, Runnable op) throws Exception {
        final long limit = 20_000_000L; // per thread; with both threads on a CPU, the first few hundred suffice
        CyclicBarrier start = new CyclicBarrier(2);
        AtomicBoolean stop = new AtomicBoolean();
        AtomicReference<Throwable> caught = new AtomicReference<>();
        AtomicLong ops = new AtomicLong();
        Runnable body = () -> {
            try {
                start.await();
                long n = 0;
                try {
                    while (!stop.get() && n < limit) {
                        op.run();
                        n++;
                    }
                } finally {
                    ops.addAndGet(n);
                }
            } catch (TopologyViolation v) {
                caught.compareAndSet(null, v);
            } catch (Exception e) {
                caught.compareAndSet(null, e);
            } finally {
                stop.set(true);
            }
        };
        Thread first = new Thread(body, "first-thread");
        Thread second = new Thread(body, "second-thread");
        first.start();
        second.start();
        first.join();
        second.join();
        Throwable t = caught.get();
        assertTrue(t instanceof TopologyViolation, "not caught after " + ops.get() + " operations: " + t);
        String msg = t.getMessage();
        assertTrue(msg.contains("proven spsc") && msg.contains(side + " side"), msg);
        assertTrue(msg.contains("\"first-thread\"") && msg.contains("\"second-thread\""), msg);
    }

    @Test
    void twoThreadsHammeringEitherSideOfEachRingAreCaught() throws Exception {
        String spec = Cases.FormSpec.RING.spec("throw");
        for (String quiet : new String[] {"", "|waits=none"}) {
            Queue<Integer> polled = new TemperedConcurrentLinkedQueue<>(spec + quiet);
            assertHammeringIsCaught(polled, "consumer", polled::poll);
            Queue<Integer> offered = new TemperedConcurrentLinkedQueue<>(spec + quiet);
            assertHammeringIsCaught(offered, "producer", () -> offered.offer(9));
            BlockingQueue<Integer> empty = TemperedArrayBlockingQueue.allocate(spec + quiet, null, 4);
            assertHammeringIsCaught(empty, "consumer", empty::poll);
            BlockingQueue<Integer> full = TemperedLinkedBlockingQueue.allocate(spec + quiet, null, 4);
            for (int i = 0; i < 4; i++) {
                full.offer(i);
            }
            assertHammeringIsCaught(full, "producer", () -> assertFalse(full.offer(9)));
        }
    }
}
