package dev.tempered.examples.reflectcast;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/** The sink the program names: a bounded queue drained by a summing thread that it starts itself. */
public class QueueSink implements Sink {
    private final BlockingQueue<Long> values = new ArrayBlockingQueue<>(64); // expect: spsc
    private final Summer summer = new Summer(values);

    public QueueSink() {
        summer.start();
    }

    @Override
    public void accept(int value) {
        try {
            values.put((long) value);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public long finish() throws InterruptedException {
        values.put(Long.MIN_VALUE);
        summer.join();
        return summer.total;
    }

    /** Adds what it takes until the end marker. */
    static final class Summer extends Thread {
        private final BlockingQueue<Long> from;
        long total;

        Summer(BlockingQueue<Long> from) {
            this.from = from;
        }

        @Override
        public void run() {
            try {
                for (long v = from.take(); v != Long.MIN_VALUE; v = from.take()) {
                    total += v;
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
