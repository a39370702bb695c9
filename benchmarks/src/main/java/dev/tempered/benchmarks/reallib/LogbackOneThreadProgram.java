package dev.tempered.benchmarks.reallib;

import ch.qos.logback.classic.AsyncAppender;

/**
 * One logging thread, started once outside any loop, into logback's {@code AsyncAppender} ({@link LogbackPipeline}):
 * the appender's queue has one producer (this thread) and one consumer (logback's worker). Usage:
 * {@code LogbackOneThreadProgram 1 <events>} (the first argument is the thread count, always 1, so that every
 * program of the leg takes the same arguments); stdout: the oracle line.
 */
public final class LogbackOneThreadProgram {
    private LogbackOneThreadProgram() {
    }

    public static void main(String[] args) throws InterruptedException {
        if (!"1".equals(args[0])) {
            throw new IllegalArgumentException("LogbackOneThreadProgram logs from exactly 1 thread, not " + args[0]);
        }
        long events = Long.parseLong(args[1]);
        LogbackPipeline p = new LogbackPipeline(new AsyncAppender());
        LoggingThreads.runOne(events, (i, id) -> p.event(i));
        p.finish();
    }
}
