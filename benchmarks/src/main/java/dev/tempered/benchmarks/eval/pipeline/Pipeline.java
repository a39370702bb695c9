package dev.tempered.benchmarks.eval.pipeline;

import dev.tempered.benchmarks.eval.Backoff;
import dev.tempered.benchmarks.eval.Channel;
import dev.tempered.benchmarks.eval.Record64;
import java.util.concurrent.atomic.AtomicLong;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Three stages over two queues: the calling thread is the source, a middle thread transforms, a sink thread
 * folds. Per record each stage spends {@code tokens} of {@link Blackhole#consumeCPU}. A batch ends with
 * {@link Record64#END}; {@link #runBatch} returns when the sink has taken it. {@link #stop} checks that every
 * record made was folded exactly once (count and checksum).
 */
final class Pipeline {
    private static final Record64 STOP = new Record64(-2);

    private final Channel first;
    private final Channel second;
    private final long tokens;
    private final Thread middle;
    private final Thread sink;
    private final AtomicLong batchesDone = new AtomicLong();
    private volatile Throwable failure;
    private long batchesGiven;
    private long made;
    private long expectedChecksum;
    private long sunk;
    private long checksum;

    Pipeline(Channel first, Channel second, long tokens) {
        this.first = first;
        this.second = second;
        this.tokens = tokens;
        this.middle = new Thread(this::middle, "w3-middle");
        this.sink = new Thread(this::sink, "w3-sink");
        middle.setDaemon(true);
        sink.setDaemon(true);
        middle.start();
        sink.start();
    }

    void runBatch(int records) throws InterruptedException {
        long id = made;
        for (int i = 0; i < records; i++, id++) {
            Record64 r = new Record64(id);
            Blackhole.consumeCPU(tokens);
            r.stage = 1;
            first.send(r);
            expectedChecksum += transform(id, id * 31);
        }
        made = id;
        first.send(Record64.END);
        long target = ++batchesGiven;
        for (int fails = 0; batchesDone.get() != target; fails++) {
            if (failure != null) {
                throw new IllegalStateException("stage failed", failure);
            }
            Backoff.idle(fails);
        }
    }

    /** Stops both stages and checks that every record made was taken exactly once. */
    void stop() throws InterruptedException {
        first.send(STOP);
        middle.join(30_000);
        sink.join(30_000);
        if (middle.isAlive() || sink.isAlive()) {
            throw new IllegalStateException("pipeline did not stop over " + first.queueClass());
        }
        if (failure != null) {
            throw new IllegalStateException("stage failed", failure);
        }
        if (sunk != made || checksum != expectedChecksum) {
            throw new IllegalStateException("records made " + made + ", folded " + sunk + "; checksum "
                    + checksum + " expected " + expectedChecksum + " over " + first.queueClass());
        }
    }

    long made() {
        return made;
    }

    private static long transform(long id, long a) {
        return (a ^ id) + 7;
    }

    private void middle() {
        try {
            for (;;) {
                Record64 r = (Record64) first.receive();
                if (r != Record64.END && r != STOP) {
                    r.b = transform(r.id, r.a);
                    r.stage = 2;
                    Blackhole.consumeCPU(tokens);
                }
                second.send(r);
                if (r == STOP) {
                    return;
                }
            }
        } catch (Throwable t) {
            failure = t;
        }
    }

    private void sink() {
        long done = 0;
        try {
            for (;;) {
                Record64 r = (Record64) second.receive();
                if (r == Record64.END) {
                    batchesDone.lazySet(++done);
                } else if (r == STOP) {
                    return;
                } else {
                    if (r.stage != 2) {
                        throw new IllegalStateException("record " + r.id + " skipped the middle stage");
                    }
                    checksum += r.b;
                    sunk++;
                    Blackhole.consumeCPU(tokens);
                }
            }
        } catch (Throwable t) {
            failure = t;
        }
    }
}
