package dev.tempered.analysis.check;

import dev.tempered.analysis.internal.classpath.ClassPath;
import dev.tempered.analysis.internal.verdict.QueueSite;
import dev.tempered.manifest.Declared;
import dev.tempered.manifest.Topology;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.AnnotationNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.LocalVariableAnnotationNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeAnnotationNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.objectweb.asm.tree.VarInsnNode;

/**
 * What each queue site declares: {@code @Topology} on the field it is stored in or on its allocation (the local
 * variable's type or the {@code new} expression), else the topology its type's name declares (JCTools, Agrona).
 */
final class Declarations {
    static final String TOPOLOGY = "Ldev/tempered/annotations/Topology;";
    static final String ORIGIN = "@Topology";

    private final ClassPath cp;
    private final Map<String, Declared> fields = new HashMap<>(); // owner.name -> declared

    Declarations(ClassPath cp) {
        this.cp = cp;
    }

    /** The declaration of every site that has one, in site order. */
    Map<QueueSite, Declared> of(List<QueueSite> sites) {
        Map<String, ClassNode> nodes = new HashMap<>();
        for (QueueSite q : sites) {
            nodes.computeIfAbsent(q.className(), cp::node);
        }
        readFields(sites);
        Map<QueueSite, Declared> out = new java.util.LinkedHashMap<>();
        for (QueueSite q : sites) {
            ClassNode cn = nodes.get(q.className());
            MethodNode m = cn == null ? null : method(cn, q.method(), q.descriptor());
            Declared d = m == null ? null : annotated(cn, m, q.insn());
            if (d == null) {
                d = q.declared();
            }
            if (d != null) {
                out.put(q, d);
            }
        }
        return out;
    }

    private void readFields(List<QueueSite> sites) {
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (QueueSite q : sites) {
            if (!seen.add(q.className())) {
                continue;
            }
            ClassNode cn = cp.node(q.className());
            if (cn == null) {
                continue;
            }
            for (FieldNode f : cn.fields) {
                Declared d = topology(f.invisibleAnnotations, f.visibleAnnotations);
                if (d == null) {
                    d = typeTopology(f.invisibleTypeAnnotations, f.visibleTypeAnnotations);
                }
                if (d != null) {
                    fields.put(cn.name + "." + f.name, d);
                }
            }
        }
    }

    private static MethodNode method(ClassNode cn, String name, String desc) {
        for (MethodNode m : cn.methods) {
            if (m.name.equals(name) && m.desc.equals(desc)) {
                return m;
            }
        }
        return null;
    }

    /** {@code @Topology} on the {@code new}, on the local it is stored in, or on the field it is stored in. */
    private Declared annotated(ClassNode cn, MethodNode m, int insn) {
        AbstractInsnNode newInsn = m.instructions.get(insn);
        if (newInsn instanceof TypeInsnNode t) {
            Declared d = typeTopology(t.invisibleTypeAnnotations, t.visibleTypeAnnotations);
            if (d != null) {
                return d;
            }
        }
        AbstractInsnNode store = next(init(m, insn));
        if (store instanceof VarInsnNode v && v.getOpcode() == Opcodes.ASTORE) {
            for (List<LocalVariableAnnotationNode> list : List.of(nn(m.invisibleLocalVariableAnnotations),
                    nn(m.visibleLocalVariableAnnotations))) {
                for (LocalVariableAnnotationNode a : list) {
                    if (TOPOLOGY.equals(a.desc) && a.index.contains(v.var) && covers(m, a, store)) {
                        return declared(a);
                    }
                }
            }
        }
        if (store instanceof FieldInsnNode f && (f.getOpcode() == Opcodes.PUTFIELD
                || f.getOpcode() == Opcodes.PUTSTATIC)) {
            String decl = cp.resolveField(f.owner, f.name);
            Declared d = fields.get((decl == null ? f.owner : decl) + "." + f.name);
            if (d == null && cn.name.equals(f.owner)) {
                d = fields.get(cn.name + "." + f.name);
            }
            return d;
        }
        return null;
    }

    /** One of the annotation's ranges for the stored slot begins right after the store. */
    private static boolean covers(MethodNode m, LocalVariableAnnotationNode a, AbstractInsnNode store) {
        int at = m.instructions.indexOf(store);
        int var = ((VarInsnNode) store).var;
        for (int i = 0; i < a.start.size(); i++) {
            int s = m.instructions.indexOf(a.start.get(i));
            if (a.index.get(i) == var && s > at && s <= at + 3) {
                return true;
            }
        }
        return false;
    }

    private static <T> List<T> nn(List<T> l) {
        return l == null ? List.of() : l;
    }

    /** The INVOKESPECIAL that initialises the NEW at {@code at}. */
    private static AbstractInsnNode init(MethodNode m, int at) {
        String type = ((TypeInsnNode) m.instructions.get(at)).desc;
        int depth = 0;
        for (int i = at + 1; i < m.instructions.size(); i++) {
            AbstractInsnNode in = m.instructions.get(i);
            if (in.getOpcode() == Opcodes.NEW && ((TypeInsnNode) in).desc.equals(type)) {
                depth++;
            } else if (in instanceof MethodInsnNode mi && mi.getOpcode() == Opcodes.INVOKESPECIAL
                    && mi.name.equals("<init>") && mi.owner.equals(type)) {
                if (depth-- == 0) {
                    return mi;
                }
            }
        }
        return null;
    }

    private static AbstractInsnNode next(AbstractInsnNode in) {
        AbstractInsnNode n = in == null ? null : in.getNext();
        while (n != null && n.getOpcode() < 0) {
            n = n.getNext();
        }
        return n;
    }

    private static Declared topology(List<AnnotationNode> a, List<AnnotationNode> b) {
        for (List<AnnotationNode> list : List.of(nn(a), nn(b))) {
            for (AnnotationNode n : list) {
                if (TOPOLOGY.equals(n.desc)) {
                    return declared(n);
                }
            }
        }
        return null;
    }

    private static Declared typeTopology(List<TypeAnnotationNode> a, List<TypeAnnotationNode> b) {
        List<AnnotationNode> all = new ArrayList<>(nn(a));
        all.addAll(nn(b));
        return topology(all, null);
    }

    /** producers/consumers default to MANY. */
    static Declared declared(AnnotationNode n) {
        boolean oneP = false;
        boolean oneC = false;
        if (n.values != null) {
            for (int i = 0; i + 1 < n.values.size(); i += 2) {
                Object v = n.values.get(i + 1);
                boolean one = v instanceof String[] e && e.length == 2 && e[1].equals("ONE");
                if ("producers".equals(n.values.get(i))) {
                    oneP = one;
                } else if ("consumers".equals(n.values.get(i))) {
                    oneC = one;
                }
            }
        }
        Topology t = oneP ? (oneC ? Topology.SPSC : Topology.SPMC) : (oneC ? Topology.MPSC : Topology.MPMC);
        return new Declared(t, ORIGIN);
    }

}
