package dev.tempered.benchmarks.eval.threads;

import dev.tempered.benchmarks.eval.Backoff;
import dev.tempered.benchmarks.eval.Channel;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Producers and consumers of one queue, all threads of their own. For each batch the calling thread raises a
 * generation; every producer then sends its share; consumers take forever, counting what they took in their own
 * padded slot; the batch ends when the slots sum to everything sent. {@link #stop} sends one stop marker per
 * consumer and checks that every element was taken exactly once (count and checksum of element ids).
 */
final class Crew {
    private static final Object STOP = new Object();
    private static final int PAD = 16; // longs between two slots: 128 bytes

    private final Channel channel;
    private final int producers;
    private final int perProducer;
    private final AtomicLong generation = new AtomicLong();
    private final AtomicLongArray taken;
    private final long[] sums;
    private final List<Thread> threads = new ArrayList<>();
    private final Long[] ids;
    private volatile Throwable failure;
    private long target;

    Crew(Channel channel, int producers, int consumers, int perProducer) {
        this.channel = channel;
        this.producers = producers;
        this.perProducer = perProducer;
        this.taken = new AtomicLongArray(consumers * PAD);
        this.sums = new long[consumers * PAD];
        this.ids = new Long[producers * perProducer];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = (long) i; // boxed once: the benchmark measures the queue, not Long.valueOf
        }
        for (int p = 0; p < producers; p++) {
            int slot = p;
            threads.add(new Thread(() -> produce(slot), "w9-producer-" + p));
        }
        for (int c = 0; c < consumers; c++) {
            int slot = c * PAD;
            threads.add(new Thread(() -> consume(slot), "w9-consumer-" + c));
        }
        for (Thread t : threads) {
            t.setDaemon(true);
            t.start();
        }
    }

    int batch() {
        return producers * perProducer;
    }

    void runBatch() {
        target += batch();
        generation.incrementAndGet();
        for (int fails = 0; takenTotal() != target; fails++) {
            if (failure != null) {
                throw new IllegalStateException("crew thread failed", failure);
            }
            Backoff.idle(fails);
        }
    }

    void stop() throws InterruptedException {
        generation.set(-1);
        int consumers = threads.size() - producers;
        for (int c = 0; c < consumers; c++) {
            channel.send(STOP);
        }
        for (Thread t : threads) {
            t.join(30_000);
            if (t.isAlive()) {
                throw new IllegalStateException(t.getName() + " did not stop over " + channel.queueClass());
            }
        }
        if (failure != null) {
            throw new IllegalStateException("crew thread failed", failure);
        }
        long sum = 0;
        for (long s : sums) {
            sum += s;
        }
        long n = ids.length;
        long batches = target / n;
        if (takenTotal() != target || sum != batches * (n * (n - 1) / 2)) {
            throw new IllegalStateException("sent " + target + ", taken " + takenTotal() + "; id sum " + sum
                    + " expected " + batches * (n * (n - 1) / 2) + " over " + channel.queueClass());
        }
    }

    private long takenTotal() {
        long total = 0;
        for (int i = 0; i < taken.length(); i += PAD) {
            total += taken.get(i);
        }
        return total;
    }

    private void produce(int p) {
        try {
            long seen = 0;
            for (;;) {
                long g;
                for (int fails = 0; (g = generation.get()) == seen; fails++) {
                    Backoff.idle(fails);
                }
                if (g < 0) {
                    return;
                }
                seen = g;
                for (int i = p * perProducer, end = i + perProducer; i < end; i++) {
                    channel.send(ids[i]);
                }
            }
        } catch (Throwable t) {
            failure = t;
        }
    }

    private void consume(int slot) {
        try {
            long count = 0;
            long sum = 0;
            for (;;) {
                Object e = channel.receive();
                if (e == STOP) {
                    sums[slot] = sum;
                    return;
                }
                sum += (Long) e;
                taken.lazySet(slot, ++count);
            }
        } catch (Throwable t) {
            failure = t;
        }
    }
}
