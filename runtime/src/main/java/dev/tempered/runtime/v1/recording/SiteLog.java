package dev.tempered.runtime.v1.recording;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/** The threads that used one site's queues, keyed by thread id. */
final class SiteLog {
    final String id;
    private final ConcurrentHashMap<Long, ThreadLog> threads = new ConcurrentHashMap<>();

    SiteLog(String id) {
        this.id = id;
    }

    /**
     * Called on entry to a producer or consumer operation. {@code site} is null while the queue's superclass
     * constructor runs (it may call {@code addAll}); such calls are not recorded. Returns what {@link #exit} needs.
     */
    static ThreadLog enter(SiteLog site, Side side, String operation) {
        if (site == null) {
            return null;
        }
        Thread current = Thread.currentThread();
        Long key = current.getId();
        ThreadLog t = site.threads.get(key);
        if (t == null) {
            ThreadLog fresh = new ThreadLog(current);
            t = site.threads.putIfAbsent(key, fresh);
            if (t == null) {
                t = fresh;
            }
        }
        if (t.depth++ == 0) {
            (side == Side.PRODUCER ? t.producer : t.consumer).note(operation, System.nanoTime());
        }
        return t;
    }

    static void exit(ThreadLog t) {
        if (t != null) {
            t.depth--;
        }
    }

    void appendJson(StringBuilder out) {
        List<ThreadLog> all = new ArrayList<>(threads.values());
        out.append("{\"id\":").append(Json.quote(id)).append(",\"producers\":");
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
