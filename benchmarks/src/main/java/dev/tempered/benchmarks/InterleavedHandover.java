package dev.tempered.benchmarks;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Queue;
import java.util.function.Predicate;

/**
 * W1's hand-over, one producer and one consumer, with the variants interleaved in one JVM: each round gives every
 * variant {@link #SLICES} slices of {@link #ELEMENTS} elements in turn, and ratios are taken within the round (summed
 * slice times), so slow drifts of a shared machine's speed, and its scheduler, meet every variant alike. Prints, per
 * ratio, the median and the 10th and 90th percentile over the rounds, then each variant's median rate.
 *
 * <p>Why not only JMH: on a 2-vCPU machine the hand-over's forks differ by tens of percent (JIT decisions, where the
 * two threads land), more than the differences the targets are about, and a fork per variant puts that
 * difference into every ratio. Here each variant has a class loader of its own that defines its own copy of the
 * runtime, JCTools and the hand-over loops ({@link #isolated}), so each is compiled and profiled alone, as in a JMH
 * fork (before 2026-11-30's eleventh session only the loops were copied, and variants of one substitute class shared
 * the runtime's profiles).
 *
 * <p>Usage: {@code java -cp benchmarks/target/benchmarks.jar dev.tempered.benchmarks.InterleavedHandover spin|block
 * [rounds] [subject,subject,...] [num/den,num/den,...]}: the subjects default to every one the ratios name; named
 * subjects are also each compared with the first, and each named pair (two of the subjects) is printed as
 * {@code pair NUM / DEN}, its ratio taken within each round. {@code spin}: {@code offer}/{@code poll} with back-off; B2 is JCTools used directly. {@code block}:
 * {@code put}/{@code take} (JCTools has no blocking queue; B0 is {@code LinkedBlockingQueue}). Compare the ratios,
 * and only within one run: absolute rates depend on where the two threads were scheduled.
 */
public final class InterleavedHandover {
    /** elements per slice: about a millisecond for the faster queues */
    static final int ELEMENTS = 1 << 16;
    static final int SLICES = 8;
    private static final int WARM_UP_SLICES = 60;

    /** What one variant's own copy of {@link HandoverPair} offers the harness (public: it crosses class loaders). */
    public interface Pair {
        long slice(int elements) throws InterruptedException;

        void stop() throws InterruptedException;
    }

    private InterleavedHandover() {
    }

    private static final String[] SPIN = {
        "JCT-SpscArray:1024", "T-ABQ:1024:off", "T-ABQ:1024:throw", "T-ABQ:1024:strict-throw",
        "LBQ:1024", "JCT-SpscUnbounded", "T-LBQ:off"};
    /** numerator, denominator (subject names), label */
    private static final String[][] SPIN_RATIOS = {
        {"T-ABQ:1024:off", "JCT-SpscArray:1024", "bounded ring / JCTools SpscArrayQueue"},
        {"T-LBQ:off", "JCT-SpscUnbounded", "unbounded ring / JCTools SpscUnboundedArrayQueue"},
        {"T-ABQ:1024:off", "LBQ:1024", "bounded ring / LinkedBlockingQueue(1024)"},
        {"T-ABQ:1024:throw", "T-ABQ:1024:off", "checks throw / off"},
        {"T-ABQ:1024:strict-throw", "T-ABQ:1024:off", "checks strict-throw / off"}};
    private static final String[] BLOCK = {
        "LBQ:1024", "ABQ:1024", "T-ABQ:1024:off", "T-ABQ:1024:throw", "T-ABQ:1024:strict-throw"};
    private static final String[][] BLOCK_RATIOS = {
        {"T-ABQ:1024:off", "LBQ:1024", "bounded ring / LinkedBlockingQueue(1024)"},
        {"T-ABQ:1024:off", "ABQ:1024", "bounded ring / ArrayBlockingQueue(1024)"},
        {"T-ABQ:1024:throw", "T-ABQ:1024:off", "checks throw / off"},
        {"T-ABQ:1024:strict-throw", "T-ABQ:1024:off", "checks strict-throw / off"}};

    public static void main(String[] args) throws Exception {
        String mode = args.length > 0 ? args[0] : "spin";
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 30;
        boolean blocking = switch (mode) {
            case "spin" -> false;
            case "block" -> true;
            default -> throw new IllegalArgumentException("mode must be spin or block, not " + mode);
        };
        String[] names = args.length > 2 ? args[2].split(",") : blocking ? BLOCK : SPIN;
        String[][] ratios = blocking ? BLOCK_RATIOS : SPIN_RATIOS;
        List<int[]> pairs = args.length > 3 ? namedPairs(args[3], names) : List.of(); // checked before any run
        List<Pair> variants = new ArrayList<>();
        for (String name : names) {
            variants.add(isolated(name, blocking));
        }
        for (int s = 0; s < WARM_UP_SLICES; s++) { // every variant's loops compiled before the first timed round
            for (Pair p : variants) {
                p.slice(ELEMENTS);
            }
        }
        long[][] nanos = new long[names.length][rounds];
        for (int k = 0; k < rounds; k++) {
            for (int s = 0; s < SLICES; s++) {
                for (int v = 0; v < names.length; v++) {
                    nanos[v][k] += variants.get(v).slice(ELEMENTS);
                }
            }
        }
        for (Pair p : variants) {
            p.stop();
        }
        System.out.printf(Locale.ROOT, "%s: %d rounds of %d slices of %d elements per variant%n", mode, rounds, SLICES,
                ELEMENTS);
        for (String[] r : ratios) {
            int num = indexOf(names, r[0]);
            int den = indexOf(names, r[1]);
            if (num >= 0 && den >= 0) { // else a variant the run left out
                print(r[2], ratios(nanos[num], nanos[den]));
            }
        }
        if (args.length > 2) { // subjects named on the command line: each against the first, whatever the pairs above
            for (int i = 1; i < names.length; i++) {
                print(names[i] + " / " + names[0], ratios(nanos[i], nanos[0]));
            }
        }
        for (int[] p : pairs) { // pairs named on the command line, each ratio taken within every round
            print("pair " + names[p[0]] + " / " + names[p[1]], ratios(nanos[p[0]], nanos[p[1]]));
        }
        for (int i = 0; i < names.length; i++) {
            double[] v = new double[rounds];
            for (int k = 0; k < rounds; k++) {
                v[k] = SLICES * (double) ELEMENTS * 1_000.0 / nanos[i][k];
            }
            print(names[i] + ", elements per us", v);
        }
    }

    /** {@code NUM/DEN,...}: each pair as the indices of its two subjects in {@code names}. */
    static List<int[]> namedPairs(String list, String[] names) {
        List<int[]> pairs = new ArrayList<>();
        for (String pair : list.split(",")) {
            String[] nd = pair.split("/", -1);
            int num = nd.length == 2 ? indexOf(names, nd[0]) : -1;
            int den = nd.length == 2 ? indexOf(names, nd[1]) : -1;
            if (num < 0 || den < 0) {
                throw new IllegalArgumentException("pair " + pair + " must be NUM/DEN, both among the subjects "
                        + String.join(",", names));
            }
            pairs.add(new int[] {num, den});
        }
        return pairs;
    }

    /** Per round, the throughput of {@code variant} over that of {@code reference}: the reference's time over its. */
    private static double[] ratios(long[] variant, long[] reference) {
        double[] v = new double[variant.length];
        for (int k = 0; k < v.length; k++) {
            v[k] = (double) reference[k] / variant[k];
        }
        return v;
    }

    private static void print(String label, double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        int n = v.length;
        System.out.printf(Locale.ROOT, "%-52s median %8.3f  p10 %8.3f  p90 %8.3f%n", label, v[n / 2], v[n / 10],
                v[n * 9 / 10]);
    }

    private static int indexOf(String[] names, String name) {
        return Arrays.asList(names).indexOf(name);
    }

    /** A fresh copy of {@link HandoverPair}, defined by a loader of its own, driving {@code q}. */
    static Pair ownCopy(Queue<Object> q, boolean blocking, String name) throws ReflectiveOperationException {
        return newPair(new OwnCopyLoader(HandoverPair.class.getName()::equals), q, blocking, name);
    }

    /**
     * The subject's queue and its pair, both built in a loader of their own that also defines its own copy of the
     * runtime, JCTools and this module's classes: no two variants share a class, so none shares a JIT profile (of
     * QueueCore's branches, say) with another, as in separate JMH forks, while all of them meet the same machine.
     */
    static Pair isolated(String subject, boolean blocking) throws ReflectiveOperationException {
        ClassLoader loader = new OwnCopyLoader(InterleavedHandover::definedPerVariant);
        Method of = loader.loadClass(Subject.class.getName()).getDeclaredMethod("of", String.class);
        of.setAccessible(true); // the copy's package is not this class's package: same name, other loader
        Object copy = of.invoke(null, subject);
        Method make = copy.getClass().getDeclaredMethod("make");
        make.setAccessible(true);
        @SuppressWarnings("unchecked") // Subject.make returns a Queue<Object>
        Queue<Object> q = (Queue<Object>) make.invoke(copy);
        return newPair(loader, q, blocking, subject);
    }

    private static boolean definedPerVariant(String className) {
        return className.startsWith("dev.tempered.runtime.") || className.startsWith("org.jctools.")
                || className.startsWith("dev.tempered.benchmarks.")
                        && !className.startsWith(InterleavedHandover.class.getName()); // the harness and Pair: shared
    }

    private static Pair newPair(ClassLoader loader, Queue<Object> q, boolean blocking, String name)
            throws ReflectiveOperationException {
        Class<?> c = loader.loadClass(HandoverPair.class.getName());
        return (Pair) c.getConstructor(Queue.class, boolean.class, String.class).newInstance(q, blocking, name);
    }

    /** Defines the classes {@code own} selects itself, from the parent's bytes; everything else comes from the parent. */
    private static final class OwnCopyLoader extends ClassLoader {
        private final Predicate<String> own;

        OwnCopyLoader(Predicate<String> own) {
            super(InterleavedHandover.class.getClassLoader());
            this.own = own;
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!own.test(name)) {
                return super.loadClass(name, resolve);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null) {
                    byte[] bytes = read(name.replace('.', '/') + ".class");
                    c = defineClass(name, bytes, 0, bytes.length);
                }
                return c;
            }
        }

        private byte[] read(String resource) throws ClassNotFoundException {
            try (InputStream in = getParent().getResourceAsStream(resource)) {
                if (in == null) {
                    throw new ClassNotFoundException(resource);
                }
                return in.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
