package dev.tempered.examples.demo;

import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.SplittableRandom;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingDeque;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The bundled demo: a log-processing pipeline.
 *
 * <pre>
 * reader-0, reader-1 --parsed (mpsc)--> enricher --enriched (spsc)--> aggregator --slow (spsc)--> main
 *        \--audit (mpmc, main adds the end markers)--> auditor-0, auditor-1
 * </pre>
 *
 * Two reader threads generate access-log lines (seeded, so every run sees the same lines) and parse them; the
 * enricher folds ids out of the paths and derives regions and latency buckets; the aggregator counts. Output is
 * deterministic: counts, checksums and top-N lists that do not depend on thread interleaving.
 * Usage: {@code Main [records-per-reader]} (default 200000).
 */
public final class Main {
    static final int READERS = 2;
    static final int AUDITORS = 2;
    static final int AUDIT_BATCH = 1_000;
    static final int SLOW_MILLIS = 900;

    public static void main(String[] args) throws InterruptedException {
        int perReader = args.length > 0 ? Integer.parseInt(args[0]) : 200_000;

        BlockingQueue<LogRecord> parsed = new ArrayBlockingQueue<>(4096); // expect: mpsc
        BlockingQueue<Enriched> enriched = new LinkedBlockingQueue<>(4096); // expect: spsc
        Queue<Enriched> slow = new ConcurrentLinkedQueue<>(); // expect: spsc
        BlockingDeque<Audit> audit = new LinkedBlockingDeque<>(); // expect: mpmc

        List<Thread> readers = new ArrayList<>();
        for (int r = 0; r < READERS; r++) {
            int shard = r;
            Thread t = new Thread(() -> read(shard, perReader, parsed, audit), "reader-" + r);
            t.start();
            readers.add(t);
        }
        Thread enricher = new Thread(() -> enrich(parsed, enriched), "enricher");
        enricher.start();
        Totals totals = new Totals();
        Thread aggregator = new Thread(() -> aggregate(enriched, slow, totals), "aggregator");
        aggregator.start();
        long[][] audited = new long[AUDITORS][];
        List<Thread> auditors = new ArrayList<>();
        for (int a = 0; a < AUDITORS; a++) {
            int slot = a;
            Thread t = new Thread(() -> audited[slot] = audit(audit), "auditor-" + a);
            t.start();
            auditors.add(t);
        }

        for (Thread t : readers) {
            t.join();
        }
        for (int a = 0; a < AUDITORS; a++) {
            audit.put(Audit.END);
        }
        enricher.join();
        aggregator.join();
        for (Thread t : auditors) {
            t.join();
        }
        print(perReader, totals, drainSlow(slow), audited);
    }

    /** A reader: generates its shard's lines, parses them, and audits them in batches. */
    static void read(int shard, int count, BlockingQueue<LogRecord> parsed, BlockingDeque<Audit> audit) {
        SplittableRandom random = new SplittableRandom(0x5eed_0000L + shard);
        try {
            int lines = 0;
            long bytes = 0;
            long checksum = 0;
            for (int i = 0; i < count; i++) {
                String line = LogRecord.generate((long) shard * count + i, random);
                parsed.put(LogRecord.parse(line, shard));
                lines++;
                bytes += line.length();
                checksum += Totals.mix(line.hashCode());
                if (lines == AUDIT_BATCH || i == count - 1) {
                    audit.put(new Audit(shard, lines, bytes, checksum));
                    lines = 0;
                    bytes = 0;
                    checksum = 0;
                }
            }
            parsed.put(LogRecord.END);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The enricher: one record in, one enriched record out, until every reader has ended. */
    static void enrich(BlockingQueue<LogRecord> parsed, BlockingQueue<Enriched> enriched) {
        try {
            int ended = 0;
            while (ended < READERS) {
                LogRecord r = parsed.take();
                if (r == LogRecord.END) {
                    ended++;
                } else {
                    enriched.put(Enriched.of(r));
                }
            }
            enriched.put(Enriched.END);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The aggregator: counts everything, sets slow requests aside for main. */
    static void aggregate(BlockingQueue<Enriched> enriched, Queue<Enriched> slow, Totals totals) {
        try {
            for (Enriched e = enriched.take(); e != Enriched.END; e = enriched.take()) {
                totals.add(e);
                if (e.log().latencyMillis() > SLOW_MILLIS) {
                    slow.offer(e);
                }
            }
        } catch (InterruptedException ex) {
            Thread.currentThread().interrupt();
        }
    }

    /** An auditor: sums lines, bytes and checksums per shard until it takes an end marker. */
    static long[] audit(BlockingDeque<Audit> audit) {
        long[] sums = new long[READERS * 3];
        try {
            for (Audit a = audit.take(); a != Audit.END; a = audit.take()) {
                sums[a.shard() * 3] += a.lines();
                sums[a.shard() * 3 + 1] += a.bytes();
                sums[a.shard() * 3 + 2] += a.checksum();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return sums;
    }

    /** Main takes the slow requests once the aggregator has ended: the slowest five, by latency then id. */
    static List<Enriched> drainSlow(Queue<Enriched> slow) {
        List<Enriched> all = new ArrayList<>();
        for (Enriched e = slow.poll(); e != null; e = slow.poll()) {
            all.add(e);
        }
        all.sort((a, b) -> a.log().latencyMillis() != b.log().latencyMillis()
                ? Integer.compare(b.log().latencyMillis(), a.log().latencyMillis()) : Long.compare(a.log().id(), b.log().id()));
        return all;
    }

    static void print(int perReader, Totals t, List<Enriched> slow, long[][] audited) {
        System.out.println("log pipeline: " + t.records + " records from " + READERS + " readers x " + perReader);
        System.out.println("status: 2xx=" + t.statusClasses[2] + " 3xx=" + t.statusClasses[3] + " 4xx="
                + t.statusClasses[4] + " 5xx=" + t.statusClasses[5]);
        System.out.println("latency: p50 " + t.percentile(0.50) + ", p99 " + t.percentile(0.99) + ", p99.9 "
                + t.percentile(0.999));
        System.out.println("top routes: " + Totals.top(t.routes, 4));
        System.out.println("top users: " + Totals.top(t.users, 3));
        System.out.println("regions: " + Totals.top(t.regions, 5));
        long slowSum = 0;
        for (Enriched e : slow) {
            slowSum += Totals.mix(e.log().id());
        }
        StringBuilder slowest = new StringBuilder();
        for (int i = 0; i < Math.min(3, slow.size()); i++) {
            LogRecord r = slow.get(i).log();
            slowest.append(i == 0 ? "" : ", ").append('#').append(r.id()).append(' ').append(r.latencyMillis()).append(" ms");
        }
        System.out.println("slow requests (> " + SLOW_MILLIS + " ms): " + slow.size() + ", checksum " + Totals.hex(slowSum)
                + ", slowest " + slowest);
        for (int s = 0; s < READERS; s++) {
            long lines = 0;
            long bytes = 0;
            long sum = 0;
            for (long[] a : audited) {
                lines += a[s * 3];
                bytes += a[s * 3 + 1];
                sum += a[s * 3 + 2];
            }
            System.out.println("audit shard " + s + ": " + lines + " lines, " + bytes + " bytes, checksum " + Totals.hex(sum));
        }
        System.out.println("bytes served: " + t.bytes + ", record checksum " + Totals.hex(t.checksum));
    }
}
