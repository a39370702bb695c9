package dev.tempered.bigcp;

import java.util.Queue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.impl.Log4jLogEvent;
import org.apache.logging.log4j.core.layout.PatternLayout;
import org.apache.logging.log4j.message.SimpleMessage;

/** Run by every shipper: formats audit lines with a Log4j pattern layout until the auditors are done. */
final class ShipStage implements Runnable {
    private final Queue<String> audit;
    private final AtomicBoolean audited;
    private final PatternLayout layout = PatternLayout.newBuilder().withPattern("%p %c: %m").build();
    private final AtomicInteger shipped = new AtomicInteger();
    private final AtomicInteger bytes = new AtomicInteger();

    ShipStage(Queue<String> audit, AtomicBoolean audited) {
        this.audit = audit;
        this.audited = audited;
    }

    @Override
    public void run() {
        while (true) {
            // read the flag before polling: if it was set, every line was already queued, so an empty poll ends
            boolean done = audited.get();
            String line = audit.poll();
            if (line == null) {
                if (done) {
                    return;
                }
                Thread.onSpinWait();
                continue;
            }
            Log4jLogEvent event = Log4jLogEvent.newBuilder().setLoggerName("bigcp.audit").setLevel(Level.INFO)
                    .setMessage(new SimpleMessage(line)).build();
            bytes.addAndGet(layout.toSerializable(event).length());
            shipped.incrementAndGet();
        }
    }

    int shipped() {
        return shipped.get();
    }
}
