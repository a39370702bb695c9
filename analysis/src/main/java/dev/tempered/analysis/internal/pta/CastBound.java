package dev.tempered.analysis.internal.pta;

import dev.tempered.analysis.internal.classpath.ClassFile;
import dev.tempered.analysis.internal.classpath.ClassInfo;
import dev.tempered.analysis.internal.classpath.ClassPath;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.SourceInterpreter;
import org.objectweb.asm.tree.analysis.SourceValue;

/**
 * The classes a reflective instantiation with a name computed at run time can make, bounded by the cast of its
 * result (Solar's idea, Li, Tan and Xue): {@code (MetricsProvider) Class.forName(name).getConstructor().newInstance()}
 * makes a {@code MetricsProvider}, or the cast throws. In the closed world every subtype of a program type is a
 * class of the analysed class path, so the targets are its subtypes there.
 * <p>
 * Applied only where the value never leaves that shape, in one method: the {@code Class} of {@code forName} (or
 * {@code loadClass}) is tested for null, stored and loaded, and used only as the receiver of
 * {@code getConstructor}/{@code getDeclaredConstructor}/{@code newInstance}; each such constructor only as the
 * receiver of {@code newInstance}; and each object made goes straight into a {@code CHECKCAST} to a program type.
 * Anything else (the class's name read, a method looked up, the object used uncast) leaves the call unresolved.
 * The bound rests on one assumption the code cannot check (the class named at run time is of the cast type: another
 * one would have its static initialiser and constructor run before the cast fails), so the call is listed as
 * assumed, with that assumption, and every verdict that depends on it says so.
 */
final class CastBound {
    private final ClassPath cp;
    private final Map<MethodNode, Flow> flows = new IdentityHashMap<>();
    private final Map<String, List<String>> subtypes = new HashMap<>();

    /** True for a missing class that cannot load at run time (the request's absent classes). */
    private final java.util.function.Predicate<String> absent;

    CastBound(ClassPath cp, java.util.function.Predicate<String> absent) {
        this.cp = cp;
        this.absent = absent;
    }

    /**
     * The program types the object made from the value of instruction {@code insn} of {@code mn} is cast to, or
     * null when that value leaves the shape above. {@code insn} is a {@code forName}/{@code loadClass}, or a
     * {@code newInstance} (then only its own cast counts).
     */
    Set<String> castTypes(String owner, MethodNode mn, int insn) {
        Flow u = flows.computeIfAbsent(mn, k -> flow(owner, k));
        if (u == null) {
            return null;
        }
        AbstractInsnNode at = mn.instructions.get(insn);
        Set<String> out = new TreeSet<>();
        boolean ok = at instanceof MethodInsnNode mi && mi.name.equals("newInstance")
                ? cast(u, at, out) : classValue(u, at, out, new HashSet<>());
        return ok && !out.isEmpty() ? out : null;
    }

    /** Follows a Class value: copies, null tests, and the receiver of the three calls that lead to an object. */
    private boolean classValue(Flow u, AbstractInsnNode v, Set<String> out,
            Set<AbstractInsnNode> seen) {
        if (!seen.add(v)) {
            return true;
        }
        for (AbstractInsnNode use : u.getOrDefault(v, Set.of())) {
            int op = use.getOpcode();
            if (op == Opcodes.ASTORE || op == Opcodes.ALOAD || op == Opcodes.DUP || op == Opcodes.CHECKCAST) {
                if (!classValue(u, use, out, seen)) {
                    return false;
                }
            } else if (op == Opcodes.IFNULL || op == Opcodes.IFNONNULL) {
                continue; // a test: the value goes nowhere
            } else if (use instanceof MethodInsnNode mi && mi.owner.equals("java/lang/Class")
                    && receiverOnly(u, v, mi)) {
                boolean good = switch (mi.name) {
                    case "newInstance" -> cast(u, mi, out);
                    case "getConstructor", "getDeclaredConstructor" -> constructor(u, mi, out, new HashSet<>());
                    default -> false;
                };
                if (!good) {
                    return false;
                }
            } else {
                return false;
            }
        }
        return true;
    }

    private boolean constructor(Flow u, AbstractInsnNode v, Set<String> out,
            Set<AbstractInsnNode> seen) {
        if (!seen.add(v)) {
            return true;
        }
        for (AbstractInsnNode use : u.getOrDefault(v, Set.of())) {
            int op = use.getOpcode();
            if (op == Opcodes.ASTORE || op == Opcodes.ALOAD || op == Opcodes.DUP) {
                if (!constructor(u, use, out, seen)) {
                    return false;
                }
            } else if (use instanceof MethodInsnNode mi && mi.owner.equals("java/lang/reflect/Constructor")
                    && mi.name.equals("newInstance") && receiverOnly(u, v, mi)) {
                if (!cast(u, mi, out)) {
                    return false;
                }
            } else {
                return false;
            }
        }
        return true;
    }

    /** The object made by {@code made} goes into one CHECKCAST to a program type, and nowhere else. */
    private boolean cast(Flow u, AbstractInsnNode made, Set<String> out) {
        Set<AbstractInsnNode> to = u.getOrDefault(made, Set.of());
        if (to.size() != 1 || !(to.iterator().next() instanceof TypeInsnNode t) || t.getOpcode() != Opcodes.CHECKCAST
                || t.desc.startsWith("[")) {
            return false;
        }
        ClassInfo i = cp.info(t.desc);
        if (i == null || !i.analysed()) {
            return false; // a JDK type: its subtypes include classes of the JDK, whose code is not analysed
        }
        out.add(t.desc);
        return true;
    }

    /** True when {@code v} is the receiver of call {@code mi} and none of its arguments. */
    private static boolean receiverOnly(Flow u, AbstractInsnNode v, MethodInsnNode mi) {
        Set<AbstractInsnNode> recv = u.receivers().get(mi);
        Set<AbstractInsnNode> args = u.arguments().get(mi);
        return mi.getOpcode() == Opcodes.INVOKEVIRTUAL && recv != null && recv.contains(v)
                && (args == null || !args.contains(v));
    }

    /**
     * Every analysed class that may be {@code type} or below it: its subtypes, and the classes whose hierarchy has a
     * gap (one of them may be a subtype through the missing class), unless a missing class of that gap is declared
     * absent (then the class cannot load at all).
     */
    List<String> subtypes(String type) {
        return subtypes.computeIfAbsent(type, t -> {
            List<String> out = new ArrayList<>();
            for (ClassFile f : cp.files()) {
                ClassInfo i = cp.info(f.name());
                if (i != null && i.analysed() && (cp.isSubtype(f.name(), t)
                        || !cp.hierarchyComplete(f.name()) && mayLoad(f.name(), new HashSet<>()))) {
                    out.add(f.name());
                }
            }
            return out;
        });
    }

    /** False when a class above {@code c} is missing and declared absent: loading {@code c} then fails. */
    private boolean mayLoad(String c, Set<String> seen) {
        if (c == null || !seen.add(c)) {
            return true;
        }
        ClassInfo i = cp.info(c);
        if (i == null) {
            return !absent.test(c);
        }
        if (!mayLoad(i.superName(), seen)) {
            return false;
        }
        for (String itf : i.interfaces()) {
            if (!mayLoad(itf, seen)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Producer instruction -> the instructions that consume its value; and per call, the producers of its receiver
     * and of its arguments.
     */
    record Flow(Map<AbstractInsnNode, Set<AbstractInsnNode>> uses, Map<AbstractInsnNode, Set<AbstractInsnNode>> receivers,
            Map<AbstractInsnNode, Set<AbstractInsnNode>> arguments) {
        Set<AbstractInsnNode> getOrDefault(AbstractInsnNode producer, Set<AbstractInsnNode> none) {
            return uses.getOrDefault(producer, none);
        }
    }

    private static Flow flow(String owner, MethodNode mn) {
        Recorder rec = new Recorder();
        try {
            new Analyzer<SourceValue>(rec).analyze(owner, mn);
        } catch (AnalyzerException | RuntimeException e) {
            return null; // code ASM cannot follow: no bound
        }
        return new Flow(rec.uses, rec.receivers, rec.arguments);
    }

    /**
     * ASM's source analysis, recording each consumption: every value an instruction pops passes through one of
     * these methods (POP and POP2 drop theirs, which is no use).
     */
    private static final class Recorder extends SourceInterpreter {
        final Map<AbstractInsnNode, Set<AbstractInsnNode>> uses = new IdentityHashMap<>();
        final Map<AbstractInsnNode, Set<AbstractInsnNode>> receivers = new IdentityHashMap<>();
        final Map<AbstractInsnNode, Set<AbstractInsnNode>> arguments = new IdentityHashMap<>();

        Recorder() {
            super(Opcodes.ASM9);
        }

        private void use(AbstractInsnNode consumer, SourceValue v) {
            for (AbstractInsnNode p : v.insns) {
                uses.computeIfAbsent(p, k -> new HashSet<>()).add(consumer);
            }
        }

        @Override
        public SourceValue copyOperation(AbstractInsnNode insn, SourceValue value) {
            use(insn, value);
            return super.copyOperation(insn, value);
        }

        @Override
        public SourceValue unaryOperation(AbstractInsnNode insn, SourceValue value) {
            use(insn, value);
            return super.unaryOperation(insn, value);
        }

        @Override
        public SourceValue binaryOperation(AbstractInsnNode insn, SourceValue v1, SourceValue v2) {
            use(insn, v1);
            use(insn, v2);
            return super.binaryOperation(insn, v1, v2);
        }

        @Override
        public SourceValue ternaryOperation(AbstractInsnNode insn, SourceValue v1, SourceValue v2, SourceValue v3) {
            use(insn, v1);
            use(insn, v2);
            use(insn, v3);
            return super.ternaryOperation(insn, v1, v2, v3);
        }

        @Override
        public SourceValue naryOperation(AbstractInsnNode insn, List<? extends SourceValue> values) {
            int op = insn.getOpcode();
            boolean hasReceiver = op == Opcodes.INVOKEVIRTUAL || op == Opcodes.INVOKEINTERFACE
                    || op == Opcodes.INVOKESPECIAL;
            for (int i = 0; i < values.size(); i++) {
                use(insn, values.get(i));
                (hasReceiver && i == 0 ? receivers : arguments).computeIfAbsent(insn, k -> new HashSet<>())
                        .addAll(values.get(i).insns);
            }
            return super.naryOperation(insn, values);
        }

        @Override
        public void returnOperation(AbstractInsnNode insn, SourceValue value, SourceValue expected) {
            use(insn, value);
            super.returnOperation(insn, value, expected);
        }
    }
}
