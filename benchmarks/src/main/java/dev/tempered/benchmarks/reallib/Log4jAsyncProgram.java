package dev.tempered.benchmarks.reallib;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.appender.AsyncAppender;
import org.apache.logging.log4j.core.config.AppenderRef;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.config.Property;

/**
 * A real library as a whole program: N worker threads log through Log4j 2's {@code AsyncAppender} over its default
 * {@code ArrayBlockingQueue} (size 1024, blocking) into a counting appender, configured in code. Usage:
 * {@code Log4jAsyncProgram <threads> <events per thread>}; stdout: the deterministic oracle line.
 */
public final class Log4jAsyncProgram {
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

    public static void main(String[] args) throws InterruptedException {
        int threads = Integer.parseInt(args[0]);
        long perThread = Long.parseLong(args[1]);
        LoggerContext context = (LoggerContext) LogManager.getContext(false);
        Configuration config = context.getConfiguration();
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
        LoggingThreads.run(threads, perThread, (i, id) -> log.info("order {} from worker {}", i, id));
        async.stop();
        System.out.println("log4j: " + tally.events + " events, checksum " + tally.checksum);
    }
}
