package dev.tempered.runtime.internal.ring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.runtime.internal.core.Cores;
import dev.tempered.runtime.v1.TemperedConcurrentLinkedQueue;
import dev.tempered.runtime.v1.TemperedLinkedBlockingDeque;
import dev.tempered.runtime.v1.TemperedLinkedBlockingQueue;
import dev.tempered.runtime.v1.TemperedLinkedTransferQueue;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Queue;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import java.util.function.IntConsumer;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.jctools.queues.QueueProgressIndicators;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The unbounded ring, in each of its homes: the core's own ring ({@link Cores#ownRing}), with chunks of several
 * lengths, and the fields of the linked substitutes, {@link InlineRingLinkedBlockingQueue} and the classes generated
 * from the same template for the others, whose chunks are
 * {@link Cores#RING_CHUNK} long, where the substitute's offer and poll are the ring's and
 * everything else reaches it through its core. The substitutes' differential, Guava testlib, stress, Lincheck and
 * jcstress tests cover both through the ring form; these pin the chunk boundaries and the walks from other threads.
 */
class UnboundedRingTest {
    private static final String RING = "v1|form=ring|checks=off|topology=spsc|at=UnboundedRingTest.java:1|site=t/T.m()V#0";

    /** One of the ring's homes, named for the test report. */
    record Ring(String name, Supplier<Queue<Integer>> factory) {
        Queue<Integer> make() {
            Queue<Integer> q = factory.get();
            if (name.startsWith("inline") != Cores.keepsRingInline(q)) {
                throw new IllegalStateException(name + ": the substitute's ring is not where the test expects it");
            }
            return q;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    private static Stream<Ring> rings(int... chunks) {
        Stream<Ring> own = java.util.Arrays.stream(chunks).mapToObj(
                chunk -> new Ring("own object, chunks of " + chunk, () -> Cores.<Integer>ownRing(chunk)));
        return Stream.concat(own, Stream.of(
                new Ring("inline, signalling", () -> new TemperedLinkedBlockingQueue<Integer>(RING)),
                new Ring("inline, quiet", () -> new TemperedLinkedBlockingQueue<Integer>(RING + "|waits=none")),
                new Ring("inline, ConcurrentLinkedQueue", () -> new TemperedConcurrentLinkedQueue<Integer>(RING)),
                new Ring("inline, LinkedTransferQueue", () -> new TemperedLinkedTransferQueue<Integer>(RING)),
                new Ring("inline, LinkedBlockingDeque", () -> new TemperedLinkedBlockingDeque<Integer>(RING))));
    }

    static Stream<Ring> chunkBoundaries() {
        return rings(2, 4, 8, 256, Cores.RING_CHUNK);
    }

    static Stream<Ring> recycling() {
        return rings(2, 4, 16);
    }

    static Stream<Ring> one() {
        return rings(2);
    }

    static Stream<Ring> walked() {
        return rings(16);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("chunkBoundaries")
    void matchesArrayDequeAcrossChunkBoundaries(Ring ring) {
        Random random = new Random(ring.name().hashCode());
        Queue<Integer> q = ring.make();
        ArrayDeque<Integer> oracle = new ArrayDeque<>();
        int next = 0;
        for (int step = 0; step < 20_000; step++) {
            int op = random.nextInt(10);
            if (op < 5) {
                assertTrue(q.offer(next));
                oracle.add(next++);
            } else if (op < 8) {
                assertEquals(oracle.poll(), q.poll());
            } else if (op < 9) {
                assertEquals(oracle.peek(), q.peek());
            } else {
                assertArrayEquals(oracle.toArray(), q.toArray(), "at step " + step);
            }
            assertEquals(oracle.size(), q.size());
            assertEquals(oracle.isEmpty(), q.isEmpty());
        }
        if (q instanceof QueueProgressIndicators) { // the core's own ring's storage
            QueueProgressIndicators own = (QueueProgressIndicators) q;
            assertEquals(own.currentProducerIndex() - own.currentConsumerIndex(), q.size());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("one")
    void refusesNull(Ring ring) {
        Queue<Integer> q = ring.make();
        assertThrows(NullPointerException.class, () -> q.offer(null));
        assertTrue(q.isEmpty());
        assertEquals(0, q.size());
    }

    @Test
    void refusesOddChunkLengths() {
        assertThrows(IllegalArgumentException.class, () -> Cores.ownRing(3));
        assertThrows(IllegalArgumentException.class, () -> Cores.ownRing(1));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("one")
    void drainedQueueIsEmptyEverywhere(Ring ring) {
        Queue<Integer> q = ring.make();
        for (int i = 0; i < 5; i++) {
            q.offer(i);
        }
        for (int i = 0; i < 5; i++) {
            assertEquals(i, q.poll());
        }
        assertNull(q.poll());
        assertNull(q.peek());
        assertEquals(0, q.size());
        assertEquals("[]", q.toString());
        assertTrue(!q.iterator().hasNext());
    }

    /**
     * One producer, one consumer, and a third thread that walks the queue meanwhile: every element arrives once and in
     * order, and every walk sees increasing values (FIFO, nothing twice), peeks never go backwards, and sizes stay
     * within what was offered.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("walked")
    void concurrentWalksSeeAConsistentQueue(Ring ring) throws Exception {
        final int n = 2_000_000;
        Queue<Integer> q = ring.make();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicBoolean done = new AtomicBoolean();
        Thread producer = new Thread(() -> {
            for (int i = 0; i < n; i++) {
                q.offer(i);
            }
        }, "producer");
        Thread consumer = inOrderConsumer(q, n, failure, done, polled -> { });
        Thread walker = new Thread(() -> {
            try {
                int lastPeek = -1;
                long walks = 0;
                while (!done.get() || walks == 0) {
                    Integer head = q.peek();
                    if (head != null) {
                        assertTrue(head >= lastPeek, "peek went back from " + lastPeek + " to " + head);
                        lastPeek = head;
                    }
                    int size = q.size();
                    assertTrue(size >= 0 && size <= n, "size " + size);
                    List<Integer> seen = new ArrayList<>();
                    q.iterator().forEachRemaining(seen::add);
                    for (int i = 1; i < seen.size(); i++) {
                        assertTrue(seen.get(i) > seen.get(i - 1), "walk out of order: " + seen.get(i - 1) + ", "
                                + seen.get(i));
                    }
                    walks++;
                }
            } catch (Throwable t) {
                failure.compareAndSet(null, t);
            }
        }, "walker");
        runToEnd(producer, consumer, walker, failure);
        assertTrue(q.isEmpty());
    }

    /**
     * Walks while chunks are recycled under them (decision 0032): a walk returns nothing polled before it began,
     * nothing not yet offered, and every element that was offered before it began and still there when it ended.
     * The counters lag the queue by at most the one operation in flight, which the bounds allow for. A run in which
     * the walker was never scheduled while elements stayed present checks nothing (it happened on a loaded two-CPU
     * machine), so the scenario is run again, up to five times, until some walk was checked; every run checks all
     * of its walks.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("recycling")
    void walksOverRecycledChunksReturnExactlyWhatStayedPresent(Ring ring) throws Exception {
        long checked = 0;
        int runs = 0;
        while (checked == 0 && runs < 5) {
            checked = checkedWalksOverRecycledChunks(ring);
            runs++;
        }
        assertTrue(checked > 0, "no walk overlapped a non-empty stretch in " + runs + " runs; the test checked nothing");
    }

    /** One run of {@link #walksOverRecycledChunksReturnExactlyWhatStayedPresent}; returns how many walks it checked. */
    private static long checkedWalksOverRecycledChunks(Ring ring) throws Exception {
        final int n = 400_000;
        Queue<Integer> q = ring.make();
        AtomicLong offered = new AtomicLong();
        AtomicLong polled = new AtomicLong();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicBoolean done = new AtomicBoolean();
        Thread producer = new Thread(() -> {
            for (int i = 0; i < n; i++) {
                q.offer(i);
                offered.lazySet(i + 1);
                if ((i & 63) == 0) {
                    Thread.yield(); // let the consumer catch up now and then, so chunks are recycled
                }
            }
        }, "producer");
        Thread consumer = inOrderConsumer(q, n, failure, done, count -> {
            polled.lazySet(count);
            if ((count & 4095) == 0) {
                // a backlog builds up, then drains: chunks recycle behind walks, and walks during the stall
                // meet elements present throughout (1 ms: long enough for the walker to be scheduled)
                LockSupport.parkNanos(1_000_000);
            }
        });
        AtomicLong checkedWalks = new AtomicLong();
        Thread walker = new Thread(() -> {
            try {
                while (!done.get()) {
                    long polledBefore = polled.get();
                    long offeredBefore = offered.get();
                    List<Integer> seen = new ArrayList<>();
                    for (Iterator<Integer> it = q.iterator(); it.hasNext(); ) {
                        seen.add(it.next());
                        if ((seen.size() & 7) == 0) {
                            Thread.yield(); // a slow walk: the consumer passes it and the producer reuses its chunks
                        }
                    }
                    long polledAfter = polled.get();
                    long offeredAfter = offered.get();
                    for (int i = 0; i < seen.size(); i++) {
                        int v = seen.get(i);
                        assertTrue(v >= polledBefore, v + " was polled before the walk began (" + polledBefore + ")");
                        assertTrue(v <= offeredAfter, v + " was not offered yet (" + offeredAfter + ")");
                        assertTrue(i == 0 || v > seen.get(i - 1), "walk out of order at " + v);
                    }
                    // offered before the walk and not polled when it ended: present throughout, so walked
                    long from = polledAfter + 1;
                    if (from < offeredBefore) {
                        int first = seen.indexOf((int) from);
                        assertTrue(first >= 0, "element " + from + " was present throughout and not walked");
                        assertTrue(first + (offeredBefore - from) <= seen.size()
                                && seen.get((int) (first + offeredBefore - 1 - from)) == offeredBefore - 1,
                                "elements " + from + ".." + (offeredBefore - 1) + " were present throughout and not all walked");
                        checkedWalks.incrementAndGet();
                    }
                }
            } catch (Throwable t) {
                failure.compareAndSet(null, t);
            }
        }, "walker");
        runToEnd(producer, consumer, walker, failure);
        return checkedWalks.get();
    }

    /**
     * A consumer that spins on poll until it has taken 0 .. n-1 in order, then finds the queue empty; after each element
     * it tells {@code afterEach} how many it has taken. It records its failure and sets {@code done} when it ends.
     */
    private static Thread inOrderConsumer(Queue<Integer> q, int n, AtomicReference<Throwable> failure,
                                          AtomicBoolean done, IntConsumer afterEach) {
        return new Thread(() -> {
            try {
                for (int expected = 0; expected < n; ) {
                    Integer e = q.poll();
                    if (e == null) {
                        Thread.onSpinWait();
                        continue;
                    }
                    assertEquals(expected, e.intValue(), "consumer");
                    expected++;
                    afterEach.accept(expected);
                }
                assertNull(q.poll());
            } catch (Throwable t) {
                failure.compareAndSet(null, t);
            } finally {
                done.set(true);
            }
        }, "consumer");
    }

    /** Starts the three threads (walker first, producer last), waits for them and rethrows the first failure. */
    private static void runToEnd(Thread producer, Thread consumer, Thread walker, AtomicReference<Throwable> failure)
            throws InterruptedException {
        walker.start();
        consumer.start();
        producer.start();
        producer.join();
        consumer.join(60_000);
        walker.join(60_000);
        if (failure.get() != null) {
            throw new AssertionError(failure.get());
        }
        assertTrue(!consumer.isAlive() && !walker.isAlive(), "threads did not finish");
    }
}
