package dev.tempered.examples.reflectfallback;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/** The fallback tally: its own counting thread drains what the callers of {@link #add} put in. */
public class QueueTally implements Tally {
    private static final long STOP = Long.MIN_VALUE;
    private final BlockingQueue<Long> pending = new ArrayBlockingQueue<>(1024); // expect: mpsc
    private final Thread counter = new Thread(this::count, "tally");
    private long total;

    public QueueTally() {
        counter.start();
    }

    private void count() {
        try {
            long v;
            while ((v = pending.take()) != STOP) {
                total += v;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void add(long value) {
        try {
            pending.put(value);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public long close() throws InterruptedException {
        pending.put(STOP);
        counter.join();
        return total;
    }
}
