package dev.tempered.runtime.v1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tempered.runtime.TopologyViolation;
import dev.tempered.runtime.v1.Cases.FormSpec;
import dev.tempered.runtime.v1.Cases.Kind;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Fail-stop (issue 35): once a side guard finds a violation, the queue is stopped. Every later operation, by any
 * thread, throws; every thread parked on the queue wakes and throws; the violation is printed once to standard error
 * naming both threads and the site; and the offending operation fails before it writes. Each scenario forces the
 * overlap with a handshake: the first thread is held inside a marked operation (addAll's iterator, drainTo's target)
 * while the second enters.
 */
class FailStopTest {
    private static final AtomicInteger SITES = new AtomicInteger();
    private static final long BOUND_MS = 10_000;
    private PrintStream savedErr;
    private ByteArrayOutputStream err;

    @BeforeEach
    void captureStderr() {
        savedErr = System.err;
        err = new ByteArrayOutputStream();
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void restoreStderr() {
        System.setErr(savedErr);
    }

    /** A spec whose site no other test uses, so that its report line is this scenario's alone. */
    private static String spec(FormSpec form, String checks, boolean quiet, String at) {
        return "v1|form=" + form.form + "|checks=" + checks + "|topology=" + form.topology + "|at=" + at
                + "|site=t/FailStop.m()V#" + SITES.get() + (quiet ? "|waits=none" : "");
    }

    private static String newSite() {
        return "FailStop.java:" + SITES.incrementAndGet();
    }

    // ---- the matrix: each form, each throw mode, blocking and non-blocking operations

    private static final int[] CAPACITIES = {4, 70_000, Cases.UNBOUNDED};

    @Test
    void everyFormStopsOnAProducerViolation() throws Exception {
        int scenarios = 0;
        for (FormSpec form : List.of(FormSpec.RING, FormSpec.SP)) {
            for (Kind kind : Kind.values()) {
                for (int capacity : CAPACITIES) {
                    if (!fits(kind, capacity)) {
                        continue;
                    }
                    for (String checks : List.of("throw", "strict-throw")) {
                        for (boolean quiet : new boolean[] {false, true}) {
                            for (boolean constructed : new boolean[] {false, true}) {
                                for (boolean blocking : new boolean[] {false, true}) {
                                    String at = newSite();
                                    String spec = spec(form, checks, quiet, at);
                                    Queue<Integer> q = constructed ? Cases.constructed(kind, capacity, spec)
                                            : Cases.substitute(kind, capacity, spec);
                                    if (blocking && !(q instanceof BlockingQueue)) {
                                        continue;
                                    }
                                    producerViolation(q, at, blocking, checks, q.getClass().getName() + " " + spec);
                                    scenarios++;
                                }
                            }
                        }
                    }
                }
            }
        }
        assertTrue(scenarios > 100, "scenarios: " + scenarios);
    }

    @Test
    void everyFormStopsOnAConsumerViolation() throws Exception {
        int scenarios = 0;
        for (FormSpec form : List.of(FormSpec.RING, FormSpec.SC)) {
            for (Kind kind : Kind.values()) {
                if (kind == Kind.CLQ) {
                    continue; // no drainTo to hold a consumer inside: see the strict sequential test below
                }
                for (int capacity : CAPACITIES) {
                    if (!fits(kind, capacity)) {
                        continue;
                    }
                    for (String checks : List.of("throw", "strict-throw")) {
                        for (boolean quiet : new boolean[] {false, true}) {
                            for (boolean constructed : new boolean[] {false, true}) {
                                for (int second = 0; second < 3; second++) {
                                    String at = newSite();
                                    String spec = spec(form, checks, quiet, at);
                                    Queue<Integer> q = constructed ? Cases.constructed(kind, capacity, spec)
                                            : Cases.substitute(kind, capacity, spec);
                                    consumerViolation((BlockingQueue<Integer>) q, at, second, checks,
                                            q.getClass().getName() + " " + spec + " second op " + second);
                                    scenarios++;
                                }
                            }
                        }
                    }
                }
            }
        }
        assertTrue(scenarios > 100, "scenarios: " + scenarios);
    }

    @Test
    void aStrictConcurrentLinkedQueueStopsOnASecondConsumer() throws Exception {
        for (FormSpec form : List.of(FormSpec.RING, FormSpec.SC)) {
            String at = newSite();
            Queue<Integer> q = Cases.substitute(Kind.CLQ, Cases.UNBOUNDED, spec(form, "strict-throw", false, at));
            q.offer(1);
            assertEquals(null, Running.start("first-thread", q::poll).join("CLQ"));
            Throwable second = Running.start("second-thread", q::poll).join("CLQ");
            assertTrue(second instanceof TopologyViolation, String.valueOf(second));
            assertEverythingThrows(q, form + " CLQ");
            assertReportedOnce(at, form + " CLQ");
        }
    }

    private static boolean fits(Kind kind, int capacity) {
        switch (kind) {
            case ABQ: return capacity != Cases.UNBOUNDED;
            case CLQ: case LTQ: return capacity == Cases.UNBOUNDED;
            default: return true;
        }
    }

    /**
     * "first-thread" is held inside addAll (after its first element) while "second-thread" offers or puts; a consumer
     * parked in take must wake and throw.
     */
    private void producerViolation(Queue<Integer> q, String at, boolean blocking, String checks, String what)
            throws Exception {
        BlockingQueue<Integer> bq = q instanceof BlockingQueue ? (BlockingQueue<Integer>) q : null;
        Looping parked = null;
        if (bq != null) {
            parked = Looping.start("parked-consumer", bq::take);
            parked.awaitParked(0, what);
        }
        HeldInside held = new HeldInside();
        Running first = Running.start("first-thread", () -> q.addAll(held));
        held.awaitInside(what);
        if (parked != null) {
            parked.awaitParked(1, what); // it took the first element and waits again
        }
        int size = q.size();
        Running second = Running.start("second-thread", () -> {
            if (blocking) {
                bq.put(2);
            } else {
                q.offer(2);
            }
           return null;
        });
        Throwable caught = second.join(what);
        assertTrue(caught instanceof TopologyViolation, what + ": " + caught);
        assertNames(caught.getMessage(), at, "producer", what);
        assertEquals(size, q.size(), what + ": the offending operation failed before it wrote");
        if (parked != null) {
            assertTrue(parked.join(what) instanceof TopologyViolation, what + ": the parked consumer threw");
        }
        held.release();
        Throwable firstFailure = first.join(what);
        if (!checks.startsWith("strict")) {
            // the held operation re-checks at exit and finds the queue stopped (a strict owner does not re-check)
            assertTrue(firstFailure instanceof TopologyViolation, what + ": " + firstFailure);
        }
        assertEverythingThrows(q, what);
        assertReportedOnce(at, what);
    }

    /**
     * "first-thread" is held inside drainTo (its target's add) while "second-thread" polls, takes or removes an element
     * ({@code secondOp} 0, 1, 2); on a bounded queue
     * a producer parked in put must wake and throw.
     */
    private void consumerViolation(BlockingQueue<Integer> q, String at, int secondOp, String checks, String what)
            throws Exception {
        Looping parked = null;
        if (q.remainingCapacity() == Integer.MAX_VALUE) {
            q.offer(0);
        } else {
            // the only producer, from the first element on (strict: the first producer is the producer for good)
            AtomicInteger next = new AtomicInteger();
            parked = Looping.start("parked-producer", () -> {
                q.put(next.getAndIncrement());
                return null;
            });
            parked.awaitParkedWhile(() -> q.remainingCapacity() > 0, what);
        }
        HeldInside held = new HeldInside();
        Running first = Running.start("first-thread", () -> q.drainTo(held));
        held.awaitInside(what);
        if (parked != null) {
            parked.awaitParkedWhile(() -> q.remainingCapacity() > 0, what); // refilled what the drain took
        }
        int size = q.size();
        Running second = Running.start("second-thread", () -> {
            if (secondOp == 1) {
                q.take();
            } else if (secondOp == 2) {
                q.remove((Object) 0); // removal is a consumer operation of both forms (issue 35), guarded like poll
            } else {
                q.poll();
            }
           return null;
        });
        Throwable caught = second.join(what);
        assertTrue(caught instanceof TopologyViolation, what + ": " + caught);
        assertNames(caught.getMessage(), at, "consumer", what);
        assertEquals(size, q.size(), what + ": the offending operation failed before it took");
        if (parked != null) {
            assertTrue(parked.join(what) instanceof TopologyViolation, what + ": the parked producer threw");
        }
        held.release();
        Throwable firstFailure = first.join(what);
        if (!checks.startsWith("strict")) {
            assertTrue(firstFailure instanceof TopologyViolation, what + ": " + firstFailure);
        }
        assertEverythingThrows(q, what);
        for (Op removal : List.<Op>of(() -> q.remove((Object) 9), () -> q.removeIf(e -> true),
                () -> q.retainAll(List.of()))) {
            Throwable later = Running.start("later-thread", removal::call).join(what + " removal");
            assertTrue(later instanceof TopologyViolation, what + ": a removal on a new thread: " + later);
        }
        assertReportedOnce(at, what);
    }

    private static void assertNames(String msg, String at, String side, String what) {
        assertTrue(msg.contains(at + " (site") && msg.contains(side + " side"), what + ": " + msg);
        assertTrue(msg.contains("\"first-thread\"") && msg.contains("\"second-thread\""), what + ": " + msg);
    }

    /** Every producer and consumer operation, from a new thread and from this one, throws at once. */
    private static void assertEverythingThrows(Queue<Integer> q, String what) throws Exception {
        List<Op> ops = new ArrayList<>(List.of(
                () -> q.offer(9), () -> q.add(9), q::poll, q::peek, q::remove, q::element,
                () -> q.addAll(List.of(9)), () -> {
                    q.clear();
                    return null;
                }));
        if (q instanceof BlockingQueue) {
            BlockingQueue<Integer> bq = (BlockingQueue<Integer>) q;
            ops.addAll(List.of(() -> {
                bq.put(9);
                return null;
            }, bq::take, () -> bq.offer(9, 1, TimeUnit.SECONDS), () -> bq.poll(1, TimeUnit.SECONDS),
                    () -> bq.drainTo(new ArrayList<>())));
        }
        for (int i = 0; i < ops.size(); i++) {
            Op op = ops.get(i);
            int index = i;
            Throwable later = Running.start("later-thread", op::call).join(what + " op " + index);
            assertTrue(later instanceof TopologyViolation, what + ": op " + index + " on a new thread: " + later);
            try {
                op.call();
                fail(what + ": op " + index + " on the test thread did not throw");
            } catch (TopologyViolation expected) {
                assertTrue(expected.getMessage().contains("stopped"), expected.getMessage());
            }
        }
        q.size(); // reads still answer: they change nothing (toString in a log line, a debugger)
    }

    private void assertReportedOnce(String at, String what) {
        List<String> lines = err.toString(StandardCharsets.UTF_8).lines().filter(l -> l.contains(at + " (site"))
                .collect(Collectors.toList());
        List<String> mine = lines.stream().filter(l -> l.contains("topology violation")).collect(Collectors.toList());
        assertEquals(1, mine.size(), what + ": " + lines);
        assertTrue(mine.get(0).contains("\"first-thread\"") && mine.get(0).contains("\"second-thread\"")
                && mine.get(0).contains("stopped"), mine.get(0));
    }

    // ---- a library that swallows every exception

    /**
     * The shape of logback's AsyncAppender: doAppend puts into a bounded queue and swallows whatever the put throws;
     * one worker takes and dies on anything but an interrupt; stop interrupts the worker and waits for it. A ring
     * given to four appending threads must not hang the program: it stops, prints the violation once, and every
     * thread finishes. logback's queue is an ArrayBlockingQueue; the bounded LinkedBlockingQueue and
     * LinkedBlockingDeque rings, whose storage and waiting differ, are given the same misuse.
     */
    @Test
    void aLibraryThatSwallowsExceptionsDoesNotHangOnAStoppedRing() throws Exception {
        for (Kind kind : List.of(Kind.ABQ, Kind.LBQ, Kind.LBD)) {
            for (String checks : List.of("throw", "strict-throw")) {
                for (boolean constructed : new boolean[] {false, true}) {
                    String at = newSite();
                    String spec = spec(FormSpec.RING, checks, false, at);
                    String what = kind + " " + checks + (constructed ? " constructed" : "");
                    BlockingQueue<Integer> q = (BlockingQueue<Integer>) (constructed
                            ? Cases.constructed(kind, 256, spec) : Cases.substitute(kind, 256, spec));
                    SwallowingAppender appender = new SwallowingAppender(q);
                    long start = System.nanoTime();
                    List<Thread> threads = new ArrayList<>();
                    for (int p = 0; p < 4; p++) {
                        int base = p * 1_000_000;
                        Thread t = new Thread(() -> {
                            for (int i = 0; i < 20_000; i++) {
                                appender.doAppend(base + i);
                            }
                        }, "appender-" + p);
                        threads.add(t);
                        t.start();
                    }
                    for (Thread t : threads) {
                        t.join(BOUND_MS);
                        assertFalse(t.isAlive(), what + ": " + t.getName() + " hangs: " + stack(t));
                    }
                    appender.stop();
                    assertFalse(appender.worker.isAlive(), what + ": the worker hangs: " + stack(appender.worker));
                    assertTrue(System.nanoTime() - start < TimeUnit.MILLISECONDS.toNanos(3 * BOUND_MS), what);
                    assertTrue(appender.swallowed.get() > 0, what + ": no append failed");
                    assertTrue(appender.workerDeath.get() instanceof TopologyViolation,
                            what + ": worker ended with " + appender.workerDeath.get());
                    List<String> lines = err.toString(StandardCharsets.UTF_8).lines()
                            .filter(l -> l.contains(at + " (site") && l.contains("topology violation"))
                            .collect(Collectors.toList());
                    assertEquals(1, lines.size(), what + ": " + lines);
                    // both threads named: the producer side's owner and the appender that entered beside it
                    long named = java.util.regex.Pattern.compile("\"appender-[0-3]\"").matcher(lines.get(0))
                            .results().map(java.util.regex.MatchResult::group).distinct().count();
                    assertEquals(2, named, what + ": " + lines.get(0));
                }
            }
        }
    }

    /** As logback's AsyncAppenderBase: the parts that decide whether a violation hangs the program. */
    private static final class SwallowingAppender {
        final BlockingQueue<Integer> queue;
        final AtomicInteger swallowed = new AtomicInteger();
        final AtomicReference<Throwable> workerDeath = new AtomicReference<>();
        volatile boolean started = true;
        final Thread worker;

        SwallowingAppender(BlockingQueue<Integer> queue) {
            this.queue = queue;
            this.worker = new Thread(() -> {
                try {
                    while (started) {
                        try {
                            queue.take();
                        } catch (InterruptedException e) {
                            break;
                        }
                    }
                } catch (Throwable t) {
                    workerDeath.set(t); // logback's worker has no catch for it: the thread dies
                }
            }, "async-worker");
            worker.start();
        }

        void doAppend(Integer event) {
            try {
                queue.put(event);
            } catch (Exception e) {
                swallowed.incrementAndGet(); // logback: addStatus(...), never rethrown
            }
        }

        void stop() throws InterruptedException {
            started = false;
            worker.interrupt();
            worker.join(BOUND_MS);
        }
    }

    // ---- handshakes

    @FunctionalInterface
    private interface Op {
        Object call() throws Exception;
    }

    /** A thread running one action; join returns what it threw (null if nothing), failing after the bound. */
    private static final class Running {
        final Thread thread;
        final AtomicReference<Throwable> failure = new AtomicReference<>();

        private Running(String name, Op action) {
            thread = new Thread(() -> {
                try {
                    action.call();
                } catch (Throwable t) {
                    failure.set(t);
                }
            }, name);
        }

        static Running start(String name, Op action) {
            Running r = new Running(name, action);
            r.thread.start();
            return r;
        }

        Throwable join(String what) throws InterruptedException {
            thread.join(BOUND_MS);
            assertFalse(thread.isAlive(), what + ": " + thread.getName() + " hangs: " + stack(thread));
            return failure.get();
        }
    }

    /** A thread repeating one blocking action until it throws; counts the rounds that returned. */
    private static final class Looping {
        final Running running;
        final AtomicInteger rounds = new AtomicInteger();

        private Looping(String name, Op action) {
            running = Running.start(name, () -> {
                for (;;) {
                    action.call();
                    rounds.incrementAndGet();
                }
            });
        }

        static Looping start(String name, Op action) {
            return new Looping(name, action);
        }

        /** Waits until {@code done} rounds returned and the thread is parked in the next. */
        void awaitParked(int done, String what) throws InterruptedException {
            awaitParkedWhile(() -> rounds.get() < done, what);
        }

        void awaitParkedWhile(java.util.function.BooleanSupplier notYet, String what) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(BOUND_MS);
            for (;;) {
                Thread.State s = running.thread.getState();
                // parked: WAITING, or TIMED_WAITING in a bounded back-off (a quiet core, or before the first signal)
                if (!notYet.getAsBoolean() && (s == Thread.State.WAITING || s == Thread.State.TIMED_WAITING)) {
                    return;
                }
                if (System.nanoTime() - deadline > 0) {
                    fail(what + ": " + running.thread.getName() + " never parked: " + s + " "
                            + running.failure.get());
                }
                Thread.sleep(1);
            }
        }

        Throwable join(String what) throws InterruptedException {
            return running.join(what);
        }
    }

    private static String stack(Thread t) {
        StringBuilder sb = new StringBuilder();
        for (StackTraceElement e : t.getStackTrace()) {
            sb.append("\n  at ").append(e);
        }
        return sb.toString();
    }
}
