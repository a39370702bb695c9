package dev.tempered.runtime.v1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The removal operations of the single-consumer forms under running producers (issue 35), in every ring storage and
 * in the segmented-sc form's (the consumer's front): the producers put 0..N-1 between them (producer p the values
 * {@code i} with {@code i % P == p}; blocking where bounded, so the room a removal frees must wake them; one producer
 * for a ring, three for segmented-sc), the consumer takes them and now and then removes some ahead of it
 * (remove(Object), removeIf, removeAll, retainAll, Iterator.remove), and a third thread walks the queue meanwhile
 * (weakly consistent: it must not fail). Every element produced is either taken or removed, exactly once, and each
 * producer's taken ones come in its order. Checks on (throw) and off.
 */
@Timeout(200)
@org.junit.jupiter.api.Tag("stress")
class RemovalStressTest {
    private static final int ELEMENTS = Boolean.getBoolean("tempered.stress") ? 5_000_000 : 100_000;

    static List<Cases.Case> cases() {
        int u = Cases.UNBOUNDED;
        List<Cases.Case> cases = new ArrayList<>();
        for (String checks : new String[] {"off", "throw"}) {
            for (Cases.Case c : List.of(new Cases.Case(Cases.Kind.ABQ, Cases.FormSpec.RING, 64),
                    new Cases.Case(Cases.Kind.ABQ, Cases.FormSpec.RING, 3),
                    new Cases.Case(Cases.Kind.LBQ, Cases.FormSpec.RING, 16),
                    new Cases.Case(Cases.Kind.LBQ, Cases.FormSpec.RING, u),
                    new Cases.Case(Cases.Kind.LBQ, Cases.FormSpec.RING, 70_000),
                    new Cases.Case(Cases.Kind.LBD, Cases.FormSpec.RING, 10),
                    new Cases.Case(Cases.Kind.LTQ, Cases.FormSpec.RING, u),
                    new Cases.Case(Cases.Kind.ABQ, Cases.FormSpec.SC, 64),
                    new Cases.Case(Cases.Kind.ABQ, Cases.FormSpec.SC, 3),
                    new Cases.Case(Cases.Kind.LBQ, Cases.FormSpec.SC, 16),
                    new Cases.Case(Cases.Kind.LBQ, Cases.FormSpec.SC, u),
                    new Cases.Case(Cases.Kind.LBQ, Cases.FormSpec.SC, 70_000),
                    new Cases.Case(Cases.Kind.LBD, Cases.FormSpec.SC, 10),
                    new Cases.Case(Cases.Kind.LTQ, Cases.FormSpec.SC, u))) {
                cases.add(checks.equals("off") ? c : c.checked());
            }
        }
        return cases;
    }

    /** one producer where the form proves one, three where it allows many */
    private static int producers(Cases.Case c) {
        return c.form.singleProducer ? 1 : 3;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void everyElementIsTakenOrRemovedExactlyOnce(Cases.Case c) throws Exception {
        BlockingQueue<Integer> q = (BlockingQueue<Integer>) c.substitute();
        int n = ELEMENTS;
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicBoolean done = new AtomicBoolean();
        int p = producers(c);
        List<Thread> producerThreads = new ArrayList<>();
        for (int k = 0; k < p; k++) {
            int first = k;
            producerThreads.add(new Thread(() -> {
                try {
                    for (int i = first; i < n; i += p) {
                        q.put(i);
                    }
                } catch (Throwable t) {
                    failure.compareAndSet(null, t);
                }
            }, "producer-" + k));
        }
        Thread walker = new Thread(() -> { // weakly consistent reads from a third thread: never an exception
            try {
                while (!done.get()) {
                    int sum = 0;
                    for (Integer e : q) {
                        sum += e;
                    }
                    if (q.contains(-1) || q.toArray().length < 0 || sum == Integer.MIN_VALUE) {
                        throw new AssertionError("impossible");
                    }
                    Thread.yield();
                }
            } catch (Throwable t) {
                failure.compareAndSet(null, t);
            }
        }, "walker");
        BitSet seen = new BitSet(n);
        int[] lastTaken = new int[p]; // per producer
        java.util.Arrays.fill(lastTaken, -1);
        int newest = -1;
        int[] accounted = {0};
        producerThreads.forEach(Thread::start);
        walker.start();
        ThreadLocalRandom r = ThreadLocalRandom.current();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (accounted[0] < n) {
            assertTrue(System.nanoTime() < deadline, c + ": stuck at " + accounted[0] + " of " + n);
            assertNull(failure.get());
            if (r.nextInt(64) == 0) {
                removeSome(q, r, newest, seen, accounted, c);
                continue;
            }
            Integer e = q.poll(100, TimeUnit.MILLISECONDS);
            if (e == null) {
                continue;
            }
            assertTrue(e > lastTaken[e % p], c + ": took " + e + " after " + lastTaken[e % p]);
            lastTaken[e % p] = e;
            newest = Math.max(newest, e);
            mark(seen, e, accounted, c);
        }
        for (Thread producer : producerThreads) {
            producer.join(TimeUnit.SECONDS.toMillis(30));
            assertFalse(producer.isAlive());
        }
        done.set(true);
        walker.join(TimeUnit.SECONDS.toMillis(30));
        assertNull(failure.get());
        assertEquals(n, seen.cardinality());
        assertTrue(q.isEmpty());
    }

    /** One removal operation, on elements after the last taken; what it removed is marked seen. */
    private static void removeSome(BlockingQueue<Integer> q, ThreadLocalRandom r, int last, BitSet seen,
            int[] accounted, Cases.Case c) {
        switch (r.nextInt(5)) {
            case 0: {
                Integer o = last + 1 + r.nextInt(8);
                if (q.remove(o)) {
                    mark(seen, o, accounted, c);
                }
                break;
            }
            case 1: {
                int k = r.nextInt(7);
                List<Integer> dropped = new ArrayList<>();
                q.removeIf(e -> {
                    boolean d = e % 7 == k;
                    if (d) {
                        dropped.add(e);
                    }
                    return d;
                });
                for (Integer e : dropped) {
                    mark(seen, e, accounted, c);
                }
                break;
            }
            case 2: {
                List<Integer> targets = List.of(last + 2, last + 3 + r.nextInt(5));
                List<Integer> dropped = new ArrayList<>();
                q.removeAll(recording(targets::contains, true, dropped));
                for (Integer e : dropped) {
                    mark(seen, e, accounted, c);
                }
                break;
            }
            case 3: {
                List<Integer> dropped = new ArrayList<>();
                q.retainAll(recording(o -> (Integer) o % 11 != 4, false, dropped));
                for (Integer e : dropped) {
                    mark(seen, e, accounted, c);
                }
                break;
            }
            default: {
                Iterator<Integer> it = q.iterator();
                for (int i = 0; i < 3 && it.hasNext(); i++) {
                    Integer e = it.next();
                    if (e % 2 == 0) {
                        it.remove(); // only the consumer takes, and it is here: e is still in the queue
                        mark(seen, e, accounted, c);
                    }
                }
            }
        }
    }

    /**
     * A collection whose contains is {@code test}, recording each element it answers {@code record} for. The
     * runtime's removal asks once per stored element, so the record is what removeAll (true) or retainAll (false)
     * dropped.
     */
    private static java.util.Collection<Integer> recording(java.util.function.Predicate<Object> test, boolean record,
            List<Integer> yes) {
        return new java.util.AbstractCollection<Integer>() {
            @Override
            public boolean contains(Object o) {
                boolean t = test.test(o);
                if (t == record) {
                    yes.add((Integer) o);
                }
                return t;
            }

            @Override
            public Iterator<Integer> iterator() {
                throw new UnsupportedOperationException();
            }

            @Override
            public int size() {
                throw new UnsupportedOperationException();
            }
        };
    }

    private static void mark(BitSet seen, int e, int[] accounted, Cases.Case c) {
        assertFalse(seen.get(e), c + ": " + e + " taken or removed twice");
        seen.set(e);
        accounted[0]++;
    }
}
