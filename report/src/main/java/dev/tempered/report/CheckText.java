package dev.tempered.report;

import dev.tempered.analysis.check.CheckResult;
import dev.tempered.analysis.check.ProgressFinding;
import dev.tempered.analysis.check.QueueFinding;
import dev.tempered.analysis.check.Status;
import dev.tempered.analysis.check.ThreadUse;
import java.util.List;

/** The check's findings as compiler-style lines: {@code File.java:42: broken: SpscArrayQueue declared spsc ...}. */
public final class CheckText {
    private CheckText() {
    }

    public static String format(CheckResult r) {
        StringBuilder b = new StringBuilder();
        for (QueueFinding q : r.queues()) {
            b.append(q.where().display()).append(": ").append(q.status().word()).append(": ")
                    .append(q.queueSimpleName()).append(" declared ").append(q.declared().topology().json())
                    .append(" by ").append(origin(q));
            if (q.reason() != null) {
                b.append(": ").append(q.reason());
            }
            b.append('\n');
            if (q.status() != Status.VERIFIED || q.reason() != null) {
                for (ThreadUse t : q.threads()) {
                    b.append("  ").append(t.thread().display()).append(": ").append(t.operation());
                    if (t.at() != null) {
                        b.append(" at ").append(t.at().display());
                    }
                    b.append('\n');
                    chain(b, t.chain());
                }
            }
        }
        for (ProgressFinding p : r.progress()) {
            b.append(p.where().display()).append(": ").append(p.status().word()).append(": @LockFree ")
                    .append(p.method());
            switch (p.status()) {
                case BROKEN -> b.append(" can block: ").append(p.blocking())
                        .append(p.at() == null ? "" : " at " + p.at().display());
                case NOT_VERIFIABLE -> b.append(": never reached from the entry points (check it with --library)");
                default -> b.append(": no blocking operation reachable");
            }
            b.append('\n');
            chain(b, p.chain());
        }
        b.append(r.summary()).append('\n');
        return b.toString();
    }

    private static void chain(StringBuilder b, List<String> chain) {
        for (String c : chain) {
            b.append("      via ").append(c).append('\n');
        }
    }

    /** Who declared the topology: the annotation, or the queue type's simple name. */
    public static String origin(QueueFinding q) {
        String o = q.declared().origin();
        return o.startsWith("@") ? o : o.substring(o.lastIndexOf('/') + 1) + "'s type";
    }
}
