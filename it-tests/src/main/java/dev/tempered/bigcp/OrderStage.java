package dev.tempered.bigcp;

import com.google.common.cache.CacheBuilder;
import com.google.common.cache.CacheLoader;
import com.google.common.cache.LoadingCache;
import java.util.concurrent.BlockingQueue;
import org.apache.kafka.common.serialization.StringSerializer;

/** Names each order's customer through a Guava cache and serialises the order with Kafka's serializer. */
final class OrderStage implements Runnable {
    /** A record of no bytes: this producer is done. */
    static final byte[] END = new byte[0];

    private final BlockingQueue<byte[]> records;
    private final int producer;
    private final int orders;

    OrderStage(BlockingQueue<byte[]> records, int producer, int orders) {
        this.records = records;
        this.producer = producer;
        this.orders = orders;
    }

    @Override
    public void run() {
        LoadingCache<Integer, String> customers = CacheBuilder.newBuilder().maximumSize(32).recordStats()
                .build(CacheLoader.from(id -> "customer-" + id));
        try (StringSerializer serializer = new StringSerializer()) {
            for (int i = 0; i < orders; i++) {
                String order = producer + "," + i + "," + customers.getUnchecked(i % 50) + "," + (i * 7 % 1000);
                records.put(serializer.serialize("orders", order));
            }
            records.put(END);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
