package dev.tempered.runtime.v1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Multi-threaded hand-over within each form's topology: every element produced is consumed exactly once (a bit per
 * element, counts and a checksum against the serial oracle), and each consumer sees each producer's elements in
 * order (FIFO). Blocking (put/take, timed offer/poll) and non-blocking (offer/poll with yield) variants; contract
 * checks are on in "throw" mode (quiet runs name theirs), so a false positive fails the run too. -Pstress runs 25x more
 * elements per case.
 */
@org.junit.jupiter.api.Tag("stress")
class ExactlyOnceStressTest {
    private static final int ELEMENTS = Boolean.getBoolean("tempered.stress") ? 50_000_000 : 2_000_000;

    enum Mode { BLOCKING, TIMED, SPIN }

    static final class Run {
        final Cases.Case c;
        final int producers;
        final int consumers;
        final Mode mode;
        final String checks;
        final int elements;

        Run(Cases.Kind kind, Cases.FormSpec form, int capacity, Mode mode) {
            this(new Cases.Case(kind, form, capacity), mode, "throw", ELEMENTS);
        }

        private Run(Cases.Case c, Mode mode, String checks, int elements) {
            this.c = c;
            this.producers = c.form.singleProducer ? 1 : 3;
            this.consumers = c.form.singleConsumer ? 1 : 3;
            this.mode = mode;
            this.checks = checks;
            this.elements = elements;
        }

        /** The same run with checks off: the unchecked paths, such as the ring kept inline (decision 0045). */
        static Run unchecked(Cases.Kind kind, Cases.FormSpec form, int capacity, Mode mode) {
            return new Run(new Cases.Case(kind, form, capacity), mode, "off", ELEMENTS);
        }

        /**
         * The same run on a quiet core ({@code waits=none}). Waiting modes there exercise the fallback for a wrong
         * manifest: no wake-up is signalled, every park is bounded; a tenth of the elements, since each park may
         * last up to the 1 ms back-off.
         */
        static Run quiet(Cases.Kind kind, Cases.FormSpec form, int capacity, Mode mode, String checks) {
            return new Run(new Cases.Case(kind, form, capacity, true), mode, checks,
                    mode == Mode.SPIN ? ELEMENTS : ELEMENTS / 10);
        }

        @Override
        public String toString() {
            return c + " " + producers + "P" + consumers + "C " + mode + " checks=" + checks;
        }
    }

    static List<Run> runs() {
        int u = Cases.UNBOUNDED;
        List<Run> runs = new ArrayList<>();
        runs.add(new Run(Cases.Kind.ABQ, Cases.FormSpec.RING, 64, Mode.BLOCKING));
        runs.add(new Run(Cases.Kind.LBQ, Cases.FormSpec.RING, u, Mode.BLOCKING));
        runs.add(new Run(Cases.Kind.CLQ, Cases.FormSpec.RING, u, Mode.SPIN));
        runs.add(new Run(Cases.Kind.LBQ, Cases.FormSpec.RING, 70_000, Mode.TIMED));
        runs.add(new Run(Cases.Kind.LBQ, Cases.FormSpec.SC, 1000, Mode.BLOCKING));
        runs.add(new Run(Cases.Kind.LTQ, Cases.FormSpec.SC, u, Mode.BLOCKING));
        runs.add(new Run(Cases.Kind.LBD, Cases.FormSpec.SC, 70_000, Mode.SPIN));
        runs.add(new Run(Cases.Kind.LBD, Cases.FormSpec.SP, 100, Mode.BLOCKING));
        runs.add(new Run(Cases.Kind.LBQ, Cases.FormSpec.SP, u, Mode.TIMED));
        runs.add(new Run(Cases.Kind.LBQ, Cases.FormSpec.SP, 70_000, Mode.BLOCKING));
        runs.add(new Run(Cases.Kind.ABQ, Cases.FormSpec.MPMC, 128, Mode.BLOCKING));
        runs.add(new Run(Cases.Kind.LBQ, Cases.FormSpec.MPMC, u, Mode.TIMED));
        runs.add(new Run(Cases.Kind.CLQ, Cases.FormSpec.MPMC, u, Mode.SPIN));
        // quiet cores: the unchecked fast paths without signals (array ring, linked ring, storage), the checked path,
        // and threads that wait although the spec says none does
        runs.add(Run.quiet(Cases.Kind.ABQ, Cases.FormSpec.RING, 64, Mode.SPIN, "off"));
        runs.add(Run.quiet(Cases.Kind.LBQ, Cases.FormSpec.RING, u, Mode.SPIN, "off"));
        runs.add(Run.quiet(Cases.Kind.LBQ, Cases.FormSpec.SC, 1000, Mode.SPIN, "off"));
        runs.add(Run.quiet(Cases.Kind.LBQ, Cases.FormSpec.SP, 100, Mode.SPIN, "throw"));
        runs.add(Run.quiet(Cases.Kind.ABQ, Cases.FormSpec.RING, 64, Mode.BLOCKING, "off"));
        runs.add(Run.quiet(Cases.Kind.LBQ, Cases.FormSpec.SC, 100, Mode.BLOCKING, "throw"));
        runs.add(Run.quiet(Cases.Kind.LBQ, Cases.FormSpec.SP, u, Mode.TIMED, "off"));
        // the ring the ArrayBlockingQueue substitute keeps in its own fields (decision 0038), at its smallest size
        runs.add(Run.quiet(Cases.Kind.ABQ, Cases.FormSpec.RING, 4, Mode.SPIN, "off"));
        runs.add(Run.quiet(Cases.Kind.ABQ, Cases.FormSpec.RING, 4, Mode.TIMED, "off"));
        runs.add(Run.quiet(Cases.Kind.ABQ, Cases.FormSpec.RING, 64, Mode.SPIN, "throw")); // its own guards
        // and below its array's size (decision 0040): the producer reads the consumer's index for the capacity
        runs.add(Run.quiet(Cases.Kind.ABQ, Cases.FormSpec.RING, 3, Mode.SPIN, "off"));
        runs.add(Run.quiet(Cases.Kind.ABQ, Cases.FormSpec.RING, 1000, Mode.SPIN, "throw"));
        // the unbounded ring the LinkedBlockingQueue substitute keeps in its own fields (decision 0045): checks off,
        // where a thread waits (the offer signals the core's taker) and where none does (the quiet SPIN run above);
        // the checked runs above keep the core's ring
        runs.add(Run.unchecked(Cases.Kind.LBQ, Cases.FormSpec.RING, u, Mode.BLOCKING));
        runs.add(Run.unchecked(Cases.Kind.LBQ, Cases.FormSpec.RING, u, Mode.TIMED));
        // and the same ring in the other linked substitutes (decision 0047), one run each
        runs.add(Run.unchecked(Cases.Kind.CLQ, Cases.FormSpec.RING, u, Mode.SPIN));
        runs.add(Run.unchecked(Cases.Kind.LTQ, Cases.FormSpec.RING, u, Mode.BLOCKING));
        runs.add(Run.unchecked(Cases.Kind.LBD, Cases.FormSpec.RING, u, Mode.TIMED));
        // the bounded ring the LinkedBlockingQueue and LinkedBlockingDeque substitutes keep in the same generated
        // fields (decision 0049): blocking at a capacity below its array's size, spinning at its array's size, checked
        runs.add(Run.unchecked(Cases.Kind.LBQ, Cases.FormSpec.RING, 1000, Mode.BLOCKING));
        runs.add(Run.quiet(Cases.Kind.LBQ, Cases.FormSpec.RING, 4, Mode.SPIN, "off"));
        runs.add(new Run(Cases.Kind.LBD, Cases.FormSpec.RING, 3, Mode.TIMED));
        return runs;
    }

    /** compared by identity: a fresh box, never equal (==) to a produced element */
    @SuppressWarnings("removal")
    private static final Integer POISON = new Integer(-1);

    @ParameterizedTest(name = "{0}")
    @MethodSource("runs")
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void everyElementIsConsumedExactlyOnce(Run run) throws Exception {
        Queue<Integer> q = run.c.substitute(run.checks);
        int perProducer = run.elements / run.producers;
        int total = perProducer * run.producers;
        AtomicInteger producersLeft = new AtomicInteger(run.producers);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        BitSet[] seen = new BitSet[run.consumers];
        long[] sums = new long[run.consumers];
        int[] counts = new int[run.consumers];
        List<Thread> threads = new ArrayList<>();
        for (int p = 0; p < run.producers; p++) {
            int base = p * perProducer;
            threads.add(new Thread(() -> {
                try {
                    for (int i = 0; i < perProducer; i++) {
                        send(q, base + i, run.mode); // boxed per element: keeps -Pstress (50M) heap-light
                    }
                    if (producersLeft.decrementAndGet() == 0) { // the last producer: all elements precede the pills
                        for (int k = 0; k < run.consumers; k++) {
                            send(q, POISON, run.mode);
                        }
                    }
                } catch (Throwable t) {
                    failure.compareAndSet(null, t);
                }
            }, "producer-" + p));
        }
        for (int k = 0; k < run.consumers; k++) {
            int me = k;
            seen[me] = new BitSet(total);
            threads.add(new Thread(() -> {
                try {
                    int[] lastPerProducer = new int[run.producers];
                    java.util.Arrays.fill(lastPerProducer, -1);
                    for (;;) {
                        Integer v = receive(q, run.mode);
                        if (v == POISON) {
                            return;
                        }
                        int x = v;
                        int producer = x / perProducer;
                        if (x <= lastPerProducer[producer]) {
                            throw new AssertionError("FIFO broken: " + x + " after " + lastPerProducer[producer]);
                        }
                        lastPerProducer[producer] = x;
                        seen[me].set(x);
                        sums[me] += x;
                        counts[me]++;
                    }
                } catch (Throwable t) {
                    failure.compareAndSet(null, t);
                }
            }, "consumer-" + k));
        }
        long start = System.nanoTime();
        threads.forEach(Thread::start);
        for (Thread t : threads) {
            t.join();
        }
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertNull(failure.get(), () -> "failure: " + failure.get());
        BitSet all = new BitSet(total);
        long sum = 0;
        int count = 0;
        for (int k = 0; k < run.consumers; k++) {
            assertTrue(!all.intersects(seen[k]), "an element was consumed twice");
            all.or(seen[k]);
            sum += sums[k];
            count += counts[k];
        }
        assertEquals(total, count, "count");
        assertEquals(total, all.cardinality(), "distinct elements");
        assertEquals((long) total * (total - 1) / 2, sum, "checksum");
        assertTrue(q.isEmpty() && q.size() == 0, "queue left non-empty");
        System.out.println("stress " + run + ": " + total + " elements in " + ms + " ms");
    }

    private static void send(Queue<Integer> q, Integer v, Mode mode) throws InterruptedException {
        switch (mode) {
            case BLOCKING:
                ((BlockingQueue<Integer>) q).put(v);
                return;
            case TIMED:
                while (!((BlockingQueue<Integer>) q).offer(v, 100, TimeUnit.MICROSECONDS)) {
                    // retry: exercises the timed wait and its timeout path
                }
                return;
            default:
                while (!q.offer(v)) {
                    Thread.yield();
                }
        }
    }

    private static Integer receive(Queue<Integer> q, Mode mode) throws InterruptedException {
        Integer v;
        switch (mode) {
            case BLOCKING:
                return ((BlockingQueue<Integer>) q).take();
            case TIMED:
                while ((v = ((BlockingQueue<Integer>) q).poll(100, TimeUnit.MICROSECONDS)) == null) {
                    // retry
                }
                return v;
            default:
                while ((v = q.poll()) == null) {
                    Thread.yield();
                }
                return v;
        }
    }
}
