package dev.tempered.runtime.v1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.runtime.TopologyViolation;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Planted contract violations: a second thread on a side proven single must be caught, and the message must name the
 * site, the proven topology and both threads. Every overlap here is forced by a handshake (a thread parked in put or
 * take, or held inside addAll or drainTo by {@link HeldInside}) or ordered by joins, so each outcome is certain; how the
 * check finds a brief operation's overlap at its owner's exit is laid out step by step in SideGuardTest and
 * InlineRingTest. The race itself, two threads hammering one side, is {@code OverlapHammeringStressTest}'s.
 */
@org.junit.jupiter.api.Tag("planted")
class PlantedViolationTest {

    /**
     * Thread "first" is inside the guarded side (blocked in take()/put()) while thread "second" enters it: the
     * non-strict check must fire.
     */
    private static String concurrentEntry(BlockingQueue<Integer> q, Consumer<BlockingQueue<Integer>> blockInside,
                                          Consumer<BlockingQueue<Integer>> secondEntry) throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        Thread first = new Thread(() -> {
            started.countDown();
            blockInside.accept(q);
        }, "first-thread");
        first.start();
        started.await();
        // inside the side, parked: WAITING, or TIMED_WAITING while the adaptive signal is not yet acknowledged
        // (a thread that blocks before the other side ever signalled parks with a bounded back-off; see Waiters)
        while (first.getState() != Thread.State.WAITING && first.getState() != Thread.State.TIMED_WAITING) {
            Thread.onSpinWait();
        }
        AtomicReference<Throwable> caught = new AtomicReference<>();
        Thread second = new Thread(() -> {
            try {
                secondEntry.accept(q);
            } catch (Throwable t) {
                caught.set(t);
            }
        }, "second-thread");
        second.start();
        second.join();
        first.interrupt();
        first.join();
        assertNotNull(caught.get(), "no violation reported");
        assertEquals(TopologyViolation.class, caught.get().getClass(), String.valueOf(caught.get()));
        return caught.get().getMessage();
    }

    private static void take(BlockingQueue<Integer> q) {
        try {
            q.take();
        } catch (InterruptedException expected) {
            // released by the test
        }
    }

    private static void put(BlockingQueue<Integer> q) {
        try {
            q.put(1);
        } catch (InterruptedException expected) {
            // released by the test
        }
    }

    private static void assertNames(String msg, String topology, String side) {
        assertTrue(msg.contains("Cases.java:1"), msg);
        assertTrue(msg.contains("dev/tempered/Cases.make()V#"), msg);
        assertTrue(msg.contains("proven " + topology), msg);
        assertTrue(msg.contains(side + " side"), msg);
        assertTrue(msg.contains("\"first-thread\"") && msg.contains("\"second-thread\""), msg);
    }

    @Test
    void secondProducerOnARing() throws Exception {
        BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(1, Cases.FormSpec.RING.spec("throw"));
        q.offer(0); // full, so the first producer blocks inside put
        String msg = concurrentEntry(q, PlantedViolationTest::put, b -> b.offer(2));
        assertNames(msg, "spsc", "producer");
    }

    /**
     * The ring an ArrayBlockingQueue substitute keeps in its own fields (decision 0038) checks its offer and poll
     * itself, with the guards its core uses for put and take: one side, whichever path a thread takes.
     */
    @Test
    void secondProducerOnAnInlineRing() throws Exception {
        BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(4, Cases.FormSpec.RING.spec("throw") + "|waits=none");
        assertTrue(dev.tempered.runtime.internal.core.Cores.keepsRingInline(q));
        for (int i = 0; i < 4; i++) {
            q.offer(i); // full, so the first producer waits inside put (a wrong quiet claim: reported, then polled)
        }
        String msg = concurrentEntry(q, PlantedViolationTest::put, b -> b.offer(9));
        assertNames(msg, "spsc", "producer");
    }

    @Test
    void secondConsumerOnAnInlineRing() throws Exception {
        BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(4, Cases.FormSpec.RING.spec("throw") + "|waits=none");
        String msg = concurrentEntry(q, PlantedViolationTest::take, BlockingQueue::poll);
        assertNames(msg, "spsc", "consumer");
    }

    @Test
    void strictModeOnAnInlineRingCatchesASecondOfferer() throws Exception {
        BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(4,
                Cases.FormSpec.RING.spec("strict-throw") + "|waits=none");
        assertNull(runAlone("first-thread", () -> q.offer(1)));
        Throwable caught = runAlone("second-thread", () -> q.offer(2));
        assertTrue(caught instanceof TopologyViolation, String.valueOf(caught));
        assertNames(caught.getMessage(), "spsc", "producer");
        assertEquals(1, q.size());
    }

    @Test
    void secondConsumerOnARing() throws Exception {
        BlockingQueue<Integer> q = new TemperedLinkedBlockingQueue<>(Cases.FormSpec.RING.spec("throw"));
        String msg = concurrentEntry(q, PlantedViolationTest::take, BlockingQueue::poll);
        assertNames(msg, "spsc", "consumer");
    }

    @Test
    void secondConsumerOnTheSingleConsumerForm() throws Exception {
        BlockingQueue<Integer> q = new TemperedLinkedBlockingDeque<>(Cases.FormSpec.SC.spec("throw"));
        String msg = concurrentEntry(q, PlantedViolationTest::take, PlantedViolationTest::take);
        assertNames(msg, "mpsc", "consumer");
    }

    @Test
    void secondProducerOnTheSingleProducerForm() throws Exception {
        BlockingQueue<Integer> q = new TemperedLinkedBlockingQueue<>(2, Cases.FormSpec.SP.spec("throw"));
        q.offer(0);
        q.offer(0);
        String msg = concurrentEntry(q, PlantedViolationTest::put, b -> b.add(3));
        assertNames(msg, "spmc", "producer");
    }

    @Test
    void strictModeCatchesASecondThreadEvenWhenNotConcurrent() throws Exception {
        Queue<Integer> q = new TemperedConcurrentLinkedQueue<>(Cases.FormSpec.SC.spec("strict-throw"));
        Thread first = new Thread(() -> q.poll(), "first-thread");
        first.start();
        first.join();
        AtomicReference<Throwable> caught = new AtomicReference<>();
        Thread second = new Thread(() -> {
            try {
                q.poll();
            } catch (Throwable t) {
                caught.set(t);
            }
        }, "second-thread");
        second.start();
        second.join();
        assertTrue(caught.get() instanceof TopologyViolation, String.valueOf(caught.get()));
        assertNames(caught.get().getMessage(), "mpsc", "consumer");
        // producers are many on this form, never checked, but the queue is stopped: they throw too (Fuse)
        Throwable producer = runAlone("producer-2", () -> q.offer(1));
        assertTrue(producer instanceof TopologyViolation && producer.getMessage().contains("stopped"),
                String.valueOf(producer));
        assertEquals(0, q.size());
    }

    @Test
    void sequentialHandOverIsNotAViolationWithoutStrict() throws Exception {
        Queue<Integer> q = new TemperedConcurrentLinkedQueue<>(Cases.FormSpec.RING.spec("throw"));
        for (int i = 0; i < 3; i++) {
            int v = i;
            Thread t = new Thread(() -> q.offer(v), "producer-" + i);
            t.start();
            t.join();
        }
        assertEquals(3, q.size());
    }

    /**
     * A spec from an older rewriter that still asks for the removed log modes keeps the JDK queue (Checks): correct
     * under any threads, with one line on stderr that says what to do.
     */
    @Test
    void theRemovedLogModesKeepTheGeneralQueue() throws Exception {
        PrintStream saved = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            for (String removed : new String[] {"log", "strict-log"}) {
                String spec = "v1|form=segmented|checks=" + removed + "|topology=mpsc|at=Log.java:7|site=t/Log.m()V#0";
                Queue<Integer> q = new TemperedLinkedBlockingQueue<>(spec);
                q.offer(1);
                assertEquals(1, q.poll());
                assertNull(runAlone("second-consumer", () -> assertNull(q.poll())));
                assertFalse(dev.tempered.runtime.internal.core.Cores.keepsRingInline(q));
            }
        } finally {
            System.setErr(saved);
        }
        String out = err.toString(StandardCharsets.UTF_8);
        assertEquals(2, out.lines().filter(l -> l.contains("is no longer supported")).count(), out);
        assertTrue(out.contains("using the original JDK queue") && out.contains("checks=throw"), out);
    }

    /** Runs {@code action} on a new thread with the given name and waits for it; returns what it threw, or null. */
    private static Throwable runAlone(String name, Runnable action) throws InterruptedException {
        AtomicReference<Throwable> caught = new AtomicReference<>();
        Thread t = new Thread(() -> {
            try {
                action.run();
            } catch (Throwable e) {
                caught.set(e);
            }
        }, name);
        t.start();
        t.join();
        return caught.get();
    }

    @Test
    void handOverAfterJoinIsLegalWithoutStrictOnBothSides() throws Exception {
        handOverAfterJoinIsLegal(new TemperedArrayBlockingQueue<>(8, Cases.FormSpec.RING.spec("throw")));
    }

    /** The inline ring, whose owner's offer and poll check the owner the guards mirror into it (decision 0041). */
    @Test
    void handOverAfterJoinIsLegalOnAnInlineRing() throws Exception {
        BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(8, Cases.FormSpec.RING.spec("throw") + "|waits=none");
        assertTrue(dev.tempered.runtime.internal.core.Cores.keepsRingInline(q));
        handOverAfterJoinIsLegal(q);
    }

    /**
     * The producer side handed from thread to thread by joins, hundreds of times, while one consumer polls the whole
     * time: each new producer's first offer takes the side over through the guard, its later ones take the mirrored
     * fast path, and no overlap may be reported where none happened.
     */
    @Test
    void manyHandOversOnAnInlineRingUnderLoadAreNeverFlagged() throws Exception {
        manyHandOversUnderLoadAreNeverFlagged(
                new TemperedArrayBlockingQueue<>(16, Cases.FormSpec.RING.spec("throw") + "|waits=none"));
    }

    /** The same on the unbounded ring a linked substitute keeps in its own fields (decision 0048). */
    @Test
    void manyHandOversOnAnInlineUnboundedRingUnderLoadAreNeverFlagged() throws Exception {
        manyHandOversUnderLoadAreNeverFlagged(new TemperedLinkedBlockingQueue<>(Cases.FormSpec.RING.spec("throw")));
    }

    /**
     * The checked unbounded ring a linked substitute keeps in its own fields: hand-overs ordered by joins are legal on
     * either side, through the substitute's own offer and poll and the core's addAll alike (decision 0048).
     */
    @Test
    void handOverAfterJoinIsLegalOnAnInlineUnboundedRing() throws Exception {
        handOverAfterJoinIsLegal(new TemperedLinkedBlockingQueue<>(Cases.FormSpec.RING.spec("throw")));
        handOverAfterJoinIsLegal(new TemperedLinkedTransferQueue<>(Cases.FormSpec.RING.spec("throw")));
        handOverAfterJoinIsLegal(new TemperedLinkedBlockingDeque<>(Cases.FormSpec.RING.spec("throw")));
    }

    @Test
    void aSecondProducerOnAnInlineUnboundedRingIsCaught() throws Exception {
        Queue<Integer> q = new TemperedConcurrentLinkedQueue<>(Cases.FormSpec.RING.spec("throw"));
        assertTrue(dev.tempered.runtime.internal.core.Cores.keepsRingInline(q));
        assertOverlapIsCaught(q, "producer", false);
        BlockingQueue<Integer> linked = new TemperedLinkedTransferQueue<>(Cases.FormSpec.RING.spec("throw"));
        assertTrue(dev.tempered.runtime.internal.core.Cores.keepsRingInline(linked));
        assertOverlapIsCaught(linked, "producer", true);
        BlockingQueue<Integer> polled = new TemperedLinkedTransferQueue<>(Cases.FormSpec.RING.spec("throw"));
        assertOverlapIsCaught(polled, "consumer", false);
    }

    @Test
    void strictModeOnAnInlineUnboundedRingCatchesASecondOfferer() throws Exception {
        BlockingQueue<Integer> q = new TemperedLinkedTransferQueue<>(Cases.FormSpec.RING.spec("strict-throw"));
        assertTrue(dev.tempered.runtime.internal.core.Cores.keepsRingInline(q));
        assertNull(runAlone("first-thread", () -> q.offer(1)));
        Throwable caught = runAlone("second-thread", () -> q.offer(2));
        assertTrue(caught instanceof TopologyViolation, String.valueOf(caught));
        assertNames(caught.getMessage(), "spsc", "producer");
        assertEquals(1, q.size(), "throw mode fails the entry before it touches the queue");
    }

    /**
     * The bounded ring the LinkedBlockingQueue and LinkedBlockingDeque substitutes keep in their own fields (decision
     * 0049) checks as the unbounded one does: a second producer waiting in the core's put while another offers on the
     * full ring, two threads hammering its consumer side, a second offerer under strict, all caught naming both; and
     * hand-overs ordered by joins, or under load, never flagged.
     */
    @Test
    void violationsOnAnInlineBoundedLinkedRingAreCaughtAndHandOversAreNot() throws Exception {
        BlockingQueue<Integer> full = new TemperedLinkedBlockingQueue<>(3, Cases.FormSpec.RING.spec("throw"));
        assertTrue(dev.tempered.runtime.internal.core.Cores.keepsRingInline(full));
        for (int i = 0; i < 3; i++) {
            full.offer(i); // full, so the first producer waits inside put
        }
        assertNames(concurrentEntry(full, PlantedViolationTest::put, b -> b.offer(9)), "spsc", "producer");
        Queue<Integer> polled = new TemperedLinkedBlockingDeque<>(5, Cases.FormSpec.RING.spec("throw") + "|waits=none");
        assertTrue(dev.tempered.runtime.internal.core.Cores.keepsRingInline(polled));
        assertOverlapIsCaught(polled, "consumer", false);
        BlockingQueue<Integer> strict = new TemperedLinkedBlockingQueue<>(4, Cases.FormSpec.RING.spec("strict-throw"));
        assertNull(runAlone("first-thread", () -> strict.offer(1)));
        Throwable caught = runAlone("second-thread", () -> strict.offer(2));
        assertTrue(caught instanceof TopologyViolation, String.valueOf(caught));
        assertNames(caught.getMessage(), "spsc", "producer");
        assertEquals(1, strict.size(), "throw mode fails the entry before it touches the queue");
        handOverAfterJoinIsLegal(new TemperedLinkedBlockingQueue<>(8, Cases.FormSpec.RING.spec("throw")));
        handOverAfterJoinIsLegal(new TemperedLinkedBlockingDeque<>(8, Cases.FormSpec.RING.spec("throw")));
        manyHandOversUnderLoadAreNeverFlagged(new TemperedLinkedBlockingQueue<>(16, Cases.FormSpec.RING.spec("throw")));
    }

    private static void manyHandOversUnderLoadAreNeverFlagged(BlockingQueue<Integer> q) throws Exception {
        assertTrue(dev.tempered.runtime.internal.core.Cores.keepsRingInline(q));
        int producers = 300;
        int each = 1000;
        AtomicReference<Throwable> caught = new AtomicReference<>();
        Thread consumer = new Thread(() -> {
            try {
                for (int expected = 0; expected < producers * each; ) {
                    Integer e = q.poll();
                    if (e == null) {
                        Thread.onSpinWait();
                        continue;
                    }
                    assertEquals(expected++, e);
                }
            } catch (Throwable t) {
                caught.compareAndSet(null, t);
            }
        }, "consumer");
        consumer.start();
        for (int p = 0; p < producers && caught.get() == null; p++) {
            int first = p * each;
            Throwable t = runAlone("producer-" + p, () -> {
                for (int i = first; i < first + each; i++) {
                    while (!q.offer(i)) {
                        Thread.onSpinWait();
                    }
                }
            });
            if (t != null) {
                caught.compareAndSet(null, t);
            }
        }
        consumer.join(60_000);
        assertNull(caught.get());
        assertFalse(consumer.isAlive(), "the consumer took every element");
        assertTrue(q.isEmpty());
    }

    private static void handOverAfterJoinIsLegal(BlockingQueue<Integer> q) throws Exception {
        // A produces and consumes, is joined, then B does the same: one thread at a time, ordered by join
        assertNull(runAlone("first-thread", () -> {
            q.offer(1);
            q.addAll(List.of(2, 3)); // nested entry (addAll -> add) by the owner
            assertEquals(1, q.poll());
        }));
        assertNull(runAlone("second-thread", () -> {
            q.offer(4);
            assertEquals(2, q.poll());
        }));
        // and back again: each hand-over moves the owner, none is a violation
        assertNull(runAlone("first-thread", () -> {
            assertEquals(3, q.poll());
            assertEquals(4, q.poll());
        }));
        assertTrue(q.isEmpty());
    }

    @Test
    void handOverAfterJoinIsAViolationInStrictMode() throws Exception {
        BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(8, Cases.FormSpec.RING.spec("strict-throw"));
        assertNull(runAlone("first-thread", () -> q.offer(1)));
        Throwable t = runAlone("second-thread", () -> q.offer(2));
        assertTrue(t instanceof TopologyViolation, String.valueOf(t));
        assertNames(t.getMessage(), "spsc", "producer");
        assertEquals(1, q.size(), "throw mode fails the entry before it touches the queue");
    }

    /**
     * Thread "first-thread" is held inside a marked operation of {@code side} ({@link HeldInside}: addAll on the
     * producer side, drainTo on the consumer side) while "second-thread" enters that side with an offer or poll, or
     * with a put or take when {@code blocking}: the newcomer finds the mark at its own entry, so it fails naming both
     * threads before its operation touches the queue, and the held owner fails at its exit (the queue is stopped).
     */
    private static void assertOverlapIsCaught(Queue<Integer> q, String side, boolean blocking) throws Exception {
        String what = q.getClass().getName() + " " + side + (blocking ? " blocking" : "");
        boolean producer = side.equals("producer");
        if (!producer) {
            assertTrue(q.offer(0), what); // something for drainTo to hand to the held target
        }
        HeldInside held = new HeldInside();
        AtomicReference<Throwable> firstFailure = new AtomicReference<>();
        Thread first = new Thread(() -> {
            try {
                if (producer) {
                    q.addAll(held);
                } else {
                    ((BlockingQueue<Integer>) q).drainTo(held);
                }
            } catch (Throwable t) {
                firstFailure.set(t);
            }
        }, "first-thread");
        first.start();
        held.awaitInside(what);
        int size = q.size();
        Throwable caught = runAlone("second-thread", () -> {
            try {
                if (producer && blocking) {
                    ((BlockingQueue<Integer>) q).put(9);
                } else if (producer) {
                    q.offer(9);
                } else if (blocking) {
                    ((BlockingQueue<Integer>) q).take();
                } else {
                    q.poll();
                }
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        assertTrue(caught instanceof TopologyViolation, what + ": " + caught);
        assertNames(caught.getMessage(), "spsc", side);
        assertEquals(size, q.size(), what + ": throw mode fails the entry before it touches the queue");
        held.release();
        first.join(10_000);
        assertFalse(first.isAlive(), what + ": the held owner never left");
        assertTrue(firstFailure.get() instanceof TopologyViolation, what + ": the owner's exit: " + firstFailure.get());
    }

    @Test
    void aSecondThreadOnEitherSideOfARingIsCaughtWhileTheOwnerIsInside() throws Exception {
        for (boolean blocking : new boolean[] {false, true}) {
            for (String side : new String[] {"producer", "consumer"}) {
                assertOverlapIsCaught(new TemperedArrayBlockingQueue<>(4, Cases.FormSpec.RING.spec("throw")), side,
                        blocking);
            }
        }
        assertOverlapIsCaught(new TemperedConcurrentLinkedQueue<>(Cases.FormSpec.RING.spec("throw")), "producer", false);
    }

    /**
     * The inline ring's checked offer and poll compare the owner copied into the substitute, not the guard's
     * (decision 0041): a second thread on one of its sides must still be caught.
     */
    @Test
    void aSecondThreadOnEitherSideOfAnInlineRingIsCaught() throws Exception {
        for (boolean blocking : new boolean[] {false, true}) {
            for (String side : new String[] {"producer", "consumer"}) {
                BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(4,
                        Cases.FormSpec.RING.spec("throw") + "|waits=none");
                assertTrue(dev.tempered.runtime.internal.core.Cores.keepsRingInline(q));
                assertOverlapIsCaught(q, side, blocking);
            }
        }
    }

    /** The six checked rings {@code allocate} makes for {@code checks} (decisions 0050, 0053), each of capacity 4. */
    private static List<Supplier<BlockingQueue<Integer>>> allocatedRings(String checks, int capacity) {
        String quiet = Cases.FormSpec.RING.spec(checks) + "|waits=none";
        String signalling = Cases.FormSpec.RING.spec(checks);
        return List.of(
                () -> TemperedArrayBlockingQueue.allocate(quiet, quiet, capacity),
                () -> TemperedArrayBlockingQueue.allocate(signalling, signalling, capacity),
                () -> TemperedLinkedBlockingQueue.allocate(quiet, quiet, capacity),
                () -> TemperedLinkedBlockingQueue.allocate(signalling, signalling, capacity),
                () -> TemperedLinkedBlockingDeque.allocate(quiet, quiet, capacity),
                () -> TemperedLinkedBlockingDeque.allocate(signalling, signalling, capacity));
    }

    /** Whether {@code q} is one of the checked ring classes allocate makes, whose owner test skips the guard's. */
    private static boolean checkedRingClass(Queue<?> q) {
        return q.getClass().getEnclosingClass() != null && q.getClass().getSimpleName().startsWith("Checked");
    }

    /**
     * The rings {@code allocate} makes where checks are on (decisions 0050, 0053), whose offer and poll skip the
     * substitute's test of the site's kind and the test of whether a guard is there, but not the check: a second
     * thread on either side of each is caught, naming both threads.
     */
    @Test
    void aSecondThreadOnEitherSideOfAnAllocatedRingIsCaught() throws Exception {
        for (Supplier<BlockingQueue<Integer>> ring : allocatedRings("throw", 4)) {
            for (boolean blocking : new boolean[] {false, true}) {
                for (String side : new String[] {"producer", "consumer"}) {
                    BlockingQueue<Integer> q = ring.get();
                    assertTrue(checkedRingClass(q), q.getClass().getName());
                    assertOverlapIsCaught(q, side, blocking);
                }
            }
        }
    }

    /**
     * On the checked rings {@code allocate} makes, the owner is null until a first operation through the guard, so
     * that operation takes the side over: the first thread ever, then each thread a join hands a side to, is never
     * flagged, under load neither; strict, a second offerer is refused before it touches the ring.
     */
    @Test
    void allocatedCheckedRingsTakeTheFirstOwnerAndHandOversAndKeepStrict() throws Exception {
        for (Supplier<BlockingQueue<Integer>> ring : allocatedRings("throw", 16)) {
            BlockingQueue<Integer> q = ring.get();
            assertTrue(checkedRingClass(q), q.getClass().getName());
            handOverAfterJoinIsLegal(q);
            manyHandOversUnderLoadAreNeverFlagged(ring.get());
        }
        for (Supplier<BlockingQueue<Integer>> ring : allocatedRings("strict-throw", 4)) {
            BlockingQueue<Integer> strict = ring.get();
            assertTrue(checkedRingClass(strict), strict.getClass().getName());
            assertNull(runAlone("first-thread", () -> strict.offer(1)));
            Throwable caught = runAlone("second-thread", () -> strict.offer(2));
            assertTrue(caught instanceof TopologyViolation, strict.getClass() + ": " + caught);
            assertNames(caught.getMessage(), "spsc", "producer");
            assertEquals(1, strict.size(), "throw mode fails the entry before it touches the queue");
            BlockingQueue<Integer> polled = ring.get(); // the first is stopped
            assertNull(runAlone("first-thread", polled::poll));
            Throwable second = runAlone("second-thread", polled::poll);
            assertTrue(second instanceof TopologyViolation, strict.getClass() + ": " + second);
            assertNames(second.getMessage(), "spsc", "consumer");
            assertEquals(0, polled.size());
        }
    }

    @Test
    void aSecondConsumerOfAStrictRingIsCaughtAtItsFirstEntry() throws Exception {
        // strict owners neither mark nor re-check (SideGuard.enter): any other thread fails at its first entry
        for (Queue<Integer> q : List.<Queue<Integer>>of(
                new TemperedArrayBlockingQueue<>(100, Cases.FormSpec.RING.spec("strict-throw") + "|waits=none"),
                new TemperedConcurrentLinkedQueue<>(Cases.FormSpec.RING.spec("strict-throw")))) {
            q.offer(1);
            q.offer(2);
            assertNull(runAlone("first-thread", () -> assertEquals(1, q.poll())));
            Throwable t = runAlone("second-thread", q::poll);
            assertTrue(t instanceof TopologyViolation, String.valueOf(t));
            assertNames(t.getMessage(), "spsc", "consumer");
            assertEquals(1, q.size(), "throw mode fails the entry before it touches the queue");
        }
    }

    @Test
    void addAllEntersTheProducerSideOnceAndFillsToCapacity() throws Exception {
        // addAll adds without entering the guard again; its owner keeps working afterwards, and a full queue still
        // fails the way ArrayBlockingQueue.addAll does
        for (String checks : new String[] {"throw", "strict-throw"}) {
            BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(3, Cases.FormSpec.RING.spec(checks));
            assertTrue(q.addAll(List.of(1, 2)));
            assertTrue(q.offer(3));
            assertThrows(IllegalStateException.class, () -> q.addAll(List.of(4)), checks);
            assertEquals(List.of(1, 2, 3), new java.util.ArrayList<>(q), checks);
            Thread other = new Thread(() -> q.offer(5), "second-producer");
            AtomicReference<Throwable> caught = new AtomicReference<>();
            other.setUncaughtExceptionHandler((t, e) -> caught.set(e));
            other.start();
            other.join();
            if (checks.startsWith("strict")) {
                assertTrue(caught.get() instanceof TopologyViolation, checks + ": " + caught.get());
            } else {
                assertNull(caught.get(), checks + ": a hand-over after the owner left is legal"); // (offer fails: full)
            }
        }
    }
}
