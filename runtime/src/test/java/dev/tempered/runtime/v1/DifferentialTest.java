package dev.tempered.runtime.v1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Queue;
import java.util.Random;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Random single-threaded operation sequences, applied to a substitute and to its JDK original, must give identical
 * results (returned values and exception classes), including capacity edges, nulls, timed and interrupted operations
 * and iteration order. Operations a form documents as unsupported must throw UnsupportedOperationException.
 */
class DifferentialTest {
    private static final int OPS = 2500;

    static List<Cases.Case> cases() {
        return Cases.all();
    }

    /** The same sequences on quiet cores ({@code waits=none}): a timed wait there parks with a bounded back-off. */
    static List<Cases.Case> quietCases() {
        return Cases.quiet();
    }

    /** The ring sites again, made by the constructor form instead of allocate (decision 0050). */
    static List<Cases.Case> constructedRingCases() {
        return Cases.constructedRings();
    }

    /** The ring sites again with checks on: allocate's checked classes, entered by one thread only (decision 0053). */
    static List<Cases.Case> checkedRingCases() {
        return Cases.checkedRings();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource({"cases", "quietCases", "constructedRingCases", "checkedRingCases"})
    void sameResultsAsTheJdkOriginal(Cases.Case c) {
        long seed = 0x7E3A9L * 31 + c.toString().hashCode();
        Random rnd = new Random(seed);
        Queue<Integer> sub = c.substitute();
        Queue<Integer> jdk = c.original();
        List<String> trace = new ArrayList<>();
        int next = 0;
        for (int i = 0; i < OPS; i++) {
            int op = rnd.nextInt(c.bounded() && c.capacity > 50 ? 12 : 30);
            if (c.bounded() && c.capacity > 50 && rnd.nextInt(4) == 0) {
                op = 0; // fill large bounds faster
            }
            Integer value = next++;
            String a = apply(op, sub, value, c);
            String b = apply(op, jdk, value, c);
            trace.add(op + ":" + b);
            if (!b.equals(a)) {
                assertEquals(b, a, c + " seed " + seed + " op#" + i + " (" + op + ") after "
                        + trace.subList(Math.max(0, trace.size() - 8), trace.size()));
            }
        }
        assertFalse(Thread.currentThread().isInterrupted());
    }

    /** One operation; the result as a string (value, or exception class). */
    private static String apply(int op, Queue<Integer> q, Integer v, Cases.Case c) {
        BlockingQueue<Integer> bq = q instanceof BlockingQueue ? (BlockingQueue<Integer>) q : null;
        try {
            switch (op) {
                case 0: case 1: case 2: return "offer " + q.offer(v);
                case 3: return "add " + q.add(v);
                case 4: case 5: return "poll " + q.poll();
                case 6: return "peek " + q.peek() + " size " + q.size() + " empty " + q.isEmpty();
                case 7: return "element " + q.element();
                case 8: return "remove " + q.remove();
                case 9: return "contains " + q.contains(v - 3) + " " + q.contains(null) + " " + q.contains("x");
                case 10: return "toArray " + Arrays.toString(q.toArray()) + " " + Arrays.toString(q.toArray(new Integer[2]));
                case 11: return "iter " + iterate(q) + " str " + q + " stream " + q.stream().map(String::valueOf).collect(Collectors.joining(","));
                case 12: return "offerNull " + q.offer(null);
                case 13: return "addAll " + q.addAll(List.of(v, v + 1000));
                case 14: return bq == null ? "n/a" : "remaining " + bq.remainingCapacity();
                case 15: return bq == null ? "n/a" : "timedOffer " + bq.offer(v, 50, TimeUnit.MICROSECONDS);
                case 16: return bq == null ? "n/a" : "timedPoll " + bq.poll(50, TimeUnit.MICROSECONDS);
                case 17: return bq == null ? "n/a" : "poll0 " + bq.poll(0, TimeUnit.SECONDS) + " offer0 " + bq.offer(v, -1, TimeUnit.SECONDS);
                case 18: { // put/take only where they cannot block on the JDK side
                    if (bq == null) {
                        return "n/a";
                    }
                    return bq.remainingCapacity() > 0 ? "put " + put(bq, v) : bq.isEmpty() ? "full+empty?" : "take " + bq.take();
                }
                case 19: {
                    if (bq == null) {
                        return "n/a";
                    }
                    List<Integer> sink = new ArrayList<>();
                    int n = bq.drainTo(sink, 2);
                    return "drainTo2 " + n + sink;
                }
                case 20: {
                    if (bq == null || c.kind == Cases.Kind.LTQ) {
                        return "n/a"; // LinkedTransferQueue hands elements to interrupted takers; JDK 17 and 25 differ
                    }
                    Thread.currentThread().interrupt();
                    String r;
                    try {
                        r = "interruptedTake " + bq.take();
                    } catch (InterruptedException e) {
                        r = "interruptedTake IE";
                    }
                    return r + " flag " + Thread.interrupted();
                }
                case 21: {
                    if (bq == null || c.kind == Cases.Kind.LTQ) {
                        return "n/a";
                    }
                    Thread.currentThread().interrupt();
                    String r;
                    try {
                        r = "interruptedOffer " + bq.offer(v, 1, TimeUnit.MILLISECONDS);
                    } catch (InterruptedException e) {
                        r = "interruptedOffer IE";
                    }
                    return r + " flag " + Thread.interrupted();
                }
                case 22: return "drainSelf " + (bq == null ? "n/a" : bq.drainTo(bq));
                case 23: return "addAllSelf " + q.addAll(q);
                case 24: return q.size() > 6 ? "clear " + clear(q) : "small";
                case 25: {
                    if (bq == null || rnd(v) != 0) {
                        return "n/a";
                    }
                    List<Integer> sink = new ArrayList<>();
                    return "drainAll " + bq.drainTo(sink) + sink;
                }
                case 26: return "forEach " + forEach(q);
                case 27: return c.form.interiorRemoval() ? interiorRemoval(q, v) : "skip";
                case 28: return "putNull " + (bq == null ? "n/a" : put(bq, null));
                default: return "size " + q.size();
            }
        } catch (Exception e) {
            return e.getClass().getSimpleName();
        }
    }

    /** One of the removal operations, chosen by {@code v}, with its result and the queue after it. */
    private static String interiorRemoval(Queue<Integer> q, int v) {
        String r;
        switch (v % 7) {
            case 0: r = "removeIf " + q.removeIf(e -> e % 7 == 3); break;
            case 1: r = "removeAll " + q.removeAll(List.of(v - 3, v - 5, v - 11)); break;
            case 2: r = "retainAll " + q.retainAll(new java.util.AbstractCollection<Integer>() {
                        @Override public boolean contains(Object o) { return (Integer) o % 5 != 2; }
                        @Override public Iterator<Integer> iterator() { throw new UnsupportedOperationException(); }
                        @Override public int size() { throw new UnsupportedOperationException(); }
                    }); break;
            case 3: {
                StringBuilder sb = new StringBuilder("iteratorRemove");
                for (Iterator<Integer> it = q.iterator(); it.hasNext(); ) {
                    Integer e = it.next();
                    if (e % 3 == 1) {
                        it.remove();
                        sb.append(' ').append(e);
                    }
                }
                r = sb.toString();
                break;
            }
            case 4:
                if (q instanceof java.util.concurrent.BlockingDeque) {
                    java.util.concurrent.BlockingDeque<Integer> d = (java.util.concurrent.BlockingDeque<Integer>) q;
                    q.offer(v - 1); // a second occurrence, if there is room
                    r = "removeLastOccurrence " + d.removeLastOccurrence(v - 1) + " descendingRemove";
                    for (Iterator<Integer> it = d.descendingIterator(); it.hasNext(); ) {
                        Integer e = it.next();
                        if (e % 4 == 0) {
                            it.remove();
                            r += " " + e;
                            break;
                        }
                    }
                    break;
                }
                // fall through: not a deque
            default: r = "removeObj " + q.remove(v - 2);
        }
        return r + " " + q;
    }

    private static int rnd(int v) {
        return v % 5;
    }

    private static String put(BlockingQueue<Integer> q, Integer v) throws InterruptedException {
        q.put(v);
        return "ok";
    }

    private static String clear(Queue<Integer> q) {
        q.clear();
        return q.size() + " " + q.isEmpty();
    }

    private static String iterate(Queue<Integer> q) {
        StringBuilder sb = new StringBuilder();
        for (Iterator<Integer> it = q.iterator(); it.hasNext(); ) {
            sb.append(it.next()).append(' ');
        }
        return sb.toString();
    }

    private static String forEach(Queue<Integer> q) {
        StringBuilder sb = new StringBuilder();
        q.forEach(e -> sb.append(e).append(' '));
        return sb.toString();
    }

    @FunctionalInterface
    private interface Blocking {
        Object call() throws InterruptedException;
    }

    /** Runs a blocking deque operation, for a test that expects it to throw before it could wait. */
    private static void interruptibly(Blocking op) {
        try {
            op.call();
        } catch (InterruptedException e) {
            throw new AssertionError("interrupted instead of unsupported", e);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void unsupportedOperationsThrowNamingTheForm(Cases.Case c) {
        Queue<Integer> q = c.substitute();
        q.offer(1);
        q.offer(2);
        if (c.form == Cases.FormSpec.GENERAL) {
            assertTrue(q.remove((Object) 1) || !c.bounded() || c.capacity < 2);
            return;
        }
        String label = c.form == Cases.FormSpec.RING ? "ring" : c.form == Cases.FormSpec.MPMC ? "segmented-general" : "segmented/";
        List<Runnable> ops = new ArrayList<>();
        if (!c.form.interiorRemoval()) {
            ops.addAll(List.of(
                    () -> q.remove((Object) 1), () -> q.removeIf(e -> true), () -> q.removeAll(List.of(1)),
                    () -> q.retainAll(List.of(1)), () -> { Iterator<Integer> it = q.iterator(); it.next(); it.remove(); }));
        }
        if (q instanceof TemperedLinkedBlockingDeque) {
            TemperedLinkedBlockingDeque<Integer> d = (TemperedLinkedBlockingDeque<Integer>) q;
            // the other end's operations: unsupported in every specialised form, the ring included
            ops.addAll(List.of(() -> d.addFirst(0), () -> d.offerFirst(0), () -> d.push(0), () -> d.pollLast(),
                    () -> d.peekLast(), () -> d.removeLast(), () -> d.getLast(), () -> d.reversed(),
                    () -> interruptibly(() -> {
                        d.putFirst(0);
                        return null;
                    }), () -> interruptibly(d::takeLast),
                    () -> interruptibly(() -> d.offerFirst(0, 1, TimeUnit.MILLISECONDS)),
                    () -> interruptibly(() -> d.pollLast(1, TimeUnit.MILLISECONDS))));
            if (!c.form.interiorRemoval()) {
                ops.add(() -> d.removeLastOccurrence(1));
                ops.add(() -> { Iterator<Integer> it = d.descendingIterator(); it.next(); it.remove(); });
            }
        }
        if (q instanceof TemperedLinkedTransferQueue) {
            TemperedLinkedTransferQueue<Integer> t = (TemperedLinkedTransferQueue<Integer>) q;
            ops.add(() -> t.tryTransfer(3));
        }
        List<Integer> before = List.copyOf(Arrays.asList(q.toArray(new Integer[0])));
        for (Runnable r : ops) {
            try {
                r.run();
                throw new AssertionError(c + ": expected UnsupportedOperationException");
            } catch (UnsupportedOperationException e) {
                assertTrue(e.getMessage().contains(label) && e.getMessage().contains("Cases.java:1"), e.getMessage());
            }
        }
        assertEquals(before, Arrays.asList(q.toArray(new Integer[0])), "an unsupported operation changed the queue");
    }
}
