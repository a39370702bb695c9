package dev.tempered.runtime.internal.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.runtime.internal.check.SideGuard;
import dev.tempered.runtime.v1.TemperedArrayBlockingQueue;
import dev.tempered.runtime.v1.TemperedLinkedBlockingDeque;
import dev.tempered.runtime.v1.TemperedLinkedBlockingQueue;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Decisions 0038 and 0040: which ArrayBlockingQueue substitutes keep their ring in their own fields, the layout that keeps the
 * two sides' indices apart, and the readers on other threads (peek, size, iterators) while the ring wraps. The tests
 * of the bounded ring's behaviour (exact capacity, hand-overs while threads park, readers on a third thread) run on
 * every substitute that keeps a bounded ring in its own fields: the LinkedBlockingQueue and LinkedBlockingDeque
 * substitutes keep one too, in their generated inline ring's fields (decision 0049; {@link InlineLinkedRingTest}).
 * DifferentialTest, the Guava suite and ExactlyOnceStressTest run the inline ring too (their ring cases).
 */
class InlineRingTest {
    private static final String RING = "v1|form=ring|checks=off|topology=spsc|at=InlineRingTest.java:1|site=T.m()V#0";
    private static final String QUIET_RING = RING + "|waits=none";

    /** A substitute that keeps a bounded ring in its own fields, built from a capacity and a spec. */
    record BoundedHost(String name, BiFunction<Integer, String, BlockingQueue<Integer>> make) {
        BlockingQueue<Integer> of(int capacity, String spec) {
            BlockingQueue<Integer> q = make.apply(capacity, spec);
            assertTrue(Cores.keepsRingInline(q), name + " " + capacity + " " + spec);
            return q;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<BoundedHost> boundedHosts() {
        return Stream.of(new BoundedHost("ArrayBlockingQueue", TemperedArrayBlockingQueue::new),
                new BoundedHost("LinkedBlockingQueue", TemperedLinkedBlockingQueue::new),
                new BoundedHost("LinkedBlockingDeque", TemperedLinkedBlockingDeque::new));
    }

    @Test
    void aRingUpToTheArrayLimitIsKeptInline() {
        for (int capacity : new int[] {1, 2, 3, 4, 5, 100, 1000, 1024, Cores.ARRAY_LIMIT - 1, Cores.ARRAY_LIMIT}) {
            assertTrue(Cores.keepsRingInline(new TemperedArrayBlockingQueue<>(capacity, QUIET_RING)), "" + capacity);
        }
        assertTrue(Cores.keepsRingInline(new TemperedArrayBlockingQueue<>(1024, true, QUIET_RING)));
        for (String checks : new String[] {"throw", "strict-throw"}) {
            assertTrue(Cores.keepsRingInline(new TemperedArrayBlockingQueue<>(100,
                    QUIET_RING.replace("checks=off", "checks=" + checks))), checks);
        }
        // where a thread may wait too (decisions 0044, 0046); offer and poll are the ring's: alone where nobody waits,
        // with the signals where a thread may
        for (int capacity : new int[] {1, 3, 4, 5, 64, 1000, 1024, Cores.ARRAY_LIMIT - 1, Cores.ARRAY_LIMIT}) {
            TemperedArrayBlockingQueue<Integer> signalling = new TemperedArrayBlockingQueue<>(capacity, RING);
            assertTrue(Cores.keepsRingInline(signalling), "" + capacity);
            InlineRingArrayBlockingQueue<Integer> host = signalling; // the waiters are package-private there
            assertTrue(host.inlineRing() && host.notEmptyWaiters() != null && host.notFullWaiters() != null, "" + capacity);
        }
        TemperedArrayBlockingQueue<Integer> quiet = new TemperedArrayBlockingQueue<>(1000, QUIET_RING);
        InlineRingArrayBlockingQueue<Integer> quietHost = quiet;
        assertTrue(quietHost.inlineRing() && quietHost.notEmptyWaiters() == null && quietHost.notFullWaiters() == null);
        // the core's ring: too large for one array
        TemperedArrayBlockingQueue<Integer> core = new TemperedArrayBlockingQueue<>(Cores.ARRAY_LIMIT + 1, RING);
        assertFalse(Cores.keepsRingInline(core));
        assertFalse(core.inlineRing());
        assertFalse(Cores.keepsRingInline(new TemperedArrayBlockingQueue<>(Cores.ARRAY_LIMIT + 1, QUIET_RING)));
        assertFalse(Cores.keepsRingInline(new TemperedArrayBlockingQueue<>(64,
                QUIET_RING.replace("form=ring", "form=segmented").replace("spsc", "mpsc"))));
        assertFalse(Cores.keepsRingInline(new TemperedArrayBlockingQueue<>(64, "v1|form=general|checks=off|topology=mpmc")));
        assertFalse(Cores.keepsRingInline(new ArrayBlockingQueue<>(64)));
    }

    @Test
    void aBadCapacityFailsAsTheOriginalDoesBeforeAnythingIsAllocated() {
        assertThrows(IllegalArgumentException.class, () -> new TemperedArrayBlockingQueue<>(0, QUIET_RING));
        assertThrows(IllegalArgumentException.class, () -> new TemperedArrayBlockingQueue<>(-28, QUIET_RING));
    }

    /**
     * Full at exactly the capacity, lap after lap, whether or not the capacity is the ring's size: each lap drains a
     * different number of elements, so the producer's look-ahead meets the capacity limit at every offset.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("boundedHosts")
    void theRingHoldsExactlyItsCapacity(BoundedHost host) {
        for (int capacity : new int[] {1, 2, 3, 5, 8, 12, 100, 1000}) {
            BlockingQueue<Integer> q = host.of(capacity, QUIET_RING);
            ArrayBlockingQueue<Integer> jdk = new ArrayBlockingQueue<>(capacity);
            int next = 0;
            for (int lap = 0; lap < 3 * capacity + 10; lap++) {
                String at = "capacity " + capacity + ", lap " + lap;
                while (jdk.offer(next)) {
                    assertTrue(q.offer(next++), at);
                }
                assertFalse(q.offer(-1), at + ": an offer past the capacity");
                assertEquals(capacity, q.size(), at);
                assertEquals(0, q.remainingCapacity(), at);
                assertEquals(jdk.peek(), q.peek(), at);
                assertEquals(new ArrayList<>(jdk), new ArrayList<>(q), at);
                for (int i = lap % capacity + 1; i > 0; i--) { // 1 to capacity elements
                    assertEquals(jdk.poll(), q.poll(), at);
                }
                assertEquals(jdk.size(), q.size(), at);
            }
            while (!jdk.isEmpty()) {
                assertEquals(jdk.poll(), q.poll());
            }
            assertNull(q.poll());
            assertNull(q.peek());
            assertTrue(q.isEmpty());
            assertThrows(NullPointerException.class, () -> q.offer(null));
        }
    }

    /**
     * Exact capacity with the consumer on another thread: it stops now and then, after a varying number of polls, and
     * the producer must then fit exactly {@code capacity} elements past what was taken, no more, reading the consumer's
     * progress across threads (the consumer's index where the ring is larger than the capacity, the slots otherwise).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("boundedHosts")
    @org.junit.jupiter.api.Tag("stress")
    void aStoppedConsumerLeavesExactlyTheCapacityFreeAcrossThreads(BoundedHost host) throws Exception {
        for (int capacity : new int[] {3, 4, 5, 100, 1000}) {
            BlockingQueue<Integer> q = host.of(capacity, QUIET_RING);
            int n = 200_000;
            // the consumer's count of taken elements while it stands still, -1 while it polls
            AtomicLong stoppedAt = new AtomicLong(-1);
            AtomicReference<Throwable> failure = new AtomicReference<>();
            Thread consumer = new Thread(() -> {
                try {
                    java.util.Random random = new java.util.Random(capacity);
                    int[] stopAfter = {1 + random.nextInt(2 * capacity)};
                    takeInOrder(q, n, taken -> {
                        if (--stopAfter[0] == 0 && taken < n - 2 * capacity) {
                            stoppedAt.set(taken); // volatile: publishes the index and the cleared slots
                            while (stoppedAt.get() != -1) {
                                Thread.onSpinWait();
                            }
                            stopAfter[0] = 1 + random.nextInt(2 * capacity);
                        }
                    });
                } catch (Throwable t) {
                    failure.set(t);
                }
            }, "consumer");
            consumer.start();
            int offered = 0;
            int stops = 0;
            while (consumer.isAlive() && failure.get() == null) {
                long taken = stoppedAt.get();
                if (taken >= 0) {
                    while (q.offer(offered)) {
                        offered++;
                    }
                    assertEquals(taken + capacity, offered, "capacity " + capacity + ": offers past the taken");
                    stops++;
                    stoppedAt.set(-1);
                } else if (offered < n && q.offer(offered)) {
                    offered++;
                }
            }
            consumer.join();
            if (failure.get() != null) {
                throw new AssertionError("capacity " + capacity, failure.get());
            }
            assertEquals(n, offered);
            assertTrue(stops > 10, "capacity " + capacity + ": " + stops + " stops");
            assertTrue(q.isEmpty());
        }
    }

    /**
     * Decision 0042: the owner's checked offer and poll only compare the mirrored owner at entry, so an overlap is
     * found when the owner comes back while a newcomer is inside the guard's marked path. Here the newcomer holds the
     * side in the middle of its operation (entered, not yet left); the owner's next operation must fail naming both
     * and change nothing; the queue is then stopped (Fuse): the newcomer's own exit, and every later operation on
     * either side, throws.
     */
    @Test
    void anOwnerComingBackWhileANewcomerIsInsideIsAViolationOnBothSides() throws Exception {
        for (String side : new String[] {"producer", "consumer"}) {
            TemperedArrayBlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(8,
                    QUIET_RING.replace("checks=off", "checks=throw"));
            assertTrue(q.offer(1)); // the test thread owns both sides from here on
            assertTrue(q.offer(2));
            assertEquals(1, q.poll());
            InlineRingArrayBlockingQueue<Integer> host = q; // the guards are package-private there
            if (side.equals("producer")) {
                ownerComesBackWhileANewcomerIsInside(q, host.producerGuard(), side, () -> q.offer(9));
            } else {
                ownerComesBackWhileANewcomerIsInside(q, host.consumerGuard(), side, q::poll);
            }
            assertEquals(List.of(2), new ArrayList<>(q));
            assertThrows(dev.tempered.runtime.TopologyViolation.class, () -> q.offer(3));
            assertThrows(dev.tempered.runtime.TopologyViolation.class, q::poll);
            assertEquals(List.of(2), new ArrayList<>(q));
        }
    }

    private static void ownerComesBackWhileANewcomerIsInside(BlockingQueue<Integer> q, SideGuard guard, String side,
            Runnable ownersOperation) throws Exception {
        CountDownLatch inside = new CountDownLatch(1);
        CountDownLatch leave = new CountDownLatch(1);
        AtomicReference<Throwable> atExit = new AtomicReference<>();
        Thread newcomer = new Thread(() -> {
            Thread token = guard.enter();
            inside.countDown();
            try {
                leave.await();
                guard.exit(token);
            } catch (Throwable t) {
                atExit.set(t);
            }
        }, "newcomer");
        newcomer.start();
        inside.await();
        List<Integer> before = new ArrayList<>(q);
        dev.tempered.runtime.TopologyViolation v =
                assertThrows(dev.tempered.runtime.TopologyViolation.class, ownersOperation::run);
        String msg = v.getMessage();
        assertTrue(msg.contains(side + " side") && msg.contains("\"newcomer\"")
                && msg.contains("\"" + Thread.currentThread().getName() + "\""), msg);
        assertEquals(before, new ArrayList<>(q));
        leave.countDown();
        newcomer.join();
        assertTrue(atExit.get() instanceof dev.tempered.runtime.TopologyViolation
                && atExit.get().getMessage().contains("stopped"), String.valueOf(atExit.get()));
    }

    /**
     * Decision 0044: where a thread may wait, a ring of a capacity JCTools' ring cannot hold exactly is kept inline,
     * and the core's put and take park on it. The substitute's offer and poll run on it and signal themselves
     * (decision 0046). Elements arrive once each and in order while the taker parks in take and the producer parks in put. (A
     * wait that misses a signal still ends at its bounded back-off, so this test cannot tell a lost wake-up from a late
     * one; jcstress's PutWakeup does, on {@code Subjects.ringBoundedArray(1)}, now such a ring.)
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("boundedHosts")
    @org.junit.jupiter.api.Timeout(120)
    @org.junit.jupiter.api.Tag("stress")
    void aSignallingInlineRingHandsOverInOrderWhileItsThreadsPark(BoundedHost host) throws Exception {
        for (int capacity : new int[] {1, 3, 5, 1000}) {
            BlockingQueue<Integer> q = host.of(capacity, RING);
            int n = 20_000;
            AtomicReference<Throwable> failure = new AtomicReference<>();
            Thread taker = new Thread(() -> {
                try {
                    for (int i = 0; i < n; i++) {
                        Integer e = q.take(); // parks when the offers pause
                        if (e != i) {
                            throw new AssertionError("took " + e + ", expected " + i);
                        }
                        if (i % 1000 == 0) {
                            Thread.sleep(1); // let the producer fill the ring and park in put
                        }
                    }
                } catch (Throwable t) {
                    failure.set(t);
                }
            });
            taker.start();
            for (int i = 0; i < n; i++) {
                if (i % 2 == 0) {
                    while (!q.offer(i)) { // on the ring here: its signal wakes a taker parked on an empty ring
                        Thread.onSpinWait();
                    }
                } else {
                    q.put(i); // parks on a full ring until a take makes room
                }
                if (i % 997 == 0) {
                    Thread.sleep(1); // let the taker park in take
                }
            }
            taker.join();
            if (failure.get() != null) {
                throw new AssertionError("capacity " + capacity, failure.get());
            }
            assertTrue(q.isEmpty());
        }
        // and a producer parked in put on a full ring gets in once a poll here makes room
        BlockingQueue<Integer> full = host.of(3, RING);
        for (int i = 1; i <= 3; i++) {
            full.put(i);
        }
        Thread putter = new Thread(() -> {
            try {
                full.put(4);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        putter.start();
        while (putter.getState() != Thread.State.WAITING && putter.getState() != Thread.State.TIMED_WAITING) {
            Thread.sleep(1); // parked in put; its first parks are bounded until the signal is armed (decision 0028)
        }
        assertEquals(1, full.poll());
        putter.join();
        assertEquals(List.of(2, 3, 4), new ArrayList<>(full));
    }

    /**
     * Decision 0046: a taker parked in the core's take is woken by the substitute's own offer, and a putter parked in
     * the core's put by its own poll, the signal going to the waiters the core shares. Each offer and poll waits for
     * its thread to park first. First parks are bounded until the signal is armed and acknowledged (decision 0028) and
     * end by themselves; an untimed park (WAITING) ends only on a signal, so the test requires that some offers and
     * polls found their thread there.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("boundedHosts")
    @org.junit.jupiter.api.Timeout(120)
    void offersAndPollsOnASignallingInlineRingWakeThreadsParkedUntimed(BoundedHost host) throws Exception {
        for (int capacity : new int[] {1, 1000}) {
            BlockingQueue<Integer> q = host.of(capacity, RING);
            // the fast profile (-Dtempered.fast) runs fewer hand-overs; every park after the first is untimed
            final int rounds = Boolean.getBoolean("tempered.fast") ? 100 : 400;
            int untimedTakes = offerEachToAParkedTaker(q, rounds, "capacity " + capacity);
            AtomicReference<Throwable> failure = new AtomicReference<>();
            for (int i = 0; i < capacity; i++) { // full: the putter parks
                q.put(-1);
            }
            Thread putter = new Thread(() -> {
                try {
                    for (int i = 0; i < rounds; i++) {
                        q.put(i);
                    }
                } catch (Throwable t) {
                    failure.set(t);
                }
            }, "putter");
            putter.start();
            int untimedPuts = 0;
            for (int i = 0; i < rounds; i++) { // the putter refilled the ring and parked first, as the taker above
                while (q.remainingCapacity() != 0) {
                    Thread.onSpinWait();
                }
                if (parkedUntimed(putter)) {
                    untimedPuts++;
                }
                assertTrue(q.poll() != null);
            }
            for (int left = capacity; left > 0; ) { // the last put needs no room made: drain what is left
                if (q.poll() != null) {
                    left--;
                }
            }
            putter.join(10_000);
            assertFalse(putter.isAlive(), "capacity " + capacity + ": the putter was never woken");
            if (failure.get() != null) {
                throw new AssertionError("capacity " + capacity, failure.get());
            }
            assertTrue(untimedTakes > 0, "capacity " + capacity + ": no offer found the taker in an untimed park");
            assertTrue(untimedPuts > 0, "capacity " + capacity + ": no poll found the putter in an untimed park");
        }
    }

    /**
     * Starts a thread that takes {@code rounds} elements from {@code q} and checks they come in order, and offers each
     * once that taker has taken the last one and parked again (on an empty queue). Every signal then finds a waiter,
     * so the signal stays armed and acknowledged, and the taker's parks after the first are untimed (Waiters). Fails
     * if the taker is never woken or takes out of order; returns how many offers found it parked untimed.
     */
    static int offerEachToAParkedTaker(java.util.concurrent.BlockingQueue<Integer> q, int rounds, String what)
            throws InterruptedException {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread taker = new Thread(() -> {
            try {
                for (int i = 0; i < rounds; i++) {
                    assertEquals(i, q.take());
                }
            } catch (Throwable t) {
                failure.set(t);
            }
        }, "taker");
        taker.start();
        int untimed = 0;
        for (int i = 0; i < rounds; i++) {
            awaitTaken(q);
            if (parkedUntimed(taker)) {
                untimed++;
            }
            assertTrue(q.offer(i));
        }
        taker.join(10_000);
        assertFalse(taker.isAlive(), what + ": the taker was never woken");
        if (failure.get() != null) {
            throw new AssertionError(what, failure.get());
        }
        return untimed;
    }

    /** Waits until the queue is empty: its taker took the element last offered, and runs or parks again. */
    static void awaitTaken(java.util.Queue<?> q) {
        while (!q.isEmpty()) {
            Thread.onSpinWait();
        }
    }

    /** Waits until {@code t} is parked (or gone, or 10 s passed); whether that park was untimed. */
    static boolean parkedUntimed(Thread t) {
        long deadline = System.nanoTime() + 10_000_000_000L;
        Thread.State state;
        while ((state = t.getState()) != Thread.State.WAITING && state != Thread.State.TIMED_WAITING && t.isAlive()
                && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        return state == Thread.State.WAITING;
    }

    /**
     * A producer and a consumer hand over a million elements through a ring of 4 while a third thread peeks, sizes
     * and iterates: every element it sees is one that was present, its iterations are in order, and a peek never
     * returns an element later than one the consumer had not yet taken (the ordering argument of the class comment).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("boundedHosts")
    @org.junit.jupiter.api.Tag("stress")
    void readersOnAThirdThreadSeeOnlyPresentElementsInOrder(BoundedHost host) throws Exception {
        int n = 1_000_000;
        BlockingQueue<Integer> q = host.of(4, QUIET_RING);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        CountDownLatch done = new CountDownLatch(2);
        // taken: the count of elements the consumer has polled, published after each poll
        long[] taken = new long[1];
        Object lock = new Object();
        Thread producer = new Thread(() -> {
            for (int i = 0; i < n; i++) {
                while (!q.offer(i)) {
                    Thread.onSpinWait();
                }
            }
            done.countDown();
        });
        Thread consumer = new Thread(() -> {
            try {
                takeInOrder(q, n, i -> {
                    synchronized (lock) {
                        taken[0] = i;
                    }
                });
            } catch (Throwable t) {
                failure.set(t);
            }
            done.countDown();
        });
        producer.start();
        consumer.start();
        long checks = 0;
        while (done.getCount() > 0 && failure.get() == null) {
            long before;
            synchronized (lock) {
                before = taken[0];
            }
            Integer head = q.peek();
            long after;
            synchronized (lock) {
                after = taken[0];
            }
            // The head when the peek took effect: not taken before it, and at most one past what was published
            // after it (the consumer publishes its count after each poll). An element of a later lap (4 on) read
            // from the head's slot would fall outside.
            if (head != null && (head < before || head > after + 1)) {
                failure.compareAndSet(null, new AssertionError("peeked " + head + " between " + before + " and "
                        + after + " taken"));
            }
            int size = q.size();
            if (size < 0 || size > 4) {
                failure.compareAndSet(null, new AssertionError("size " + size));
            }
            int last = -1;
            for (Iterator<Integer> it = q.iterator(); it.hasNext(); ) {
                int e = it.next();
                if (e <= last || e < before) {
                    failure.compareAndSet(null, new AssertionError("iterated " + e + " after " + last
                            + " with " + before + " taken"));
                }
                last = e;
            }
            checks++;
        }
        producer.join();
        consumer.join();
        if (failure.get() != null) {
            throw new AssertionError(failure.get());
        }
        assertTrue(checks > 0);
        assertTrue(q.isEmpty());
    }

    /**
     * The consumer of the hand-over tests: polls {@code n} elements, spinning while the ring is empty, checks that they
     * come as 0, 1, 2..., and passes the count taken so far to {@code afterEach}.
     */
    private static void takeInOrder(java.util.Queue<Integer> q, int n, java.util.function.IntConsumer afterEach) {
        for (int taken = 0; taken < n; ) {
            Integer e = q.poll();
            if (e == null) {
                Thread.onSpinWait();
                continue;
            }
            if (e != taken) {
                throw new AssertionError("polled " + e + ", expected " + taken);
            }
            afterEach.accept(++taken);
        }
    }
}
