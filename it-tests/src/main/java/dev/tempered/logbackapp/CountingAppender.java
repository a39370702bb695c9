package dev.tempered.logbackapp;

import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.AppenderBase;
import java.util.Map;
import java.util.TreeMap;

/**
 * Counts the events it receives per logging thread and sums their sequence numbers: a deterministic summary of
 * what went through the AsyncAppender, whatever the interleaving. AppenderBase.doAppend is synchronized, so the
 * counters need no other guard.
 */
final class CountingAppender extends AppenderBase<ILoggingEvent> {
    private final Map<String, long[]> perThread = new TreeMap<>();
    private long events;

    @Override
    protected void append(ILoggingEvent event) {
        Object[] args = event.getArgumentArray();
        long[] c = perThread.computeIfAbsent(event.getThreadName(), k -> new long[2]);
        c[0]++;
        c[1] += (Integer) args[0];
        events++;
    }

    synchronized String summary() {
        StringBuilder sb = new StringBuilder("events=" + events);
        perThread.forEach((thread, c) -> sb.append('\n').append(thread).append(": events=").append(c[0])
                .append(" sum=").append(c[1]));
        return sb.toString();
    }
}
