package dev.tempered.analysis.internal.pools;

import dev.tempered.analysis.internal.classpath.ClassFile;
import dev.tempered.analysis.internal.ir.IntConstants;
import dev.tempered.manifest.ClassBytes;
import dev.tempered.manifest.SourceLocation;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.Frame;
import org.objectweb.asm.tree.analysis.SourceInterpreter;
import org.objectweb.asm.tree.analysis.SourceValue;

/** Finds the thread-pool factory calls of a class, numbered the way the rewriter finds them again. */
public final class PoolSiteFinder {
    /** The factories reported as pool sites; other Executors calls only count for the ordinal. */
    static final Set<String> FACTORIES = Set.of("newFixedThreadPool", "newSingleThreadExecutor",
            "newScheduledThreadPool", "newSingleThreadScheduledExecutor");

    private PoolSiteFinder() {
    }

    public static List<PoolSite> find(ClassFile file, ClassNode cn) {
        List<PoolSite> out = new ArrayList<>();
        ClassBytes guard = null;
        for (MethodNode m : cn.methods) {
            int ordinal = 0;
            int line = 0;
            Frame<SourceValue>[] frames = null;
            InsnList insns = m.instructions;
            for (int i = 0; i < insns.size(); i++) {
                AbstractInsnNode in = insns.get(i);
                if (in instanceof LineNumberNode ln) {
                    line = ln.line;
                    continue;
                }
                if (in.getOpcode() != Opcodes.INVOKESTATIC || !((MethodInsnNode) in).owner.equals(PoolSite.EXECUTORS)) {
                    continue;
                }
                MethodInsnNode call = (MethodInsnNode) in;
                int ord = ordinal++;
                if (!FACTORIES.contains(call.name)) {
                    continue;
                }
                Integer size = call.name.startsWith("newSingleThread") ? Integer.valueOf(1) : null;
                if (size == null && call.desc.startsWith("(I")) {
                    if (frames == null) {
                        frames = frames(cn.name, m);
                    }
                    size = firstIntArg(frames, i, call.desc);
                }
                guard = guard == null ? ClassBytes.of(file.bytes()) : guard;
                out.add(new PoolSite(cn.name, m.name, m.desc, ord, i, new SourceLocation(cn.name, cn.sourceFile, line),
                        guard, call.name + call.desc, size != null && size >= 1 ? size : null));
            }
        }
        return out;
    }

    @SuppressWarnings("unchecked")
    private static Frame<SourceValue>[] frames(String owner, MethodNode m) {
        try {
            return new Analyzer<>(new SourceInterpreter()).analyze(owner, m);
        } catch (AnalyzerException | RuntimeException e) {
            return new Frame[0];
        }
    }

    /** The constant the first (int) argument of the call at {@code at} always is, or null. */
    private static Integer firstIntArg(Frame<SourceValue>[] frames, int at, String desc) {
        if (at >= frames.length || frames[at] == null) {
            return null;
        }
        Frame<SourceValue> f = frames[at];
        int args = Type.getArgumentTypes(desc).length;
        SourceValue v = f.getStack(f.getStackSize() - args);
        if (v.insns.size() != 1) {
            return null;
        }
        return IntConstants.of(v.insns.iterator().next());
    }
}
