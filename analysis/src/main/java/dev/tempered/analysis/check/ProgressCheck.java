package dev.tempered.analysis.check;

import dev.tempered.analysis.internal.classpath.ClassFile;
import dev.tempered.analysis.internal.classpath.ClassInfo;
import dev.tempered.analysis.internal.classpath.ClassPath;
import dev.tempered.analysis.internal.thread.CheckView;
import dev.tempered.manifest.SourceLocation;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.AnnotationNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.MethodNode;

/** The progress check: a method annotated {@code @LockFree} must not reach a blocking operation. */
final class ProgressCheck {
    static final String LOCK_FREE = "Ldev/tempered/annotations/LockFree;";

    private final ClassPath cp;
    private final CheckView view;
    private final BlockingOps blocking;

    ProgressCheck(ClassPath cp, CheckView view, BlockingOps blocking) {
        this.cp = cp;
        this.view = view;
        this.blocking = blocking;
    }

    List<ProgressFinding> run() {
        Map<String, List<Integer>> nodes = new HashMap<>();
        for (int m = 0; m < view.methodCount(); m++) {
            if (view.method(m) != null) {
                nodes.computeIfAbsent(view.key(m), k -> new ArrayList<>()).add(m);
            }
        }
        List<ProgressFinding> out = new ArrayList<>();
        for (ClassFile f : cp.files()) {
            if (f.origin() != ClassInfo.Origin.INPUT) {
                continue;
            }
            ClassNode cn = cp.node(f.name());
            if (cn == null) {
                continue;
            }
            for (MethodNode m : cn.methods) {
                if (annotated(m)) {
                    String key = cn.name + "." + m.name + m.desc;
                    out.add(check(key, new SourceLocation(cn.name, cn.sourceFile, firstLine(m)),
                            nodes.getOrDefault(key, List.of()), m));
                }
            }
        }
        return out;
    }

    private static boolean annotated(MethodNode m) {
        for (List<AnnotationNode> l : java.util.Arrays.asList(m.invisibleAnnotations, m.visibleAnnotations)) {
            if (l != null && l.stream().anyMatch(a -> LOCK_FREE.equals(a.desc))) {
                return true;
            }
        }
        return false;
    }

    private ProgressFinding check(String key, SourceLocation where, List<Integer> roots, MethodNode m) {
        if ((m.access & Opcodes.ACC_SYNCHRONIZED) != 0) {
            return new ProgressFinding(key, where, Status.BROKEN, "the method is synchronized", where, List.of(key));
        }
        if (roots.isEmpty()) {
            return new ProgressFinding(key, where, Status.NOT_VERIFIABLE, null, null, List.of());
        }
        Map<Integer, int[]> parent = new HashMap<>(); // mnode -> {caller, insn}
        ArrayDeque<Integer> work = new ArrayDeque<>(roots);
        for (int r : roots) {
            parent.put(r, null);
        }
        while (!work.isEmpty()) {
            int n = work.poll();
            MethodNode mn = view.method(n);
            if (mn == null) {
                continue;
            }
            if ((mn.access & Opcodes.ACC_SYNCHRONIZED) != 0) {
                return broken(key, where, "synchronized method " + view.key(n), n, 0, parent);
            }
            for (int i = 0; i < mn.instructions.size(); i++) {
                AbstractInsnNode in = mn.instructions.get(i);
                String b = blocking.at(n, i, in);
                if (b != null) {
                    return broken(key, where, b, n, i, parent);
                }
            }
            for (int[] c : view.callees(n)) {
                if (!parent.containsKey(c[1])) {
                    parent.put(c[1], new int[] {n, c[0]});
                    work.add(c[1]);
                }
            }
        }
        return new ProgressFinding(key, where, Status.VERIFIED, null, null, List.of());
    }

    private ProgressFinding broken(String key, SourceLocation where, String what, int n, int insn,
                                   Map<Integer, int[]> parent) {
        List<String> chain = new ArrayList<>();
        chain.add(view.key(n) + " @" + view.where(n, insn));
        for (int[] p = parent.get(n); p != null; p = parent.get(p[0])) {
            chain.add(0, view.key(p[0]) + " @" + view.where(p[0], p[1]));
        }
        return new ProgressFinding(key, where, Status.BROKEN, what, view.location(n, insn), chain);
    }

    private static int firstLine(MethodNode m) {
        for (AbstractInsnNode in : m.instructions) {
            if (in instanceof LineNumberNode ln) {
                return ln.line;
            }
        }
        return 0;
    }
}
