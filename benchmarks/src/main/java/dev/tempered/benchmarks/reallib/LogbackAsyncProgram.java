package dev.tempered.benchmarks.reallib;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.AppenderBase;
import ch.qos.logback.classic.AsyncAppender;

/**
 * A real library as a whole program: N worker threads log through logback's {@code AsyncAppender} (its own
 * {@code ArrayBlockingQueue(1024)}, never discarding, one worker thread of logback's) into a counting appender.
 * Configured in code, as an application that builds its logging at start-up does, so the analysis sees the
 * appender's wiring. Usage: {@code LogbackAsyncProgram <threads> <events per thread>}; stdout: the deterministic
 * oracle line (events and a checksum of their messages).
 */
public final class LogbackAsyncProgram {
    /** The sink behind the async appender: counts events and folds their messages into a checksum. */
    static final class Tally extends AppenderBase<ILoggingEvent> {
        long events;
        long checksum;

        @Override
        protected void append(ILoggingEvent e) {
            events++;
            checksum += e.getFormattedMessage().hashCode();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int threads = Integer.parseInt(args[0]);
        long perThread = Long.parseLong(args[1]);
        LoggerContext context = new LoggerContext();
        context.setMDCAdapter(new ch.qos.logback.classic.util.LogbackMDCAdapter());
        context.start();
        Tally tally = new Tally();
        tally.setContext(context);
        tally.start();
        AsyncAppender async = new AsyncAppender();
        async.setContext(context);
        async.setQueueSize(1024);
        async.setDiscardingThreshold(0);
        async.addAppender(tally);
        async.start();
        Logger log = context.getLogger("orders");
        log.setAdditive(false);
        log.addAppender(async);
        LoggingThreads.run(threads, perThread, (i, id) -> log.info("order {} from worker {}", i, id));
        async.stop();
        System.out.println("logback: " + tally.events + " events, checksum " + tally.checksum);
    }
}
