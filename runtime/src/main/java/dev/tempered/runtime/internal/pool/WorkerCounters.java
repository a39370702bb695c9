package dev.tempered.runtime.internal.pool;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * Per-worker instrumentation, allocated only when the spec asks for statistics. Each field has one writer (the
 * worker that owns the slot) and is read by JMX: opaque accesses give untorn, eventually visible values without
 * fences on the worker's path.
 */
final class WorkerCounters {
    private static final VarHandle TASKS;
    private static final VarHandle STEALS;
    private static final VarHandle BUSY;
    private static final VarHandle IDLE;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            TASKS = l.findVarHandle(WorkerCounters.class, "tasks", long.class);
            STEALS = l.findVarHandle(WorkerCounters.class, "steals", long.class);
            BUSY = l.findVarHandle(WorkerCounters.class, "busyNanos", long.class);
            IDLE = l.findVarHandle(WorkerCounters.class, "idleNanos", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    @SuppressWarnings("unused")
    private long tasks;
    @SuppressWarnings("unused")
    private long steals;
    @SuppressWarnings("unused")
    private long busyNanos;
    @SuppressWarnings("unused")
    private long idleNanos;
    /** Owner-only: when the worker last left the queue with a task (0 = never). */
    private long leftAt;
    /** Owner-only: the task count of the last exit event, so repeated exit signs emit one event (-1 = none). */
    long exitReportedAt = -1;

    /** Owner: entering take/poll at {@code now}; the time since the last hand-out was spent running a task. */
    void enter(long now) {
        if (leftAt != 0) {
            BUSY.setOpaque(this, (long) BUSY.getOpaque(this) + (now - leftAt));
            leftAt = 0;
        }
    }

    /** Owner: leaving take/poll at {@code now}, having waited since {@code enteredAt}. */
    void leave(long enteredAt, long now, boolean gotTask, boolean stolen) {
        IDLE.setOpaque(this, (long) IDLE.getOpaque(this) + (now - enteredAt));
        if (gotTask) {
            TASKS.setOpaque(this, (long) TASKS.getOpaque(this) + 1);
            leftAt = now;
            if (stolen) {
                STEALS.setOpaque(this, (long) STEALS.getOpaque(this) + 1);
            }
        }
    }

    long tasks() {
        return (long) TASKS.getOpaque(this);
    }

    long steals() {
        return (long) STEALS.getOpaque(this);
    }

    long busyNanos() {
        return (long) BUSY.getOpaque(this);
    }

    long idleNanos() {
        return (long) IDLE.getOpaque(this);
    }
}
