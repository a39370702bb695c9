package dev.tempered.benchmarks.eval.latency;

import dev.tempered.benchmarks.eval.Variant;
import java.util.Locale;

/**
 * W2 latency, one JVM per variant per repetition (benchmarks/scripts/run.sh w2-latency interleaves them): for each offered
 * rate, one warm-up run and then one measured run of {@code seconds} on a fresh one-producer, one-consumer queue
 * (bounded, 1024). Prints one JSON object per measured run: latency from each element's due time, nanoseconds.
 * <p>
 * The warm-up runs at the same rate for {@code -Dw2.warmup=SECONDS} (default {@value #WARMUP_SECONDS}; at least 1,000
 * elements), so that the blocking paths of every variant are compiled before the measured run: at 10k/s the old
 * warm-up (a quarter of the measured count, 0.1 s in the quick leg) left the consumer's take path to the JIT during
 * the measured run, and a two-CPU machine then ran the compiler threads beside the producer and the consumer. A
 * queue in a long-running program is measured warm; the start-up cost of the agent is measured separately.
 * <p>
 * usage: {@code LatencyMain <variant> <rep> <seconds> <rate/s>...}
 */
public final class LatencyMain {
    static final int CAPACITY = 1024;
    static final double WARMUP_SECONDS = 1.0;

    private LatencyMain() {
    }

    public static void main(String[] args) throws InterruptedException {
        if (args.length < 4) {
            System.err.println("usage: LatencyMain <variant> <rep> <seconds> <rate/s>...");
            System.exit(2);
        }
        Variant variant = Variant.of(args[0]);
        int rep = Integer.parseInt(args[1]);
        double seconds = Double.parseDouble(args[2]);
        double warmupSeconds = Double.parseDouble(System.getProperty("w2.warmup", String.valueOf(WARMUP_SECONDS)));
        for (int a = 3; a < args.length; a++) {
            double rate = Double.parseDouble(args[a]);
            int count = (int) Math.max(1000, Math.min(5_000_000, rate * seconds));
            int warmup = (int) Math.max(1000, Math.min(5_000_000, rate * warmupSeconds));
            Schedule.run(variant.make(CAPACITY, "spsc"), rate, warmup); // discarded
            long[] sorted = Schedule.run(variant.make(CAPACITY, "spsc"), rate, count);
            System.out.println(String.format(Locale.ROOT,
                    "{\"workload\":\"w2-latency\",\"variant\":\"%s\",\"rep\":%d,\"rate\":%.0f,\"warmup\":%d,\"count\":%d,"
                            + "\"p50_ns\":%d,\"p90_ns\":%d,\"p99_ns\":%d,\"p999_ns\":%d,\"max_ns\":%d}",
                    variant.param(), rep, rate, warmup, count, Schedule.percentile(sorted, 0.50),
                    Schedule.percentile(sorted, 0.90), Schedule.percentile(sorted, 0.99),
                    Schedule.percentile(sorted, 0.999), sorted[sorted.length - 1]));
        }
    }
}
