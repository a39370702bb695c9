package dev.tempered.benchmarks;

import dev.tempered.benchmarks.eval.Backoff;
import java.util.Queue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Semaphore;

/**
 * One producer (the caller of {@link #slice}) and one consumer thread of its own handing elements over through one
 * queue, slice by slice, with {@link Handover}'s waiting: {@code offer}/{@code poll} retried with
 * {@link Backoff} (spin, then yield); or {@code put}/{@code take}.
 * Between slices the consumer is parked on a semaphore, so an idle pair takes no CPU from the pair being timed.
 *
 * <p>{@link InterleavedHandover} loads this class once per variant, each time through its own class loader, so that
 * every variant's loops carry their own JIT profile (one shared copy would see every queue type and stop inlining).
 * Hence public, no nested classes and no lambdas: a second loader's copy must not reach package-private members.
 * {@link Handover} uses its {@link #offer} too.
 */
public final class HandoverPair implements InterleavedHandover.Pair, Runnable {
    private static final Object ITEM = new Object();
    private static final Object END = new Object();

    private final Queue<Object> q;
    private final boolean blocking;
    private final Semaphore go = new Semaphore(0);
    private final Thread consumer;
    private volatile boolean ready;
    private volatile long slicesTaken;
    /** elements the consumer took in the last slice, END included: checked against what was given */
    private volatile int lastTaken;
    private volatile boolean stopping;
    private volatile Throwable failure;
    private long slicesGiven;

    public HandoverPair(Queue<Object> q, boolean blocking, String name) {
        this.q = q;
        this.blocking = blocking;
        this.consumer = new Thread(this, "consumer-" + name);
        this.consumer.setDaemon(true);
        this.consumer.start();
    }

    /** Hands {@code elements} over once the consumer is awake; returns the nanoseconds from first offer to last take. */
    @Override
    public long slice(int elements) throws InterruptedException {
        ready = false;
        go.release();
        for (int fails = 0; !ready; fails++) {
            Backoff.idle(fails);
        }
        long target = ++slicesGiven;
        long start = System.nanoTime();
        if (blocking) {
            BlockingQueue<Object> b = (BlockingQueue<Object>) q;
            for (int i = 1; i < elements; i++) {
                b.put(ITEM);
            }
            b.put(END);
        } else {
            Queue<Object> s = q;
            for (int i = 1; i < elements; i++) {
                offer(s, ITEM);
            }
            offer(s, END);
        }
        for (int fails = 0; slicesTaken != target; fails++) {
            if (failure != null) {
                throw new IllegalStateException("consumer failed", failure);
            }
            Backoff.idle(fails);
        }
        long nanos = System.nanoTime() - start;
        if (lastTaken != elements) {
            throw new IllegalStateException(q.getClass().getName() + ": gave " + elements + ", taken " + lastTaken);
        }
        return nanos;
    }

    @Override
    public void stop() throws InterruptedException {
        stopping = true;
        go.release();
        consumer.join(10_000);
    }

    @Override
    public void run() {
        try {
            for (long taken = 0;; ) {
                go.acquire();
                if (stopping) {
                    return;
                }
                ready = true;
                lastTaken = blocking ? takeSlice((BlockingQueue<Object>) q) : pollSlice(q);
                slicesTaken = ++taken;
            }
        } catch (Throwable t) {
            failure = t;
        }
    }

    /** Takes up to and including END; returns how many elements that was. */
    private static int takeSlice(BlockingQueue<Object> q) throws InterruptedException {
        int n = 1;
        while (q.take() != END) {
            n++;
        }
        return n;
    }

    private static int pollSlice(Queue<Object> q) {
        int n = 0;
        int fails = 0;
        for (;;) {
            Object e = q.poll();
            if (e == null) {
                Backoff.idle(fails++);
                continue;
            }
            n++;
            if (e == END) {
                return n;
            }
            fails = 0;
        }
    }

    /** Offers until the queue takes {@code e}, backing off between failures. */
    static void offer(Queue<Object> q, Object e) {
        for (int fails = 0; !q.offer(e); fails++) {
            Backoff.idle(fails);
        }
    }

}
