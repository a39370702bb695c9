package dev.tempered.analysis.internal.thread;

import dev.tempered.analysis.internal.model.PoolSizes;
import dev.tempered.analysis.internal.pta.Heap;
import dev.tempered.analysis.internal.pta.PoolCalls;
import dev.tempered.analysis.internal.pta.Solver;
import dev.tempered.analysis.internal.pta.Threads;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.ThreadRef;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** The pool sites' window on a solved {@link ProgramAnalysis}: pool objects, their callers, workers and queues. */
public final class PoolView {
    private final ProgramAnalysis a;
    private final Solver s;

    /**
     * What the program does with one pool object.
     *
     * @param submitters   threads that hand it tasks, the pool's own workers included
     * @param workers      the threads that run its tasks
     * @param operations   the executor methods called on it, sorted
     * @param escape       why it escapes to code the analysis does not see, or null
     * @param resizedAt    where setCorePoolSize/setMaximumPoolSize is called on it, or null
     * @param byCompletion tasks are handed over by CompletableFuture stages (from whichever thread completes them)
     * @param workersSubmit its own workers hand it tasks
     */
    public record Pool(int obj, Multiplicity submitterCount, List<ThreadRef> submitters, List<ThreadRef> outside,
                       List<ThreadRef> workers,
                       Set<String> operations, String escape, String resizedAt, boolean byCompletion,
                       boolean workersSubmit, boolean oneWorkerSerial) {
    }

    public PoolView(ProgramAnalysis analysis) {
        this.a = analysis;
        this.s = analysis.s;
    }

    /** Why nothing is proved (the solver's budget ran out), or null. */
    public String exhausted() {
        return a.exhausted();
    }

    /** The pool objects made by the instruction {@code insn} of {@code owner.method desc}, in every context. */
    public List<Integer> poolsAt(String owner, String method, String desc, int insn) {
        List<Integer> out = new ArrayList<>();
        if (s == null) {
            return out;
        }
        for (Heap.Obj o : s.heap.objs) {
            if (o.kind == Heap.Kind.EXECUTOR && o.allocInsn == insn && o.allocNode >= 0) {
                Solver.MNode m = s.mnodes.get(o.allocNode);
                if (m.ir != null && m.ir.owner.equals(owner) && m.ir.node.name.equals(method)
                        && m.ir.node.desc.equals(desc)) {
                    out.add(o.id);
                }
            }
        }
        return out;
    }

    /** The abstract objects of a queue allocation ({@code class.method(desc)@insn}). */
    public List<Integer> queueObjects(String allocKey) {
        return a.objsBySite.getOrDefault(allocKey, List.of());
    }

    /** The ThreadPoolExecutor objects whose work queue may be {@code queue}. */
    public List<Integer> poolsHolding(int queue) {
        List<Integer> out = new ArrayList<>();
        for (Heap.Obj o : s.heap.objs) {
            if (o.kind == Heap.Kind.EXECUTOR && s.g.pts(s.field(o.id, PoolCalls.WORK_QUEUE)).get(queue)) {
                out.add(o.id);
            }
        }
        return out;
    }

    /** The operations the program itself performs on queue object {@code queue}, with where, sorted. */
    public Set<String> programOps(int queue) {
        Set<String> out = new TreeSet<>();
        for (Solver.Op op : s.ops) {
            if (op.obj() == queue) {
                out.add(op.name() + " at " + s.where(s.mnodes.get(op.mnode()), op.insn()));
            }
        }
        return out;
    }

    public String escape(int obj) {
        return s.escapeReason.get(obj);
    }

    /** {@code {core, max}} of a {@code new ThreadPoolExecutor(...)} object when both are constants, else null. */
    public int[] coreAndMax(int pool) {
        Heap.Obj o = s.heap.obj(pool);
        Solver.MNode m = o.allocNode < 0 ? null : s.mnodes.get(o.allocNode);
        return m == null || m.ir == null ? null : PoolSizes.coreAndMax(m.ir.node.instructions, o.allocInsn);
    }

    public String type(int obj) {
        return s.heap.obj(obj).type;
    }

    /** Where {@code obj} is made, {@code File.java:line}. */
    public String where(int obj) {
        Heap.Obj o = s.heap.obj(obj);
        return o.allocNode < 0 ? "?" : s.where(s.mnodes.get(o.allocNode), o.allocInsn);
    }

    public Pool pool(int obj) {
        Heap.Obj ob = s.heap.obj(obj);
        Map<Integer, Integer> submitting = new LinkedHashMap<>(); // thread -> op node
        Set<String> operations = new TreeSet<>();
        String resizedAt = null;
        boolean byCompletion = false;
        for (Solver.Op op : s.poolOps) {
            if (op.obj() != obj) {
                continue;
            }
            boolean hand = op.name().equals(PoolCalls.TASK) || op.name().equals(PoolCalls.COMPLETION);
            if (!hand && !op.name().startsWith("<")) {
                operations.add(op.name());
            }
            if (op.name().equals("setCorePoolSize") || op.name().equals("setMaximumPoolSize")) {
                resizedAt = s.where(s.mnodes.get(op.mnode()), op.insn());
            }
            byCompletion |= op.name().equals(PoolCalls.COMPLETION);
            if (hand) {
                BitSet ts = a.threadsReaching(op.mnode());
                for (int t = ts.nextSetBit(0); t >= 0; t = ts.nextSetBit(t + 1)) {
                    submitting.putIfAbsent(t, op.mnode());
                }
            }
        }
        if (ob.resized && resizedAt == null) {
            resizedAt = "an unknown place";
        }
        Multiplicity count = Multiplicity.NONE;
        List<ThreadRef> submitters = new ArrayList<>();
        List<ThreadRef> outside = new ArrayList<>();
        boolean workersSubmit = false;
        for (Map.Entry<Integer, Integer> e : submitting.entrySet()) {
            Threads.AThread t = s.threads.get(e.getKey());
            Multiplicity m = mult(t);
            count = count.plus(m);
            ThreadRef r = a.ref(t, m, e.getValue());
            submitters.add(r);
            if (t.executor == obj) {
                workersSubmit = true;
            } else {
                outside.add(r);
            }
        }
        List<ThreadRef> workers = new ArrayList<>();
        for (Threads.AThread t : s.threads.all()) {
            if (t.executor == obj) {
                workers.add(a.ref(t, mult(t), t.root));
            }
        }
        return new Pool(obj, count, submitters, outside, workers, operations, s.escapeReason.get(obj), resizedAt,
                byCompletion, workersSubmit, ob.oneWorker && ob.serial);
    }

    private Multiplicity mult(Threads.AThread t) {
        int k = a.threadMult[t.id];
        return k < 0 ? Multiplicity.UNKNOWN : k == 1 ? Multiplicity.ONE : Multiplicity.MANY; // as sides count
    }
}
