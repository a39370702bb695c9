package dev.tempered.runtime.internal.pool;

import java.lang.ref.Cleaner;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import jdk.jfr.FlightRecorder;

/**
 * Emits {@link PoolWorkerEvent}s for the pools that asked for {@code jfr} statistics. One periodic hook serves all
 * pools; it is registered on the first such pool, so a program whose pools never ask does not even load jdk.jfr
 * classes. JFR calls the hook only while a recording has the event enabled: with no recording running the cost is
 * nothing. A pool leaves the list once its queue is unreachable. Failure (no jdk.jfr module, JFR disabled, a
 * security manager) is silent: statistics must never break or announce themselves in the host program.
 */
public final class JfrRegistration {
    private static final Cleaner CLEANER = Cleaner.create();
    private static final CopyOnWriteArrayList<Entry> POOLS = new CopyOnWriteArrayList<>();
    /** Per site: how many queues it has created, for the event's pool number. */
    private static final Map<String, AtomicLong> CREATED = new ConcurrentHashMap<>();
    /** Guarded by the class monitor. */
    private static boolean hooked;

    private JfrRegistration() {
    }

    /** One pool: its site, its number at that site, and its counters (never the queue, so it can be collected). */
    private static final class Entry {
        final String site;
        final long number;
        final PoolStatistics stats;

        Entry(String site, long number, PoolStatistics stats) {
            this.site = site;
            this.number = number;
            this.stats = stats;
        }
    }

    /**
     * Adds {@code queue}'s statistics to the periodic event, and has its workers emit a {@link
     * PoolWorkerExitEvent} when they leave; true if JFR accepted the hook.
     */
    public static boolean register(Object queue, TaskPool pool, String site) {
        try {
            hook();
            String s = site == null ? "unknown" : site;
            Entry e = new Entry(s, CREATED.computeIfAbsent(s, k -> new AtomicLong()).incrementAndGet(),
                    pool.statistics());
            POOLS.add(e);
            CLEANER.register(queue, () -> POOLS.remove(e));
            pool.onWorkerExit((slot, reason) -> exited(e, slot, reason));
            return true;
        } catch (Exception | LinkageError ignored) {
            return false; // statistics are optional: the queue works the same without them
        }
    }

    /** Registers the periodic hook once; throws (and is retried by the next pool) if JFR refuses. */
    private static synchronized void hook() {
        if (!hooked) {
            FlightRecorder.addPeriodicEvent(PoolWorkerEvent.class, JfrRegistration::emit);
            hooked = true;
        }
    }

    /**
     * On the leaving worker's thread: one exit event with its totals, unless it already emitted one at the same
     * task count (a worker that is interrupted and then checks the queue on its way out reports once).
     */
    private static void exited(Entry e, WorkerSlot s, String reason) {
        WorkerCounters c = s.counters;
        if (c == null) {
            return;
        }
        long tasks = c.tasks();
        if (tasks == c.exitReportedAt) {
            return;
        }
        PoolWorkerExitEvent ev = new PoolWorkerExitEvent();
        if (!ev.isEnabled()) {
            return;
        }
        c.exitReportedAt = tasks;
        ev.site = e.site;
        ev.pool = e.number;
        ev.worker = s.index;
        ev.workerName = Thread.currentThread().getName();
        ev.reason = reason;
        ev.tasks = tasks;
        ev.steals = c.steals();
        ev.busy = c.busyNanos();
        ev.idle = c.idleNanos();
        ev.queued = s.deque.size();
        ev.commit();
    }

    /** The periodic hook: one event per worker of every live pool. */
    private static void emit() {
        for (Entry e : POOLS) {
            e.stats.forEachWorker((index, thread, c, queued) -> {
                PoolWorkerEvent ev = new PoolWorkerEvent();
                ev.site = e.site;
                ev.pool = e.number;
                ev.worker = index;
                ev.workerName = thread == null ? null : thread.getName();
                ev.tasks = c.tasks();
                ev.steals = c.steals();
                ev.busy = c.busyNanos();
                ev.idle = c.idleNanos();
                ev.queued = queued;
                ev.commit();
            });
        }
    }
}
