package dev.tempered.runtime.v1.recording;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads that used one site's queues, keyed by thread id, and per side the most threads ever inside an
 * operation of one of its queue objects at the same moment.
 */
final class SiteLog {
    final String id;
    /** Where the site is, {@code File.java:line}, or null when unknown. */
    final String at;
    final AtomicInteger queues = new AtomicInteger();
    final AtomicInteger producersAtOnce = new AtomicInteger();
    final AtomicInteger consumersAtOnce = new AtomicInteger();
    private final ConcurrentHashMap<Long, ThreadLog> threads = new ConcurrentHashMap<>();

    SiteLog(String id, String at) {
        this.id = id;
        this.at = at;
    }

    /**
     * Called on entry to a producer or consumer operation. {@code queue} is null while the queue's superclass
     * constructor runs (it may call {@code addAll}); such calls are not recorded. Returns what {@link #exit} needs.
     */
    static ThreadLog enter(QueueLog queue, Side side, String operation) {
        if (queue == null) {
            return null;
        }
        ThreadLog t = queue.site.thread(Thread.currentThread());
        if (t.depth++ == 0) {
            (side == Side.PRODUCER ? t.producer : t.consumer).note(operation, System.nanoTime());
            Inside in = queue.side(side);
            in.in();
            t.inside = in;
        }
        return t;
    }

    static void exit(ThreadLog t) {
        if (t != null && --t.depth == 0) {
            t.inside.out();
            t.inside = null;
        }
    }

    /** The calling thread's log, made on its first operation. */
    ThreadLog thread(Thread current) {
        Long key = current.getId();
        ThreadLog t = threads.get(key);
        if (t == null) {
            ThreadLog fresh = new ThreadLog(current);
            t = threads.putIfAbsent(key, fresh);
            if (t == null) {
                t = fresh;
            }
        }
        return t;
    }

    /** The thread's log if it has one; never makes one. */
    ThreadLog existing(Thread current) {
        return threads.get(current.getId());
    }

    void appendJson(StringBuilder out) {
        List<ThreadLog> all = new ArrayList<>(threads.values());
        out.append("{\"id\":").append(Json.quote(id));
        if (at != null) {
            out.append(",\"at\":").append(Json.quote(at));
        }
        out.append(",\"queues\":").append(queues.get())
                .append(",\"producersAtOnce\":").append(producersAtOnce.get())
                .append(",\"consumersAtOnce\":").append(consumersAtOnce.get())
                .append(",\"producers\":");
        appendSide(out, all, true);
        out.append(",\"consumers\":");
        appendSide(out, all, false);
        out.append('}');
    }

    private static void appendSide(StringBuilder out, List<ThreadLog> all, boolean producers) {
        List<ThreadLog> used = new ArrayList<>();
        for (ThreadLog t : all) {
            if ((producers ? t.producer : t.consumer).used()) {
                used.add(t);
            }
        }
        used.sort(Comparator.comparingLong((ThreadLog t) -> (producers ? t.producer : t.consumer).first())
                .thenComparingLong(t -> t.id));
        out.append('[');
        for (int i = 0; i < used.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            ThreadLog t = used.get(i);
            (producers ? t.producer : t.consumer).appendJson(out, t);
        }
        out.append(']');
    }
}
