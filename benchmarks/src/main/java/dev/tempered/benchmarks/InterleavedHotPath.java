package dev.tempered.benchmarks;

import dev.tempered.runtime.v1.TemperedArrayBlockingQueue;
import dev.tempered.runtime.v1.TemperedLinkedBlockingQueue;
import java.util.AbstractQueue;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Queue;
import org.jctools.queues.varhandle.SpscVarHandleArrayQueue;

/**
 * W1's per-element path on one thread, with the variants interleaved in one JVM: each round times every variant in
 * turn (ten short slices each, the order fixed), and the ratios are taken within the round, so slow drifts of a shared
 * machine's speed cancel out. Prints the median and the 10th and 90th percentile of each ratio over the rounds.
 *
 * <p>This answers a question JMH's one-fork-per-subject runs cannot settle on a 2-vCPU machine, whose forks differ by
 * up to 25 %: how far the substitute's hot path is from JCTools used directly, and what the contract checks add. The
 * variants are B2 (JCTools' {@code SpscArrayQueue} used directly), a one-field wrapper that only forwards to it (the
 * least a drop-in that delegates must pay), and the ring substitute with checks off, {@code throw} and
 * {@code strict-throw}. Each variant's loop is its own copy of the same code, so the JIT profiles every call site
 * separately (one shared loop would see five receiver types and stop inlining).
 *
 * <p>With {@code mixed}, every slice also runs queues of the other forms (both segmented forms, the unbounded ring and
 * a ring whose capacity is not a power of two) through their own loop, as a program with several kinds of site would:
 * the runtime code they share with the ring then carries their types in its JIT profile too.
 *
 * <p>Usage: {@code java -cp benchmarks/target/benchmarks.jar dev.tempered.benchmarks.InterleavedHotPath [rounds]
 * [mixed]}.
 * Absolute rates depend on how each JVM compiled its loops; compare only the ratios, and only within one run.
 */
public final class InterleavedHotPath {
    private static final Object ITEM = new Object();
    /** elements offered, then polled, per pass: fits the 1024 ring, so no offer fails */
    private static final int RUN = 256;
    /** passes per slice: about a millisecond */
    private static final long PASSES = 2000;
    private static final int SLICES = 10;
    private static final String SPEC = "v1|form=ring|checks=%s|topology=spsc|at=Handover.java:1"
            + "|site=dev/tempered/benchmarks/Handover.run()V#0";
    private static final String OTHER_SPEC = "v1|form=%s|checks=off|topology=%s|at=Handover.java:1"
            + "|site=dev/tempered/benchmarks/Handover.run()V#0";
    private static int sink;

    private InterleavedHotPath() {
    }

    /** Forwards to another queue and does nothing else. */
    static final class Forwarding<E> extends AbstractQueue<E> {
        private final Queue<E> q;

        Forwarding(Queue<E> q) {
            this.q = q;
        }

        @Override public boolean offer(E e) { return q.offer(e); }
        @Override public E poll() { return q.poll(); }
        @Override public E peek() { return q.peek(); }
        @Override public int size() { return q.size(); }
        @Override public Iterator<E> iterator() { return q.iterator(); }
    }

    // The padded forwarding control (FWDP): the delegation alone, typed (no type profile at the inner call) and with its
    // one field on cache lines of its own, so that neither a type check nor a neighbour's writes are in the figure.

    abstract static class PadA<E> extends AbstractQueue<E> {
        long a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15;
    }

    abstract static class PadField<E> extends PadA<E> {
        final SpscVarHandleArrayQueue<E> q;

        PadField(int capacity) {
            this.q = new SpscVarHandleArrayQueue<>(capacity);
        }
    }

    abstract static class PadB<E> extends PadField<E> {
        long b0, b1, b2, b3, b4, b5, b6, b7, b8, b9, b10, b11, b12, b13, b14, b15;

        PadB(int capacity) {
            super(capacity);
        }
    }

    static final class PaddedForwarding<E> extends PadB<E> {
        PaddedForwarding(int capacity) {
            super(capacity);
        }

        @Override public boolean offer(E e) { return q.offer(e); }
        @Override public E poll() { return q.poll(); }
        @Override public E peek() { return q.peek(); }
        @Override public int size() { return q.size(); }
        @Override public Iterator<E> iterator() { return q.iterator(); }
    }

    // One copy per variant (see the class comment): the bodies are the same on purpose.

    private static long direct(Queue<Object> q) {
        long t = System.nanoTime();
        int n = 0;
        for (long k = 0; k < PASSES; k++) {
            for (int i = 0; i < RUN; i++) { q.offer(ITEM); }
            for (int i = 0; i < RUN; i++) { if (q.poll() != null) { n++; } }
        }
        sink += n;
        return System.nanoTime() - t;
    }

    private static long forwarding(Queue<Object> q) {
        long t = System.nanoTime();
        int n = 0;
        for (long k = 0; k < PASSES; k++) {
            for (int i = 0; i < RUN; i++) { q.offer(ITEM); }
            for (int i = 0; i < RUN; i++) { if (q.poll() != null) { n++; } }
        }
        sink += n;
        return System.nanoTime() - t;
    }

    private static long checksOff(Queue<Object> q) {
        long t = System.nanoTime();
        int n = 0;
        for (long k = 0; k < PASSES; k++) {
            for (int i = 0; i < RUN; i++) { q.offer(ITEM); }
            for (int i = 0; i < RUN; i++) { if (q.poll() != null) { n++; } }
        }
        sink += n;
        return System.nanoTime() - t;
    }

    private static long checksThrow(Queue<Object> q) {
        long t = System.nanoTime();
        int n = 0;
        for (long k = 0; k < PASSES; k++) {
            for (int i = 0; i < RUN; i++) { q.offer(ITEM); }
            for (int i = 0; i < RUN; i++) { if (q.poll() != null) { n++; } }
        }
        sink += n;
        return System.nanoTime() - t;
    }

    private static long checksStrict(Queue<Object> q) {
        long t = System.nanoTime();
        int n = 0;
        for (long k = 0; k < PASSES; k++) {
            for (int i = 0; i < RUN; i++) { q.offer(ITEM); }
            for (int i = 0; i < RUN; i++) { if (q.poll() != null) { n++; } }
        }
        sink += n;
        return System.nanoTime() - t;
    }

    /** The other forms' loop (mixed runs only): not timed. */
    private static long others(Queue<Object> q) {
        long t = System.nanoTime();
        int n = 0;
        for (long k = 0; k < PASSES / 4; k++) {
            for (int i = 0; i < RUN; i++) { q.offer(ITEM); }
            for (int i = 0; i < RUN; i++) { if (q.poll() != null) { n++; } }
        }
        sink += n;
        return System.nanoTime() - t;
    }

    private static List<Queue<Object>> otherForms() {
        return List.of(
                new TemperedArrayBlockingQueue<>(Subject.CAPACITY, String.format(OTHER_SPEC, "segmented", "mpsc")),
                new TemperedArrayBlockingQueue<>(Subject.CAPACITY, String.format(OTHER_SPEC, "segmented", "spmc")),
                new TemperedLinkedBlockingQueue<>(String.format(SPEC, "off")),
                new TemperedArrayBlockingQueue<>(Subject.CAPACITY - 24, String.format(SPEC, "off")));
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 30;
        List<Queue<Object>> others = args.length > 1 && args[1].equals("mixed") ? otherForms() : List.of();
        Queue<Object> b2 = new SpscVarHandleArrayQueue<>(Subject.CAPACITY);
        Queue<Object> fwd = new Forwarding<>(new SpscVarHandleArrayQueue<>(Subject.CAPACITY));
        Queue<Object> off = new TemperedArrayBlockingQueue<>(Subject.CAPACITY, String.format(SPEC, "off"));
        Queue<Object> thr = new TemperedArrayBlockingQueue<>(Subject.CAPACITY, String.format(SPEC, "throw"));
        Queue<Object> str = new TemperedArrayBlockingQueue<>(Subject.CAPACITY, String.format(SPEC, "strict-throw"));
        for (int i = 0; i < 30; i++) { // warm-up: every loop compiled before the first timed round
            direct(b2);
            forwarding(fwd);
            checksOff(off);
            checksThrow(thr);
            checksStrict(str);
            others.forEach(InterleavedHotPath::others);
        }
        String[] names = {"substitute (checks off) / JCTools direct", "forwarding wrapper / JCTools direct",
            "checks throw / checks off", "checks strict-throw / checks off", "JCTools direct, elements per us"};
        double[][] r = new double[names.length][rounds];
        for (int k = 0; k < rounds; k++) {
            long tb2 = 0, tfwd = 0, toff = 0, tthr = 0, tstr = 0;
            for (int s = 0; s < SLICES; s++) {
                tb2 += direct(b2);
                tfwd += forwarding(fwd);
                toff += checksOff(off);
                tthr += checksThrow(thr);
                tstr += checksStrict(str);
                others.forEach(InterleavedHotPath::others);
            }
            // throughput ratios: time of the reference over time of the variant
            r[0][k] = (double) tb2 / toff;
            r[1][k] = (double) tb2 / tfwd;
            r[2][k] = (double) toff / tthr;
            r[3][k] = (double) toff / tstr;
            r[4][k] = SLICES * PASSES * 2.0 * RUN * 1_000.0 / tb2;
        }
        System.out.printf(Locale.ROOT, "%d rounds of %d slices%s; sink %d%n", rounds, SLICES,
                others.isEmpty() ? "" : ", other forms mixed in", sink);
        for (int i = 0; i < names.length; i++) {
            double[] v = r[i].clone();
            Arrays.sort(v);
            System.out.printf(Locale.ROOT, "%-42s median %7.3f  p10 %7.3f  p90 %7.3f%n", names[i], v[rounds / 2],
                    v[rounds / 10], v[rounds * 9 / 10]);
        }
    }
}
