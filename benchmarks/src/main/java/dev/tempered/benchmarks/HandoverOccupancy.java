package dev.tempered.benchmarks;

import dev.tempered.benchmarks.eval.Backoff;
import java.util.Locale;
import java.util.Queue;

/**
 * Diagnostic for the spin hand-over's two modes: where W1's spin rate falls in one JVM, and why. One producer (the
 * main thread) and one consumer hand elements over through a fresh queue per repetition, with {@link Backoff}'s
 * waiting, as {@link HandoverSpinBenchmark} does; the consumer samples {@code size()} every {@link #SAMPLE_EVERY}
 * elements and counts its empty polls. Prints, per subject and repetition, the rate, the mean occupancy and the empty
 * polls per element. Not a benchmark: the samples cost the consumer a read of the producer's index now and then.
 *
 * <p>Usage: {@code java -cp benchmarks.jar dev.tempered.benchmarks.HandoverOccupancy ELEMENTS REPS SUBJECT,...}
 */
public final class HandoverOccupancy {
    private static final Object ITEM = new Object();
    /** a power of two: the consumer tests {@code taken & (SAMPLE_EVERY - 1)} */
    static final int SAMPLE_EVERY = 8192;

    private HandoverOccupancy() {
    }

    /** What one repetition saw. */
    record Run(double elementsPerMicro, double meanOccupancy, double emptyPollsPerElement) {
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%8.1f elements/us  occupancy %6.1f  empty polls/element %.3f",
                    elementsPerMicro, meanOccupancy, emptyPollsPerElement);
        }
    }

    /** Hands {@code elements} over through {@code q} and returns what the consumer saw. */
    static Run run(Queue<Object> q, long elements) throws InterruptedException {
        long[] seen = new long[3]; // empty polls, sum of sampled sizes, samples; written by the consumer before join
        Thread consumer = new Thread(() -> {
            long taken = 0;
            long empty = 0;
            long sizes = 0;
            long samples = 0;
            int fails = 0;
            while (taken < elements) {
                if (q.poll() == null) {
                    empty++;
                    Backoff.idle(fails++);
                    continue;
                }
                fails = 0;
                taken++;
                if ((taken & (SAMPLE_EVERY - 1)) == 0) {
                    sizes += q.size();
                    samples++;
                }
            }
            seen[0] = empty;
            seen[1] = sizes;
            seen[2] = samples;
        }, "occupancy-consumer");
        consumer.start();
        long start = System.nanoTime();
        for (long i = 0; i < elements; i++) {
            HandoverPair.offer(q, ITEM);
        }
        consumer.join(); // orders the consumer's writes to seen before the reads below
        long nanos = System.nanoTime() - start;
        return new Run(elements * 1000.0 / nanos, seen[2] == 0 ? 0 : (double) seen[1] / seen[2],
                (double) seen[0] / elements);
    }

    public static void main(String[] args) throws InterruptedException {
        if (args.length != 3) {
            System.err.println("usage: HandoverOccupancy ELEMENTS REPS SUBJECT[,SUBJECT...]");
            System.exit(2);
        }
        long elements = Long.parseLong(args[0]);
        int reps = Integer.parseInt(args[1]);
        String[] subjects = args[2].split(",");
        for (int rep = 0; rep < reps; rep++) {
            for (String s : subjects) {
                Run r = run(Subject.of(s).make(), elements);
                System.out.printf(Locale.ROOT, "%-28s rep %2d %s%n", s, rep, r);
            }
        }
    }
}
