package dev.tempered.analysis.internal.verdict;

import dev.tempered.analysis.internal.classpath.ClassFile;
import dev.tempered.analysis.internal.ir.IntConstants;
import dev.tempered.manifest.ClassBytes;
import dev.tempered.manifest.Declared;
import dev.tempered.manifest.QueueTypes;
import dev.tempered.manifest.SourceLocation;
import dev.tempered.manifest.Topology;
import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeInsnNode;

/** Finds the queue allocation sites of a class, numbered the way the rewriter finds them again. */
public final class SiteFinder {
    private SiteFinder() {
    }

    public static List<QueueSite> find(ClassFile file, ClassNode cn) {
        List<QueueSite> out = new ArrayList<>();
        ClassBytes guard = ClassBytes.of(file.bytes());
        for (MethodNode m : cn.methods) {
            int ordinal = 0;
            int line = 0;
            InsnList insns = m.instructions;
            for (int i = 0; i < insns.size(); i++) {
                AbstractInsnNode in = insns.get(i);
                if (in instanceof LineNumberNode ln) {
                    line = ln.line;
                } else if (in.getOpcode() == Opcodes.NEW && QueueTypes.isTracked(((TypeInsnNode) in).desc)) {
                    String type = ((TypeInsnNode) in).desc;
                    MethodInsnNode init = pairedInit(insns, i, type);
                    String ctor = init == null ? "()V" : init.desc;
                    out.add(new QueueSite(cn.name, m.name, m.desc, ordinal++, i,
                            new SourceLocation(cn.name, cn.sourceFile, line), guard, type, ctor,
                            capacity(insns, i, ctor), declared(type)));
                }
            }
        }
        return out;
    }

    /** The INVOKESPECIAL type.<init> that initialises the NEW at {@code at}, skipping nested NEWs of the type. */
    private static MethodInsnNode pairedInit(InsnList insns, int at, String type) {
        int depth = 0;
        for (int i = at + 1; i < insns.size(); i++) {
            AbstractInsnNode in = insns.get(i);
            if (in.getOpcode() == Opcodes.NEW && ((TypeInsnNode) in).desc.equals(type)) {
                depth++;
            } else if (in instanceof MethodInsnNode mi && mi.getOpcode() == Opcodes.INVOKESPECIAL
                    && mi.name.equals("<init>") && mi.owner.equals(type)) {
                if (depth == 0) {
                    return mi;
                }
                depth--;
            }
        }
        return null;
    }

    /** A constant first int argument right after NEW/DUP, for the bounded constructors. */
    private static Integer capacity(InsnList insns, int at, String ctor) {
        if (!ctor.startsWith("(I")) {
            return null;
        }
        AbstractInsnNode dup = next(insns.get(at));
        if (dup == null || dup.getOpcode() != Opcodes.DUP) {
            return null;
        }
        Integer v = IntConstants.of(next(dup));
        return v != null && v >= 1 ? v : null;
    }

    private static AbstractInsnNode next(AbstractInsnNode in) {
        AbstractInsnNode n = in.getNext();
        while (n != null && n.getOpcode() < 0) {
            n = n.getNext();
        }
        return n;
    }

    /** JCTools and Agrona queues declare their topology in their names. */
    static Declared declared(String type) {
        String simple = type.substring(type.lastIndexOf('/') + 1);
        Topology t = null;
        if (type.startsWith("org/jctools/queues/")) {
            t = simple.startsWith("Spsc") ? Topology.SPSC : simple.startsWith("Mpsc") ? Topology.MPSC
                    : simple.startsWith("Spmc") ? Topology.SPMC : simple.startsWith("Mpmc") ? Topology.MPMC : null;
        } else if (type.startsWith("org/agrona/concurrent/")) {
            t = simple.startsWith("OneToOne") ? Topology.SPSC : simple.startsWith("ManyToOne") ? Topology.MPSC
                    : simple.startsWith("ManyToMany") ? Topology.MPMC : null;
        }
        return t == null ? null : new Declared(t, type);
    }
}
