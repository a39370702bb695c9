package dev.tempered.analysis.internal.thread;

import dev.tempered.analysis.internal.ir.MethodIr;
import dev.tempered.analysis.internal.pta.Heap;
import dev.tempered.analysis.internal.pta.Solver;
import dev.tempered.analysis.internal.pta.Threads;
import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.List;
import java.util.function.IntPredicate;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;
import org.objectweb.asm.tree.TryCatchBlockNode;

/**
 * Start-after-join: a thread started and then joined ({@code Thread.join()} on its one thread object, in the method
 * that started it) never overlaps what that method does after the join on every path, nor a thread started there
 * after it: start and join give happens-before, so the two run one at a time. Only proved for a starting method
 * that runs once and a thread that runs once; anything else keeps counting both.
 */
final class JoinOrder {
    private final Solver s;
    private final int[] count;
    private final int[] threadMult;

    JoinOrder(Solver s, int[] count, int[] threadMult) {
        this.s = s;
        this.count = count;
        this.threadMult = threadMult;
    }

    /** True when thread {@code a} has ended (joined on every path) before thread {@code b} starts. */
    boolean endsBeforeStart(int a, int b) {
        Threads.AThread tb = s.threads.get(b);
        Threads.AThread ta = s.threads.get(a);
        return tb.startNode == ta.startNode && tb.startInsn >= 0 && joinedBefore(a, tb.startInsn, true);
    }

    /** True when instruction {@code x} of thread {@code t}'s starter runs before {@code t} starts or after its join. */
    boolean outside(int t, int x) {
        return joinedBefore(t, x, false);
    }

    /**
     * True when thread {@code t} is joined on every path from its start to instruction {@code x} of its starter;
     * unless {@code follows}, also when {@code x} cannot run after the start at all.
     */
    private boolean joinedBefore(int t, int x, boolean follows) {
        Threads.AThread th = s.threads.get(t);
        if (!th.kind.equals("thread") || th.startNode < 0 || threadMult[t] != 1 || count[th.startNode] != 1) {
            return false;
        }
        Solver.MNode m = s.mnodes.get(th.startNode);
        if (m.ir == null || s.repeats(th.startNode, th.startInsn) || s.repeats(th.startNode, x)) {
            return false;
        }
        int obj = onlyObject(m, th.startInsn);
        if (obj < 0) {
            return false;
        }
        Heap.Obj o = s.heap.obj(obj);
        if (o.allocNode < 0 || count[o.allocNode] != 1 || s.repeats(o.allocNode, o.allocInsn)) {
            return false; // the abstract thread object must be one run-time object for join to wait for it
        }
        BitSet joins = new BitSet();
        for (MethodIr.Stmt st : m.ir.stmts) {
            if (st instanceof MethodIr.Call c && c.name().equals("join") && c.desc().equals("()V")
                    && onlyObject(m, c.insn()) == obj) {
                joins.set(c.insn());
            }
        }
        if (joins.isEmpty()) {
            return false;
        }
        BitSet all = reach(m.ir.node, th.startInsn, i -> false);
        BitSet unjoined = reach(m.ir.node, th.startInsn, joins::get);
        if (unjoined.get(x)) {
            return false;
        }
        return !follows || all.get(x) && !reach(m.ir.node, x, i -> false).get(th.startInsn);
    }

    /** The one object the receiver of the call at {@code insn} may hold, or -1. */
    private int onlyObject(Solver.MNode m, int insn) {
        for (MethodIr.Stmt st : m.ir.stmts) {
            if (st instanceof MethodIr.Call c && c.insn() == insn && c.recv() != null) {
                BitSet p = new BitSet();
                for (int v : c.recv()) {
                    p.or(s.g.pts(m.base + v));
                }
                return p.cardinality() == 1 && p.nextSetBit(0) != Heap.UNKNOWN ? p.nextSetBit(0) : -1;
            }
        }
        return -1;
    }

    /**
     * Instructions reachable from {@code from} (excluded unless on a cycle); at a {@code cut} instruction only its
     * exception edges are followed (a join that throws has not waited).
     */
    static BitSet reach(MethodNode mn, int from, IntPredicate cut) {
        BitSet seen = new BitSet();
        ArrayDeque<Integer> work = new ArrayDeque<>();
        work.add(from);
        boolean first = true;
        while (!work.isEmpty()) {
            int i = work.poll();
            if (!first && seen.get(i)) {
                continue;
            }
            if (!first) {
                seen.set(i);
            }
            first = false;
            for (int n : successors(mn, i, cut.test(i))) {
                if (!seen.get(n)) {
                    work.add(n);
                }
            }
        }
        return seen;
    }

    private static List<Integer> successors(MethodNode mn, int i, boolean exceptionOnly) {
        List<Integer> out = new java.util.ArrayList<>();
        for (TryCatchBlockNode t : mn.tryCatchBlocks) {
            if (mn.instructions.indexOf(t.start) <= i && i < mn.instructions.indexOf(t.end)) {
                out.add(mn.instructions.indexOf(t.handler));
            }
        }
        if (exceptionOnly) {
            return out;
        }
        AbstractInsnNode in = mn.instructions.get(i);
        int op = in.getOpcode();
        if (in instanceof JumpInsnNode j) {
            out.add(mn.instructions.indexOf(j.label));
            if (op == Opcodes.GOTO || op == Opcodes.JSR) {
                return out;
            }
        } else if (in instanceof TableSwitchInsnNode t) {
            out.add(mn.instructions.indexOf(t.dflt));
            t.labels.forEach(l -> out.add(mn.instructions.indexOf(l)));
            return out;
        } else if (in instanceof LookupSwitchInsnNode l) {
            out.add(mn.instructions.indexOf(l.dflt));
            l.labels.forEach(x -> out.add(mn.instructions.indexOf(x)));
            return out;
        } else if (op == Opcodes.ATHROW || op == Opcodes.RET || (op >= Opcodes.IRETURN && op <= Opcodes.RETURN)) {
            return out;
        }
        if (i + 1 < mn.instructions.size()) {
            out.add(i + 1);
        }
        return out;
    }
}
