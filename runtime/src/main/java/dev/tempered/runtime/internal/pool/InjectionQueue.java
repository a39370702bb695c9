package dev.tempered.runtime.internal.pool;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.jctools.queues.MessagePassingQueue;
import org.jctools.queues.varhandle.MpscUnboundedVarHandleArrayQueue;
import org.jctools.queues.varhandle.SpscUnboundedVarHandleArrayQueue;

/**
 * Where tasks from threads outside the pool (and every task in FIFO form) enter: a JCTools linked-array queue
 * (VarHandle variants), MPSC, or SPSC in the single-producer form. Its consumer side admits one thread at a time
 * through a try-lock, as Go's global run queue and Tokio's inject queue do: workers reach it only after their own
 * deque, so it is rarely contended, and a worker that loses the try-lock goes on to steal instead of waiting.
 *
 * <p>The holder of the consumer side may move cells into {@link #staged}, a private FIFO that consumers read before
 * the JCTools queue. Traversal ({@code remove(Object)}, iterators, {@code toArray}) takes the consumer side, moves
 * everything into {@code staged} and copies it: that needs no iterator from JCTools (its SPSC queues have none) and
 * keeps FIFO order.
 *
 * <p>Single-producer form: the first thread to offer owns the SPSC producer side. An offer from any other thread
 * (the analysis was wrong, or a worker of a one-thread pool submits) goes to a lazily created MPSC overflow queue
 * instead, so the SPSC queue never sees two producers; no task is lost, only the relative order of tasks from the
 * owner and from others is no longer the order of their offers.
 */
final class InjectionQueue {
    private static final VarHandle CONSUMING;
    private static final VarHandle STAGED_COUNT;
    private static final VarHandle PRODUCER;
    private static final VarHandle OVERFLOW;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            CONSUMING = l.findVarHandle(InjectionQueue.class, "consuming", int.class);
            STAGED_COUNT = l.findVarHandle(InjectionQueue.class, "stagedCount", int.class);
            PRODUCER = l.findVarHandle(InjectionQueue.class, "producer", Thread.class);
            OVERFLOW = l.findVarHandle(InjectionQueue.class, "overflow", MessagePassingQueue.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private static final int CHUNK = 128;

    private final MessagePassingQueue<TaskCell> queue;
    private final boolean singleProducer;
    /** Guarded by the consumer side ({@link #consuming}); its size is mirrored in {@link #stagedCount}. */
    private final ArrayDeque<TaskCell> staged = new ArrayDeque<>();
    @SuppressWarnings("unused")
    private volatile int consuming;
    @SuppressWarnings("unused")
    private volatile int stagedCount;
    /** Single-producer form: the owner of the SPSC producer side, set once. */
    @SuppressWarnings("unused")
    private volatile Thread producer;
    /** Single-producer form: offers from threads other than the owner. */
    @SuppressWarnings("unused")
    private volatile MessagePassingQueue<TaskCell> overflow;

    InjectionQueue(boolean singleProducer) {
        this.singleProducer = singleProducer;
        this.queue = singleProducer ? new SpscUnboundedVarHandleArrayQueue<>(CHUNK)
                : new MpscUnboundedVarHandleArrayQueue<>(CHUNK);
    }

    void offer(TaskCell c) {
        if (!singleProducer) {
            queue.offer(c);
            return;
        }
        Thread me = Thread.currentThread();
        // Opaque read: once set the owner never changes, and a stale null only sends us to the CAS below.
        Thread owner = (Thread) PRODUCER.getOpaque(this);
        if (owner == me || (owner == null && PRODUCER.compareAndSet(this, null, me))) {
            queue.offer(c);
        } else {
            overflow().offer(c);
        }
    }

    @SuppressWarnings("unchecked")
    private MessagePassingQueue<TaskCell> overflow() {
        // Acquire: pairs with the CAS (volatile) that published the queue, so its fields are initialised.
        MessagePassingQueue<TaskCell> o = (MessagePassingQueue<TaskCell>) OVERFLOW.getAcquire(this);
        if (o == null) {
            MessagePassingQueue<TaskCell> fresh = new MpscUnboundedVarHandleArrayQueue<>(CHUNK);
            o = OVERFLOW.compareAndSet(this, null, fresh) ? fresh
                    : (MessagePassingQueue<TaskCell>) OVERFLOW.getAcquire(this);
        }
        return o;
    }

    /** One cell, or null when empty or another consumer holds the consumer side right now. */
    TaskCell tryPoll() {
        if (isEmpty()) {
            return null;
        }
        // CAS (volatile): acquires what the previous holder did before its release store in unlock.
        if (!CONSUMING.compareAndSet(this, 0, 1)) {
            return null;
        }
        try {
            return pollLocked();
        } finally {
            // Release: hands the consumer side (JCTools consumer fields, staged) to the next holder.
            CONSUMING.setRelease(this, 0);
        }
    }

    /** One cell, or null only when empty; waits for the consumer side if another thread holds it. */
    TaskCell poll() {
        while (!isEmpty()) {
            if (CONSUMING.compareAndSet(this, 0, 1)) {
                try {
                    return pollLocked();
                } finally {
                    CONSUMING.setRelease(this, 0);
                }
            }
            // The holder takes one cell and leaves; yield rather than spin in case it was descheduled.
            Thread.yield();
        }
        return null;
    }

    @SuppressWarnings("unchecked")
    private TaskCell pollLocked() {
        TaskCell c = staged.pollFirst();
        if (c != null) {
            // Volatile store: isEmpty()/size() from other threads see the new count.
            STAGED_COUNT.setVolatile(this, staged.size());
            return c;
        }
        // poll(), not relaxedPoll(): it waits out a producer between its index update and its element store, so
        // a non-empty queue never yields null here.
        c = queue.poll();
        if (c == null) {
            MessagePassingQueue<TaskCell> o = (MessagePassingQueue<TaskCell>) OVERFLOW.getAcquire(this);
            if (o != null) {
                c = o.poll();
            }
        }
        return c;
    }

    /** The cells present now, in hand-out order. Takes the consumer side for the duration. */
    @SuppressWarnings("unchecked")
    List<TaskCell> snapshot() {
        for (;;) {
            if (CONSUMING.compareAndSet(this, 0, 1)) {
                try {
                    while (stageOne(queue)) {
                        // moving in hand-out order: the JCTools queue first
                    }
                    MessagePassingQueue<TaskCell> o = (MessagePassingQueue<TaskCell>) OVERFLOW.getAcquire(this);
                    while (o != null && stageOne(o)) {
                        // then the overflow queue, as pollLocked() does
                    }
                    return new ArrayList<>(staged);
                } finally {
                    CONSUMING.setRelease(this, 0);
                }
            }
            Thread.yield();
        }
    }

    /**
     * Consumer side held: moves one cell from {@code from} to the end of {@link #staged}. The count goes up
     * (volatile store) before the JCTools poll publishes the removal (release store of its consumer index), so a
     * reader that sees the cell gone from the queue (acquire load of that index) also sees the higher count.
     */
    private boolean stageOne(MessagePassingQueue<TaskCell> from) {
        STAGED_COUNT.setVolatile(this, staged.size() + 1);
        TaskCell c = from.poll();
        if (c == null) {
            STAGED_COUNT.setVolatile(this, staged.size());
            return false;
        }
        staged.addLast(c);
        return true;
    }

    @SuppressWarnings("unchecked")
    boolean isEmpty() {
        // Read the JCTools queues before stagedCount (see stageOne): a cell being moved is counted twice at worst,
        // never missed, and a spurious "non-empty" only costs the caller a retry.
        if (!queue.isEmpty()) {
            return false;
        }
        MessagePassingQueue<TaskCell> o = (MessagePassingQueue<TaskCell>) OVERFLOW.getAcquire(this);
        if (o != null && !o.isEmpty()) {
            return false;
        }
        return (int) STAGED_COUNT.getVolatile(this) == 0;
    }

    @SuppressWarnings("unchecked")
    int size() {
        MessagePassingQueue<TaskCell> o = (MessagePassingQueue<TaskCell>) OVERFLOW.getAcquire(this);
        long n = (long) (int) STAGED_COUNT.getVolatile(this) + queue.size() + (o == null ? 0 : o.size());
        return (int) Math.min(n, Integer.MAX_VALUE);
    }
}
