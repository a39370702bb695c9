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

    /** Adds {@code queue}'s statistics to the periodic event; true if JFR accepted the hook. */
    public static boolean register(Object queue, PoolStatistics stats, String site) {
        try {
            hook();
            String s = site == null ? "unknown" : site;
            Entry e = new Entry(s, CREATED.computeIfAbsent(s, k -> new AtomicLong()).incrementAndGet(), stats);
            POOLS.add(e);
            CLEANER.register(queue, () -> POOLS.remove(e));
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
