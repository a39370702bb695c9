package dev.tempered.bigcp;

import com.google.common.hash.HashFunction;
import com.google.common.hash.Hashing;
import java.nio.charset.StandardCharsets;
import java.util.Queue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.commons.pool2.BasePooledObjectFactory;
import org.apache.commons.pool2.PooledObject;
import org.apache.commons.pool2.impl.DefaultPooledObject;
import org.apache.commons.pool2.impl.GenericObjectPool;

/** Run by every auditor: turns each stored row id into an audit line, built in a pooled buffer, hashed. */
final class AuditStage implements Runnable {
    private final BlockingQueue<Integer> stored;
    private final Queue<String> audit;
    private final GenericObjectPool<StringBuilder> buffers = new GenericObjectPool<>(new Buffers());
    private final HashFunction hash = Hashing.murmur3_32_fixed();
    private final AtomicInteger lines = new AtomicInteger();
    private final AtomicLong checksum = new AtomicLong();

    AuditStage(BlockingQueue<Integer> stored, Queue<String> audit) {
        this.stored = stored;
        this.audit = audit;
    }

    @Override
    public void run() {
        try {
            for (int id = stored.take(); id != StoreStage.END; id = stored.take()) {
                StringBuilder b = buffers.borrowObject();
                try {
                    b.append("row ").append(id);
                    int h = hash.hashString(b, StandardCharsets.UTF_8).asInt();
                    checksum.addAndGet(h);
                    audit.offer(b.append(" hash ").append(Integer.toHexString(h)).toString());
                    lines.incrementAndGet();
                } finally {
                    buffers.returnObject(b);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            throw new IllegalStateException("borrowing a buffer", e);
        }
    }

    int lines() {
        return lines.get();
    }

    long checksum() {
        return checksum.get();
    }

    /** Pooled string builders, emptied when returned. */
    private static final class Buffers extends BasePooledObjectFactory<StringBuilder> {
        @Override
        public StringBuilder create() {
            return new StringBuilder(64);
        }

        @Override
        public PooledObject<StringBuilder> wrap(StringBuilder b) {
            return new DefaultPooledObject<>(b);
        }

        @Override
        public void passivateObject(PooledObject<StringBuilder> p) {
            p.getObject().setLength(0);
        }
    }
}
