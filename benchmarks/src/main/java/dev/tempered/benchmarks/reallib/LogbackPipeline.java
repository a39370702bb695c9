package dev.tempered.benchmarks.reallib;

import ch.qos.logback.classic.AsyncAppender;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.util.LogbackMDCAdapter;
import ch.qos.logback.core.AppenderBase;

/**
 * The logging set-up every logback program shares, configured in code as an application that builds its logging at
 * start-up does (so the analysis sees the appender's wiring): a logger whose only appender is the given
 * {@code AsyncAppender} (queue of 1024, never discarding, logback's one worker thread) in front of a counting
 * appender.
 */
final class LogbackPipeline {
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

    /**
     * The one-thread programs' log statements: a service's fixed messages, no arguments to format, so that the
     * logging thread's work per event is logback's own (the event, the appender chain, the hand-over) and not
     * message formatting, which no queue changes.
     */
    private static final String[] MESSAGES = {"order received", "order validated", "stock reserved",
        "payment authorised", "order packed", "label printed", "order shipped", "customer notified"};

    final Logger log;
    private final Tally tally;
    private final AsyncAppender async;

    LogbackPipeline(AsyncAppender async) {
        LoggerContext context = new LoggerContext();
        // configured by hand, so the MDC adapter that SLF4J's provider would install is set here
        context.setMDCAdapter(new LogbackMDCAdapter());
        context.start();
        tally = new Tally();
        tally.setContext(context);
        tally.start();
        this.async = async;
        async.setContext(context);
        async.setQueueSize(1024);
        // never discard: every event reaches the tally, so the output is deterministic
        async.setDiscardingThreshold(0);
        async.addAppender(tally);
        async.start();
        log = context.getLogger("orders");
        log.setAdditive(false);
        log.addAppender(async);
    }

    /** Logs event {@code i} of the one-thread programs: one of {@link #MESSAGES} in turn. */
    void event(long i) {
        log.info(MESSAGES[(int) (i & 7)]);
    }

    /** Stops the async appender (its worker drains the queue first) and prints the oracle line. */
    void finish() {
        async.stop();
        System.out.println("logback: " + tally.events + " events, checksum " + tally.checksum);
    }
}
