package dev.tempered.analysis.internal.pools;

import dev.tempered.analysis.internal.thread.PoolView;
import dev.tempered.analysis.internal.verdict.QueueSite;
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

/**
 * The verdict of a queue that is the work queue of a {@code new ThreadPoolExecutor(...)}: work-stealing when it is a
 * {@code LinkedBlockingQueue} the program never touches itself, and the pool has {@code core == max > 1} constant
 * workers, is never resized and never escapes. Every other such queue is refused, as before (design note analysis).
 */
public final class WorkQueueVerdict {
    private static final String LBQ = "java/util/concurrent/LinkedBlockingQueue";
    /** What a ThreadPoolExecutor does to its work queue. */
    static final List<String> TPE_OPERATIONS = List.of("drainTo", "isEmpty", "offer", "poll", "poll(timed)",
            "remove", "size", "take", "toArray");
    private static final Set<String> DRAINING = Set.of("shutdownNow", "remove", "purge");

    private WorkQueueVerdict() {
    }

    /** The site's verdict when a ThreadPoolExecutor holds the queue, else null (the queue rules apply). */
    public static Site decide(QueueSite q, PoolView view) {
        if (view.exhausted() != null) {
            return null;
        }
        List<Integer> objs = view.queueObjects(q.allocKey());
        List<String> refusals = new ArrayList<>();
        List<String> approx = new ArrayList<>();
        Set<ThreadRef> prodRefs = new LinkedHashSet<>();
        Set<ThreadRef> consRefs = new LinkedHashSet<>();
        Multiplicity prod = Multiplicity.NONE;
        Multiplicity cons = Multiplicity.NONE;
        boolean held = false;
        for (int o : objs) {
            List<Integer> pools = view.poolsHolding(o);
            if (pools.isEmpty()) {
                refusals.add("not every instance is a pool's work queue");
                continue;
            }
            held = true;
            if (pools.size() > 1) {
                refusals.add("it may be the work queue of several pools");
            }
            Set<String> own = view.programOps(o);
            if (!own.isEmpty()) {
                refusals.add("passed to ThreadPoolExecutor at " + view.where(pools.get(0))
                        + " and also used by the program (" + String.join(", ", own) + ")");
            }
            if (view.escape(o) != null) {
                refusals.add("the queue escapes: " + view.escape(o));
            }
            for (int p : pools) {
                PoolView.Pool pool = view.pool(p);
                int[] cm = view.coreAndMax(p);
                if (!q.queueType().equals(LBQ)) {
                    refusals.add("passed to ThreadPoolExecutor at " + view.where(p) + "; only LinkedBlockingQueue "
                            + "has a work-stealing form");
                } else if (pool.escape() != null) {
                    refusals.add("its pool escapes: " + pool.escape());
                } else if (pool.resizedAt() != null) {
                    refusals.add("its pool is resized (setCorePoolSize/setMaximumPoolSize at " + pool.resizedAt()
                            + ")");
                } else if (cm == null) {
                    refusals.add("its pool's core and maximum sizes are not both constants");
                } else if (cm[0] != cm[1]) {
                    refusals.add("its pool's core size " + cm[0] + " differs from its maximum " + cm[1]);
                } else if (cm[0] <= 1) {
                    refusals.add("its pool has one worker: there is nobody to steal from");
                }
                Multiplicity submitters = pool.byCompletion() ? pool.submitterCount().plus(Multiplicity.MANY)
                        : pool.submitterCount();
                if (pool.byCompletion()) {
                    approx.add("CompletableFuture stages hand the pool tasks from whichever thread completes them; "
                            + "counted as many submitters");
                }
                prod = prod.plus(submitters);
                prodRefs.addAll(pool.submitters());
                boolean drained = pool.operations().stream().anyMatch(DRAINING::contains);
                cons = cons.plus(pool.oneWorkerSerial() && !drained ? Multiplicity.ONE : Multiplicity.MANY);
                consRefs.addAll(pool.workers());
            }
        }
        if (!held) {
            return null;
        }
        Implementation impl = Implementation.WORK_STEALING;
        Confidence confidence = Confidence.EXACT;
        List<String> reasons = new ArrayList<>();
        if (prod == Multiplicity.UNKNOWN && refusals.isEmpty()) {
            refusals.add("tasks are handed to its pool by code outside the analysed program");
        }
        if (!refusals.isEmpty()) {
            impl = Implementation.GENERAL;
            confidence = Confidence.REFUSED;
            reasons.addAll(new LinkedHashSet<>(refusals));
        } else if (prod == Multiplicity.NONE) {
            impl = Implementation.GENERAL;
            reasons.add("no task is handed to its pool; nothing to specialise");
        } else if (!approx.isEmpty()) {
            confidence = Confidence.CONSERVATIVE;
            reasons.addAll(new LinkedHashSet<>(approx));
        }
        return new Site(q.id(), Site.KIND_QUEUE, q.className(), q.method(), q.descriptor(), q.ordinal(), q.source(),
                q.classBytes(), q.queueType(), q.constructor(), q.capacity(), new Side(prod, new ArrayList<>(prodRefs)),
                new Side(cons, new ArrayList<>(consRefs)), TPE_OPERATIONS, Topology.of(prod, cons), confidence,
                reasons, impl, q.declared());
    }
}
