package dev.tempered.benchmarks.eval.latency;

import dev.tempered.benchmarks.eval.Variant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * W2 with the variants interleaved in one JVM: for each offered rate, every variant is warmed up, then the variants
 * take turns in short windows (each window a fresh queue and a fresh consumer thread, the first variant rotating from
 * window to window), and each variant's latencies are pooled over all its windows.
 * <p>
 * Why: at 10k and 100k elements/s a p99 on this 2-vCPU machine is one scheduler tick (4 ms) of a thread that lost
 * its CPU, and whether a one-second run in its own JVM meets three such stalls or none decides its p99
 * (LatencyMain's legs: B3/B0 0.37-25 between runs minutes apart). Windows of a few hundred milliseconds, alternated
 * many times, expose every variant to the same background for the same total time, and the pooled percentiles count
 * the stalls each variant actually suffered. Besides the pooled p99 of each variant, each window's p99 is divided by
 * the first variant's p99 in the same round; the median of those ratios is printed too.
 * <p>
 * Output: one JSON line per rate and variant. usage:
 * {@code LatencyInterleaved <seconds per window> <windows> <variant,variant,...> <rate/s>...}
 */
public final class LatencyInterleaved {
    private LatencyInterleaved() {
    }

    public static void main(String[] args) throws InterruptedException {
        if (args.length < 4) {
            System.err.println("usage: LatencyInterleaved <seconds per window> <windows> <variant,...> <rate/s>...");
            System.exit(2);
        }
        double seconds = Double.parseDouble(args[0]);
        int windows = Integer.parseInt(args[1]);
        String[] names = args[2].split(",");
        Variant[] variants = new Variant[names.length];
        for (int i = 0; i < names.length; i++) {
            variants[i] = Variant.of(names[i]);
        }
        for (int a = 3; a < args.length; a++) {
            double rate = Double.parseDouble(args[a]);
            int count = (int) Math.max(1000, Math.min(5_000_000, rate * seconds));
            int warmup = (int) Math.max(1000, Math.min(5_000_000, rate * LatencyMain.WARMUP_SECONDS));
            for (Variant v : variants) {
                Schedule.run(v.make(LatencyMain.CAPACITY, "spsc"), rate, warmup); // discarded
            }
            List<List<long[]>> runs = new ArrayList<>();
            double[][] ratios = new double[variants.length][windows];
            for (int i = 0; i < variants.length; i++) {
                runs.add(new ArrayList<>());
            }
            for (int w = 0; w < windows; w++) {
                long[] p99 = new long[variants.length];
                for (int k = 0; k < variants.length; k++) {
                    int i = (w + k) % variants.length; // rotate who goes first
                    long[] sorted = Schedule.run(variants[i].make(LatencyMain.CAPACITY, "spsc"), rate, count);
                    runs.get(i).add(sorted);
                    p99[i] = Schedule.percentile(sorted, 0.99);
                }
                for (int i = 0; i < variants.length; i++) {
                    ratios[i][w] = (double) p99[i] / Math.max(1L, p99[0]);
                }
            }
            for (int i = 0; i < variants.length; i++) {
                long[] all = pool(runs.get(i));
                double[] r = ratios[i].clone();
                Arrays.sort(r);
                System.out.println(String.format(Locale.ROOT,
                        "{\"workload\":\"w2-interleaved\",\"variant\":\"%s\",\"rate\":%.0f,\"windows\":%d,"
                                + "\"per_window\":%d,\"count\":%d,\"p50_ns\":%d,\"p90_ns\":%d,\"p99_ns\":%d,"
                                + "\"p999_ns\":%d,\"max_ns\":%d,\"window_p99_ratio_to_first_median\":%.3f,"
                                + "\"window_p99_ratio_to_first_p25\":%.3f,\"window_p99_ratio_to_first_p75\":%.3f}",
                        variants[i].param(), rate, windows, count, all.length, Schedule.percentile(all, 0.50),
                        Schedule.percentile(all, 0.90), Schedule.percentile(all, 0.99),
                        Schedule.percentile(all, 0.999), all[all.length - 1], r[windows / 2], r[windows / 4],
                        r[(windows * 3) / 4]));
            }
        }
    }

    private static long[] pool(List<long[]> runs) {
        int n = 0;
        for (long[] r : runs) {
            n += r.length;
        }
        long[] all = new long[n];
        int at = 0;
        for (long[] r : runs) {
            System.arraycopy(r, 0, all, at, r.length);
            at += r.length;
        }
        Arrays.sort(all);
        return all;
    }
}
