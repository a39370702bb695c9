package dev.tempered.logbackapp;

import ch.qos.logback.classic.AsyncAppender;
import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.util.LogbackMDCAdapter;
import ch.qos.logback.core.status.Status;
import java.util.ArrayList;
import java.util.List;

/**
 * A small application that logs through logback's AsyncAppender from a fixed number of threads into a counting
 * appender, configured in code (no configuration file, so no reflection decides which appenders exist).
 * The AsyncAppender's queue (AsyncAppenderBase.start, an ArrayBlockingQueue) is produced into by the logging threads
 * and consumed by the appender's one worker thread.
 */
final class AsyncLogging {
    static final int EVENTS_PER_THREAD = 20_000;

    private AsyncLogging() {
    }

    /** Logs from {@code threads} threads, started in a loop: the analysis counts them as many. */
    static void run(int threads) throws InterruptedException {
        Setup s = setUp();
        List<Thread> loggers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            loggers.add(loggingThread(s.logger, t));
        }
        for (Thread thread : loggers) {
            thread.start();
        }
        for (Thread thread : loggers) {
            thread.join();
        }
        finish(s);
    }

    /**
     * Logs from exactly one thread, started once outside any loop, so that the analysis can prove one producer (a
     * loop over a count of one is still a loop to it).
     */
    static void runOne() throws InterruptedException {
        Setup s = setUp();
        Thread thread = loggingThread(s.logger, 0);
        thread.start();
        thread.join();
        finish(s);
    }

    private record Setup(LoggerContext context, CountingAppender counting, AsyncAppender async, Logger logger) {
    }

    private static Setup setUp() {
        LoggerContext context = new LoggerContext();
        // configured by hand, so the MDC adapter that SLF4J's provider would install is set here
        context.setMDCAdapter(new LogbackMDCAdapter());
        CountingAppender counting = new CountingAppender();
        counting.setContext(context);
        counting.start();
        AsyncAppender async = new AsyncAppender();
        async.setContext(context);
        async.setName("async");
        async.setQueueSize(256);
        // never discard and never drop: every event reaches the counting appender, so the output is deterministic
        async.setDiscardingThreshold(0);
        async.setNeverBlock(false);
        // 0: stop() waits for the worker to drain everything left, however long it takes
        async.setMaxFlushTime(0);
        async.addAppender(counting);
        async.start();
        Logger logger = context.getLogger("app");
        logger.setAdditive(false);
        logger.setLevel(Level.INFO);
        logger.addAppender(async);
        return new Setup(context, counting, async, logger);
    }

    private static Thread loggingThread(Logger logger, int index) {
        return new Thread(() -> {
            for (int i = 1; i <= EVENTS_PER_THREAD; i++) {
                logger.info("event {}", i);
            }
        }, "logger-" + index);
    }

    private static void finish(Setup s) {
        s.async.stop();
        s.context.stop();
        System.out.println(s.counting.summary());
        // logback swallows what an appender throws into its status list: show those, or a lost event goes unexplained
        List<Status> errors = s.context.getStatusManager().getCopyOfStatusList().stream()
                .filter(st -> st.getEffectiveLevel() >= Status.WARN).toList();
        System.out.println("logback warnings and errors=" + errors.size());
        errors.forEach(st -> System.err.println("logback: " + st));
    }
}
