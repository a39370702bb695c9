package dev.tempered.runtime.internal.pool;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.locks.LockSupport;

/** One consumer thread's place in a pool queue: its deque, its park state and (optionally) its counters. */
final class WorkerSlot {
    private static final VarHandle STATE;
    static final int RUNNING = 0;
    static final int PARKED = 1;

    static {
        try {
            STATE = MethodHandles.lookup().findVarHandle(WorkerSlot.class, "state", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    final int index;
    final ChaseLevDeque<TaskCell> deque = new ChaseLevDeque<>(32);
    /** null when statistics are off: the only cost then is this null check. */
    final WorkerCounters counters;
    /** The thread that owns the deque; replaced by the registry only after the previous owner died. */
    volatile Thread owner;
    @SuppressWarnings("unused")
    private volatile int state;
    /** Owner-only tick for the fairness checks. */
    int ticks;
    /** Owner-only: whether the last task this worker acquired was stolen (for the counters). */
    boolean lastStolen;
    /** Owner-only: whether this worker counts in IdleWorkers.searching (it spins, or a signaller picked it). */
    boolean searching;
    /**
     * Owner-only: how many rounds the next spin phase lasts. Halved (down to TaskPool.MIN_SPINS) after a phase
     * that found nothing, back to TaskPool.SPINS after one that found a task: where spinning keeps failing (tasks
     * arrive slower than a spin phase lasts, or the publisher is descheduled) a worker parks almost at once.
     */
    int spinBudget = TaskPool.SPINS;

    WorkerSlot(int index, Thread owner, boolean counted) {
        this.index = index;
        this.owner = owner;
        this.counters = counted ? new WorkerCounters() : null;
    }

    /**
     * Owner: announces that it is about to park. Volatile store of the state first, then the caller increments the
     * parked count (a volatile read-modify-write, hence a full fence) before it re-checks the queue.
     */
    void markParked() {
        STATE.setVolatile(this, PARKED);
    }

    boolean isParked() {
        return (int) STATE.getVolatile(this) == PARKED;
    }

    /** Any thread: moves a parked slot back to running; exactly one caller wins (volatile CAS). */
    boolean unmarkParked() {
        return STATE.compareAndSet(this, PARKED, RUNNING);
    }

    /** Owner: parks until woken, interrupted, timed out ({@code deadline}, if {@code timed}) or spuriously. */
    void parkOnce(boolean timed, long deadline, Object blocker) {
        if (timed) {
            long left = deadline - System.nanoTime();
            if (left > 0) {
                LockSupport.parkNanos(blocker, left);
            }
        } else {
            LockSupport.park(blocker);
        }
    }
}
