package dev.tempered.examples.events;

/**
 * What the aggregator keeps per device and kind: count, sum, minimum, maximum, and whether the reading is over its
 * alert threshold (so an alert goes out when it crosses, not on every reading above it). Owned by the aggregator
 * thread until it ends; main reads it after {@code join}. A single thread adds in stream order, so every figure is
 * the same in every run.
 */
final class Rollup {
    /** Alert thresholds, per kind: a little under halfway up the sensor's range. */
    static final int[] THRESHOLD = new int[Wire.KINDS.length];

    static {
        for (int k = 0; k < THRESHOLD.length; k++) {
            THRESHOLD[k] = Wire.MIN[k] + (Wire.MAX[k] - Wire.MIN[k]) * 45 / 100;
        }
    }

    final long[] count = new long[Wire.DEVICES * Wire.KINDS.length];
    final long[] sum = new long[count.length];
    final int[] min = new int[count.length];
    final int[] max = new int[count.length];
    private final boolean[] over = new boolean[count.length];
    long readings;
    long checksum;

    Rollup() {
        java.util.Arrays.fill(min, Integer.MAX_VALUE);
        java.util.Arrays.fill(max, Integer.MIN_VALUE);
    }

    /** Adds one valid reading; true when it crossed its threshold upwards. */
    boolean add(Reading r) {
        int slot = r.device() * Wire.KINDS.length + r.kind();
        readings++;
        count[slot]++;
        sum[slot] += r.value();
        min[slot] = Math.min(min[slot], r.value());
        max[slot] = Math.max(max[slot], r.value());
        checksum = checksum * 31 + r.seq() * 7 + r.value();
        boolean wasOver = over[slot];
        over[slot] = r.value() > THRESHOLD[r.kind()];
        return over[slot] && !wasOver;
    }

    long count(int kind) {
        long n = 0;
        for (int d = 0; d < Wire.DEVICES; d++) {
            n += count[d * Wire.KINDS.length + kind];
        }
        return n;
    }

    String line(int kind) {
        long n = 0;
        long total = 0;
        int lo = Integer.MAX_VALUE;
        int hi = Integer.MIN_VALUE;
        int busiest = 0;
        for (int d = 0; d < Wire.DEVICES; d++) {
            int slot = d * Wire.KINDS.length + kind;
            n += count[slot];
            total += sum[slot];
            lo = Math.min(lo, min[slot]);
            hi = Math.max(hi, max[slot]);
            if (count[slot] > count[busiest * Wire.KINDS.length + kind]) {
                busiest = d;
            }
        }
        return String.format(java.util.Locale.ROOT, "%-11s n=%d mean=%s min=%s max=%s busiest device #%d",
                Wire.KINDS[kind], n, hundredths(n == 0 ? 0 : Math.round((double) total / n)), hundredths(lo),
                hundredths(hi), busiest);
    }

    static String hundredths(long v) {
        return String.format(java.util.Locale.ROOT, "%s%d.%02d", v < 0 ? "-" : "", Math.abs(v) / 100, Math.abs(v) % 100);
    }
}
