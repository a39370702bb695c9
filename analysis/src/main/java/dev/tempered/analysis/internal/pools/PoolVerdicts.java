package dev.tempered.analysis.internal.pools;

import dev.tempered.analysis.Remark;
import dev.tempered.analysis.internal.thread.PoolView;
import dev.tempered.analysis.internal.verdict.Verdicts;
import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.ThreadRef;
import dev.tempered.manifest.Topology;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/** The verdict of a pool site: who submits, how many workers, and whether the work-stealing queue may run it. */
public final class PoolVerdicts {
    private PoolVerdicts() {
    }

    /** A pool nothing is proved about, for the one reason given. */
    public static Site refused(PoolSite p, String why) {
        return site(p, new Side(Multiplicity.UNKNOWN, List.of()), new Side(Multiplicity.UNKNOWN, List.of()),
                Set.of(), Confidence.REFUSED, List.of(why), Implementation.GENERAL);
    }

    public static Site decide(PoolSite p, PoolView view) {
        List<String> reasons = new ArrayList<>();
        if (view.exhausted() != null) {
            reasons.add(view.exhausted() + "; nothing is proved, so the pool is kept general");
            return site(p, new Side(Multiplicity.UNKNOWN, List.of()), new Side(Multiplicity.UNKNOWN, List.of()),
                    Set.of(), Confidence.REFUSED, reasons, Implementation.GENERAL);
        }
        List<Integer> objs = view.poolsAt(p.className(), p.method(), p.descriptor(), p.insn());
        if (objs.isEmpty()) {
            reasons.add("the pool is not made on any path from the entry points; kept general");
            return site(p, new Side(Multiplicity.NONE, List.of()), new Side(Multiplicity.NONE, List.of()),
                    Set.of(), Confidence.CONSERVATIVE, reasons, Implementation.GENERAL);
        }
        Multiplicity submitters = Multiplicity.NONE;
        Set<ThreadRef> submitterRefs = new LinkedHashSet<>();
        Set<ThreadRef> workerRefs = new LinkedHashSet<>();
        Set<String> ops = new TreeSet<>();
        List<String> refusals = new ArrayList<>();
        List<String> approx = new ArrayList<>();
        boolean oneWorker = p.single() || p.name().equals("newSingleThreadScheduledExecutor");
        for (int o : objs) {
            PoolView.Pool pool = view.pool(o);
            submitters = worst(submitters, pool.byCompletion() ? pool.submitterCount().plus(Multiplicity.MANY)
                    : pool.submitterCount());
            submitterRefs.addAll(pool.submitters());
            workerRefs.addAll(pool.workers());
            ops.addAll(pool.operations());
            if (pool.escape() != null) {
                submitters = Multiplicity.UNKNOWN; // code we do not see may hand it tasks
                refusals.add("the pool escapes: " + pool.escape());
            }
            if (pool.resizedAt() != null) {
                refusals.add("the pool is resized (setCorePoolSize/setMaximumPoolSize at " + pool.resizedAt() + ")");
            }
            if (pool.byCompletion()) {
                approx.add("CompletableFuture stages hand it tasks from whichever thread completes them; counted as "
                        + "many submitters");
            }
            oneWorker |= pool.oneWorkerSerial();
        }
        Multiplicity workers = oneWorker && refusals.isEmpty() || p.single()
                || p.name().equals("newSingleThreadScheduledExecutor") ? Multiplicity.ONE : Multiplicity.MANY;
        Side prod = new Side(submitters, new ArrayList<>(submitterRefs));
        Side cons = new Side(workers, new ArrayList<>(workerRefs));
        Implementation impl = Implementation.GENERAL;
        Confidence confidence = Confidence.EXACT;
        if (!refusals.isEmpty()) {
            confidence = Confidence.REFUSED;
            reasons.addAll(dedupe(refusals));
        } else if (submitters == Multiplicity.UNKNOWN) {
            confidence = Confidence.REFUSED;
            reasons.add("tasks are handed to it by code outside the analysed program, so its submitters are unknown");
        } else if (submitters == Multiplicity.NONE) {
            reasons.add("no task is handed to it; nothing to specialise");
        } else if (p.single()) {
            impl = Implementation.WORK_STEALING; // one worker: the runtime's FIFO form keeps submission order
        } else if (!p.fixed()) {
            reasons.add("a scheduled pool keeps the JDK's delay queue; there is no work-stealing form for it");
        } else if (p.size() == null) {
            reasons.add("the number of threads is not a constant");
        } else if (p.size() == 1) {
            reasons.add("one worker: there is nobody to steal from");
        } else {
            impl = Implementation.WORK_STEALING;
        }
        if (confidence == Confidence.EXACT && !approx.isEmpty()) {
            confidence = Confidence.CONSERVATIVE;
            reasons.addAll(dedupe(approx));
        }
        return site(p, prod, cons, ops, confidence, reasons, impl);
    }

    private static Site site(PoolSite p, Side prod, Side cons, Set<String> ops, Confidence confidence,
                             List<String> reasons, Implementation impl) {
        return new Site(p.id(), Site.KIND_POOL, p.className(), p.method(), p.descriptor(), p.ordinal(), p.source(),
                p.classBytes(), PoolSite.EXECUTORS, p.factory(), p.size(), prod, cons, new ArrayList<>(ops),
                Topology.of(prod.count(), cons.count()), confidence, reasons, impl, null);
    }

    private static Multiplicity worst(Multiplicity a, Multiplicity b) {
        if (a == Multiplicity.UNKNOWN || b == Multiplicity.UNKNOWN) {
            return Multiplicity.UNKNOWN;
        }
        return a.ordinal() >= b.ordinal() ? a : b;
    }

    private static List<String> dedupe(List<String> l) {
        return new ArrayList<>(new LinkedHashSet<>(l));
    }

    /** {@code fixed thread pool (4 workers) fed by main() and its own workers -> work-stealing}. */
    public static Remark remark(Site s) {
        String factory = s.constructor().substring(0, s.constructor().indexOf('('));
        String what = switch (factory) {
            case "newFixedThreadPool" -> "fixed thread pool";
            case "newSingleThreadExecutor" -> "single-thread executor";
            case "newScheduledThreadPool" -> "scheduled thread pool";
            default -> "single-thread scheduled executor";
        };
        String workers = s.capacity() == null ? "workers: not a constant"
                : s.capacity() + (s.capacity() == 1 ? " worker" : " workers");
        List<String> fed = new ArrayList<>();
        boolean own = false;
        for (ThreadRef t : s.producers().threads()) {
            if (s.consumers().threads().stream().anyMatch(w -> sameThread(w, t))) {
                own = true;
            } else {
                fed.add(t.name().equals("main") ? "main()" : t.display());
            }
        }
        if (own) {
            fed.add("its own workers");
        }
        StringBuilder m = new StringBuilder(what).append(" (").append(workers).append(") fed by ")
                .append(fed.isEmpty() ? (s.producers().count() == Multiplicity.UNKNOWN ? "unknown code" : "nobody")
                        : join(fed))
                .append(" -> ").append(s.implementation().json());
        Verdicts.appendConfidence(m, s);
        return new Remark(s.source(), m.toString());
    }

    private static boolean sameThread(ThreadRef a, ThreadRef b) {
        return a.name().equals(b.name()) && a.kind().equals(b.kind()) && a.entry().equals(b.entry())
                && java.util.Objects.equals(a.start(), b.start());
    }

    private static String join(List<String> l) {
        if (l.size() == 1) {
            return l.get(0);
        }
        if (l.size() > Verdicts.NAMES_IN_REMARK) {
            return Verdicts.cappedNames(l, "thread");
        }
        return String.join(", ", l.subList(0, l.size() - 1)) + " and " + l.get(l.size() - 1);
    }

    /** The queue summary of {@link Verdicts#summary}, then {@code ; 2 pools: 1 work-stealing, 1 general}. */
    public static String summary(List<Site> sites) {
        List<Site> queues = new ArrayList<>();
        int pools = 0;
        int ws = 0;
        for (Site s : sites) {
            if (Site.KIND_POOL.equals(s.kind())) {
                pools++;
                ws += s.implementation() == Implementation.WORK_STEALING ? 1 : 0;
            } else {
                queues.add(s);
            }
        }
        String q = Verdicts.summary(queues);
        return pools == 0 ? q : q + "; " + pools + (pools == 1 ? " pool: " : " pools: ") + ws + " work-stealing, "
                + (pools - ws) + " general";
    }
}
