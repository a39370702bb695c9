package dev.tempered.analysis.internal.model;

import dev.tempered.analysis.internal.ir.IntConstants;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.MethodInsnNode;

/** Constant thread-pool sizes read from the instructions that create a pool; null when not plainly constant. */
public final class PoolSizes {
    private PoolSizes() {
    }

    /** The constant argument of {@code Executors.newFixedThreadPool(int)} at call instruction {@code call}. */
    public static Integer fixed(InsnList insns, int call) {
        if (call <= 0 || !(insns.get(call) instanceof MethodInsnNode mi) || !mi.desc.startsWith("(I)")) {
            return null;
        }
        return IntConstants.of(previous(insns.get(call)));
    }

    /**
     * {core, max} of {@code new ThreadPoolExecutor(int core, int max, ...)} when both follow the NEW at
     * {@code at} directly ({@code NEW; DUP; const; const}), else null.
     */
    public static int[] coreAndMax(InsnList insns, int at) {
        AbstractInsnNode dup = next(insns.get(at));
        if (dup == null || dup.getOpcode() != Opcodes.DUP) {
            return null;
        }
        AbstractInsnNode c = next(dup);
        AbstractInsnNode m = next(c);
        Integer core = IntConstants.of(c);
        Integer max = IntConstants.of(m);
        return core == null || max == null ? null : new int[] {core, max};
    }

    private static AbstractInsnNode next(AbstractInsnNode in) {
        AbstractInsnNode n = in == null ? null : in.getNext();
        while (n != null && n.getOpcode() < 0) {
            n = n.getNext();
        }
        return n;
    }

    private static AbstractInsnNode previous(AbstractInsnNode in) {
        AbstractInsnNode n = in.getPrevious();
        while (n != null && n.getOpcode() < 0) {
            n = n.getPrevious();
        }
        return n;
    }
}
