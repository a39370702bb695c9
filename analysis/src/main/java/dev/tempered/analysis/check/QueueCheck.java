package dev.tempered.analysis.check;

import dev.tempered.analysis.internal.classpath.ClassPath;
import dev.tempered.analysis.internal.thread.CheckView;
import dev.tempered.analysis.internal.verdict.QueueSite;
import dev.tempered.manifest.Declared;
import dev.tempered.manifest.Topology;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Checks each queue whose topology the program declares against the threads the analysis proved. */
final class QueueCheck {
    private final ClassPath cp;
    private final CheckView view;
    private final SideJudge judge;

    QueueCheck(ClassPath cp, CheckView view, SideJudge judge) {
        this.cp = cp;
        this.view = view;
        this.judge = judge;
    }

    List<QueueFinding> run(Map<QueueSite, Declared> declared) {
        List<QueueFinding> out = new ArrayList<>();
        for (Map.Entry<QueueSite, Declared> e : declared.entrySet()) {
            out.add(check(e.getKey(), e.getValue()));
        }
        return out;
    }

    private QueueFinding check(QueueSite q, Declared d) {
        boolean oneP = d.topology() == Topology.SPSC || d.topology() == Topology.SPMC;
        boolean oneC = d.topology() == Topology.SPSC || d.topology() == Topology.MPSC;
        if (!oneP && !oneC) {
            return finding(q, d, Status.VERIFIED, null, "declares no single side; nothing to prove", List.of());
        }
        List<Integer> objs = view.objects(q.allocKey());
        if (objs.isEmpty()) {
            String why = cp.info(q.queueType()) == null
                    ? LockKeys.simple(q.queueType()) + " is not on the class path: pass its jar with --class-path"
                    : "the allocation is not reached from the entry points";
            return finding(q, d, Status.NOT_VERIFIABLE, null, why, List.of());
        }
        boolean once = true;
        List<CheckView.Use> prod = new ArrayList<>();
        List<CheckView.Use> cons = new ArrayList<>();
        for (int o : objs) {
            String esc = view.escape(o);
            if (esc != null) {
                return finding(q, d, Status.NOT_VERIFIABLE, null, "the queue escapes: " + esc, List.of());
            }
            once &= view.allocatedOnce(o);
            for (CheckView.Use u : view.uses(o)) {
                if (Sides.producer(u.op().name())) {
                    prod.add(u);
                }
                if (Sides.consumer(u.op().name())) {
                    cons.add(u);
                }
            }
        }
        SideJudge.Verdict p = oneP ? judge.judge(prod, once, "producer") : null;
        SideJudge.Verdict c = oneC ? judge.judge(cons, once, "consumer") : null;
        for (Status s : List.of(Status.BROKEN, Status.NOT_VERIFIABLE)) {
            if (p != null && p.status() == s) {
                return finding(q, d, s, "producers", p.reason(), p.threads());
            }
            if (c != null && c.status() == s) {
                return finding(q, d, s, "consumers", c.reason(), c.threads());
            }
        }
        List<String> reasons = new ArrayList<>();
        List<ThreadUse> threads = new ArrayList<>();
        String side = null;
        if (p != null) {
            threads.addAll(p.threads());
            if (p.reason() != null) {
                reasons.add("producers " + p.reason());
                side = "producers";
            }
        }
        if (c != null) {
            threads.addAll(c.threads());
            if (c.reason() != null) {
                reasons.add("consumers " + c.reason());
                side = side == null ? "consumers" : side;
            }
        }
        return finding(q, d, Status.VERIFIED, side, reasons.isEmpty() ? null : String.join("; ", reasons), threads);
    }

    private static QueueFinding finding(QueueSite q, Declared d, Status s, String side, String reason,
                                        List<ThreadUse> threads) {
        return new QueueFinding(q.id(), q.source(), q.queueType(), d, s, side, reason, threads);
    }
}
