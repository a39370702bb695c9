package dev.tempered.benchmarks.eval.sizes;

import dev.tempered.benchmarks.eval.Backoff;
import dev.tempered.benchmarks.eval.Channel;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One producer (the caller) and one consumer thread; the producer allocates every element. A batch is
 * {@code count} elements, sequence numbers 0..count-1; the consumer checks that each arrives once and in order
 * (FIFO of one producer), and {@link #stop} that every element sent was taken.
 */
final class SizedHandover {
    private static final Object STOP = new Object();

    private final Channel channel;
    private final String size;
    private final Thread consumer;
    private final AtomicLong taken = new AtomicLong();
    private volatile Throwable failure;
    private final int count;
    private long sent;

    SizedHandover(Channel channel, String size, int count) {
        this.channel = channel;
        this.size = size;
        this.count = count;
        this.consumer = new Thread(this::consume, "w1x-consumer");
        consumer.setDaemon(true);
        consumer.start();
    }

    void runBatch() throws InterruptedException {
        for (int i = 0; i < count; i++) {
            channel.send(Payload.make(size, i));
        }
        sent += count;
        for (int fails = 0; taken.get() != sent; fails++) {
            if (failure != null) {
                throw new IllegalStateException("consumer failed", failure);
            }
            Backoff.idle(fails);
        }
    }

    void stop() throws InterruptedException {
        channel.send(STOP);
        consumer.join(30_000);
        if (consumer.isAlive() || failure != null || taken.get() != sent) {
            throw new IllegalStateException("sent " + sent + ", taken " + taken.get() + " over " + channel.queueClass(),
                    failure);
        }
    }

    private void consume() {
        try {
            long n = 0;
            int expected = 0;
            for (;;) {
                Object e = channel.receive();
                if (e == STOP) {
                    return;
                }
                if (Payload.seq(e) != expected) {
                    throw new IllegalStateException("element " + Payload.seq(e) + " arrived, expected " + expected);
                }
                expected = expected + 1 == count ? 0 : expected + 1;
                taken.lazySet(++n);
            }
        } catch (Throwable t) {
            failure = t;
        }
    }
}
