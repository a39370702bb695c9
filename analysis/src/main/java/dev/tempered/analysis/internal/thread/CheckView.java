package dev.tempered.analysis.internal.thread;

import dev.tempered.analysis.internal.classpath.ClassInfo;
import dev.tempered.analysis.internal.ir.MethodIr;
import dev.tempered.analysis.internal.pta.Heap;
import dev.tempered.analysis.internal.pta.Solver;
import dev.tempered.analysis.internal.pta.Threads;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.SourceLocation;
import dev.tempered.manifest.ThreadRef;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.tree.MethodNode;

/**
 * A read-only window on a finished analysis for {@code tempered check}: which threads run which queue operation,
 * through which calls, and how often objects are made. Method nodes are methods in a context (receiver object);
 * synthetic thread roots have no method.
 */
public final class CheckView {
    private final ProgramAnalysis a;
    private final Solver s;
    private Map<Integer, List<int[]>> callers;
    private Map<Integer, List<int[]>> callees;
    private Map<Integer, List<Op>> opsByNode;

    /** One queue operation: {@code name} at instruction {@code insn} of method node {@code mnode} on object obj. */
    public record Op(int mnode, int insn, int obj, String name) {
    }

    /** One operation run by one abstract thread. */
    public record Use(Op op, int thread) {
    }

    /**
     * An abstract thread.
     *
     * @param multiplicity 0, 1, 2 (many) instances at a time, or -1 for unknown
     * @param executor     the executor object whose task it runs, or -1
     */
    public record ThreadInfo(int id, String name, String kind, int multiplicity, int startNode, int startInsn,
                             int executor, int root) {
    }

    public CheckView(ProgramAnalysis analysis) {
        this.a = analysis;
        this.s = analysis.s;
    }

    /** The abstract objects of an allocation site ({@code class.method(desc)@insn}). */
    public List<Integer> objects(String allocKey) {
        return a.objsBySite.getOrDefault(allocKey, List.of());
    }

    /** Every operation on {@code obj}, once per thread that reaches it. */
    public List<Use> uses(int obj) {
        List<Use> out = new ArrayList<>();
        for (Solver.Op op : s.ops) {
            if (op.obj() != obj) {
                continue;
            }
            Op o = new Op(op.mnode(), op.insn(), op.obj(), op.name());
            for (Threads.AThread t : s.threads.all()) {
                if (a.reach.get(t.id).get(op.mnode())) {
                    out.add(new Use(o, t.id));
                }
            }
        }
        return out;
    }

    /** The queue operations performed in method node {@code mnode}. */
    public List<Op> opsIn(int mnode) {
        if (opsByNode == null) {
            opsByNode = new HashMap<>();
            for (Solver.Op op : s.ops) {
                opsByNode.computeIfAbsent(op.mnode(), k -> new ArrayList<>())
                        .add(new Op(op.mnode(), op.insn(), op.obj(), op.name()));
            }
        }
        return opsByNode.getOrDefault(mnode, List.of());
    }

    /** Why {@code obj} escapes to code the analysis does not see, or null. */
    public String escape(int obj) {
        return s.escapeReason.get(obj);
    }

    /** The allocation site key of {@code obj}. */
    public String site(int obj) {
        return s.heap.obj(obj).site;
    }

    /** True when at most one run-time object is ever made for {@code obj}. */
    public boolean allocatedOnce(int obj) {
        Heap.Obj o = s.heap.obj(obj);
        return o.allocNode >= 0 && a.startCount(o.allocNode, o.allocInsn) == 1;
    }

    /** Where {@code obj} is made: {method node, instruction}, or null. */
    public int[] allocation(int obj) {
        Heap.Obj o = s.heap.obj(obj);
        return o.allocNode < 0 ? null : new int[] {o.allocNode, o.allocInsn};
    }

    /** True for an executor that runs its tasks one at a time (single-thread executors, timers). */
    public boolean serialExecutor(int obj) {
        return obj >= 0 && s.heap.obj(obj).serial;
    }

    public int threadCount() {
        return s.threads.all().size();
    }

    public ThreadInfo thread(int id) {
        Threads.AThread t = s.threads.get(id);
        return new ThreadInfo(t.id, t.name(), t.kind, a.threadMult[t.id], t.startNode, t.startInsn, t.executor,
                t.root);
    }

    /** The manifest's account of a thread that reaches {@code opNode}, with the call chain to it. */
    public ThreadRef ref(int thread, int opNode) {
        int k = a.threadMult[thread];
        Multiplicity m = k < 0 ? Multiplicity.UNKNOWN : k == 1 ? Multiplicity.ONE : Multiplicity.MANY;
        return a.ref(s.threads.get(thread), m, opNode);
    }

    /**
     * The calls from {@code thread}'s root down to {@code mnode}, outermost first: each {caller node, call
     * instruction}. Empty when {@code mnode} is the root's direct callee or the path is unknown.
     */
    public List<int[]> path(int thread, int mnode) {
        List<int[]> out = new ArrayList<>();
        int[] par = a.parent.get(thread);
        int root = s.threads.get(thread).root;
        for (int n = mnode; n >= 0 && n != root && out.size() < 64; ) {
            int ei = par[n];
            if (ei < 0) {
                break;
            }
            Solver.Edge e = s.edges.get(ei);
            if (e.caller() != root) {
                out.add(0, new int[] {e.caller(), e.insn()});
            }
            n = e.caller();
        }
        return out;
    }

    /** True when {@code thread} may run method node {@code mnode}. */
    public boolean reaches(int thread, int mnode) {
        return a.reach.get(thread).get(mnode);
    }

    public int methodCount() {
        return s.mnodes.size();
    }

    /** The method's class (internal name), or null for a synthetic root. */
    public String owner(int mnode) {
        MethodIr ir = s.mnodes.get(mnode).ir;
        return ir == null ? null : ir.owner;
    }

    /** The method's code, or null for a synthetic root. */
    public MethodNode method(int mnode) {
        MethodIr ir = s.mnodes.get(mnode).ir;
        return ir == null ? null : ir.node;
    }

    /**
     * The one receiver object the method node runs on: its context, or, for a node shared by several receivers,
     * the only object its {@code this} slot holds; 0 for static methods, roots and nodes with several receivers.
     */
    public int receiver(int mnode) {
        Solver.MNode m = s.mnodes.get(mnode);
        if (m.ctx != 0) {
            return m.ctx;
        }
        if (m.ir == null || (m.ir.node.access & org.objectweb.asm.Opcodes.ACC_STATIC) != 0) {
            return 0;
        }
        java.util.BitSet p = s.g.pts(m.base);
        return p.cardinality() == 1 ? p.nextSetBit(0) : 0;
    }

    /** 0, 1 or 2 (many): how often the method node may run. */
    public int executions(int mnode) {
        return a.count[mnode];
    }

    /** Incoming calls: {caller node, call instruction}. */
    public List<int[]> callers(int mnode) {
        edges();
        return callers.getOrDefault(mnode, List.of());
    }

    /** Outgoing calls: {call instruction, callee node}. */
    public List<int[]> callees(int mnode) {
        edges();
        return callees.getOrDefault(mnode, List.of());
    }

    private void edges() {
        if (callers == null) {
            callers = new HashMap<>();
            callees = new HashMap<>();
            for (Solver.Edge e : s.edges) {
                callers.computeIfAbsent(e.callee(), k -> new ArrayList<>()).add(new int[] {e.caller(), e.insn()});
                callees.computeIfAbsent(e.caller(), k -> new ArrayList<>()).add(new int[] {e.insn(), e.callee()});
            }
        }
    }

    /** {@code File.java:42} for an instruction of a method node. */
    public String where(int mnode, int insn) {
        return s.where(s.mnodes.get(mnode), insn);
    }

    /** The source location of an instruction of a method node (its class when it has no code). */
    public SourceLocation location(int mnode, int insn) {
        Solver.MNode m = s.mnodes.get(mnode);
        if (m.ir == null) {
            return null;
        }
        ClassInfo i = s.cp.info(m.ir.owner);
        return new SourceLocation(m.ir.owner, i == null ? null : i.sourceFile(), s.line(m, insn));
    }

    /** {@code owner.name(desc)} of a method node. */
    public String key(int mnode) {
        MethodIr ir = s.mnodes.get(mnode).ir;
        return ir == null ? "?" : ir.key();
    }

    /** The class of {@code obj} (internal name). */
    public String type(int obj) {
        return s.heap.obj(obj).type;
    }
}
