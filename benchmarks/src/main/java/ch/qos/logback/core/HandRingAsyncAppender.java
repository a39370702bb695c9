package ch.qos.logback.core;

import ch.qos.logback.classic.AsyncAppender;
import ch.qos.logback.classic.spi.ILoggingEvent;
import dev.tempered.runtime.v1.TemperedArrayBlockingQueue;

/**
 * The real-library leg's "by hand" variant of logback's {@code AsyncAppender} with one logging thread: the
 * specialisation written into the program instead of applied by Tempered. It starts like logback's appender but
 * makes its queue Tempered's ring substitute directly (the class and spec the rewriter puts at
 * {@code AsyncAppenderBase.java:109} where the analysis proves one producer and one consumer, checks off). It lives in logback's
 * package because the queue and worker fields it sets are package-private there; it is used only by
 * {@code LogbackByHandProgram}, which starts exactly one logging thread.
 */
public final class HandRingAsyncAppender extends AsyncAppender {
    /**
     * The rewriter's ring spec for this site with checks off: what a person would write by hand. The agent and the
     * rewriter apply the same ring with their default checks ({@code throw}), so this variant also bounds what the
     * contract checks cost.
     */
    static final String SPEC = "v1|form=ring|checks=off|topology=spsc|at=HandRingAsyncAppender.java|site=by-hand";

    @Override
    public void start() {
        if (isStarted()) {
            return;
        }
        // the fields are package-private in AsyncAppenderBase, so not inherited through logback-classic's subclass:
        // reach them through the base type, from this package
        AsyncAppenderBase<ILoggingEvent> base = this;
        if (base.appenderCount == 0 || base.queueSize < 1) {
            // logback reports these itself; the program never gets here, so leave the refusal to the original
            super.start();
            return;
        }
        base.blockingQueue = TemperedArrayBlockingQueue.allocate(SPEC, SPEC, base.queueSize);
        if (base.discardingThreshold == AsyncAppenderBase.UNDEFINED) {
            base.discardingThreshold = base.queueSize / 5;
        }
        base.worker.setDaemon(true);
        base.worker.setName("AsyncAppender-Worker-" + getName());
        // UnsynchronizedAppenderBase.start() only sets this flag; the volatile write publishes the queue to the
        // logging threads before they can append, as the original start() does
        started = true;
        base.worker.start();
    }
}
