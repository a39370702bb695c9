package dev.tempered.analysis.check;

import dev.tempered.analysis.internal.thread.CheckView;
import java.util.Collection;
import java.util.List;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;

/** Orderings between threads that come from how they are started: one-worker pools, {@code Thread.start}. */
final class Executors {
    private final CheckView view;

    Executors(CheckView view) {
        this.view = view;
    }

    /**
     * When every thread is a task of one executor built by {@code Executors.newFixedThreadPool(1)} (the analysis
     * counts such pools as parallel), says so; else null. Single-thread executors are one thread already.
     */
    String oneWorker(Collection<Integer> threads) {
        int exec = -2;
        for (int t : threads) {
            int e = view.thread(t).executor();
            if (e < 0 || exec != -2 && e != exec) {
                return null;
            }
            exec = e;
        }
        int[] alloc = exec < 0 ? null : view.allocation(exec);
        if (alloc == null || !view.allocatedOnce(exec)) {
            return null;
        }
        MethodNode m = view.method(alloc[0]);
        if (m == null || alloc[1] < 0 || alloc[1] >= m.instructions.size()) {
            return null;
        }
        AbstractInsnNode call = m.instructions.get(alloc[1]);
        if (call instanceof MethodInsnNode mi && mi.owner.equals("java/util/concurrent/Executors")
                && mi.name.equals("newFixedThreadPool") && mi.desc.startsWith("(I)")
                && prev(call) != null && prev(call).getOpcode() == Opcodes.ICONST_1) {
            return "a single-worker executor (Executors.newFixedThreadPool(1) at " + view.where(alloc[0], alloc[1])
                    + ")";
        }
        return null;
    }

    /**
     * A thread whose operation comes, in the same method, before it starts another thread of the side: the start
     * orders the two, so they may never overlap. Returns the sentence, or null.
     */
    String startOrdered(Collection<Integer> threads, List<CheckView.Use> uses) {
        for (int t : threads) {
            CheckView.ThreadInfo started = view.thread(t);
            if (started.startNode() < 0) {
                continue;
            }
            for (CheckView.Use u : uses) {
                if (u.thread() == t) {
                    continue;
                }
                boolean before = u.op().mnode() == started.startNode() && u.op().insn() < started.startInsn();
                for (int[] call : view.path(u.thread(), u.op().mnode())) {
                    before |= call[0] == started.startNode() && call[1] < started.startInsn();
                }
                if (before) {
                    return "the operation at " + view.where(u.op().mnode(), u.op().insn()) + " may all happen before "
                            + view.thread(u.thread()).name() + " starts " + started.name() + " at "
                            + view.where(started.startNode(), started.startInsn())
                            + "; the start orders them, which the check does not prove";
                }
            }
        }
        return null;
    }

    private static AbstractInsnNode prev(AbstractInsnNode in) {
        AbstractInsnNode n = in.getPrevious();
        while (n != null && n.getOpcode() < 0) {
            n = n.getPrevious();
        }
        return n;
    }
}
