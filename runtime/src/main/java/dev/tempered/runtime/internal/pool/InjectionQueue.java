package dev.tempered.runtime.internal.pool;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.function.Consumer;
import org.jctools.queues.varhandle.MpscUnboundedVarHandleArrayQueue;

/**
 * Where tasks from threads outside the pool (and every task in FIFO mode) enter: a JCTools MPSC linked-array queue
 * (VarHandle variant). Its consumer side admits one thread at a time through a try-lock, as Go's global run queue
 * and Tokio's inject queue do: workers reach it only after their own deque, so it is rarely contended, and a worker
 * that loses the try-lock goes on to steal instead of waiting. FIFO hand-out order is the MPSC queue's order.
 */
final class InjectionQueue {
    private static final VarHandle CONSUMING;

    static {
        try {
            CONSUMING = MethodHandles.lookup().findVarHandle(InjectionQueue.class, "consuming", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final MpscUnboundedVarHandleArrayQueue<TaskCell> queue = new MpscUnboundedVarHandleArrayQueue<>(128);
    @SuppressWarnings("unused")
    private volatile int consuming;

    void offer(TaskCell c) {
        queue.offer(c);
    }

    /** One cell, or null when empty or another consumer holds the consumer side right now. */
    TaskCell tryPoll() {
        if (queue.isEmpty()) {
            return null;
        }
        // Acquire-CAS: we see everything the previous consumer did before its release store in unlock.
        if (!CONSUMING.compareAndSet(this, 0, 1)) {
            return null;
        }
        try {
            // poll(), not relaxedPoll(): it waits out a producer between its index CAS and its element store, so
            // a non-empty queue never yields null here.
            return queue.poll();
        } finally {
            // Release: hands the consumer-side fields to the next consumer.
            CONSUMING.setRelease(this, 0);
        }
    }

    /** One cell, or null only when empty; waits for the consumer side if another thread holds it. */
    TaskCell poll() {
        while (!queue.isEmpty()) {
            if (CONSUMING.compareAndSet(this, 0, 1)) {
                try {
                    return queue.poll();
                } finally {
                    CONSUMING.setRelease(this, 0);
                }
            }
            // The holder takes one cell and leaves; yield rather than spin in case it was descheduled.
            Thread.yield();
        }
        return null;
    }

    boolean isEmpty() {
        return queue.isEmpty();
    }

    int size() {
        return queue.size();
    }

    /** Weakly consistent traversal, safe from any thread (JCTools' weak iterator). */
    void forEach(Consumer<? super TaskCell> action) {
        for (TaskCell c : queue) {
            action.accept(c);
        }
    }
}
