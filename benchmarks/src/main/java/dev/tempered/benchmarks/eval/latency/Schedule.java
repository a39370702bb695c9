package dev.tempered.benchmarks.eval.latency;

import dev.tempered.benchmarks.eval.Channel;
import java.util.Arrays;

/**
 * One scheduled run: the producer (the calling thread) sends element i when it is due, at start + i * period,
 * waiting for that instant by spinning (yielding when more than 50 us early); when it falls behind it sends at
 * once, and the lateness counts. The consumer records, per element, its arrival time minus its due time, so
 * queueing behind a stall is measured, not hidden (no coordinated omission).
 */
final class Schedule {
    /** An element: its index into the result arrays. Preallocated, so the run allocates nothing per element. */
    static final class Msg {
        final int index;

        Msg(int index) {
            this.index = index;
        }
    }

    private Schedule() {
    }

    /** Returns per-element latencies in nanoseconds, sorted; checks that every element arrived exactly once. */
    static long[] run(Channel channel, double perSecond, int count) throws InterruptedException {
        Msg[] msgs = new Msg[count];
        for (int i = 0; i < count; i++) {
            msgs[i] = new Msg(i);
        }
        long[] arrived = new long[count];
        Throwable[] failure = new Throwable[1];
        int[] received = new int[1];
        Thread consumer = new Thread(() -> {
            try {
                for (int n = 0; n < count; n++) {
                    Msg m = (Msg) channel.receive();
                    if (arrived[m.index] != 0) {
                        throw new IllegalStateException("element " + m.index + " taken twice");
                    }
                    arrived[m.index] = System.nanoTime();
                    received[0]++;
                }
            } catch (Throwable t) {
                failure[0] = t;
            }
        }, "w2-consumer");
        consumer.start();
        double period = 1e9 / perSecond;
        long start = System.nanoTime() + 1_000_000;
        long[] due = new long[count];
        for (int i = 0; i < count; i++) {
            due[i] = start + (long) (i * period);
            waitUntil(due[i]);
            channel.send(msgs[i]);
        }
        consumer.join(60_000);
        if (consumer.isAlive() || failure[0] != null || received[0] != count) {
            throw new IllegalStateException("consumer: received " + received[0] + " of " + count + " over "
                    + channel.queueClass(), failure[0]);
        }
        long[] latency = new long[count];
        for (int i = 0; i < count; i++) {
            latency[i] = arrived[i] - due[i];
        }
        Arrays.sort(latency);
        return latency;
    }

    private static void waitUntil(long due) {
        for (long now = System.nanoTime(); now < due; now = System.nanoTime()) {
            if (due - now > 50_000) {
                Thread.yield();
            } else {
                Thread.onSpinWait();
            }
        }
    }

    /** Nearest-rank percentile of sorted values, q in (0, 1]. */
    static long percentile(long[] sorted, double q) {
        int rank = (int) Math.ceil(q * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }
}
