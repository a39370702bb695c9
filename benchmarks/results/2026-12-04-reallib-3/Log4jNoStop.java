package dev.tempered.benchmarks.reallib;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.appender.AsyncAppender;
import org.apache.logging.log4j.core.config.AbstractConfiguration;
import org.apache.logging.log4j.core.config.AppenderRef;
import org.apache.logging.log4j.core.config.ConfigurationSource;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.config.Property;

/**
 * One logging thread, started once outside any loop, into Log4j 2's {@code AsyncAppender} over its default
 * {@code ArrayBlockingQueue} (1024, blocking) in front of a counting appender. Unlike {@link Log4jAsyncProgram} the
 * context and its configuration are made by the program itself with Log4j's programmatic API ({@code new
 * LoggerContext} and a configuration class of its own, {@link CodeConfiguration}), not looked up through
 * {@code LogManager}, whose context factory Log4j picks by reflection. Usage: {@code Log4jOneThreadProgram 1
 * <events>}; stdout: the oracle line.
 */
public final class Log4jNoStop {
    static final class Tally extends AbstractAppender {
        long events;
        long checksum;

        Tally() {
            super("tally", null, null, true, Property.EMPTY_ARRAY);
        }

        @Override
        public void append(LogEvent e) {
            events++;
            checksum += e.getMessage().getFormattedMessage().hashCode();
        }
    }

    /**
     * A configuration built in code: Log4j's documented way is to extend a configuration and override
     * {@code doConfigure()}. There are no configuration nodes here, so nothing is turned into plugins by reflection
     * (the inherited {@code doConfigure()} would walk the node tree and take its appender map from a plugin).
     */
    static final class CodeConfiguration extends AbstractConfiguration {
        CodeConfiguration(LoggerContext context) {
            super(context, ConfigurationSource.NULL_SOURCE);
        }

        @Override
        protected void doConfigure() {
            // the appenders and loggers are added by main
        }
    }

    private Log4jNoStop() {
    }

    public static void main(String[] args) throws InterruptedException {
        if (!"1".equals(args[0])) {
            throw new IllegalArgumentException("Log4jOneThreadProgram logs from exactly 1 thread, not " + args[0]);
        }
        long events = Long.parseLong(args[1]);
        LoggerContext context = new LoggerContext("reallib");
        CodeConfiguration config = new CodeConfiguration(context);
        context.start(config);
        Tally tally = new Tally();
        tally.start();
        config.addAppender(tally);
        AsyncAppender async = AsyncAppender.newBuilder().setName("async").setConfiguration(config)
                .setAppenderRefs(new AppenderRef[] {AppenderRef.createAppenderRef("tally", null, null)})
                .setBufferSize(1024).setBlocking(true).build();
        async.start();
        config.addAppender(async);
        LoggerConfig orders = new LoggerConfig("orders", Level.INFO, false);
        orders.addAppender(async, null, null);
        config.addLogger("orders", orders);
        context.updateLoggers();
        Logger log = context.getLogger("orders");
        LoggingThreads.runOne(events, (i, id) -> log.info("order {} from worker {}", i, id));
        async.stop();

        System.out.println("log4j: " + tally.events + " events, checksum " + tally.checksum);
    }
}
