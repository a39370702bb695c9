package dev.tempered.runtime.internal.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The segmented-sc form's drainTo (issue 36): the drained elements' permits come back at once, after the drain, and
 * one signal wakes the producers parked for room (each hands the wake-up on); producers that find others already
 * parked queue up behind them at once. Capacity stays exact throughout, and nobody is stranded.
 */
class SegmentedDrainTest {
    /** The segmented-sc core of an ArrayBlockingQueue site (never the JDK fallback, which drains differently). */
    @SuppressWarnings("unchecked")
    private static BlockingQueue<Integer> queue(int capacity, String checks) {
        Queue<Integer> q = Cores.create(Original.ARRAY_BLOCKING_QUEUE, capacity, false, "v1|form=segmented|checks="
                + checks + "|topology=mpsc|at=SegmentedDrainTest.java:1|site=dev/tempered/SegmentedDrainTest.m()V#0",
                null);
        assertInstanceOf(QueueCore.class, q);
        assertEquals(Form.SEGMENTED_SC, ((QueueCore<Integer>) q).form());
        return (BlockingQueue<Integer>) q;
    }

    @ParameterizedTest
    @ValueSource(strings = {"off", "throw"})
    void aDrainReturnsExactlyThePermitsOfWhatItTook(String checks) {
        BlockingQueue<Integer> q = queue(5, checks); // not a power of two
        for (int i = 0; i < 5; i++) {
            assertTrue(q.offer(i));
        }
        assertFalse(q.offer(5), "full at the original capacity");
        assertTrue(q.remove(Integer.valueOf(3))); // the consumer's front now holds 0, 1, 2 (and 4 waits in storage)
        assertTrue(q.offer(5));
        assertFalse(q.offer(6));
        List<Integer> got = new ArrayList<>();
        assertEquals(3, q.drainTo(got, 3)); // all from the front
        assertEquals(List.of(0, 1, 2), got);
        assertEquals(3, q.remainingCapacity());
        for (int i = 6; i < 9; i++) {
            assertTrue(q.offer(i), "room for each drained element");
        }
        assertFalse(q.offer(9), "and no more");
        got.clear();
        assertEquals(5, q.drainTo(got));
        assertEquals(List.of(4, 5, 6, 7, 8), got);
        assertEquals(0, q.drainTo(got));
        assertEquals(5, q.remainingCapacity());
        for (int i = 0; i < 5; i++) {
            assertTrue(q.offer(i));
        }
        assertFalse(q.offer(5));
    }

    @ParameterizedTest
    @ValueSource(strings = {"off", "throw"})
    void aDrainWhoseCollectionThrowsReturnsThePermitsOfWhatLeft(String checks) {
        BlockingQueue<Integer> q = queue(4, checks);
        for (int i = 0; i < 4; i++) {
            assertTrue(q.offer(i));
        }
        List<Integer> got = new ArrayList<>() {
            @Override
            public boolean add(Integer e) {
                if (size() == 1) {
                    throw new IllegalStateException("refused");
                }
                return super.add(e);
            }
        };
        assertThrows(IllegalStateException.class, () -> q.drainTo(got));
        // 0 went into the collection and 1 into neither (BlockingQueue.drainTo allows it): both left the queue
        assertEquals(List.of(0), got);
        assertEquals(2, q.size());
        assertTrue(q.offer(4));
        assertTrue(q.offer(5));
        assertFalse(q.offer(6), "exact after the failed drain");
        assertEquals(2, q.poll());
    }

    @ParameterizedTest
    @ValueSource(strings = {"off", "throw"})
    @Timeout(60)
    void aDrainWakesEveryProducerParkedOnAFullQueue(String checks) throws Exception {
        BlockingQueue<Integer> q = queue(4, checks);
        for (int i = 0; i < 4; i++) {
            q.put(-1);
        }
        List<Thread> producers = new ArrayList<>();
        for (int p = 0; p < 6; p++) {
            int v = p;
            Thread t = new Thread(() -> {
                try {
                    q.put(v);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, "producer-" + p);
            t.setDaemon(true);
            t.start();
            producers.add(t);
        }
        for (Thread t : producers) { // all parked: the later ones joined the earlier ones at once
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (t.getState() != Thread.State.WAITING && t.getState() != Thread.State.TIMED_WAITING) {
                assertTrue(System.nanoTime() < until, t.getName() + " never parked: " + t.getState());
                Thread.sleep(1);
            }
        }
        List<Integer> got = new ArrayList<>();
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (got.size() < 10) {
            assertTrue(System.nanoTime() < until, "stranded producers, drained " + got + ", queue " + q);
            Integer e = q.poll(10, TimeUnit.MILLISECONDS);
            if (e != null) {
                got.add(e);
                q.drainTo(got);
            }
        }
        for (Thread t : producers) {
            t.join(TimeUnit.SECONDS.toMillis(20));
            assertFalse(t.isAlive(), t.getName() + " stranded");
        }
        assertEquals(List.of(-1, -1, -1, -1), got.subList(0, 4));
        assertEquals(List.of(0, 1, 2, 3, 4, 5), got.subList(4, 10).stream().sorted().toList());
        assertTrue(q.isEmpty());
    }

    @ParameterizedTest
    @ValueSource(strings = {"off", "throw"})
    @Timeout(120)
    void manyProducersAndADrainingConsumerLoseNothing(String checks) throws Exception {
        for (int round = 0; round < 50; round++) {
            BlockingQueue<Integer> q = queue(3, checks);
            int producers = 4;
            int each = 500;
            List<Thread> threads = new ArrayList<>();
            for (int p = 0; p < producers; p++) {
                int base = p * each;
                Thread t = new Thread(() -> {
                    try {
                        for (int i = 0; i < each; i++) {
                            q.put(base + i);
                        }
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                });
                t.setDaemon(true);
                t.start();
                threads.add(t);
            }
            List<Integer> got = new ArrayList<>();
            List<Integer> batch = new ArrayList<>();
            while (got.size() < producers * each) {
                Integer e = q.poll(20, TimeUnit.SECONDS);
                assertTrue(e != null, "stranded after " + got.size() + " elements: " + q);
                batch.clear();
                batch.add(e);
                if (round % 2 == 0) {
                    q.drainTo(batch);
                } else {
                    q.drainTo(batch, 1 + round % 3);
                }
                // the drained permits come back only after the drain, so it never takes more than the capacity
                assertTrue(batch.size() <= 4, "more than the capacity in one drain, plus the element taken: " + batch);
                got.addAll(batch);
            }
            for (Thread t : threads) {
                t.join(TimeUnit.SECONDS.toMillis(20));
            }
            boolean[] seen = new boolean[producers * each];
            int[] lastOf = new int[producers];
            java.util.Arrays.fill(lastOf, -1);
            for (int e : got) {
                assertFalse(seen[e], "duplicate " + e);
                seen[e] = true;
                assertTrue(e % each > lastOf[e / each], "per-producer order");
                lastOf[e / each] = e % each;
            }
        }
    }
}
