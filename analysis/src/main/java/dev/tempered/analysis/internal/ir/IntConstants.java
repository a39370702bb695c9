package dev.tempered.analysis.internal.ir;

import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.LdcInsnNode;

/**
 * Int constants read off single instructions. It sits with the IR, below every stage that reads arguments (queue
 * capacities for the sites, pool sizes for the models and the pool sites), so that none of them imports another's
 * package for it.
 */
public final class IntConstants {
    private IntConstants() {
    }

    /** The int an instruction pushes when it is a constant (iconst, bipush, sipush, ldc int), else null. */
    public static Integer of(AbstractInsnNode in) {
        if (in == null) {
            return null;
        }
        int op = in.getOpcode();
        if (op >= Opcodes.ICONST_M1 && op <= Opcodes.ICONST_5) {
            return op - Opcodes.ICONST_0;
        }
        if (op == Opcodes.BIPUSH || op == Opcodes.SIPUSH) {
            return ((IntInsnNode) in).operand;
        }
        if (op == Opcodes.LDC && ((LdcInsnNode) in).cst instanceof Integer v) {
            return v;
        }
        return null;
    }
}
