package dev.tempered.runtime.internal.pool;

/**
 * Per-worker balance of a work-stealing pool queue, registered as {@code
 * dev.tempered:type=WorkStealingPool,site=<id>} when the spec says {@code stats=jmx}. Arrays are indexed by worker
 * slot; a slot is reused by a new thread after its worker died, so its numbers accumulate across them.
 */
public interface WorkStealingPoolMXBean {
    String[] getWorkerNames();

    long[] getTasksRun();

    long[] getSteals();

    long[] getBusyNanos();

    long[] getIdleNanos();

    /** A plain-text table, one line per worker: tasks, steals, busy and idle milliseconds, busy share. */
    String getBalanceTable();
}
