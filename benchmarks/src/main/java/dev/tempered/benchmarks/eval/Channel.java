package dev.tempered.benchmarks.eval;

import java.util.Queue;
import java.util.concurrent.BlockingQueue;

/**
 * How a workload's thread talks to its queue, the way the program would be written against it: a JDK queue or a
 * Tempered substitute (a {@link BlockingQueue}) with {@code put}/{@code take}; a library queue without blocking
 * operations (JCTools, Agrona) with {@code offer}/{@code poll} and {@link Backoff}.
 */
public abstract class Channel {
    final Queue<Object> queue;

    Channel(Queue<Object> queue) {
        this.queue = queue;
    }

    public abstract void send(Object e) throws InterruptedException;

    public abstract Object receive() throws InterruptedException;

    public String queueClass() {
        return queue.getClass().getName();
    }

    /** Whether {@link #send}/{@link #receive} are put/take (else offer/poll with {@link Backoff}). */
    public boolean blocking() {
        return this instanceof Blocking;
    }

    /**
     * The same queue driven with {@code offer}/{@code poll} and {@link Backoff}, as a library queue without
     * blocking operations is (W1x spin mode): this channel itself when it already is.
     */
    public Channel spinning() {
        return this instanceof Spinning ? this : new Spinning(queue);
    }

    static Channel of(Queue<Object> q) {
        return q instanceof BlockingQueue ? new Blocking((BlockingQueue<Object>) q) : new Spinning(q);
    }

    static final class Blocking extends Channel {
        private final BlockingQueue<Object> bq;

        Blocking(BlockingQueue<Object> q) {
            super(q);
            this.bq = q;
        }

        @Override
        public void send(Object e) throws InterruptedException {
            bq.put(e);
        }

        @Override
        public Object receive() throws InterruptedException {
            return bq.take();
        }
    }

    static final class Spinning extends Channel {
        Spinning(Queue<Object> q) {
            super(q);
        }

        @Override
        public void send(Object e) {
            for (int fails = 0; !queue.offer(e); fails++) {
                Backoff.idle(fails);
            }
        }

        @Override
        public Object receive() {
            Object e;
            for (int fails = 0; (e = queue.poll()) == null; fails++) {
                Backoff.idle(fails);
            }
            return e;
        }
    }
}
