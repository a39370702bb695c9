package dev.tempered.bigcp;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * An order pipeline over real libraries, analysed in application mode with a 20+ MB class path
 * (BigClassPathTest): two producers name orders through a Guava cache and serialise them with Kafka's
 * serializer, one writer stores them in an in-memory H2 database, two auditors hash the stored rows with Guava
 * and a commons-pool2 pool of buffers, two shippers format the audit lines with a Log4j layout, and a config
 * thread builds a Kafka producer configuration and a Tomcat connector (neither started). Not an example of the
 * verdict table: its libraries are not on that table's class path.
 */
public final class Main {
    static final int ORDERS_PER_PRODUCER = 500;
    static final int PRODUCERS = 2;
    static final int AUDITORS = 2;
    static final int SHIPPERS = 2;

    private Main() {
    }

    public static void main(String[] args) throws Exception {
        BlockingQueue<byte[]> records = new LinkedBlockingQueue<>(256); // expect: mpsc
        BlockingQueue<Integer> stored = new ArrayBlockingQueue<>(128); // expect: spmc
        ConcurrentLinkedQueue<String> audit = new ConcurrentLinkedQueue<>(); // expect: mpmc
        BlockingQueue<String> settings = new ArrayBlockingQueue<>(4); // expect: spsc

        Thread config = new Thread(new ConfigStage(settings), "config");
        config.start();
        Thread[] producers = new Thread[PRODUCERS];
        for (int p = 0; p < PRODUCERS; p++) {
            producers[p] = new Thread(new OrderStage(records, p, ORDERS_PER_PRODUCER), "producer-" + p);
            producers[p].start();
        }
        StoreStage store = new StoreStage(records, stored, PRODUCERS, AUDITORS);
        Thread writer = new Thread(store, "writer");
        writer.start();
        AuditStage auditStage = new AuditStage(stored, audit);
        Thread[] auditors = new Thread[AUDITORS];
        for (int a = 0; a < AUDITORS; a++) {
            auditors[a] = new Thread(auditStage, "auditor-" + a);
            auditors[a].start();
        }
        AtomicBoolean audited = new AtomicBoolean();
        ShipStage ship = new ShipStage(audit, audited);
        Thread[] shippers = new Thread[SHIPPERS];
        for (int s = 0; s < SHIPPERS; s++) {
            shippers[s] = new Thread(ship, "shipper-" + s);
            shippers[s].start();
        }

        String producerConfig = settings.take();
        String connector = settings.take();
        for (Thread t : producers) {
            t.join();
        }
        writer.join();
        for (Thread t : auditors) {
            t.join();
        }
        // every audit line is in the queue before the flag is set (join), so a shipper that sees the flag and
        // an empty queue has nothing left to ship
        audited.set(true);
        for (Thread t : shippers) {
            t.join();
        }
        config.join();
        System.out.println("bigcp: stored=" + store.rows() + " audited=" + auditStage.lines() + " shipped="
                + ship.shipped() + " checksum=" + auditStage.checksum());
        System.out.println("bigcp: " + producerConfig + "; " + connector);
        if (ship.shipped() != PRODUCERS * ORDERS_PER_PRODUCER) {
            throw new IllegalStateException("shipped " + ship.shipped() + " of " + PRODUCERS * ORDERS_PER_PRODUCER);
        }
    }
}
