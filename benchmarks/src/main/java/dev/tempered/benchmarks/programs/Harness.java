package dev.tempered.benchmarks.programs;

/**
 * What every W1 program shares: its arguments, the elements it hands over, the consumer's tally, the timing of
 * the steady-state phase and the two lines it prints. The queue and the threads stay in each program's own
 * {@code main}, written as a user would write them, so the analyzer sees a plain program and the rewriter has a
 * real allocation site to replace.
 * <p>
 * Usage of every program: {@code <program> int|rec64 <warm-up elements> <timed elements>}. The producer hands over
 * the warm-up elements, then the timed ones, in one stream; the consumer times from its first timed take to its
 * last. Output: stdout gets only the deterministic oracle line ({@code oracle kind=.. count=.. checksum=..}), the
 * same for every variant of a workload; stderr gets the measurement line ({@link #RESULT_PREFIX} + JSON). Exit 1
 * when an element was lost, duplicated or reordered.
 */
final class Harness {
    static final String RESULT_PREFIX = "tempered-program-result ";
    static final int CAPACITY = 1024;

    private final String program;
    private final boolean records;
    final long warm;
    final long timed;
    private long startNanos;
    private long endNanos;
    private long count;
    private long checksum;

    private Harness(String program, boolean records, long warm, long timed) {
        this.program = program;
        this.records = records;
        this.warm = warm;
        this.timed = timed;
    }

    static Harness of(String program, String[] args) {
        if (args.length != 3 || !(args[0].equals("int") || args[0].equals("rec64"))) {
            System.err.println("usage: " + program + " int|rec64 <warm-up elements> <timed elements>");
            System.exit(2);
        }
        return new Harness(program, args[0].equals("rec64"), Long.parseLong(args[1]), Long.parseLong(args[2]));
    }

    long total() {
        return warm + timed;
    }

    /** Element {@code i}: a boxed int (beyond the Integer cache, so each is a fresh object) or a 64-byte record. */
    Object element(long i) {
        return records ? new Rec64(i) : Integer.valueOf((int) i);
    }

    /**
     * A pipeline's middle stage: reads and writes the record (a boxed int passes through unchanged); the id, which
     * the checksum reads, is left alone.
     */
    static Object work(Object e) {
        if (e instanceof Rec64 r) {
            r.stage++;
            r.b = r.a + r.id;
            r.c = r.b ^ (r.a >>> 7);
            r.d = r.c * 31 + r.stage;
        }
        return e;
    }

    static long valueOf(Object e) {
        return e instanceof Rec64 r ? r.id : ((Integer) e).longValue();
    }

    /** Order-sensitive: a lost, duplicated or reordered element changes it. */
    static long mix(long checksum, long value) {
        return checksum * 31 + value;
    }

    void timedStart() {
        startNanos = System.nanoTime();
    }

    void timedEnd() {
        endNanos = System.nanoTime();
    }

    /** The consumer's tally, handed over once after its last take (the join publishes it to main). */
    void consumed(long count, long checksum) {
        this.count = count;
        this.checksum = checksum;
    }

    /** Prints both lines; exits 1 when the tally differs from what the producer produced. */
    void finish() {
        long expected = 0;
        for (long i = 0; i < total(); i++) {
            expected = mix(expected, i);
        }
        long nanos = endNanos - startNanos;
        System.out.println("oracle kind=" + (records ? "rec64" : "int") + " count=" + count + " checksum=" + checksum);
        System.err.println(RESULT_PREFIX + "{\"program\":\"" + program + "\",\"kind\":\"" + (records ? "rec64" : "int")
                + "\",\"warm\":" + warm + ",\"elements\":" + timed + ",\"timed_ns\":" + nanos
                + ",\"elements_per_s\":" + (nanos > 0 ? timed * 1e9 / nanos : 0) + ",\"checksum\":" + checksum + "}");
        if (count != total() || checksum != expected) {
            System.err.println(program + ": consumed " + count + " of " + total() + " elements, checksum " + checksum
                    + ", expected " + expected);
            System.exit(1);
        }
    }
}
