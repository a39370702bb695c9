package dev.tempered.analysis.internal.ir;

import dev.tempered.analysis.internal.classpath.ClassInfo;
import dev.tempered.analysis.internal.classpath.ClassPath;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TryCatchBlockNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.objectweb.asm.Handle;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.Frame;
import org.objectweb.asm.tree.analysis.Interpreter;
import org.objectweb.asm.tree.analysis.Value;

/**
 * The constants that reach each instruction of a method, for resolving reflection (after Livshits et al.: the
 * string a {@code Class.forName} receives, the class a {@code newInstance} runs on). ASM's data-flow analyzer over a
 * small lattice: a value is a set of strings, of classes, of constructors' classes, of methods or of method
 * handles, or {@link CVal#TOP} (anything). Joins of different sets union them; more than {@link #MAX} members, or
 * members of different kinds, give TOP, so a value is only ever a set the program's code can produce on every path.
 * Fields help only where every write is in the declaring class (private or final fields): the values stored there
 * by its own methods are all the field can hold.
 */
public final class ReflectiveConstants {
    static final int MAX = 16;

    public enum K { TOP, NULL, INT, STR, CLS, CTOR, METHOD, HANDLE, NEW, FN, MNAME, THROWN }

    /**
     * One abstract value: {@code vals} are strings ({@code STR}), internal class names ({@code CLS}, {@code CTOR}),
     * {@code owner.name} ({@code METHOD}) or {@code S|owner.name}, {@code V|owner.name}, {@code C|owner}
     * ({@code HANDLE}: static, virtual, constructor), the class of an object made here by {@code new} ({@code NEW}),
     * or {@code owner.name(desc)}, the method a lambda that captures nothing runs ({@code FN}), or the name of a
     * method looked up on a class that is not known ({@code MNAME}), or a caught exception ({@code THROWN});
     * {@code props}: system
     * properties whose default was taken.
     */
    public record CVal(int size, K kind, Set<String> vals, Set<String> props) implements Value {
        public static final CVal TOP = new CVal(1, K.TOP, Set.of(), Set.of());

        static CVal top(int size) {
            return size == 1 ? TOP : new CVal(size, K.TOP, Set.of(), Set.of());
        }

        static CVal of(K kind, Set<String> vals, Set<String> props) {
            return vals.size() > MAX ? TOP : new CVal(1, kind, Set.copyOf(vals), Set.copyOf(props));
        }

        public boolean is(K k) {
            return kind == k && !vals.isEmpty();
        }

        @Override
        public int getSize() {
            return size;
        }
    }

    private final ClassPath cp;
    private final Map<String, Frame<CVal>[]> frames = new HashMap<>();
    private final Map<String, CVal> fieldValues = new HashMap<>();
    private final Set<String> fieldsInProgress = new java.util.HashSet<>();
    private final Set<String> returnsInProgress = new java.util.HashSet<>();

    /** The name of a METHOD value whose class is known and whose name is not (only for JDK classes). */
    public static final String ANY_METHOD = "*";

    private boolean jdkClass(String cls) {
        dev.tempered.analysis.internal.classpath.ClassInfo i = cp.info(cls);
        return i != null && !i.analysed();
    }

    /** Classes taken to be absent at run time (docs/closed-world.md, item 1): loading one by name throws. */
    private final java.util.function.Predicate<String> absent;

    public ReflectiveConstants(ClassPath cp) {
        this(cp, c -> false);
    }

    public ReflectiveConstants(ClassPath cp, java.util.function.Predicate<String> absent) {
        this.cp = cp;
        this.absent = absent;
    }

    /** The value of stack slot {@code fromTop} (0 = top) before instruction {@code insn} of a method, or TOP. */
    public CVal stack(String owner, MethodNode m, int insn, int fromTop) {
        Frame<CVal>[] fs = frames(owner, m);
        if (fs == null || insn < 0 || insn >= fs.length) {
            return CVal.TOP;
        }
        Frame<CVal> f = fs[insn];
        if (f == null) {
            // no path reaches the instruction (after a load of an absent class, or dead code): it never runs, so
            // it needs nothing; the bottom, as a null name or class is
            return new CVal(1, K.NULL, Set.of(), Set.of());
        }
        int i = f.getStackSize() - 1 - fromTop;
        return i < 0 ? CVal.TOP : f.getStack(i);
    }

    @SuppressWarnings("unchecked")
    private Frame<CVal>[] frames(String owner, MethodNode m) {
        String key = owner + "." + m.name + m.desc;
        if (frames.containsKey(key)) {
            return frames.get(key);
        }
        Frame<CVal>[] fs;
        try {
            fs = new Analyzer<>(new Interp()).analyze(owner, m);
            fs = withoutAbsentLoads(owner, m, fs);
        } catch (AnalyzerException | RuntimeException e) {
            fs = null; // every value TOP: nothing resolved, so nothing unsound
        }
        frames.put(key, fs);
        return fs;
    }

    /**
     * The frames again, with no path past a {@code Class.forName} or {@code loadClass} whose constant name is of an
     * absent class only: that call always throws, so what follows it in its block runs on no path (netty's
     * {@code BouncyCastleAlpnSslUtils} looks up BouncyCastle's methods only after loading its engine class; when it
     * is absent, the fields it fills hold null). Analysed on a copy of the method with {@code aconst_null; athrow}
     * after each such call, its frames mapped back to the original's instructions.
     */
    @SuppressWarnings("unchecked")
    private Frame<CVal>[] withoutAbsentLoads(String owner, MethodNode m, Frame<CVal>[] fs) throws AnalyzerException {
        List<Integer> dead = new java.util.ArrayList<>();
        for (int i = 0; i < m.instructions.size(); i++) {
            if (fs[i] != null && m.instructions.get(i) instanceof MethodInsnNode mi && loadsByName(mi)) {
                Frame<CVal> f = fs[i];
                CVal name = f.getStack(f.getStackSize() - Type.getArgumentTypes(mi.desc).length);
                if (name.is(K.STR) && name.vals().stream().allMatch(n -> absent.test(n.replace('.', '/')))) {
                    dead.add(i);
                }
            }
        }
        if (dead.isEmpty()) {
            return fs;
        }
        MethodNode copy = new MethodNode(Opcodes.ASM9, m.access, m.name, m.desc, m.signature,
                m.exceptions == null ? null : m.exceptions.toArray(new String[0]));
        m.accept(copy);
        copy.maxStack = Math.max(m.maxStack, 1) + 1;
        for (int k = dead.size() - 1; k >= 0; k--) {
            org.objectweb.asm.tree.InsnList thrown = new org.objectweb.asm.tree.InsnList();
            thrown.add(new org.objectweb.asm.tree.InsnNode(Opcodes.ACONST_NULL));
            thrown.add(new org.objectweb.asm.tree.InsnNode(Opcodes.ATHROW));
            copy.instructions.insert(copy.instructions.get(dead.get(k)), thrown);
        }
        Frame<CVal>[] cfs = new Analyzer<>(new Interp()).analyze(owner, copy);
        Frame<CVal>[] out = (Frame<CVal>[]) new Frame<?>[fs.length];
        Set<Integer> loads = new java.util.HashSet<>(dead);
        int shift = 0;
        for (int i = 0; i < fs.length; i++) {
            // the instruction after the load reads its result: the frame before the inserted throw holds it
            out[i] = i > 0 && loads.contains(i - 1) ? cfs[i + shift - 2] : cfs[i + shift];
            if (loads.contains(i)) {
                shift += 2;
            }
        }
        return out;
    }

    /**
     * The parameter types a {@code getMethod}/{@code getDeclaredMethod} call is passed, as {@code (desc...)}, when its
     * array is built right before the call from class literals, as javac compiles {@code getMethod("log",
     * LoggingEvent.class)}: {@code n; anewarray Class; (dup; i; ldc T; aastore)*}, with no jump target in between.
     * Null otherwise (the types are then not known).
     */
    static String parameterTypes(MethodInsnNode call) {
        List<AbstractInsnNode> seq = new java.util.ArrayList<>();
        for (AbstractInsnNode x = call.getPrevious(); x != null; x = x.getPrevious()) {
            if (x instanceof org.objectweb.asm.tree.LineNumberNode || x instanceof org.objectweb.asm.tree.FrameNode) {
                continue;
            }
            if (x instanceof org.objectweb.asm.tree.LabelNode) {
                return null; // a label may be a jump target: another path may build another array
            }
            seq.add(0, x);
            if (x.getOpcode() == Opcodes.ANEWARRAY) {
                break;
            }
        }
        if (seq.isEmpty() || seq.get(0).getOpcode() != Opcodes.ANEWARRAY
                || !((TypeInsnNode) seq.get(0)).desc.equals("java/lang/Class")) {
            return null;
        }
        AbstractInsnNode len = seq.get(0).getPrevious();
        Integer n = intOf(len);
        if (n == null || seq.size() != 1 + 4 * n) {
            return null;
        }
        StringBuilder d = new StringBuilder("(");
        for (int k = 0; k < n; k++) {
            AbstractInsnNode dup = seq.get(1 + 4 * k);
            Integer idx = intOf(seq.get(2 + 4 * k));
            AbstractInsnNode type = seq.get(3 + 4 * k);
            AbstractInsnNode store = seq.get(4 + 4 * k);
            if (dup.getOpcode() != Opcodes.DUP || idx == null || idx != k || store.getOpcode() != Opcodes.AASTORE) {
                return null;
            }
            if (type instanceof LdcInsnNode l && l.cst instanceof Type t
                    && (t.getSort() == Type.OBJECT || t.getSort() == Type.ARRAY)) {
                d.append(t.getDescriptor());
            } else if (type instanceof FieldInsnNode f && f.getOpcode() == Opcodes.GETSTATIC && f.name.equals("TYPE")
                    && PRIMITIVES.containsKey(f.owner)) {
                d.append(PRIMITIVES.get(f.owner));
            } else {
                return null;
            }
        }
        return d.append(')').toString();
    }

    private static final Map<String, String> PRIMITIVES = Map.of("java/lang/Integer", "I", "java/lang/Long", "J",
            "java/lang/Boolean", "Z", "java/lang/Byte", "B", "java/lang/Short", "S", "java/lang/Character", "C",
            "java/lang/Float", "F", "java/lang/Double", "D");

    private static Integer intOf(AbstractInsnNode x) {
        if (x == null) {
            return null;
        }
        int op = x.getOpcode();
        if (op >= Opcodes.ICONST_0 && op <= Opcodes.ICONST_5) {
            return op - Opcodes.ICONST_0;
        }
        if (op == Opcodes.BIPUSH || op == Opcodes.SIPUSH) {
            return ((IntInsnNode) x).operand;
        }
        return null;
    }

    private static boolean loadsByName(MethodInsnNode mi) {
        return mi.owner.equals("java/lang/Class") && mi.name.equals("forName")
                && mi.desc.startsWith("(Ljava/lang/String;")
                || mi.name.equals("loadClass") && mi.desc.startsWith("(Ljava/lang/String;")
                && !mi.owner.equals("java/lang/Class");
    }

    /**
     * What a private or final field of an analysed class can hold: the union of what its class's own methods store,
     * or TOP when anything else may write it (another class, an unknown value, a JDK field).
     */
    private CVal field(String owner, String name, boolean isStatic) {
        String decl = cp.resolveField(owner, name);
        ClassInfo info = decl == null ? null : cp.info(decl);
        if (info == null || !info.analysed()) {
            return CVal.TOP;
        }
        Integer acc = info.fields().get(name);
        if (acc == null || (acc & (Opcodes.ACC_PRIVATE | Opcodes.ACC_FINAL)) == 0) {
            return CVal.TOP;
        }
        String key = decl + "." + name;
        CVal known = fieldValues.get(key);
        if (known != null) {
            return known;
        }
        if (!fieldsInProgress.add(key)) {
            return CVal.TOP; // a field whose stored value reads itself: no constant
        }
        CVal v = null;
        int put = isStatic ? Opcodes.PUTSTATIC : Opcodes.PUTFIELD;
        List<String> writers = writers(decl, (acc & Opcodes.ACC_FINAL) != 0);
        for (String writer : writers == null ? List.<String>of() : writers) {
            ClassNode cn = cp.node(writer);
            for (MethodNode mn : cn == null ? List.<MethodNode>of() : cn.methods) {
                for (int i = 0; i < mn.instructions.size(); i++) {
                    AbstractInsnNode in = mn.instructions.get(i);
                    if (in.getOpcode() == put && in instanceof FieldInsnNode f && f.name.equals(name)
                            && decl.equals(cp.resolveField(f.owner, name))) {
                        CVal stored = stack(writer, mn, i, 0);
                        v = v == null ? stored : join(v, stored);
                    }
                }
            }
        }
        fieldsInProgress.remove(key);
        CVal r = v == null || writers == null ? CVal.TOP : v;
        fieldValues.put(key, r);
        return r;
    }

    /**
     * The classes whose code may write a field of {@code decl}: a final field only its own (the JVM allows a final
     * field's writes in its class's initialisers alone), a private one also its nest-mates (javac 11 and later
     * writes an outer class's private field from its inner classes directly); null when the nest is not known.
     */
    private List<String> writers(String decl, boolean isFinal) {
        if (isFinal) {
            return List.of(decl);
        }
        ClassNode cn = cp.node(decl);
        String host = cn == null || cn.nestHostClass == null ? decl : cn.nestHostClass;
        ClassNode hn = cp.node(host);
        if (hn == null) {
            return null; // the nest's host is not in the program: its members, and their writes, are unknown
        }
        List<String> out = new java.util.ArrayList<>();
        out.add(host);
        if (hn.nestMembers != null) {
            out.addAll(hn.nestMembers);
        }
        if (!out.contains(decl)) {
            out.add(decl);
        }
        return out;
    }

    static CVal join(CVal a, CVal b) {
        if (a.kind == K.NULL || b.kind == K.NULL) {
            // a null Class or name throws before anything is loaded: it adds no target; the properties it was
            // read from stay, since the other value is what the program uses because they are not set
            CVal other = a.kind == K.NULL ? b : a;
            CVal nul = a.kind == K.NULL ? a : b;
            if (nul.props().isEmpty() || other.kind == K.TOP || other.props().containsAll(nul.props())) {
                return other;
            }
            Set<String> props = new TreeSet<>(other.props());
            props.addAll(nul.props());
            return new CVal(other.size, other.kind, other.vals, Set.copyOf(props));
        }
        if (a.equals(b)) {
            return a;
        }
        if ((a.kind == K.THROWN || b.kind == K.THROWN) && a.size == b.size) {
            // a caught exception joined with a Class, Constructor, Method or method handle (an action that returns
            // its look-up or the exception it caught, as netty's OpenJdkSelfSignedCertGenerator's do): every use this
            // analysis resolves takes one of those types, which the verifier checks (a cast first), and no exception
            // is one; a string or anything else keeps TOP, since a string conversion would read the exception too
            CVal other = a.kind == K.THROWN ? b : a;
            return switch (other.kind) {
                case CLS, CTOR, METHOD, HANDLE -> other;
                default -> CVal.top(a.size);
            };
        }
        if (a.size != b.size || a.kind != b.kind || a.kind == K.TOP) {
            return CVal.top(Math.min(a.size, b.size));
        }
        Set<String> vals = new TreeSet<>(a.vals());
        vals.addAll(b.vals());
        Set<String> props = new TreeSet<>(a.props());
        props.addAll(b.props());
        return CVal.of(a.kind, vals, props);
    }

    /**
     * What {@code run()} of a privileged action returns: for an object made by {@code new} of an analysed class, the
     * values of every {@code run()} that class declares (its bridge method, which javac writes to call the typed
     * one, adds nothing of its own); for a lambda, its method's. TOP when the class is not analysed or inherits
     * {@code run()}.
     */
    private CVal actionResult(CVal action) {
        if (!action.is(K.NEW) && !action.is(K.FN)) {
            return null;
        }
        CVal out = null;
        for (String x : action.vals()) {
            CVal r = action.kind == K.NEW ? runOf(x) : staticReturns(x);
            if (r == null || r.kind == K.TOP) {
                return null;
            }
            out = out == null ? r : join(out, r);
        }
        return out;
    }

    private CVal runOf(String cls) {
        ClassInfo info = cp.info(cls);
        ClassNode cn = info == null || !info.analysed() ? null : cp.node(cls);
        if (cn == null) {
            return null;
        }
        CVal out = null;
        for (MethodNode mn : cn.methods) {
            if (mn.name.equals("run") && mn.desc.startsWith("()") && (mn.access & Opcodes.ACC_BRIDGE) == 0
                    && (mn.access & Opcodes.ACC_STATIC) == 0) {
                CVal r = returns(cls, mn);
                if (r == null) {
                    return null;
                }
                out = out == null ? r : join(out, r);
            }
        }
        return out;
    }

    private CVal staticReturns(String ownerNameDesc) {
        int dot = ownerNameDesc.lastIndexOf('.', ownerNameDesc.indexOf('('));
        String owner = ownerNameDesc.substring(0, dot);
        String nameDesc = ownerNameDesc.substring(dot + 1);
        ClassInfo info = cp.info(owner);
        ClassNode cn = info == null || !info.analysed() ? null : cp.node(owner);
        if (cn == null) {
            return null;
        }
        for (MethodNode mn : cn.methods) {
            if ((mn.name + mn.desc).equals(nameDesc) && (mn.access & Opcodes.ACC_STATIC) != 0) {
                return returns(owner, mn);
            }
        }
        return null;
    }

    /**
     * The join of the values a method returns (ASM's analyzer on its own body, parameters TOP); null (TOP) when it
     * returns none, is abstract, or is being evaluated already (recursion).
     */
    private CVal returns(String owner, MethodNode mn) {
        String key = owner + "." + mn.name + mn.desc;
        if (mn.instructions.size() == 0 || !returnsInProgress.add(key)) {
            return null;
        }
        try {
            CVal out = null;
            for (int i = 0; i < mn.instructions.size(); i++) {
                if (mn.instructions.get(i).getOpcode() == Opcodes.ARETURN) {
                    CVal r = stack(owner, mn, i, 0);
                    out = out == null ? r : join(out, r);
                }
            }
            return out;
        } finally {
            returnsInProgress.remove(key);
        }
    }

    private static Set<String> union(CVal... vs) {
        Set<String> out = new TreeSet<>();
        for (CVal v : vs) {
            out.addAll(v.props());
        }
        return out;
    }

    private static Set<String> classNames(Set<String> dotted) {
        Set<String> out = new TreeSet<>();
        for (String s : dotted) {
            out.add(s.replace('.', '/'));
        }
        return out;
    }

    private final class Interp extends Interpreter<CVal> {
        Interp() {
            super(Opcodes.ASM9);
        }

        @Override
        public CVal newValue(Type type) {
            return type == Type.VOID_TYPE ? null : CVal.top(type == null ? 1 : type.getSize());
        }

        @Override
        public CVal newOperation(AbstractInsnNode insn) {
            switch (insn.getOpcode()) {
                case Opcodes.ACONST_NULL:
                    return new CVal(1, K.NULL, Set.of(), Set.of());
                case Opcodes.LCONST_0, Opcodes.LCONST_1, Opcodes.DCONST_0, Opcodes.DCONST_1:
                    return CVal.top(2);
                case Opcodes.ICONST_M1, Opcodes.ICONST_0, Opcodes.ICONST_1, Opcodes.ICONST_2, Opcodes.ICONST_3,
                        Opcodes.ICONST_4, Opcodes.ICONST_5:
                    return CVal.of(K.INT, Set.of(Integer.toString(insn.getOpcode() - Opcodes.ICONST_0)), Set.of());
                case Opcodes.BIPUSH, Opcodes.SIPUSH:
                    return CVal.of(K.INT, Set.of(Integer.toString(((IntInsnNode) insn).operand)), Set.of());
                case Opcodes.LDC: {
                    Object c = ((LdcInsnNode) insn).cst;
                    if (c instanceof String s) {
                        return CVal.of(K.STR, Set.of(s), Set.of());
                    }
                    if (c instanceof Type t && (t.getSort() == Type.OBJECT)) {
                        return CVal.of(K.CLS, Set.of(t.getInternalName()), Set.of());
                    }
                    return CVal.top(c instanceof Long || c instanceof Double ? 2 : 1);
                }
                case Opcodes.NEW:
                    // the exact class of the object: what a privileged action made here returns is its run()'s
                    return CVal.of(K.NEW, Set.of(((TypeInsnNode) insn).desc), Set.of());
                case Opcodes.GETSTATIC: {
                    FieldInsnNode f = (FieldInsnNode) insn;
                    Type t = Type.getType(f.desc);
                    return t.getSize() == 2 ? CVal.top(2) : field(f.owner, f.name, true);
                }
                default:
                    return CVal.TOP;
            }
        }

        @Override
        public CVal copyOperation(AbstractInsnNode insn, CVal value) {
            return value;
        }

        @Override
        public CVal unaryOperation(AbstractInsnNode insn, CVal value) {
            switch (insn.getOpcode()) {
                case Opcodes.CHECKCAST:
                    return value;
                case Opcodes.GETFIELD: {
                    FieldInsnNode f = (FieldInsnNode) insn;
                    return Type.getType(f.desc).getSize() == 2 ? CVal.top(2) : field(f.owner, f.name, false);
                }
                case Opcodes.I2L, Opcodes.I2D, Opcodes.L2D, Opcodes.F2L, Opcodes.F2D, Opcodes.D2L, Opcodes.LNEG,
                        Opcodes.DNEG:
                    return CVal.top(2);
                case Opcodes.PUTSTATIC, Opcodes.IFEQ, Opcodes.IFNE, Opcodes.IFLT, Opcodes.IFGE, Opcodes.IFGT,
                        Opcodes.IFLE, Opcodes.TABLESWITCH, Opcodes.LOOKUPSWITCH, Opcodes.IRETURN, Opcodes.LRETURN,
                        Opcodes.FRETURN, Opcodes.DRETURN, Opcodes.ARETURN, Opcodes.ATHROW, Opcodes.MONITORENTER,
                        Opcodes.MONITOREXIT, Opcodes.IFNULL, Opcodes.IFNONNULL:
                    return null;
                default:
                    return CVal.TOP;
            }
        }

        @Override
        public CVal binaryOperation(AbstractInsnNode insn, CVal v1, CVal v2) {
            switch (insn.getOpcode()) {
                case Opcodes.LALOAD, Opcodes.DALOAD, Opcodes.LADD, Opcodes.LSUB, Opcodes.LMUL, Opcodes.LDIV,
                        Opcodes.LREM, Opcodes.LSHL, Opcodes.LSHR, Opcodes.LUSHR, Opcodes.LAND, Opcodes.LOR,
                        Opcodes.LXOR, Opcodes.DADD, Opcodes.DSUB, Opcodes.DMUL, Opcodes.DDIV, Opcodes.DREM:
                    return CVal.top(2);
                case Opcodes.IF_ICMPEQ, Opcodes.IF_ICMPNE, Opcodes.IF_ICMPLT, Opcodes.IF_ICMPGE, Opcodes.IF_ICMPGT,
                        Opcodes.IF_ICMPLE, Opcodes.IF_ACMPEQ, Opcodes.IF_ACMPNE, Opcodes.PUTFIELD:
                    return null;
                default:
                    return CVal.TOP;
            }
        }

        @Override
        public CVal ternaryOperation(AbstractInsnNode insn, CVal v1, CVal v2, CVal v3) {
            return null;
        }

        @Override
        public CVal naryOperation(AbstractInsnNode insn, List<? extends CVal> values) {
            if (insn instanceof InvokeDynamicInsnNode indy) {
                return concat(indy, values);
            }
            if (!(insn instanceof MethodInsnNode mi)) {
                return CVal.TOP; // MULTIANEWARRAY
            }
            Type r = Type.getReturnType(mi.desc);
            if (r == Type.VOID_TYPE) {
                return null;
            }
            CVal v = call(mi, values);
            return v != null ? v : CVal.top(r.getSize());
        }

        private CVal call(MethodInsnNode mi, List<? extends CVal> v) {
            String key = mi.owner + "." + mi.name;
            int n = v.size();
            switch (key) {
                case "java/lang/Class.forName", "java/lang/ClassLoader.loadClass":
                    CVal name = v.get(mi.getOpcode() == Opcodes.INVOKESTATIC ? 0 : 1);
                    if (name.kind == K.NULL) {
                        // a null name throws: no class, so the bottom of the lattice; TOP here would stay TOP
                        // once the fallback's name reaches the same call on another path
                        return name;
                    }
                    return name.is(K.STR) ? CVal.of(K.CLS, classNames(name.vals()), name.props()) : null;
                case "java/lang/System.getProperty":
                    // the default: what the program loads unless the key is set; the key is kept, so the verdict
                    // can say which property would change it
                    if (n == 2 && v.get(0).is(K.STR) && v.get(1).is(K.STR)) {
                        Set<String> props = new TreeSet<>(union(v.get(0), v.get(1)));
                        props.addAll(v.get(0).vals());
                        return CVal.of(K.STR, v.get(1).vals(), props);
                    }
                    if (n == 1 && v.get(0).is(K.STR)) {
                        // read with a fallback of the program's own (`if (name == null) name = ...`): unset, the
                        // property is null, so the fallback is what reaches the reflective call; the key is kept
                        Set<String> props = new TreeSet<>(v.get(0).props());
                        props.addAll(v.get(0).vals());
                        return new CVal(1, K.NULL, Set.of(), Set.copyOf(props));
                    }
                    return null;
                case "java/lang/Class.getName":
                    // a class literal's name (`Impl.class.getName()`), as Class.forName takes it
                    CVal literal = v.get(0);
                    if (literal.kind == K.NULL) {
                        return literal; // throws on null: bottom, as for forName
                    }
                    if (literal.is(K.CLS)) {
                        Set<String> dotted = new TreeSet<>();
                        for (String cls : literal.vals()) {
                            dotted.add(cls.replace('/', '.'));
                        }
                        return CVal.of(K.STR, dotted, literal.props());
                    }
                    return null;
                case "java/security/AccessController.doPrivileged",
                        "java/security/AccessController.doPrivilegedWithCombiner":
                    // the JDK calls the action's run() once, here, and returns what it returns (an exception it
                    // throws comes out of the call, wrapped or not): an action of a known class or lambda is that
                    // method's return values, as netty's JdkAlpnSslUtils looks up SSLEngine's methods
                    return n == 0 ? null : actionResult(v.get(0));
                case "java/lang/String.valueOf", "java/lang/String.intern", "java/lang/String.toString",
                        "java/lang/String.trim", "java/lang/String.strip":
                    CVal s = v.get(0);
                    return s.is(K.STR) ? s : null;
                case "java/lang/String.concat":
                    return v.get(0).is(K.STR) && v.get(1).is(K.STR) ? product(v.get(0), v.get(1)) : null;
                case "java/lang/Class.getConstructor", "java/lang/Class.getDeclaredConstructor":
                    if (v.get(0).kind() == K.NULL) {
                        return v.get(0); // throws on null: bottom, as for forName
                    }
                    return v.get(0).is(K.CLS) ? CVal.of(K.CTOR, v.get(0).vals(), v.get(0).props()) : null;
                case "java/lang/Class.getMethod", "java/lang/Class.getDeclaredMethod":
                    if (v.get(0).is(K.CLS) && v.get(1).is(K.STR)) {
                        Set<String> ms = new TreeSet<>();
                        for (String c : v.get(0).vals()) {
                            for (String m : v.get(1).vals()) {
                                ms.add(c + "." + m);
                            }
                        }
                        return CVal.of(K.METHOD, ms, union(v.get(0), v.get(1)));
                    }
                    if (!v.get(0).is(K.CLS) && v.get(0).kind() != K.NULL && v.get(1).is(K.STR)) {
                        // a constant name on a class computed at run time (slf4j's SubstituteLogger looks up
                        // log(LoggingEvent) on its delegate's class): the name, and the parameter types where the
                        // array of them is built right there
                        String params = parameterTypes(mi);
                        Set<String> named = new TreeSet<>();
                        for (String nm : v.get(1).vals()) {
                            named.add(params == null ? nm : nm + params);
                        }
                        return CVal.of(K.MNAME, named, v.get(1).props());
                    }
                    if (v.get(0).is(K.CLS) && v.get(0).vals().stream().allMatch(c -> jdkClass(c))) {
                        // a method of a JDK class whose name is computed: which one is not known, but it is the
                        // JDK's (the solver treats its invocation as a call into the JDK)
                        Set<String> ms = new TreeSet<>();
                        for (String c : v.get(0).vals()) {
                            ms.add(c + "." + ANY_METHOD);
                        }
                        return CVal.of(K.METHOD, ms, v.get(0).props());
                    }
                    return null;
                case "java/lang/invoke/MethodHandles$Lookup.findStatic",
                        "java/lang/invoke/MethodHandles$Lookup.findVirtual":
                    if (v.get(1).is(K.CLS) && v.get(2).is(K.STR)) {
                        String tag = mi.name.equals("findStatic") ? "S|" : "V|";
                        Set<String> hs = new TreeSet<>();
                        for (String c : v.get(1).vals()) {
                            for (String m : v.get(2).vals()) {
                                hs.add(tag + c + "." + m);
                            }
                        }
                        return CVal.of(K.HANDLE, hs, union(v.get(1), v.get(2)));
                    }
                    return null;
                case "java/lang/invoke/MethodHandles$Lookup.findConstructor":
                    if (v.get(1).is(K.CLS)) {
                        Set<String> hs = new TreeSet<>();
                        for (String c : v.get(1).vals()) {
                            hs.add("C|" + c);
                        }
                        return CVal.of(K.HANDLE, hs, v.get(1).props());
                    }
                    return null;
                default:
                    return null;
            }
        }

        /** {@code makeConcatWithConstants}: the recipe with each argument's strings, if all are constants. */
        private CVal concat(InvokeDynamicInsnNode indy, List<? extends CVal> values) {
            Type r = Type.getReturnType(indy.desc);
            if (r == Type.VOID_TYPE) {
                return null;
            }
            if (indy.bsm.getOwner().equals("java/lang/invoke/LambdaMetafactory") && values.isEmpty()
                    && indy.bsmArgs.length > 1 && indy.bsmArgs[1] instanceof Handle h
                    && h.getTag() == Opcodes.H_INVOKESTATIC && h.getDesc().startsWith("()")) {
                // a lambda that captures nothing and calls a static method without arguments: its one method runs
                // that method (a method reference to another arity, or a capture, stays TOP)
                return CVal.of(K.FN, Set.of(h.getOwner() + "." + h.getName() + h.getDesc()), Set.of());
            }
            if (!indy.bsm.getOwner().equals("java/lang/invoke/StringConcatFactory")
                    || !indy.bsm.getName().equals("makeConcatWithConstants") || indy.bsmArgs.length == 0
                    || !(indy.bsmArgs[0] instanceof String recipe)) {
                return CVal.top(r.getSize());
            }
            Set<String> acc = new LinkedHashSet<>(Set.of(""));
            Set<String> props = new TreeSet<>();
            int arg = 0;
            int cst = 1;
            StringBuilder lit = new StringBuilder();
            for (int i = 0; i < recipe.length(); i++) {
                char ch = recipe.charAt(i);
                if (ch == '\u0001' || ch == '\u0002') {
                    Set<String> part;
                    if (ch == '\u0001') {
                        CVal a = values.get(arg++);
                        if (!a.is(K.STR)) {
                            return CVal.TOP; // a number or an unknown string: the name is not a constant
                        }
                        part = a.vals();
                        props.addAll(a.props());
                    } else {
                        part = Set.of(String.valueOf(indy.bsmArgs[cst++]));
                    }
                    acc = append(acc, lit.toString(), part);
                    lit.setLength(0);
                    if (acc == null) {
                        return CVal.TOP;
                    }
                } else {
                    lit.append(ch);
                }
            }
            acc = append(acc, lit.toString(), Set.of(""));
            return acc == null ? CVal.TOP : CVal.of(K.STR, acc, props);
        }

        private Set<String> append(Set<String> acc, String lit, Set<String> part) {
            Set<String> out = new LinkedHashSet<>();
            for (String a : acc) {
                for (String p : part) {
                    out.add(a + lit + p);
                    if (out.size() > MAX) {
                        return null;
                    }
                }
            }
            return out;
        }

        private CVal product(CVal a, CVal b) {
            Set<String> out = new TreeSet<>();
            for (String x : a.vals()) {
                for (String y : b.vals()) {
                    out.add(x + y);
                }
            }
            return CVal.of(K.STR, out, union(a, b));
        }

        @Override
        public void returnOperation(AbstractInsnNode insn, CVal value, CVal expected) {
        }

        @Override
        public CVal newParameterValue(boolean isInstanceMethod, int local, Type type) {
            return CVal.top(type.getSize());
        }

        @Override
        public CVal newExceptionValue(TryCatchBlockNode tcb, Frame<CVal> handlerFrame, Type exceptionType) {
            return new CVal(1, K.THROWN, Set.of(), Set.of());
        }

        @Override
        public CVal merge(CVal a, CVal b) {
            return join(a, b);
        }
    }
}
