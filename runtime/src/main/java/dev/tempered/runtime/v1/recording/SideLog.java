package dev.tempered.runtime.v1.recording;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One thread's operations on one side of one queue. Written only by that thread; volatile so that the exit hook,
 * on another thread, reads whole values.
 */
final class SideLog {
    private volatile long first;
    private volatile long last;
    private volatile long ops;
    private final Set<String> operations = ConcurrentHashMap.newKeySet();

    void note(String operation, long now) {
        if (ops == 0) {
            first = now;
        }
        last = now;
        ops = ops + 1; // single writer: no read-modify-write race
        operations.add(operation);
    }

    boolean used() {
        return ops > 0;
    }

    long first() {
        return first;
    }

    void appendJson(StringBuilder out, ThreadLog thread) {
        List<String> names = new ArrayList<>(operations);
        names.sort(null);
        out.append("{\"thread\":").append(Json.quote(thread.name))
                .append(",\"threadId\":").append(thread.id)
                .append(",\"first\":").append(first)
                .append(",\"last\":").append(last)
                .append(",\"ops\":").append(ops)
                .append(",\"operations\":[");
        for (int i = 0; i < names.size(); i++) {
            out.append(i > 0 ? "," : "").append(Json.quote(names.get(i)));
        }
        out.append("]}");
    }
}
