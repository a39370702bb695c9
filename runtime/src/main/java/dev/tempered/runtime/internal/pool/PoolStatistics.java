package dev.tempered.runtime.internal.pool;

import java.util.function.ToLongFunction;

/** Reads the per-worker counters of one registry. Holds no reference to the queue, so it never keeps it alive. */
public final class PoolStatistics implements WorkStealingPoolMXBean {
    private final WorkerRegistry registry;

    PoolStatistics(WorkerRegistry registry) {
        this.registry = registry;
    }

    @Override
    public String[] getWorkerNames() {
        WorkerSlot[] slots = registry.slots();
        String[] names = new String[slots.length];
        for (int i = 0; i < slots.length; i++) {
            Thread t = slots[i].owner;
            names[i] = t == null ? "?" : t.getName();
        }
        return names;
    }

    /** What the JFR hook reads of one worker. */
    interface WorkerView {
        void accept(int index, Thread owner, WorkerCounters counters, long queued);
    }

    /** Visits every worker that has counters, in slot order. */
    void forEachWorker(WorkerView v) {
        for (WorkerSlot s : registry.slots()) {
            if (s.counters != null) {
                v.accept(s.index, s.owner, s.counters, s.deque.size());
            }
        }
    }

    private long[] each(ToLongFunction<WorkerCounters> f) {
        WorkerSlot[] slots = registry.slots();
        long[] out = new long[slots.length];
        for (int i = 0; i < slots.length; i++) {
            WorkerCounters c = slots[i].counters;
            out[i] = c == null ? 0 : f.applyAsLong(c);
        }
        return out;
    }

    @Override
    public long[] getTasksRun() {
        return each(WorkerCounters::tasks);
    }

    @Override
    public long[] getSteals() {
        return each(WorkerCounters::steals);
    }

    @Override
    public long[] getBusyNanos() {
        return each(WorkerCounters::busyNanos);
    }

    @Override
    public long[] getIdleNanos() {
        return each(WorkerCounters::idleNanos);
    }

    @Override
    public String getBalanceTable() {
        String[] names = getWorkerNames();
        long[] tasks = getTasksRun();
        long[] steals = getSteals();
        long[] busy = getBusyNanos();
        long[] idle = getIdleNanos();
        StringBuilder sb = new StringBuilder("worker\ttasks\tsteals\tbusy ms\tidle ms\tbusy %\n");
        int n = Math.min(names.length, Math.min(tasks.length, Math.min(busy.length, idle.length)));
        for (int i = 0; i < n; i++) {
            long total = busy[i] + idle[i];
            sb.append(names[i]).append('\t').append(tasks[i]).append('\t').append(steals[i]).append('\t')
                    .append(busy[i] / 1_000_000).append('\t').append(idle[i] / 1_000_000).append('\t')
                    .append(total == 0 ? 0 : Math.round(100.0 * busy[i] / total)).append('\n');
        }
        return sb.toString();
    }
}
