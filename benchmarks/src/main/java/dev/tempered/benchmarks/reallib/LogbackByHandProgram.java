package dev.tempered.benchmarks.reallib;

import ch.qos.logback.core.HandRingAsyncAppender;

/**
 * {@link LogbackOneThreadProgram} with the best specialisation written in by hand: the same pipeline and the same one
 * logging thread, with an {@code AsyncAppender} whose queue is Tempered's ring substitute constructed directly
 * ({@link HandRingAsyncAppender}). The leg's "by-hand" variant; its output must equal the as-written program's.
 * Usage: {@code LogbackByHandProgram 1 <events>}.
 */
public final class LogbackByHandProgram {
    private LogbackByHandProgram() {
    }

    public static void main(String[] args) throws InterruptedException {
        if (!"1".equals(args[0])) {
            throw new IllegalArgumentException("LogbackByHandProgram logs from exactly 1 thread, not " + args[0]);
        }
        long events = Long.parseLong(args[1]);
        LogbackPipeline p = new LogbackPipeline(new HandRingAsyncAppender());
        LoggingThreads.runOne(events, (i, id) -> p.event(i));
        p.finish();
    }
}
