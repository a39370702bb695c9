package dev.tempered.examples.events;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The bundled demo: a telemetry event pipeline whose time goes into hand-overs.
 *
 * <pre>
 * decoder --decoded (spsc)--> validator --valid (spsc)--> aggregator
 *            validator, aggregator, main --alerts (mpmc)--> notifier-0, notifier-1
 * </pre>
 *
 * The decoder takes 64-bit sensor frames off a seeded wire ({@link Wire}) and decodes them; the validator drops
 * frames with bad check bits or readings out of their sensor's range; the aggregator rolls the valid readings up
 * per device and kind. Each stage does little per frame, so most of the program's time is handing frames from one
 * thread to the next: each of those two queues has one producer and one consumer. Rejected frames and threshold
 * crossings go to two notifier threads over one shared queue that really has several producers and several
 * consumers, and stays a general queue. The queues are bounded {@code LinkedBlockingQueue}s with {@code put}/{@code
 * take}, what most hand-written Java pipelines use. Output is deterministic: the stages see frames in wire order, and
 * the notifiers' tallies are sums, the same whichever notifier took which alert.
 * Usage: {@code Main [frames]} (default 300000).
 */
public final class Main {
    static final int NOTIFIERS = 2;
    static final long SEED = 0x7e1e_3e7eL;

    public static void main(String[] args) throws InterruptedException {
        long frames = args.length > 0 ? Long.parseLong(args[0]) : 300_000;

        BlockingQueue<Reading> decoded = new LinkedBlockingQueue<>(1024); // expect: spsc
        BlockingQueue<Reading> valid = new LinkedBlockingQueue<>(1024); // expect: spsc
        BlockingQueue<Alert> alerts = new LinkedBlockingQueue<>(); // expect: mpmc

        Thread decoder = new Thread(() -> decode(frames, decoded), "decoder");
        long[] rejected = new long[Alert.Reason.values().length];
        Thread validator = new Thread(() -> validate(decoded, valid, alerts, rejected), "validator");
        Rollup rollup = new Rollup();
        Thread aggregator = new Thread(() -> aggregate(valid, alerts, rollup), "aggregator");
        long[][] notified = new long[NOTIFIERS][];
        List<Thread> notifiers = new ArrayList<>();
        for (int n = 0; n < NOTIFIERS; n++) {
            int slot = n;
            notifiers.add(new Thread(() -> notified[slot] = notify(alerts), "notifier-" + n));
        }
        decoder.start();
        validator.start();
        aggregator.start();
        for (Thread t : notifiers) {
            t.start();
        }

        decoder.join();
        validator.join();
        aggregator.join();
        for (int n = 0; n < NOTIFIERS; n++) {
            alerts.put(Alert.END);
        }
        for (Thread t : notifiers) {
            t.join();
        }
        print(frames, rejected, rollup, notified);
    }

    /** The decoder: frames off the wire, decoded in wire order. */
    static void decode(long frames, BlockingQueue<Reading> decoded) {
        Wire wire = new Wire(SEED);
        try {
            for (long seq = 0; seq < frames; seq++) {
                decoded.put(Wire.decode(seq, wire.next()));
            }
            decoded.put(Reading.END);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The validator: passes intact, plausible readings on; raises an alert for every other frame. */
    static void validate(BlockingQueue<Reading> decoded, BlockingQueue<Reading> valid, BlockingQueue<Alert> alerts,
            long[] rejected) {
        try {
            for (Reading r = decoded.take(); r != Reading.END; r = decoded.take()) {
                Alert.Reason reason = !r.intact() ? Alert.Reason.CORRUPT_FRAME
                        : r.value() < Wire.MIN[r.kind()] || r.value() > Wire.MAX[r.kind()] ? Alert.Reason.OUT_OF_RANGE
                        : null;
                if (reason == null) {
                    valid.put(r);
                } else {
                    rejected[reason.ordinal()]++;
                    alerts.put(new Alert(r.seq(), r.device(), reason));
                }
            }
            valid.put(Reading.END);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The aggregator: rolls readings up; alerts when a device's reading crosses its threshold. */
    static void aggregate(BlockingQueue<Reading> valid, BlockingQueue<Alert> alerts, Rollup rollup) {
        try {
            for (Reading r = valid.take(); r != Reading.END; r = valid.take()) {
                if (rollup.add(r)) {
                    alerts.put(new Alert(r.seq(), r.device(), Alert.Reason.OVER_THRESHOLD));
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A notifier: counts the alerts it sends per reason, with a checksum of which frames they were about. */
    static long[] notify(BlockingQueue<Alert> alerts) {
        long[] tally = new long[Alert.Reason.values().length + 1];
        try {
            for (Alert a = alerts.take(); a != Alert.END; a = alerts.take()) {
                tally[a.reason().ordinal()]++;
                tally[tally.length - 1] += mix(a.seq() * 1_000_003L + a.device());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return tally;
    }

    /** SplitMix64's finaliser: a sum of mixed values changes when any alert changes. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    static void print(long frames, long[] rejected, Rollup rollup, long[][] notified) {
        System.out.println("telemetry pipeline: " + frames + " frames from " + Wire.DEVICES + " devices");
        System.out.println("valid readings: " + rollup.readings + ", rejected: corrupt frame "
                + rejected[Alert.Reason.CORRUPT_FRAME.ordinal()] + ", out of range "
                + rejected[Alert.Reason.OUT_OF_RANGE.ordinal()]);
        for (int kind = 0; kind < Wire.KINDS.length; kind++) {
            System.out.println("  " + rollup.line(kind));
        }
        long[] sent = new long[Alert.Reason.values().length + 1];
        for (long[] tally : notified) {
            for (int i = 0; i < sent.length; i++) {
                sent[i] += tally[i];
            }
        }
        StringBuilder line = new StringBuilder("alerts sent:");
        for (Alert.Reason reason : Alert.Reason.values()) {
            line.append(' ').append(reason.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '))
                    .append(' ').append(sent[reason.ordinal()]).append(',');
        }
        System.out.println(line + " checksum " + Long.toHexString(sent[sent.length - 1]));
        System.out.println("readings checksum " + Long.toHexString(rollup.checksum));
    }
}
