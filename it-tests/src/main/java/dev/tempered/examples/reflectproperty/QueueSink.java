package dev.tempered.examples.reflectproperty;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** The default sink: one consumer thread of its own, fed by whoever calls {@link #accept}. */
public class QueueSink implements Sink {
    private static final Integer END = -1;
    private final BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // expect: spsc
    private final Thread consumer;
    private long sum;

    public QueueSink() {
        consumer = new Thread(this::drain);
        consumer.start();
    }

    private void drain() {
        try {
            for (Integer v = q.take(); !v.equals(END); v = q.take()) {
                sum += v;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void accept(int value) {
        q.offer(value);
    }

    @Override
    public long finish() throws InterruptedException {
        q.offer(END);
        consumer.join();
        return sum;
    }
}
