package dev.tempered.runtime.internal.pool;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * One queued task. The deques and the injection queue move cells, and the task inside a cell is handed out
 * exactly once by {@link #claim()}: a consumer that pulled the cell, {@code remove(Object)}, {@code drainTo} and an
 * iterator's {@code remove()} all race on the same atomic exchange, so a task removed by {@code
 * ThreadPoolExecutor.remove}/{@code purge} is never also run, and none is run twice.
 */
public final class TaskCell {
    private static final VarHandle TASK;

    static {
        try {
            TASK = MethodHandles.lookup().findVarHandle(TaskCell.class, "task", Object.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    @SuppressWarnings("unused")
    private volatile Object task;

    public TaskCell(Object task) {
        // Plain store: the cell reaches other threads only through a release store (deque bottom, JCTools offer).
        TASK.set(this, task);
    }

    /** The task if still unclaimed, else null. Volatile read: an element seen here was not yet claimed. */
    public Object peek() {
        return task;
    }

    /** Takes the task; null when someone else already did. Volatile exchange: one winner. */
    public Object claim() {
        return TASK.getAndSet(this, null);
    }

    /** Takes the task only if it is {@code expected} (identity); used by removal of a seen element. */
    public boolean claim(Object expected) {
        return expected != null && TASK.compareAndSet(this, expected, null);
    }
}
