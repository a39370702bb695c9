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

    static void run(int threads) throws InterruptedException {
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

        List<Thread> loggers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread thread = new Thread(() -> {
                for (int i = 1; i <= EVENTS_PER_THREAD; i++) {
                    logger.info("event {}", i);
                }
            }, "logger-" + t);
            loggers.add(thread);
        }
        loggers.forEach(Thread::start);
        for (Thread thread : loggers) {
            thread.join();
        }
        async.stop();
        context.stop();
        System.out.println(counting.summary());
        // logback swallows what an appender throws into its status list: show those, or a lost event goes unexplained
        List<Status> errors = context.getStatusManager().getCopyOfStatusList().stream()
                .filter(s -> s.getEffectiveLevel() >= Status.WARN).toList();
        System.out.println("logback warnings and errors=" + errors.size());
        errors.forEach(s -> System.err.println("logback: " + s));
    }
}
