package dev.tempered.benchmarks.reallib;

import ch.qos.logback.classic.AsyncAppender;

/**
 * A real library as a whole program: N worker threads, started in a loop, log through logback's
 * {@code AsyncAppender} ({@link LogbackPipeline}). The analysis counts threads started in a loop as many, so the
 * queue is multi-producer here whatever N is; {@link LogbackOneThreadProgram} is the one-thread program. Usage:
 * {@code LogbackAsyncProgram <threads> <events per thread>}; stdout: the deterministic oracle line (events and a
 * checksum of their messages).
 */
public final class LogbackAsyncProgram {
    private LogbackAsyncProgram() {
    }

    public static void main(String[] args) throws InterruptedException {
        int threads = Integer.parseInt(args[0]);
        long perThread = Long.parseLong(args[1]);
        LogbackPipeline p = new LogbackPipeline(new AsyncAppender());
        LoggingThreads.run(threads, perThread, (i, id) -> p.log.info("order {} from worker {}", i, id));
        p.finish();
    }
}
