package dev.tempered.benchmarks;

import dev.tempered.benchmarks.eval.Backoff;
import java.util.Queue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A fixed-count hand-over through one queue: the calling thread (JMH's) produces {@link #BATCH}
 * elements, a consumer thread of our own takes them, and the call returns once the consumer has
 * taken the batch's last element. Neither side ever blocks across a JMH iteration boundary,
 * which {@code take()} inside a JMH {@code @Group} would.
 * <p>
 * Spin: {@code offer}/{@code poll}, retrying with {@link Thread#onSpinWait()} and, after
 * {@link Backoff#SPINS} failed tries in a row, {@link Thread#yield()} (the same back-off for every queue:
 * on a shared 2-core machine a side that only spins can burn the time slice the other side needs).
 * Block: {@code put}/{@code take}, so the queue's own park/unpark path runs whenever a side waits.
 */
final class Handover {

    static final int BATCH = 1 << 14;

    private static final Object ITEM = new Object();
    private static final Object END = new Object();
    private static final Object STOP = new Object();

    private final Queue<Object> q;
    private final boolean blocking;
    private final AtomicLong batchesTaken = new AtomicLong();
    private final Thread consumer;
    private long batchesGiven;
    private volatile Throwable consumerFailure;

    private Handover(Queue<Object> q, boolean blocking) {
        this.q = q;
        this.blocking = blocking;
        this.consumer = new Thread(this::consume, "handover-consumer");
        this.consumer.setDaemon(true);
    }

    static Handover spin(Queue<Object> q) {
        Handover h = new Handover(q, false);
        h.consumer.start();
        return h;
    }

    static Handover block(BlockingQueue<Object> q) {
        Handover h = new Handover(q, true);
        h.consumer.start();
        return h;
    }

    /** Produces one batch and waits until the consumer has taken all of it; returns the batch count. */
    long spinBatch() {
        Queue<Object> q = this.q;
        for (int i = 1; i < BATCH; i++) {
            HandoverPair.offer(q, ITEM);
        }
        HandoverPair.offer(q, END);
        return awaitTaken();
    }

    long blockBatch() throws InterruptedException {
        BlockingQueue<Object> q = (BlockingQueue<Object>) this.q;
        for (int i = 1; i < BATCH; i++) {
            q.put(ITEM);
        }
        q.put(END);
        return awaitTaken();
    }

    void stop() throws InterruptedException {
        if (blocking) {
            ((BlockingQueue<Object>) q).put(STOP);
        } else {
            HandoverPair.offer(q, STOP);
        }
        consumer.join(10_000);
        if (consumer.isAlive()) {
            throw new IllegalStateException("consumer did not stop; queue " + q.getClass().getName());
        }
        if (consumerFailure != null) {
            throw new IllegalStateException("consumer failed", consumerFailure);
        }
    }

    private long awaitTaken() {
        long target = ++batchesGiven;
        for (int fails = 0; batchesTaken.get() != target; fails++) {
            if (consumerFailure != null) {
                throw new IllegalStateException("consumer failed", consumerFailure);
            }
            Backoff.idle(fails);
        }
        return target;
    }

    private void consume() {
        try {
            if (blocking) {
                consumeBlocking((BlockingQueue<Object>) q);
            } else {
                consumeSpinning(q);
            }
        } catch (Throwable t) {
            consumerFailure = t;
        }
    }

    private void consumeSpinning(Queue<Object> q) {
        long taken = 0;
        int fails = 0;
        for (;;) {
            Object e = q.poll();
            if (e == null) {
                Backoff.idle(fails++);
                continue;
            }
            fails = 0;
            if (e == END) {
                batchesTaken.lazySet(++taken);
            } else if (e == STOP) {
                return;
            }
        }
    }

    private void consumeBlocking(BlockingQueue<Object> q) throws InterruptedException {
        long taken = 0;
        for (;;) {
            Object e = q.take();
            if (e == END) {
                batchesTaken.lazySet(++taken);
            } else if (e == STOP) {
                return;
            }
        }
    }
}
