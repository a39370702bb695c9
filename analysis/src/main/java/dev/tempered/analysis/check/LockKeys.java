package dev.tempered.analysis.check;

import dev.tempered.analysis.internal.classpath.ClassInfo;
import dev.tempered.analysis.internal.classpath.ClassPath;
import java.util.List;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.VarInsnNode;
import org.objectweb.asm.tree.analysis.Frame;
import org.objectweb.asm.tree.analysis.SourceValue;

/**
 * Names the object a lock, monitor or counter expression denotes, when its identity is fixed: {@code this} (the
 * method node's receiver object), a final field of {@code this}, a static final field, or a class literal. Anything
 * else has no name (null): the lock is held, but which one cannot be told.
 */
final class LockKeys {
    private final ClassPath cp;

    LockKeys(ClassPath cp) {
        this.cp = cp;
    }

    /** The identity of the value {@code depth} slots below the top of the stack before instruction {@code insn}. */
    String operand(MethodNode m, Frame<SourceValue>[] frames, int receiver, int insn, int depth) {
        Frame<SourceValue> f = frames[insn];
        if (f == null || f.getStackSize() <= depth) {
            return null;
        }
        return value(m, frames, receiver, f.getStack(f.getStackSize() - 1 - depth), 0);
    }

    private String value(MethodNode m, Frame<SourceValue>[] frames, int receiver, SourceValue v, int guard) {
        if (v.insns.size() != 1 || guard > 8) {
            return null;
        }
        AbstractInsnNode in = v.insns.iterator().next();
        int at = m.instructions.indexOf(in);
        switch (in.getOpcode()) {
            case Opcodes.DUP -> {
                return operand(m, frames, receiver, at, 0, guard);
            }
            case Opcodes.ALOAD -> {
                int var = ((VarInsnNode) in).var;
                boolean isStatic = (m.access & Opcodes.ACC_STATIC) != 0;
                List<VarInsnNode> stores = stores(m, var);
                if (var == 0 && !isStatic && stores.isEmpty()) {
                    return receiver > 0 ? "obj#" + receiver : null;
                }
                if (stores.size() == 1) {
                    return operand(m, frames, receiver, m.instructions.indexOf(stores.get(0)), 0, guard);
                }
                return null;
            }
            case Opcodes.GETSTATIC -> {
                FieldInsnNode f = (FieldInsnNode) in;
                return isFinal(f) ? "static:" + f.owner + "." + f.name : null;
            }
            case Opcodes.GETFIELD -> {
                FieldInsnNode f = (FieldInsnNode) in;
                String holder = operand(m, frames, receiver, at, 0, guard);
                return holder != null && holder.startsWith("obj#") && isFinal(f)
                        ? "field#" + holder.substring(4) + "." + f.name : null;
            }
            case Opcodes.LDC -> {
                Object c = ((LdcInsnNode) in).cst;
                return c instanceof Type t ? "class:" + t.getInternalName() : null;
            }
            default -> {
                return null;
            }
        }
    }

    private String operand(MethodNode m, Frame<SourceValue>[] frames, int receiver, int insn, int depth, int guard) {
        Frame<SourceValue> f = frames[insn];
        if (f == null || f.getStackSize() <= depth) {
            return null;
        }
        return value(m, frames, receiver, f.getStack(f.getStackSize() - 1 - depth), guard + 1);
    }

    private static List<VarInsnNode> stores(MethodNode m, int var) {
        List<VarInsnNode> out = new java.util.ArrayList<>();
        for (AbstractInsnNode in : m.instructions) {
            if (in instanceof VarInsnNode v && v.getOpcode() == Opcodes.ASTORE && v.var == var) {
                out.add(v);
            }
        }
        return out;
    }

    private boolean isFinal(FieldInsnNode f) {
        String decl = cp.resolveField(f.owner, f.name);
        ClassInfo i = cp.info(decl == null ? f.owner : decl);
        Integer acc = i == null ? null : i.fields().get(f.name);
        return acc != null && (acc & Opcodes.ACC_FINAL) != 0;
    }

    /** For people: {@code this (Worker)}, {@code Pipeline.lock}, {@code Pipeline.class}. */
    static String describe(String key, String receiverType) {
        String id = key.substring(2);
        if (id.startsWith("obj#")) {
            return "this (" + simple(receiverType) + ")";
        }
        if (id.startsWith("field#")) {
            return "this." + id.substring(id.indexOf('.') + 1) + " (of one " + simple(receiverType) + ")";
        }
        if (id.startsWith("static:")) {
            String f = id.substring(7);
            return simple(f.substring(0, f.lastIndexOf('.'))) + f.substring(f.lastIndexOf('.'));
        }
        if (id.startsWith("class:")) {
            return simple(id.substring(6)) + ".class";
        }
        return "an unidentified object";
    }

    static String simple(String internal) {
        return internal == null ? "?" : internal.substring(internal.lastIndexOf('/') + 1);
    }
}
