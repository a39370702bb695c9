package dev.tempered.analysis.internal.pta;

import dev.tempered.analysis.internal.pta.Heap.Obj;
import org.objectweb.asm.Type;

/**
 * What the pool sites need from the solver: the executor methods called on each pool (and the places that hand it
 * tasks), and {@code new ThreadPoolExecutor(..., workQueue, ...)} binding its queue to the pool instead of letting
 * it escape, so the queue's only users are the pool's submitters and workers (design note analysis).
 */
public final class PoolCalls {
    public static final String WORK_QUEUE = "[workQueue]";
    /** A task handed to the pool by the thread running the call instruction. */
    public static final String TASK = "[task]";
    /** A task handed to the pool by whichever thread completes a CompletableFuture stage. */
    public static final String COMPLETION = "[completion]";
    private static final String TPE = "java/util/concurrent/ThreadPoolExecutor";

    private PoolCalls() {
    }

    static void record(Solver s, int caller, int insn, Obj pool, String name) {
        s.poolOps.add(new Solver.Op(caller, insn, pool.id, name));
    }

    /** Models {@code <init>} of a plain ThreadPoolExecutor and {@code getQueue}; false for every other call. */
    static boolean handles(Solver s, int caller, int insn, String name, String desc, Obj pool, int[] args, int dst) {
        if (!pool.type.equals(TPE)) {
            return false;
        }
        if (name.equals("getQueue")) {
            if (dst >= 0) {
                s.g.addEdge(s.field(pool.id, WORK_QUEUE), dst); // the program's use of it counts as its own
            }
            return true;
        }
        if (!name.equals("<init>")) {
            return false;
        }
        Type[] params = Type.getArgumentTypes(desc);
        for (int i = 0; i < params.length && i < args.length; i++) {
            if (args[i] < 0) {
                continue;
            }
            if (params[i].getDescriptor().equals("Ljava/util/concurrent/BlockingQueue;")) {
                s.g.addEdge(args[i], s.field(pool.id, WORK_QUEUE));
                // tasks put in the queue other than through the pool (a Collection constructor, getQueue().add)
                // run on its workers: they escape, so they run as unknown code rather than never
                String why = "queued in the work queue of ThreadPoolExecutor at " + s.where(s.mnodes.get(caller), insn);
                s.g.watch(args[i], q -> s.escapeNode(s.field(q, Heap.ELEM), why));
            } else {
                s.escapeNode(args[i], "passed to ThreadPoolExecutor.<init>() at " + s.where(s.mnodes.get(caller),
                        insn));
            }
        }
        return true;
    }
}
