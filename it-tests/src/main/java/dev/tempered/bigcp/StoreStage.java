package dev.tempered.bigcp;

import com.google.common.util.concurrent.Uninterruptibles;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.BlockingQueue;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.h2.jdbcx.JdbcDataSource;

/** Deserialises orders and stores them in an in-memory H2 table; hands each stored row's id to the auditors. */
final class StoreStage implements Runnable {
    /** No more rows: one per auditor. */
    static final int END = -1;

    private final BlockingQueue<byte[]> records;
    private final BlockingQueue<Integer> stored;
    private final int producers;
    private final int auditors;
    private volatile int rows;

    StoreStage(BlockingQueue<byte[]> records, BlockingQueue<Integer> stored, int producers, int auditors) {
        this.records = records;
        this.stored = stored;
        this.producers = producers;
        this.auditors = auditors;
    }

    @Override
    public void run() {
        JdbcDataSource ds = new JdbcDataSource();
        ds.setURL("jdbc:h2:mem:bigcp;DB_CLOSE_DELAY=-1");
        try (Connection c = ds.getConnection(); StringDeserializer deserializer = new StringDeserializer()) {
            try (Statement st = c.createStatement()) {
                st.execute("CREATE TABLE orders(id INT PRIMARY KEY, producer INT, customer VARCHAR(64), amount INT)");
            }
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO orders VALUES(?, ?, ?, ?)")) {
                int ended = 0;
                int id = 0;
                while (ended < producers) {
                    byte[] record = records.take();
                    if (record.length == 0) {
                        ended++;
                        continue;
                    }
                    String[] f = deserializer.deserialize("orders", record).split(",");
                    insert.setInt(1, id);
                    insert.setInt(2, Integer.parseInt(f[0]));
                    insert.setString(3, f[2]);
                    insert.setInt(4, Integer.parseInt(f[3]));
                    insert.executeUpdate();
                    stored.put(id++);
                }
                rows = id;
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            // the auditors wait for their END even if storing failed
            for (int a = 0; a < auditors; a++) {
                Uninterruptibles.putUninterruptibly(stored, END);
            }
        }
    }

    int rows() {
        return rows;
    }
}
