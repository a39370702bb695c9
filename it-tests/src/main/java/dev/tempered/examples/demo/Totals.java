package dev.tempered.examples.demo;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What the aggregator counts. Owned by the aggregator thread until it ends; main reads it after {@code join}.
 * Every figure is order-independent (counts, sums, ties broken by key), so the output is the same whatever
 * order the two readers' records arrive in.
 */
final class Totals {
    long records;
    long bytes;
    long checksum;
    final long[] statusClasses = new long[6];
    final long[] histogram = new long[Enriched.BUCKET_BOUNDS.length + 1];
    final Map<String, Long> routes = new HashMap<>();
    final Map<Integer, Long> users = new HashMap<>();
    final Map<String, Long> regions = new HashMap<>();

    void add(Enriched e) {
        LogRecord r = e.log();
        records++;
        bytes += r.bytes();
        checksum += mix(r.id() * 1_000_003L + r.status() * 7_919L + r.latencyMillis() * 31L + r.user());
        statusClasses[r.status() / 100]++;
        histogram[e.bucket()]++;
        routes.merge(e.route(), 1L, Long::sum);
        users.merge(r.user(), 1L, Long::sum);
        regions.merge(e.region(), 1L, Long::sum);
    }

    /** SplitMix64's finaliser: a sum of mixed values changes when any record changes. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    /** The latency bucket bound under which {@code fraction} of the records fall: {@code <= 50 ms}. */
    String percentile(double fraction) {
        long target = (long) Math.ceil(records * fraction);
        long seen = 0;
        for (int i = 0; i < histogram.length; i++) {
            seen += histogram[i];
            if (seen >= target) {
                return i < Enriched.BUCKET_BOUNDS.length ? "<= " + Enriched.BUCKET_BOUNDS[i] + " ms" : "> 2000 ms";
            }
        }
        return "n/a";
    }

    static <K extends Comparable<K>> String top(Map<K, Long> counts, int n) {
        List<Map.Entry<K, Long>> entries = new ArrayList<>(counts.entrySet());
        entries.sort((a, b) -> b.getValue().equals(a.getValue()) ? a.getKey().compareTo(b.getKey())
                : Long.compare(b.getValue(), a.getValue()));
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < Math.min(n, entries.size()); i++) {
            s.append(i == 0 ? "" : ", ").append(entries.get(i).getKey()).append('=').append(entries.get(i).getValue());
        }
        return s.toString();
    }

    static String hex(long v) {
        return String.format(Locale.ROOT, "%016x", v);
    }
}
