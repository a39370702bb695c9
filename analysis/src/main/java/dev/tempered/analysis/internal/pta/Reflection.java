package dev.tempered.analysis.internal.pta;

import dev.tempered.analysis.internal.classpath.ClassInfo;
import dev.tempered.analysis.internal.ir.MethodIr;
import dev.tempered.analysis.internal.ir.ReflectiveConstants;
import dev.tempered.analysis.internal.ir.ReflectiveConstants.CVal;
import dev.tempered.analysis.internal.ir.ReflectiveConstants.K;
import dev.tempered.manifest.QueueTypes;
import dev.tempered.manifest.ReflectiveCall;
import dev.tempered.manifest.SourceLocation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Reflection the solver resolves from constants ({@link ReflectiveConstants}), and the record of every reflective
 * call in the reached code, resolved or not (docs/closed-world.md). A resolved call becomes the calls and objects
 * it stands for: {@code Class.forName} of a known class runs its static initialiser, {@code newInstance} allocates
 * the class and runs its constructors, {@code Method.invoke} and a method handle's {@code invoke} call the methods
 * named. A call it cannot resolve goes the solver's usual way for unknown code (its arguments escape, its result
 * is unknown, static fields escape) and is listed as unresolved.
 */
public final class Reflection {
    private final Solver s;
    private final ReflectiveConstants consts;
    private final CastBound casts;
    private final Map<String, ReflectiveCall> calls = new LinkedHashMap<>();
    /** Targets a recorded run logged, by {@link #logKey}; empty without {@code --reflection-log}. */
    private Map<String, List<String>> log = Map.of();
    private final Set<String> loggedKeys = new java.util.HashSet<>();
    /** Calls resolved through Class and Constructor values so far, which a later unknown receiver makes unresolved. */
    private final Set<String> metaKeys = new java.util.HashSet<>();

    Reflection(Solver s) {
        this.s = s;
        this.consts = new ReflectiveConstants(s.cp, s::absent);
        this.casts = new CastBound(s.cp, s::absent);
    }

    /** Adds the targets of a recorded run ({@code --reflection-log}). */
    public void log(Map<String, List<String>> targets) {
        this.log = Map.copyOf(targets);
    }

    /** The reflective calls seen, in the order the solver met them. */
    public List<ReflectiveCall> calls() {
        return new ArrayList<>(calls.values());
    }

    /** True for the reflective API that may create objects of, or run code of, classes named at run time. */
    static boolean reachesCode(String owner, String name) {
        return switch (owner) {
            case "java/lang/Class" -> name.equals("forName") || name.equals("newInstance");
            case "java/lang/reflect/Constructor" -> name.equals("newInstance");
            case "java/lang/reflect/Method" -> name.equals("invoke");
            case "java/lang/reflect/Proxy" -> name.equals("newProxyInstance");
            case "java/lang/invoke/MethodHandle" -> name.startsWith("invoke");
            case "java/lang/invoke/MethodHandles$Lookup" -> name.startsWith("find");
            case "java/util/ServiceLoader" -> name.startsWith("load");
            case "java/io/ObjectInputStream" -> name.equals("readObject") || name.equals("readUnshared");
            default -> name.equals("loadClass") && owner.endsWith("ClassLoader");
        };
    }

    /** True for a call {@link #resolve} may model. */
    static boolean intercepts(String owner, String name) {
        return switch (owner) {
            case "java/lang/Class" -> name.equals("forName") || name.equals("newInstance")
                    || name.equals("getConstructor") || name.equals("getDeclaredConstructor")
                    || name.equals("getMethod") || name.equals("getDeclaredMethod");
            case "java/lang/reflect/Constructor" -> name.equals("newInstance");
            case "java/lang/reflect/Method" -> name.equals("invoke");
            case "java/lang/invoke/MethodHandle" -> name.equals("invoke") || name.equals("invokeExact");
            case "java/lang/invoke/MethodHandles$Lookup" -> name.equals("findStatic") || name.equals("findVirtual")
                    || name.equals("findConstructor");
            case "java/util/ServiceLoader" -> name.equals("load") || name.equals("loadInstalled")
                    || name.equals("stream");
            case "java/lang/reflect/Proxy" -> name.equals("newProxyInstance");
            default -> name.equals("loadClass") && owner.endsWith("ClassLoader");
        };
    }

    /**
     * The classes a {@code Class} argument of the call at {@code insn} may be, when it is a constant of the code
     * ({@code fromTop}: the argument's depth on the operand stack before the call, 0 for the last); null otherwise.
     */
    Set<String> classArgument(Solver.MNode m, int insn, int fromTop) {
        if (m.ir == null) {
            return null;
        }
        CVal v = consts.stack(m.ir.owner, m.ir.node, insn, fromTop);
        return v.is(K.CLS) && !v.vals().isEmpty() ? v.vals() : null;
    }

    /** Records an unresolved call of the API in {@link #reachesCode} at instruction {@code insn} of {@code caller}. */
    void unresolved(int caller, int insn, String owner, String name) {
        if (!reachesCode(owner, name)) {
            return;
        }
        Solver.MNode m = s.mnodes.get(caller);
        SourceLocation at = location(m, insn);
        String key = at.className() + "|" + (m.ir == null ? "" : m.ir.key()) + "|" + insn + "|" + owner + name;
        ReflectiveCall call = new ReflectiveCall(api(owner, name), at, ReflectiveCall.UNRESOLVED, List.of(), null);
        if (metaKeys.remove(key)) {
            calls.put(key, call); // a receiver the points-to cannot tell, beside the Class values it could
        } else {
            calls.putIfAbsent(key, call);
        }
    }

    /** The {@code Class} value of a class literal: one object per class, as the JVM has one. */
    int classValue(String cls) {
        return meta("class:" + cls, "java/lang/Class", cls);
    }

    /** The {@code Constructor} value {@code getConstructor} gives on {@code o}: unknown unless o is a Class value. */
    private int constructorOf(int o) {
        Heap.Obj ob = s.heap.obj(o);
        if (ob.kind != Heap.Kind.META || !ob.type.equals("java/lang/Class")) {
            return Heap.UNKNOWN;
        }
        return meta("ctor:" + ob.meta, "java/lang/reflect/Constructor", ob.meta);
    }

    private int meta(String site, String type, String cls) {
        Heap.Obj o = s.heap.get(site, "-", Heap.Kind.META, type, -1, -1);
        o.meta = cls;
        return o.id;
    }

    /**
     * {@code Constructor.newInstance} on a Constructor value, or {@code Class.newInstance} on a Class value, of
     * analysed class {@code ob.meta}: allocates it and runs its constructors (every one with the array's elements as
     * arguments, or the no-argument one), as a constant target is. False leaves the call to the solver's handling
     * of unknown code: any other method, or a JDK, missing or queue class.
     */
    private boolean metaCall(int caller, int insn, String owner, String name, Heap.Obj ob, Integer elems, int dst) {
        Solver.MNode m = s.mnodes.get(caller);
        boolean ctor = ob.type.equals("java/lang/reflect/Constructor");
        if (ctor != owner.equals("java/lang/reflect/Constructor") || ctor != (elems != null)) {
            return false;
        }
        ClassInfo i = s.cp.need(ob.meta, m.ir.owner);
        if (i == null || !i.analysed() || QueueTypes.isTracked(ob.meta)) {
            return false;
        }
        List<String> made = new ArrayList<>();
        if ((i.access() & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_INTERFACE)) == 0) {
            int o = s.reflectiveAlloc(m, insn, ob.meta);
            for (String nd : i.methods().keySet()) {
                if (nd.startsWith("<init>(") && (elems != null || nd.equals("<init>()V"))) {
                    s.callMethod(m.id, insn, ob.meta, nd, o, spread(nd, elems), -1, false);
                }
            }
            if (dst >= 0) {
                s.g.addObj(dst, o);
            }
            made.add(ob.meta.replace('/', '.'));
        } // else newInstance throws: nothing is made
        SourceLocation at = location(m, insn);
        String key = at.className() + "|" + m.ir.key() + "|" + insn + "|" + owner + name;
        ReflectiveCall before = calls.get(key);
        if (before == null || metaKeys.contains(key)) {
            calls.put(key, new ReflectiveCall(api(owner, name), at, ReflectiveCall.RESOLVED,
                    union(before, made), null));
            metaKeys.add(key);
        } else if (before.status().equals(ReflectiveCall.ASSUMED)) {
            calls.put(key, new ReflectiveCall(before.call(), at, before.status(), union(before, made),
                    before.assumes())); // the cast's bound made the unknown receiver's classes
        }
        return true;
    }

    private static List<String> union(ReflectiveCall before, List<String> made) {
        Set<String> targets = new TreeSet<>(made);
        if (before != null) {
            targets.addAll(before.targets());
        }
        return new ArrayList<>(targets);
    }

    /**
     * Models the call when its reflective targets are constants of the program; false leaves it to the solver's
     * handling of unknown code. {@code recv} is the receiver's node (-1 for a static call).
     */
    boolean resolve(Solver.MNode m, MethodIr.Call c, int[] args, int recv, int dst) {
        if (m.ir == null) {
            return false;
        }
        String owner = c.owner();
        String name = c.name();
        int nargs = Type.getArgumentTypes(c.desc()).length;
        if (owner.equals("java/lang/Class") && name.equals("forName")
                || name.equals("loadClass") && !owner.equals("java/lang/Class")) {
            // the loaded class is the call's result, which the constant analysis computed from the name
            CVal v = orLogged(m, c, consts.stack(m.ir.owner, m.ir.node, c.insn() + 1, 0), K.CLS);
            boolean init = name.equals("forName") && !withoutInit(m, c);
            if (!v.is(K.CLS) && v.kind() != K.NULL && !init) {
                return loadOnly(m, c, args, recv, dst);
            }
            return dst >= 0 && load(m, c, v, init, dst);
        }
        if (name.startsWith("get") || name.startsWith("find")) {
            // a look-up creates and calls nothing: its use (newInstance, invoke) is resolved or listed where it is
            // made, and what it is passed (names, classes) holds no object of the program
            CVal r = consts.stack(m.ir.owner, m.ir.node, c.insn() + 1, 0);
            if (!(r.is(K.CTOR) || r.is(K.METHOD) || r.is(K.HANDLE))) {
                unresolved(m.id, c.insn(), owner, name); // a method handle look-up is listed, Class's are not
            }
            if (dst >= 0 && recv >= 0 && owner.equals("java/lang/Class") && !r.is(K.CTOR)
                    && (name.equals("getConstructor") || name.equals("getDeclaredConstructor"))) {
                // a Class value the points-to follows (a class literal passed through parameters and fields, as to
                // a factory keeping the constructor in a field) gives a Constructor value of that class; any other
                // receiver gives the unknown value, so its newInstance stays unresolved
                s.g.watch(recv, o -> s.g.addObj(dst, constructorOf(o)));
            } else if (dst >= 0) {
                s.g.addObj(dst, Heap.UNKNOWN);
            }
            return true;
        }
        if (owner.equals("java/lang/reflect/Proxy")) {
            return proxy(m, c, args, dst);
        }
        if (owner.equals("java/util/ServiceLoader")) {
            return name.equals("stream") ? providerStream(m, c, recv, dst) : serviceLoader(m, c, dst);
        }
        CVal target = consts.stack(m.ir.owner, m.ir.node, c.insn(), nargs);
        return switch (owner + "." + name) {
            case "java/lang/Class.newInstance" -> instantiate(m, c, orLogged(m, c, target, K.CLS), null, args, recv, dst);
            case "java/lang/reflect/Constructor.newInstance" -> args.length == 1
                    && instantiate(m, c, orLogged(m, c, target, K.CTOR), elements(args[0]), args, recv, dst);
            case "java/lang/reflect/Method.invoke" -> args.length == 2
                    && invoke(m, c, orLogged(m, c, target, K.METHOD), args[0], elements(args[1]), dst);
            case "java/lang/invoke/MethodHandle.invoke", "java/lang/invoke/MethodHandle.invokeExact" ->
                    target.is(K.HANDLE) && handle(m, c, target, args, dst);
            default -> false;
        };
    }

    /**
     * {@code v} when it is a constant of {@code kind}; else the targets a recorded run logged for this call (TamiFlex's
     * idea: what the program did once, added as edges the verdicts then say they depend on); else TOP.
     */
    private CVal orLogged(Solver.MNode m, MethodIr.Call c, CVal v, K kind) {
        if (v.is(kind) || log.isEmpty()) {
            return v;
        }
        List<String> targets = log.get(logKey(m, c));
        if (targets == null || targets.isEmpty()) {
            return CVal.TOP;
        }
        Set<String> vals = new TreeSet<>();
        for (String t : targets) {
            if (kind == K.METHOD) {
                int dot = t.lastIndexOf('.');
                vals.add(t.substring(0, dot).replace('.', '/') + t.substring(dot));
            } else {
                vals.add(t.replace('.', '/'));
            }
        }
        loggedKeys.add(logKey(m, c));
        return new CVal(1, kind, Set.copyOf(vals), Set.of());
    }

    /**
     * The key of a call in the reflection log: {@code owner.name(desc)|Api.name|ordinal}, the ordinal counting the
     * method's earlier calls of the same owner and name (the agent's recording counts the same way).
     */
    private static String logKey(Solver.MNode m, MethodIr.Call c) {
        int ordinal = 0;
        for (int i = 0; i < c.insn(); i++) {
            if (m.ir.node.instructions.get(i) instanceof org.objectweb.asm.tree.MethodInsnNode mi
                    && mi.owner.equals(c.owner()) && mi.name.equals(c.name())) {
                ordinal++;
            }
        }
        return m.ir.key() + "|" + api(c.owner(), c.name()) + "|" + ordinal;
    }

    /**
     * {@code ServiceLoader.load(S.class)} for a service type of the program: a container of one object per provider
     * that {@code META-INF/services} in the analysed jars lists, each made by its no-argument constructor (as the
     * loader makes class-path providers); iterating it, as {@code for} does, yields them. A JDK service type, a
     * provider missing from the class path, or a type that is no constant leave the call unresolved.
     */
    private boolean serviceLoader(Solver.MNode m, MethodIr.Call c, int dst) {
        Type[] ps = Type.getArgumentTypes(c.desc());
        int idx = 0;
        while (idx < ps.length && !ps[idx].getDescriptor().equals("Ljava/lang/Class;")) {
            idx++;
        }
        if (idx == ps.length || dst < 0) {
            return false;
        }
        CVal v = consts.stack(m.ir.owner, m.ir.node, c.insn(), ps.length - 1 - idx);
        if (!v.is(K.CLS)) {
            return false;
        }
        List<String> providers = new ArrayList<>();
        for (String service : v.vals()) {
            ClassInfo si = s.cp.info(service);
            if (si == null || !si.analysed()) {
                return false; // the JDK's own providers of its service types are not in the class path
            }
            for (String p : s.cp.serviceProviders(service.replace('/', '.'))) {
                ClassInfo pi = s.cp.need(p.replace('.', '/'), m.ir.owner);
                if (pi == null || !pi.analysed() || QueueTypes.isTracked(pi.name())) {
                    return false;
                }
                providers.add(pi.name());
            }
        }
        Heap.Obj loader = s.heap.get(m.ir.key() + "@" + c.insn() + ":services", "-", Heap.Kind.CONTAINER,
                "java/util/ServiceLoader", m.id, c.insn());
        for (String p : providers) {
            ClassInfo pi = s.cp.info(p);
            if ((pi.access() & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_INTERFACE)) != 0) {
                continue;
            }
            int o = s.reflectiveAlloc(m, c.insn(), p);
            if (pi.methods().containsKey("<init>()V")) {
                s.callMethod(m.id, c.insn(), p, "<init>()V", o, new int[0], -1, false);
            }
            s.g.addObj(s.field(loader.id, Heap.ELEM), o);
        }
        s.g.addObj(dst, loader.id);
        record(m, c, v, dotted(new java.util.LinkedHashSet<>(providers)));
        return true;
    }

    /**
     * {@code ServiceLoader.stream()} hands the providers out wrapped in {@code ServiceLoader.Provider}s, which the
     * analysis does not model: the providers escape, and the stream is unknown.
     */
    private boolean providerStream(Solver.MNode m, MethodIr.Call c, int recv, int dst) {
        if (recv >= 0) {
            String why = "a provider handed out by ServiceLoader.stream() at " + s.where(m, c.insn())
                    + ", whose Provider wrappers the analysis does not model";
            s.g.watch(recv, o -> {
                if (o != Heap.UNKNOWN && s.heap.obj(o).kind == Heap.Kind.CONTAINER) {
                    s.escapeNode(s.field(o, Heap.ELEM), why);
                }
            });
        }
        if (dst >= 0) {
            s.g.addObj(dst, Heap.UNKNOWN);
        }
        return true;
    }

    /**
     * {@code Proxy.newProxyInstance(loader, interfaces, handler)}: the JDK makes an object of a class it generates,
     * which runs no code of the program but the handler's {@code invoke}, whenever a method of the proxy is called.
     * Whoever holds the proxy may call it, so the handler, the loader and the interfaces escape, as to any JDK call;
     * the proxy is unknown (a call on it is a call into unknown code, whose arguments escape). No class is
     * initialised (the JDK loads the interfaces without initialising them), so no static field is reached.
     */
    private boolean proxy(Solver.MNode m, MethodIr.Call c, int[] args, int dst) {
        String reason = "passed to Proxy.newProxyInstance() at " + s.where(m, c.insn())
                + ", whose proxy calls the handler from wherever it is called";
        for (int a : args) {
            if (a >= 0) {
                s.escapeNode(a, reason);
            }
        }
        if (dst >= 0) {
            s.g.addUnknown(dst, "the proxy made by Proxy.newProxyInstance() at " + s.where(m, c.insn()));
        }
        SourceLocation at = location(m, c.insn());
        String key = at.className() + "|" + m.ir.key() + "|" + c.insn() + "|" + c.owner() + c.name();
        calls.put(key, new ReflectiveCall(api(c.owner(), c.name()), at, ReflectiveCall.RESOLVED, List.of(), null));
        return true;
    }

    private boolean load(Solver.MNode m, MethodIr.Call c, CVal v, boolean init, int dst) {
        if (v.kind() == K.NULL) {
            return nullTarget(m, c, v);
        }
        if (!v.is(K.CLS)) {
            return v.kind() == K.TOP && loadCast(m, c, init, dst);
        }
        Set<String> present = present(m, c, v.vals(), false);
        for (String cls : present) {
            if (s.cp.need(cls, m.ir.owner) == null && !s.jdkOnly(cls)) {
                return false; // a class outside the class path: what it runs is unknown
            }
        }
        if (init) {
            present.forEach(s::ensureClinit);
        }
        if (dst >= 0) {
            s.g.addObj(dst, Heap.UNKNOWN); // Class objects are not modelled: calls on them come back here
        }
        record(m, c, v, dotted(present));
        return true;
    }

    /**
     * A class, constructor or method that is null on every path (under the assumptions its properties name: the
     * property unset, as in slf4j's {@code LoggerFactory.loadExplicitlySpecified}): the call throws
     * NullPointerException, or is not reached, so it makes and calls nothing.
     */
    private boolean nullTarget(Solver.MNode m, MethodIr.Call c, CVal v) {
        record(m, c, v, List.of());
        return true;
    }

    /**
     * The names (classes, or {@code owner.method} when {@code v} holds methods) whose class is not absent
     * ({@link Solver#absent}: the closed world's missing classes, which the reflective call cannot load, so it
     * throws and adds no target); each absent one is recorded for the verdicts' note.
     */
    private Set<String> present(Solver.MNode m, MethodIr.Call c, Set<String> vals, boolean methods) {
        Set<String> out = new LinkedHashSet<>();
        for (String x : vals) {
            String cls = methods ? x.substring(0, x.lastIndexOf('.')) : x;
            if (s.absent(cls)) {
                s.absentCalls.putIfAbsent(cls.replace('/', '.'), s.where(m, c.insn()));
            } else {
                out.add(x);
            }
        }
        return out;
    }

    /** Allocates each class of {@code v} and runs its no-argument constructor, or every constructor with the elements. */
    private boolean instantiate(Solver.MNode m, MethodIr.Call c, CVal v, Integer elems, int[] args, int recv,
                                int dst) {
        if (v.kind() == K.NULL) {
            return nullTarget(m, c, v);
        }
        if (!v.is(K.CLS) && !v.is(K.CTOR)) {
            if (v.kind() != K.TOP || recv < 0) {
                return false;
            }
            // the receiver's Class and Constructor values are made exactly; only the unknown one falls back on
            // the cast's bound, or on unknown code when there is none
            boolean[] castTried = new boolean[1];
            s.g.watch(recv, o -> {
                Heap.Obj ob = s.heap.obj(o);
                if (ob.kind == Heap.Kind.META && metaCall(m.id, c.insn(), c.owner(), c.name(), ob, elems, dst)) {
                    return;
                }
                if (o == Heap.UNKNOWN && !castTried[0]) {
                    castTried[0] = true;
                    if (instantiateCast(m, c, elems, dst)) {
                        return;
                    }
                }
                s.receiverCall(m, c, args, recv, o, dst);
            });
            return true;
        }
        List<String> made = new ArrayList<>();
        Set<String> present = present(m, c, v.vals(), false);
        for (String cls : present) {
            ClassInfo i = s.cp.need(cls, m.ir.owner);
            if (i == null || !i.analysed() || QueueTypes.isTracked(cls)) {
                return false; // a JDK or missing class, or a queue made where no site is: not modelled here
            }
        }
        for (String cls : present) {
            ClassInfo i = s.cp.info(cls);
            if ((i.access() & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_INTERFACE)) != 0) {
                continue; // newInstance throws: nothing is made
            }
            int o = s.reflectiveAlloc(m, c.insn(), cls);
            for (String nd : i.methods().keySet()) {
                if (!nd.startsWith("<init>(") || elems == null && !nd.equals("<init>()V")) {
                    continue;
                }
                s.callMethod(m.id, c.insn(), cls, nd, o, spread(nd, elems), -1, false);
            }
            if (dst >= 0) {
                s.g.addObj(dst, o);
            }
            made.add(cls.replace('/', '.'));
        }
        record(m, c, v, made);
        return true;
    }

    /** {@code Class.forName(name, false, loader)}: a constant {@code false} asks for no initialisation. */
    private boolean withoutInit(Solver.MNode m, MethodIr.Call c) {
        if (!c.desc().equals("(Ljava/lang/String;ZLjava/lang/ClassLoader;)Ljava/lang/Class;")) {
            return false;
        }
        CVal init = consts.stack(m.ir.owner, m.ir.node, c.insn(), 1);
        return init.is(K.INT) && init.vals().equals(Set.of("0"));
    }

    /**
     * A class loaded by a name computed at run time and not initialised ({@code loadClass}, or {@code forName} asked
     * not to; QuorumPeerConfig checks that the configured metrics provider exists this way): loading runs none of the
     * class's code. The loader given is passed on as to
     * any JDK call (a loader of the program's own escapes, since its methods run); the class the call returns is
     * unknown, so what is later made or called through it is resolved, or listed unresolved, where that is done.
     */
    private boolean loadOnly(Solver.MNode m, MethodIr.Call c, int[] args, int recv, int dst) {
        String reason = "passed to " + api(c.owner(), c.name()) + "() at " + s.where(m, c.insn());
        for (int a : args) {
            if (a >= 0) {
                s.escapeNode(a, reason);
            }
        }
        if (recv >= 0) {
            s.escapeNode(recv, reason); // a class loader of the program: its loadClass runs
        }
        if (dst >= 0) {
            s.g.addObj(dst, Heap.UNKNOWN);
        }
        SourceLocation at = location(m, c.insn());
        String key = at.className() + "|" + m.ir.key() + "|" + c.insn() + "|" + c.owner() + c.name();
        calls.put(key, new ReflectiveCall(api(c.owner(), c.name()), at, ReflectiveCall.RESOLVED, List.of(), null));
        return true;
    }

    /**
     * {@code forName}/{@code loadClass} of a name computed at run time, whose class only makes an object that is cast
     * to a program type ({@link CastBound}): it loads one of that type's subtypes, so their static initialisers may
     * run. Listed as assumed.
     */
    private boolean loadCast(Solver.MNode m, MethodIr.Call c, boolean init, int dst) {
        Set<String> types = casts.castTypes(m.ir.owner, m.ir.node, c.insn());
        if (types == null) {
            return false;
        }
        Set<String> loaded = new TreeSet<>();
        for (String t : types) {
            loaded.addAll(casts.subtypes(t));
        }
        if (init) {
            loaded.forEach(s::ensureClinit);
        }
        if (dst >= 0) {
            s.g.addObj(dst, Heap.UNKNOWN);
        }
        recordCast(m, c, types, dotted(loaded));
        return true;
    }

    /**
     * {@code newInstance} of a class or constructor the code does not name, whose object is cast to a program type
     * ({@link CastBound}): every concrete subtype of that type may be made, by any of its constructors (by the
     * no-argument one for {@code Class.newInstance}).
     */
    private boolean instantiateCast(Solver.MNode m, MethodIr.Call c, Integer elems, int dst) {
        Set<String> types = casts.castTypes(m.ir.owner, m.ir.node, c.insn());
        if (types == null) {
            return false;
        }
        List<String> made = new ArrayList<>();
        Set<String> candidates = new TreeSet<>();
        for (String t : types) {
            candidates.addAll(casts.subtypes(t));
        }
        for (String cls : candidates) {
            if (QueueTypes.isTracked(cls)) {
                return false; // a queue made where no site is: not modelled here
            }
        }
        for (String cls : candidates) {
            ClassInfo i = s.cp.info(cls);
            if ((i.access() & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_INTERFACE)) != 0) {
                continue;
            }
            int o = s.reflectiveAlloc(m, c.insn(), cls);
            for (String nd : i.methods().keySet()) {
                if (!nd.startsWith("<init>(") || elems == null && !nd.equals("<init>()V")) {
                    continue;
                }
                s.callMethod(m.id, c.insn(), cls, nd, o, spread(nd, elems), -1, false);
            }
            if (dst >= 0) {
                s.g.addObj(dst, o);
            }
            made.add(cls.replace('/', '.'));
        }
        recordCast(m, c, types, made);
        return true;
    }

    private void recordCast(Solver.MNode m, MethodIr.Call c, Set<String> types, List<String> targets) {
        SourceLocation at = location(m, c.insn());
        String assumes = "the class named at run time is " + (types.size() == 1 ? "a " : "one of ")
                + String.join(", ", dotted(types)) + " of the analysed class path (the result is cast to it:"
                + " another class would run its initialiser and constructor before the cast fails)";
        String key = at.className() + "|" + m.ir.key() + "|" + c.insn() + "|" + c.owner() + c.name();
        List<String> all = metaKeys.remove(key) ? union(calls.get(key), targets) : targets;
        calls.put(key, new ReflectiveCall(api(c.owner(), c.name()), at, ReflectiveCall.ASSUMED, all, assumes));
    }

    private boolean invoke(Solver.MNode m, MethodIr.Call c, CVal v, int self, int elems, int dst) {
        if (v.kind() == K.NULL) {
            return nullTarget(m, c, v);
        }
        if (v.is(K.MNAME)) {
            return invokeByName(m, c, v, self, elems, dst);
        }
        if (!v.is(K.METHOD)) {
            return false;
        }
        Set<String> present = present(m, c, v.vals(), true);
        if (!present.isEmpty() && present.stream().allMatch(this::jdkMethod)) {
            return jdkInvoke(m, c, v, present, self, elems, dst);
        }
        Map<String, List<String>> targets = methods(present);
        if (targets == null) {
            return false;
        }
        for (Map.Entry<String, List<String>> e : targets.entrySet()) {
            String cls = e.getKey();
            for (String nd : e.getValue()) {
                call(m, c, cls, nd, self, spread(nd, elems), dst);
            }
        }
        record(m, c, v, dotted(present));
        return true;
    }

    /**
     * {@code Method.invoke} of a method whose name is a constant and whose class is not known: invoked on an object,
     * it runs a method of that name the object's class declares or inherits (a method of another class throws
     * IllegalArgumentException), so each such method of the receiver's analysed classes is called on it, with the
     * call's arguments. Unresolved when a static method of that name is in the program (invoke ignores the receiver
     * there), or the name is one of the reflective API's. A receiver that is not an object of the program's classes,
     * or that inherits a method of that name from the JDK, escapes with the arguments, as a call into the JDK does.
     */
    private boolean invokeByName(Solver.MNode m, MethodIr.Call c, CVal v, int self, int elems, int dst) {
        if (self < 0) {
            return false;
        }
        // a name with its parameter types ("log(Lorg/slf4j/event/LoggingEvent;)"), or a name alone
        Set<String> prefixes = new TreeSet<>();
        for (String named : v.vals()) {
            String name = named.contains("(") ? named.substring(0, named.indexOf('(')) : named;
            String prefix = named.contains("(") ? named : named + "(";
            if (staticNamed(prefix) || name.equals("invoke") || name.equals("newInstance")
                    || name.equals("forName") || name.equals("loadClass")) {
                return false;
            }
            prefixes.add(prefix);
        }
        String reason = "passed to Method.invoke() of a method named " + String.join(", ", v.vals()) + " at "
                + s.where(m, c.insn());
        s.g.watch(self, o -> {
            Heap.Obj ob = s.heap.obj(o);
            ClassInfo i = ob.kind == Heap.Kind.APP ? s.cp.info(ob.type) : null;
            if (i == null || !i.analysed() || jdkNamed(ob.type, prefixes)) {
                s.escape(o, reason);
                s.escapeNode(elems, reason);
                if (dst >= 0) {
                    s.g.addObj(dst, Heap.UNKNOWN);
                }
                return;
            }
            for (String prefix : prefixes) {
                Set<String> found = new LinkedHashSet<>();
                collect(ob.type, prefix, found, new java.util.HashSet<>());
                for (String f : found) {
                    int bar = f.indexOf('|');
                    String cls = f.substring(0, bar);
                    String nd = f.substring(bar + 1);
                    Integer acc = s.cp.info(cls).methods().get(nd);
                    if (acc != null && (acc & (Opcodes.ACC_STATIC | Opcodes.ACC_ABSTRACT)) == 0) {
                        s.callMethod(m.id, c.insn(), cls, nd, o, spread(nd, elems), dst, false);
                    }
                }
            }
        });
        record(m, c, v, new ArrayList<>(v.vals().stream().map(n -> "*." + n).toList()));
        return true;
    }

    private final Map<String, Boolean> staticNames = new java.util.HashMap<>();

    /** True when some class of the program declares a static method whose name and descriptor start so. */
    private boolean staticNamed(String prefix) {
        return staticNames.computeIfAbsent(prefix, n -> {
            for (dev.tempered.analysis.internal.classpath.ClassFile f : s.cp.files()) {
                ClassInfo i = s.cp.info(f.name());
                if (i == null) {
                    continue;
                }
                for (Map.Entry<String, Integer> e : i.methods().entrySet()) {
                    if (e.getKey().startsWith(n) && (e.getValue() & Opcodes.ACC_STATIC) != 0) {
                        return true;
                    }
                }
            }
            return false;
        });
    }

    /** True when a JDK class above {@code cls} (or one whose hierarchy is not known) may declare one of the methods. */
    private boolean jdkNamed(String cls, Set<String> prefixes) {
        java.util.ArrayDeque<String> todo = new java.util.ArrayDeque<>(List.of(cls));
        Set<String> seen = new java.util.HashSet<>();
        while (!todo.isEmpty()) {
            String x = todo.pop();
            if (x == null || x.equals("java/lang/Object") || !seen.add(x)) {
                continue;
            }
            ClassInfo i = s.cp.info(x);
            if (i == null) {
                return true;
            }
            if (!i.analysed()) {
                for (String nd : i.methods().keySet()) {
                    for (String p : prefixes) {
                        if (nd.startsWith(p)) {
                            return true;
                        }
                    }
                }
            }
            todo.push(i.superName() == null ? "java/lang/Object" : i.superName());
            i.interfaces().forEach(todo::push);
        }
        return false;
    }

    /**
     * True for {@code owner.name} of a JDK class outside the reflective API: a method of the JDK that, called
     * directly, is a call into unmodelled JDK code (no class loading, no member access by name). The reflective API's
     * own classes, class loaders, service loaders, object streams and {@code Unsafe} are left out: invoked, they
     * could reach any code or field.
     */
    private boolean jdkMethod(String ownerName) {
        String cls = ownerName.substring(0, ownerName.lastIndexOf('.'));
        ClassInfo i = s.cp.info(cls);
        if (i != null && i.analysed() || cls.equals("java/lang/Class") || cls.startsWith("java/lang/reflect/")
                || cls.startsWith("java/lang/invoke/") || cls.endsWith("ClassLoader") || cls.endsWith("Unsafe")
                || cls.equals("java/util/ServiceLoader") || cls.startsWith("java/io/Object")
                || cls.equals("java/lang/Module") || cls.startsWith("java/lang/ModuleLayer")
                || cls.startsWith("sun/reflect/") || cls.startsWith("jdk/internal/reflect/")) {
            return false;
        }
        if (i == null) {
            // a JDK class this JDK lacks (netty's sun.misc.VM.maxDirectMemory): JDK code, or a call that throws;
            // its hierarchy cannot be read, so only names outside the loaders' and the reflective API's count
            return s.jdkOnly(cls) && !cls.contains("Loader") && !cls.contains("Reflect");
        }
        for (String x = i.superName(); x != null; ) {
            ClassInfo si = s.cp.info(x);
            if (x.endsWith("ClassLoader") || si == null) {
                return false; // a loader, or a hierarchy not known
            }
            x = si.superName();
        }
        return true;
    }

    /**
     * {@code Method.invoke} of a method of the JDK ({@link #jdkMethod}; OSMXBean invokes one of
     * {@code UnixOperatingSystemMXBean}'s getters by a name it is passed): the call a direct call of that method is,
     * into code the analysis does not see. The receiver and the arguments escape, as for any JDK call without a
     * model (a program object among them has its methods called by unknown code), and the result is unknown; it
     * runs no other code of the program, so static fields stay the program's.
     */
    private boolean jdkInvoke(Solver.MNode m, MethodIr.Call c, CVal v, Set<String> present, int self, int elems,
            int dst) {
        String reason = "passed to " + api(c.owner(), c.name()) + "() of a method of the JDK at "
                + s.where(m, c.insn());
        if (self >= 0) {
            s.escapeNode(self, reason);
        }
        s.escapeNode(elems, reason);
        if (dst >= 0) {
            s.g.addUnknown(dst, "the result of " + reason.substring("passed to ".length()));
        }
        List<String> shown = new ArrayList<>();
        for (String x : present) {
            shown.add(x.replace('/', '.'));
        }
        record(m, c, v, shown);
        return true;
    }

    private boolean handle(Solver.MNode m, MethodIr.Call c, CVal v, int[] args, int dst) {
        for (String h : v.vals()) {
            String what = h.substring(2);
            if (h.startsWith("C|")) {
                ClassInfo i = s.cp.info(what);
                if (i == null || !i.analysed() || QueueTypes.isTracked(what)
                        || !anyArity(Map.of(what, List.copyOf(i.methods().keySet()).stream()
                                .filter(nd -> nd.startsWith("<init>(")).toList()), args.length)) {
                    return false;
                }
                continue;
            }
            Map<String, List<String>> ms = methods(Set.of(what));
            if (ms == null || !anyArity(ms, h.startsWith("V|") ? args.length - 1 : args.length)) {
                return false; // no method the handle can be takes these arguments: what it is, is not known
            }
        }
        for (String h : v.vals()) {
            String what = h.substring(2);
            if (h.startsWith("C|")) {
                ClassInfo i = s.cp.info(what);
                if ((i.access() & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_INTERFACE)) != 0) {
                    continue;
                }
                int o = s.reflectiveAlloc(m, c.insn(), what);
                for (String nd : i.methods().keySet()) {
                    if (nd.startsWith("<init>(") && Type.getArgumentTypes(nd.substring(6)).length == args.length) {
                        s.callMethod(m.id, c.insn(), what, nd, o, args, -1, false);
                    }
                }
                if (dst >= 0) {
                    s.g.addObj(dst, o);
                }
                continue;
            }
            boolean virtual = h.startsWith("V|");
            for (Map.Entry<String, List<String>> e : methods(Set.of(what)).entrySet()) {
                for (String nd : e.getValue()) {
                    int arity = Type.getArgumentTypes(nd.substring(nd.indexOf('('))).length;
                    if (virtual && args.length == arity + 1) {
                        call(m, c, e.getKey(), nd, args[0], java.util.Arrays.copyOfRange(args, 1, args.length), dst);
                    } else if (!virtual && args.length == arity) {
                        call(m, c, e.getKey(), nd, -1, args, dst);
                    }
                }
            }
        }
        Set<String> shown = new TreeSet<>();
        for (String h : v.vals()) {
            shown.add(h.substring(2).replace('/', '.'));
        }
        record(m, c, v, new ArrayList<>(shown));
        return true;
    }

    private static boolean anyArity(Map<String, List<String>> methods, int arity) {
        for (List<String> nds : methods.values()) {
            for (String nd : nds) {
                if (Type.getArgumentTypes(nd.substring(nd.indexOf('('))).length == arity) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Calls method {@code nd} of {@code cls}: statically, or dispatched on each object of {@code self}. */
    private void call(Solver.MNode m, MethodIr.Call c, String cls, String nd, int self, int[] args, int dst) {
        Integer acc = s.cp.info(cls).methods().get(nd);
        if (acc != null && (acc & Opcodes.ACC_STATIC) != 0) {
            s.ensureClinit(cls);
            s.callMethod(m.id, c.insn(), cls, nd, -1, args, dst, false);
            return;
        }
        if (self < 0) {
            return; // an instance method invoked on null throws
        }
        String name = nd.substring(0, nd.indexOf('('));
        String desc = nd.substring(nd.indexOf('('));
        s.g.watch(self, o -> s.instanceCall(m.id, c.insn(), false, cls, name, desc, o, args, dst, false));
    }

    /**
     * The methods named by {@code owner.name} entries: per class, the descriptors of every method of that name it
     * declares or inherits from analysed supertypes; null when one names no method of analysed code.
     */
    private Map<String, List<String>> methods(Set<String> named) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (String on : named) {
            int dot = on.lastIndexOf('.');
            String cls = on.substring(0, dot);
            String name = on.substring(dot + 1);
            Set<String> found = new LinkedHashSet<>();
            collect(cls, name + "(", found, new java.util.HashSet<>());
            if (found.isEmpty()) {
                return null;
            }
            for (String f : found) {
                int bar = f.indexOf('|');
                out.computeIfAbsent(f.substring(0, bar), k -> new ArrayList<>()).add(f.substring(bar + 1));
            }
        }
        return out;
    }

    private void collect(String cls, String prefix, Set<String> found, Set<String> seen) {
        ClassInfo i = s.cp.info(cls);
        if (i == null || !i.analysed() || !seen.add(cls)) {
            return;
        }
        for (String nd : i.methods().keySet()) {
            if (nd.startsWith(prefix)) {
                found.add(cls + "|" + nd);
            }
        }
        collect(i.superName(), prefix, found, seen);
        for (String itf : i.interfaces()) {
            collect(itf, prefix, found, seen);
        }
    }

    /** A node with the elements of every array in {@code array} (an argument array of a reflective call). */
    private int elements(int array) {
        int n = s.g.newNode();
        if (array >= 0) {
            s.g.watch(array, a -> {
                if (a == Heap.UNKNOWN) {
                    s.g.addObj(n, Heap.UNKNOWN);
                } else {
                    s.g.addEdge(s.field(a, Heap.ELEM), n);
                }
            });
        }
        return n;
    }

    /** One argument per parameter of {@code nd}, each the elements node (or no arguments when there is none). */
    private static int[] spread(String nd, Integer elems) {
        int arity = Type.getArgumentTypes(nd.substring(nd.indexOf('('))).length;
        int[] a = new int[arity];
        java.util.Arrays.fill(a, elems == null ? -1 : elems);
        return a;
    }

    private void record(Solver.MNode m, MethodIr.Call c, CVal v, List<String> targets) {
        SourceLocation at = location(m, c.insn());
        String assumes = null;
        if (!v.props().isEmpty()) {
            List<String> keys = new ArrayList<>();
            for (String p : v.props()) {
                keys.add("'" + p + "'");
            }
            assumes = "system propert" + (keys.size() == 1 ? "y " : "ies ") + String.join(", ", keys)
                    + (keys.size() == 1 ? " is" : " are") + " not set (setting it names another class)";
        }
        String key = at.className() + "|" + m.ir.key() + "|" + c.insn() + "|" + c.owner() + c.name();
        String status = loggedKeys.contains(logKey(m, c)) ? ReflectiveCall.LOGGED
                : assumes == null ? ReflectiveCall.RESOLVED : ReflectiveCall.ASSUMED;
        calls.put(key, new ReflectiveCall(api(c.owner(), c.name()), at, status, targets, assumes));
    }

    private SourceLocation location(Solver.MNode m, int insn) {
        if (m.ir == null) {
            return new SourceLocation("?", null, 0);
        }
        ClassInfo i = s.cp.info(m.ir.owner);
        return new SourceLocation(m.ir.owner, i == null ? null : i.sourceFile(), s.line(m, insn));
    }

    private static String api(String owner, String name) {
        return Solver.simple(owner).replace('$', '.') + "." + name;
    }

    private static List<String> dotted(java.util.Collection<String> names) {
        List<String> out = new ArrayList<>();
        for (String n : names) {
            out.add(n.replace('/', '.'));
        }
        return out;
    }
}
