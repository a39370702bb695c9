package dev.tempered.analysis.internal.pta;

import dev.tempered.analysis.internal.classpath.ClassInfo;
import dev.tempered.analysis.internal.classpath.ClassPath;
import dev.tempered.analysis.internal.ir.IrBuilder;
import dev.tempered.analysis.internal.ir.MethodIr;
import dev.tempered.analysis.internal.model.Model;
import dev.tempered.analysis.internal.model.PoolSizes;
import dev.tempered.analysis.internal.model.ThreadModels;
import dev.tempered.analysis.internal.pta.Heap.Kind;
import dev.tempered.analysis.internal.pta.Heap.Obj;
import dev.tempered.manifest.QueueTypes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.analysis.AnalyzerException;

/**
 * On-the-fly call graph and points-to (Andersen, field-sensitive, 1-object-sensitive methods, allocation sites
 * with one level of heap context), with the JDK's threads, executors, collections and queues modelled.
 */
public final class Solver {
    public final ClassPath cp;
    final boolean library;
    public final Graph g = new Graph();
    public final Heap heap = new Heap();
    public final Threads threads = new Threads();
    public final List<MNode> mnodes = new ArrayList<>();
    public final List<Edge> edges = new ArrayList<>();
    public final List<Op> ops = new ArrayList<>();
    /** Executor calls and task hand-overs per pool object, for the pool sites ({@link PoolCalls}). */
    public final Set<Op> poolOps = new java.util.LinkedHashSet<>();
    public final Map<Integer, String> escapeReason = new LinkedHashMap<>();
    /** Opt-in (--serial-handoff): a periodic task's runs on a parallel scheduled pool count as one thread. */
    public boolean serialHandoff;
    /** Opt-in (AnalysisRequest#absentClassesThrow): calls into absent classes throw instead of being unknown code. */
    public boolean absentClassesThrow;
    /**
     * Receiver contexts a method gets before further receivers share one context-insensitive node. Sharing only
     * merges points-to sets and sums executions, so it over-approximates; it bounds the analysis on libraries
     * where thousands of objects reach the same methods.
     */
    static final int CONTEXTS_PER_METHOD = 8;
    /**
     * Receiver contexts per method of an input class here: {@link #CONTEXTS_PER_METHOD}, or none in library mode;
     * methods of dependencies never get them (design note analysis: they held most method nodes of an application on a
     * 27 MB class path, and sites are only reported in inputs). In library mode every
     * public method is a root run by unknown callers and almost every object escapes, so contexts do not keep
     * queues apart, while they multiplied method nodes (and, through heap contexts, objects) up to eightfold;
     * without them the real jars reach their fixpoint within the budget (design note analysis).
     */
    final int contextsPerMethod;
    private final Map<MethodIr, Map<Integer, Integer>> mnodeIds = new HashMap<>();
    private final Set<Edge> edgeKeys = new HashSet<>();
    /**
     * Call instructions whose functional argument the JDK runs more than once per execution ({@code forEach},
     * stream stages...), as {@code node << 32 | insn}. A method reference straight to a JDK method
     * ({@code Thread::start}, {@code Executor::execute}, {@code ArrayList::new}) has no call edge of its own:
     * what it starts or allocates is keyed by that instruction, so the instruction must count as repeated.
     */
    private final Set<Long> repeated = new HashSet<>();
    private final Relevance relevance;
    private final Map<Long, Integer> fieldNodes = new HashMap<>();
    private final Map<Integer, List<Integer>> fieldsOf = new HashMap<>();
    private final Map<String, Integer> statics = new HashMap<>();
    private final Map<String, Map<String, MethodIr>> irs = new HashMap<>();
    private final Map<String, Integer> fieldIds = new HashMap<>();
    private final Set<String> clinits = new HashSet<>();
    /** Argument watchers of container calls already installed, per call, argument node and element node (0015). */
    final Set<String> elementWatches = new HashSet<>();
    /** Calls of {@code Thread.run()} and the thread objects whose targets they run: (caller, insn, object). */
    final Set<List<Integer>> threadRunsHere = new HashSet<>();
    private final Map<String, Integer> threadIds = new HashMap<>();
    final int unknownNode;
    /** Every object attached to a {@code SelectionKey} ({@link JdkCalls#selectionKeyAttachment}); -1 until one is. */
    private int attachments = -1;

    int attachments() {
        if (attachments < 0) {
            attachments = g.newNode();
        }
        return attachments;
    }
    final int thrownNode;
    private final int escapeSink;
    private String reflection;
    /** Reflective calls: resolved from constants where they can be, and every one recorded. */
    public final Reflection reflect;
    final InheritedCollections inherited = new InheritedCollections(this);
    private Threads.AThread unknownThread;
    private final Runnable tick;

    /** A method in a context (receiver object, or 0); synthetic roots have no IR. */
    public static final class MNode {
        final int id;
        public final MethodIr ir;
        public final int ctx;
        public final int base;
        public final Threads.AThread root; // non-null for a thread's synthetic root
        /** For a factory method analysed per call site ({@link #factory}): that call site, as a heap context. */
        String callSite;

        MNode(int id, MethodIr ir, int ctx, int base, Threads.AThread root) {
            this.id = id;
            this.ir = ir;
            this.ctx = ctx;
            this.base = base;
            this.root = root;
        }
    }

    /** A call edge; {@code many} when the callee may run more than once per execution of the call instruction. */
    public record Edge(int caller, int insn, int callee, boolean many) {
    }

    /** A queue operation at an instruction of a method node. */
    public record Op(int mnode, int insn, int obj, String name) {
    }

    public Solver(ClassPath cp, boolean library, Runnable tick) {
        this.cp = cp;
        this.library = library;
        this.tick = tick;
        this.contextsPerMethod = library ? 0 : CONTEXTS_PER_METHOD;
        g.onTick(tick);
        this.relevance = new Relevance(cp);
        this.reflect = new Reflection(this);
        unknownNode = g.newNode();
        g.addUnknown(unknownNode, "a value from code outside the analysed program");
        thrownNode = g.newNode();
        g.addUnknown(thrownNode, "an exception thrown by code outside the analysed program");
        escapeSink = g.newNode();
        g.watch(escapeSink, o -> escape(o, "returned to code outside the analysed program"));
    }

    public void solve() {
        g.solve();
    }

    // ---- roots -------------------------------------------------------------------------------------------

    MNode root(Threads.AThread t) {
        MNode n = new MNode(mnodes.size(), null, 0, g.newNode(), t);
        mnodes.add(n);
        t.root = n.id;
        return n;
    }

    public void mainRoot(String mainClass) {
        Threads.AThread t = threads.add("main", "main", mainClass + ".main([Ljava/lang/String;)V", null, -1, -1,
                Threads.Rule.ONE, -1);
        MNode r = root(t);
        callMethod(r.id, 0, mainClass, "main([Ljava/lang/String;)V", -1, new int[] {unknownNode}, -1, false);
        if (reflection == null) {
            ensureClinit(mainClass);
        }
    }

    /** Library mode: a public method is run by any number of unknown callers on a client-made receiver. */
    public void libraryRoot(String cls, MethodNode m) {
        String entry = cls + "." + m.name + m.desc;
        Threads.AThread t = threads.add("callers of " + simple(cls) + "." + m.name + "()", "unknown-caller", entry,
                null, -1, -1, Threads.Rule.MANY, -1);
        MNode r = root(t);
        int self = -1;
        if ((m.access & Opcodes.ACC_STATIC) == 0) {
            self = heap.get("client:" + cls, "-", Kind.APP, cls, r.id, 0).id;
        }
        int[] args = new int[Type.getArgumentTypes(m.desc).length];
        java.util.Arrays.fill(args, unknownNode);
        int ret = g.newNode();
        g.watch(ret, o -> escape(o, "returned from public method " + simple(cls) + "." + m.name + "()"));
        callMethod(r.id, 0, cls, m.name + m.desc, self, args, ret, true);
    }

    public void ensureClinit(String cls) {
        // superclasses first, walked in a loop: a class's initialiser runs after its superclass's
        java.util.ArrayDeque<String> chain = new java.util.ArrayDeque<>();
        for (String c = cls; c != null; ) {
            ClassInfo info = cp.info(c);
            if (info == null || !info.analysed() || !clinits.add(c)) {
                break;
            }
            chain.push(c);
            c = info.superName();
        }
        while (!chain.isEmpty()) {
            String c = chain.pop();
            if (cp.info(c).methods().containsKey("<clinit>()V")) {
                Threads.AThread t = threads.add(simple(c) + ".<clinit>", "static-init", c + ".<clinit>()V", null,
                        -1, -1, Threads.Rule.ONE, -1);
                MNode r = root(t);
                callMethod(r.id, 0, c, "<clinit>()V", -1, new int[0], -1, false);
            }
        }
    }

    // ---- methods -----------------------------------------------------------------------------------------

    private MethodIr ir(String cls, String nameDesc) {
        // two levels, no concatenated key: both strings are long-lived (class names, call-site nameDescs), so
        // their hashes are cached and a look-up allocates nothing
        Map<String, MethodIr> byName = irs.computeIfAbsent(cls, k -> new HashMap<>());
        MethodIr found = byName.get(nameDesc);
        if (found != null || byName.containsKey(nameDesc)) {
            return found;
        }
        MethodIr ir = null;
        MethodNode m = bodies.computeIfAbsent(cls, this::bodiesOf).get(nameDesc);
        if (m != null) {
            try {
                ir = IrBuilder.build(cls, m);
            } catch (AnalyzerException | RuntimeException e) {
                cp.diagnostics().add(cls.replace('/', '.') + "." + m.name + ": cannot analyse its code ("
                        + e.getMessage() + "); calls to it are treated as unknown");
            }
        }
        byName.put(nameDesc, ir);
        return ir;
    }

    /** Per class, its methods with code by name and descriptor: one scan per class, not one per method looked up. */
    private final Map<String, Map<String, MethodNode>> bodies = new HashMap<>();

    private Map<String, MethodNode> bodiesOf(String cls) {
        ClassNode cn = cp.node(cls);
        if (cn == null) {
            return Map.of();
        }
        Map<String, MethodNode> byNameDesc = new HashMap<>();
        for (MethodNode m : cn.methods) {
            if (m.instructions.size() > 0) {
                byNameDesc.put(m.name + m.desc, m);
            }
        }
        return byNameDesc;
    }

    private boolean isNative(String cls, String nameDesc) {
        ClassInfo i = cp.info(cls);
        Integer acc = i == null ? null : i.methods().get(nameDesc);
        return acc != null && (acc & Opcodes.ACC_NATIVE) != 0;
    }

    /** Calls a method of an analysed class; {@code self} is the receiver object or -1 for static methods. */
    void callMethod(int caller, int insn, String cls, String nameDesc, int self, int[] args, int dst, boolean many) {
        if (isNative(cls, nameDesc)) {
            unknownCall(caller, insn, cls, nameDesc.substring(0, nameDesc.indexOf('(')), args, dst, self,
                    "passed to native method ");
            return;
        }
        MethodIr ir = ir(cls, nameDesc);
        if (ir == null) {
            ClassInfo i = cp.info(cls);
            Integer acc = i == null ? null : i.methods().get(nameDesc);
            if (acc == null || (acc & Opcodes.ACC_ABSTRACT) == 0) {
                unknownCall(caller, insn, cls, nameDesc.substring(0, nameDesc.indexOf('(')), args, dst, self,
                        "passed to unreadable method ");
            }
            return;
        }
        Map<Integer, Integer> contexts = mnodeIds.computeIfAbsent(ir, k -> new HashMap<>(4));
        int ctx = self < 0 ? 0 : self;
        if (ctx != 0 && heap.obj(ctx).kind == Kind.APP && !relevance.contextual(heap.obj(ctx).type)) {
            ctx = 0;
        }
        if (ctx != 0 && cp.info(ir.owner).origin() != ClassInfo.Origin.INPUT) {
            ctx = 0; // dependency code runs without receiver contexts (design note analysis)
        }
        if (ctx != 0 && !contexts.containsKey(ctx) && contexts.size() >= contextsPerMethod) {
            ctx = 0; // shared: its receiver slot collects every receiver
        }
        String callSite = self < 0 && contextsPerMethod > 0 && factory(ir) ? callSiteContext(caller, insn) : null;
        int key = callSite == null ? ctx : -1 - callSites.computeIfAbsent(callSite, k -> callSites.size());
        Integer id = contexts.get(key);
        MNode callee;
        if (id == null) {
            callee = new MNode(mnodes.size(), ir, ctx, g.newNodes(ir.vars), null);
            callee.callSite = callSite;
            mnodes.add(callee);
            contexts.put(key, callee.id);
            if (self >= 0) {
                g.addObj(callee.base, self);
            }
            // deferred, not in place: analysing the body makes calls that analyse bodies, as deep as the call chain
            g.defer(() -> instantiate(callee));
        } else {
            callee = mnodes.get(id);
            if (self >= 0 && ctx == 0) {
                g.addObj(callee.base, self);
            }
        }
        Type[] params = ir.params;
        int slot = self >= 0 ? 1 : 0;
        for (int i = 0; i < params.length && i < args.length; i++) {
            if (IrBuilder.isRef(params[i]) && args[i] >= 0) {
                g.addEdge(args[i], typed(callee.base + slot, params[i]));
            }
            slot += params[i].getSize();
        }
        if (dst >= 0) {
            g.addEdge(callee.base + ir.ret, dst);
        }
        Edge e = new Edge(caller, insn, callee.id, many);
        if (edgeKeys.add(e)) {
            edges.add(e);
        }
    }

    /** Call-site contexts of factory methods, numbered; a method's node for one is keyed {@code -1 - number}. */
    private final Map<String, Integer> callSites = new HashMap<>();

    /**
     * A static method of an input class that makes and returns objects in a few instructions (a helper like
     * {@code newSmallArrayList()}): analysed once per call site, so that each caller gets its own objects. Analysed
     * once for all callers, every list the helper made was one abstract object, whose elements were everything any
     * caller put in any of them, and that merged set flowed on to every caller. Splitting a node per call site only
     * separates what one node merged, so every set stays a superset of what the run holds.
     */
    private boolean factory(MethodIr ir) {
        if (!IrBuilder.isRef(Type.getReturnType(ir.node.desc)) || ir.node.instructions.size() > FACTORY_INSNS
                || cp.info(ir.owner).origin() != ClassInfo.Origin.INPUT) {
            return false;
        }
        for (MethodIr.Stmt st : ir.stmts) {
            if (st instanceof MethodIr.New) {
                return true;
            }
        }
        return false;
    }

    /** Instructions (labels and line numbers included) past which a static method is no factory helper. */
    static final int FACTORY_INSNS = 24;

    /**
     * The heap context of a factory node called at {@code insn} of {@code caller}: that call site, followed by the
     * caller's own call-site context where it is a factory node too; two sites at most, so that factories calling
     * factories (or themselves) make finitely many nodes.
     */
    private String callSiteContext(int caller, int insn) {
        MNode c = mnodes.get(caller);
        String site = c.ir == null ? "root" + caller : c.ir.key() + "@" + insn;
        if (c.callSite == null) {
            return site;
        }
        int cut = c.callSite.indexOf(CTX_SEP);
        return site + CTX_SEP + (cut < 0 ? c.callSite : c.callSite.substring(0, cut));
    }

    /**
     * The heap context of what method node {@code m} allocates: the allocation site of its receiver. In a constructor
     * whose object was itself made in a context, that context's first site is added: a wrapper that builds its own
     * inner objects (logback's AppenderAttachableImpl makes a COWArrayList, which makes a CopyOnWriteArrayList) then
     * keeps the innermost ones apart per outer object instead of one list shared by every wrapper. Two sites at most,
     * so recursive constructors (a node that makes the next node) still reach a fixpoint. More contexts only split
     * objects that one abstract object stood for, so every points-to set stays a superset of the run's.
     */
    private String ctxSite(MNode m) {
        if (m.callSite != null) {
            return m.callSite;
        }
        if (m.ctx == 0) {
            return "-";
        }
        Obj r = heap.obj(m.ctx);
        if (r.ctxSite.equals("-") || m.ir == null || !m.ir.node.name.equals("<init>")) {
            return r.site;
        }
        int cut = r.ctxSite.indexOf(CTX_SEP);
        return r.site + CTX_SEP + (cut < 0 ? r.ctxSite : r.ctxSite.substring(0, cut));
    }

    private static final String CTX_SEP = " < ";

    private void instantiate(MNode m) {
        MethodIr ir = m.ir;
        int b = m.base;
        ensureClinit(ir.owner);
        if (!ir.node.tryCatchBlocks.isEmpty()) {
            g.addEdge(caughtNode(ir.node.tryCatchBlocks), b + ir.caught);
        }
        for (MethodIr.Stmt s : ir.stmts) {
            if (s instanceof MethodIr.New n) {
                String literal = classLiteral(m, n.insn());
                int o = literal != null ? reflect.classValue(literal) : alloc(m, n.insn(), n.type());
                if (o == Heap.UNKNOWN) {
                    g.addUnknown(b + n.dst(), "a new " + simple(n.type()) + " at " + where(m, n.insn())
                            + ", of a class the analysis has no model of");
                } else if (o >= 0) {
                    g.addObj(b + n.dst(), o);
                }
            } else if (s instanceof MethodIr.Copy c) {
                int dst = c.dst() == ir.ret ? typed(b + c.dst(), Type.getReturnType(ir.node.desc)) : b + c.dst();
                for (int v : c.src()) {
                    g.addEdge(b + v, dst);
                }
            } else if (s instanceof MethodIr.Cast c) {
                int dst = typed(b + c.dst(), Type.getObjectType(c.type()));
                for (int v : c.src()) {
                    g.addEdge(b + v, dst);
                }
            } else if (s instanceof MethodIr.Load l) {
                int dst = b + l.dst();
                for (int v : l.base()) {
                    g.watch(b + v, o -> {
                        if (o == Heap.UNKNOWN) {
                            g.addUnknown(dst, g.unknownWhy(b + v));
                        } else if (cannotBe(o, l.owner())) {
                            return; // the verifier guarantees the base is an owner: this object never is
                        } else {
                            g.addEdge(field(o, l.field()), dst);
                        }
                    });
                }
            } else if (s instanceof MethodIr.Store st) {
                int src = merged(b, st.src());
                boolean exposed = library && st.owner() != null && publicField(st.owner(), st.field());
                if (exposed) {
                    escapeNode(src, "stored in public field " + simple(st.owner()) + "." + st.field());
                }
                for (int v : st.base()) {
                    g.watch(b + v, o -> {
                        if (o == Heap.UNKNOWN) {
                            escapeNode(src, "stored into an object from outside the analysed program at "
                                    + where(m, -1));
                        } else if (!cannotBe(o, st.owner())) {
                            g.addEdge(src, field(o, st.field()));
                        }
                    });
                }
            } else if (s instanceof MethodIr.StaticLoad sl) {
                g.addEdge(staticNode(sl.owner(), sl.field()), b + sl.dst());
            } else if (s instanceof MethodIr.StaticStore ss) {
                int src = merged(b, ss.src());
                g.addEdge(src, staticNode(ss.owner(), ss.field()));
                if (library && publicField(ss.owner(), ss.field())) {
                    escapeNode(src, "stored in public field " + simple(ss.owner()) + "." + ss.field());
                }
            } else if (s instanceof MethodIr.Throw t) {
                for (int v : t.src()) {
                    // the verifier guarantees athrow's operand is a Throwable: other objects of an imprecise
                    // variable (a cast Object) never reach a handler
                    g.watch(b + v, o -> {
                        if (throwable(o)) {
                            g.addObj(thrownNode, o);
                        }
                    });
                }
            } else if (s instanceof MethodIr.Call c) {
                call(m, c);
            } else if (s instanceof MethodIr.Indy d) {
                indy(m, d);
            }
        }
    }

    private final Map<String, Integer> caughtNodes = new HashMap<>();
    /** Per node that filters by a declared type: the node its incoming edges go to ({@link #typed}). */
    private final Map<Integer, Integer> typedEntries = new HashMap<>();

    /**
     * The node to draw edges into when {@code node} holds values of declared type {@code t} (a parameter, a
     * returned value, a cast's result): an entry node whose objects reach {@code node} only when they may be a
     * {@code t}. The verifier guarantees every value there is one, so the filter drops only objects that an
     * imprecise source (an erased {@code Object}, a merged context) made up. One entry per node, so repeated
     * calls add no watchers; {@code Object} and primitive types filter nothing and get no entry.
     */
    private int typed(int node, Type t) {
        String name = t.getSort() == Type.ARRAY ? t.getDescriptor() : t.getSort() == Type.OBJECT ? t.getInternalName()
                : null;
        if (name == null || name.equals("java/lang/Object")) {
            return node;
        }
        Integer e = typedEntries.get(node);
        if (e == null) {
            int entry = g.newNode();
            e = entry;
            typedEntries.put(node, e);
            g.watch(entry, o -> {
                if (o == Heap.UNKNOWN) {
                    g.addUnknown(node, g.unknownWhy(entry));
                } else if (!cannotBe(o, name)) {
                    g.addObj(node, o);
                }
            });
        }
        return e;
    }

    /**
     * False only for objects that are never a Throwable: JDK-modelled queues, collections, threads, executors,
     * futures and builders, lambdas, and exact application classes outside Throwable's subtypes.
     */
    private boolean throwable(int o) {
        return switch (heap.obj(o).kind) {
            case QUEUE, CONTAINER, THREAD, BUILDER, EXECUTOR, FUTURE, COMPLETION, LAMBDA -> false;
            case APP -> !cannotBe(o, "java/lang/Throwable");
            default -> true;
        };
    }

    /**
     * The thrown objects a method's handlers can catch: one shared node per set of handler types, fed from the
     * thrown node with the objects some handler type admits (a finally or catch-all handler admits every one).
     * Type filtering as for receivers: only exact application classes that are no subtype are left out.
     */
    private int caughtNode(List<org.objectweb.asm.tree.TryCatchBlockNode> blocks) {
        Set<String> types = new java.util.TreeSet<>();
        for (org.objectweb.asm.tree.TryCatchBlockNode tc : blocks) {
            types.add(tc.type == null ? "java/lang/Throwable" : tc.type);
        }
        String key = String.join(",", types);
        Integer n = caughtNodes.get(key);
        if (n == null) {
            int node = g.newNode();
            n = node;
            caughtNodes.put(key, n);
            g.watch(thrownNode, o -> {
                if (!throwable(o)) {
                    return;
                }
                for (String t : types) {
                    if (!cannotBe(o, t)) {
                        g.addObj(node, o);
                        return;
                    }
                }
            });
        }
        return n;
    }

    private boolean publicField(String owner, String field) {
        String decl = cp.resolveField(owner, field);
        ClassInfo i = cp.info(decl == null ? owner : decl);
        if (i == null || !i.isPublic()) {
            return false;
        }
        Integer acc = i.fields().get(field);
        return acc != null && (acc & (Opcodes.ACC_PUBLIC | Opcodes.ACC_PROTECTED)) != 0;
    }

    private int merged(int base, int[] vars) {
        if (vars.length == 1) {
            return base + vars[0];
        }
        int n = g.newNode();
        for (int v : vars) {
            g.addEdge(base + v, n);
        }
        return n;
    }

    public int field(int obj, String name) {
        Integer fid = fieldIds.computeIfAbsent(name, k -> fieldIds.size());
        // mixed (a bijection): the plain (obj << 24 | fid) collides in Long.hashCode and turns bins into trees
        long key = (((long) obj << 24) | fid) * 0x9E3779B97F4A7C15L;
        Integer n = fieldNodes.get(key);
        if (library && n != null && n != floodNode && name.equals(Heap.ELEM) && g.setSize(n) > FLOOD
                && heap.obj(obj).kind == Kind.CONTAINER) {
            n = joinFlood(key, n);
        }
        if (n == null) {
            n = g.newNode();
            String type = fieldType(obj, name);
            if (type != null) {
                g.admitOnly(n, admits(type));
            }
            fieldNodes.put(key, n);
            fieldsOf.computeIfAbsent(obj, k -> new ArrayList<>()).add(n);
            if (escapeReason.containsKey(obj)) {
                String why = "reachable from an object that escapes (" + escapeReason.get(obj) + ")";
                g.watch(n, x -> escape(x, why));
            }
        }
        return n;
    }

    private final Map<String, java.util.function.IntPredicate> typeFilters = new HashMap<>();

    /**
     * {@code arg}, or a node with only those of its objects that may be a {@code type}, where the parameter is of a
     * final class of the JDK ({@code String}, the boxes): the verifier checks a class-typed argument against the
     * descriptor, and no class of the program can be such a class, so a queue that imprecision merged into the
     * value (an element of an array {@code toArray} made) cannot be passed there. Other types are left alone.
     */
    private int finalTyped(int arg, Type type) {
        if (type == null || type.getSort() != Type.OBJECT) {
            return arg;
        }
        ClassInfo i = cp.info(type.getInternalName());
        if (i == null || i.analysed() || (i.access() & Opcodes.ACC_FINAL) == 0
                || (i.access() & Opcodes.ACC_INTERFACE) != 0) {
            return arg;
        }
        // a final class has no subclass: an object of any other class is not one (the unknown object may be)
        String t = type.getInternalName();
        int n = g.newNode();
        g.admitOnly(n, finalFilters.computeIfAbsent(t, k -> o -> {
            Obj ob = heap.obj(o);
            return ob.kind == Kind.UNKNOWN || k.equals(ob.type);
        }));
        g.addEdge(arg, n);
        return n;
    }

    private final Map<String, java.util.function.IntPredicate> finalFilters = new HashMap<>();

    /**
     * The objects that may be a {@code type}, as {@link #cannotBe} decides, each object decided once per type: the
     * filter runs on every object offered to every filtered node, and an object's kind and class never change.
     */
    private java.util.function.IntPredicate admits(String type) {
        return typeFilters.computeIfAbsent(type, t -> {
            java.util.BitSet decided = new java.util.BitSet();
            java.util.BitSet admitted = new java.util.BitSet();
            return o -> {
                if (!decided.get(o)) {
                    decided.set(o);
                    if (!cannotBe(o, t)) {
                        admitted.set(o);
                    }
                }
                return admitted.get(o);
            };
        });
    }

    /**
     * The type every value of field {@code name} of object {@code obj} has, as {@link #cannotBe} reads it, or null
     * where nothing is guaranteed. Arrays made by {@code anewarray}: the component type, since a store of anything
     * else throws {@code ArrayStoreException}; not arrays of {@code multianewarray}, whose inner arrays are the same
     * abstract object as the outer one. Application objects: the declared type of a field declared once in the
     * analysed classes of its hierarchy, as the verifier checks every {@code putfield}; a name declared twice (a
     * shadowed field) or in a JDK class shares one node between types, so it is not filtered.
     */
    private String fieldType(int obj, String name) {
        Obj ob = heap.obj(obj);
        if (ob.kind == Kind.CONTAINER) {
            if (!name.equals(Heap.ELEM) || !ob.newArray || !ob.type.endsWith(";")) {
                return null;
            }
            String component = ob.type.substring(2, ob.type.length() - 1); // anewarray's operand: a name or "[..."
            return component.equals("java/lang/Object") ? null : component;
        }
        if (ob.kind != Kind.APP) {
            return null;
        }
        String declared = null;
        for (String c = ob.type; c != null; ) {
            ClassInfo i = cp.info(c);
            if (i == null) {
                return null;
            }
            Integer acc = i.fields().get(name);
            if (acc != null && (acc & Opcodes.ACC_STATIC) == 0) {
                ClassNode cn = i.analysed() ? cp.node(c) : null;
                if (cn == null || declared != null) {
                    return null;
                }
                for (org.objectweb.asm.tree.FieldNode f : cn.fields) {
                    if (f.name.equals(name)) {
                        declared = f.desc;
                    }
                }
                if (declared == null) {
                    return null;
                }
            }
            c = i.superName();
        }
        if (declared == null) {
            return null;
        }
        Type t = Type.getType(declared);
        if (t.getSort() == Type.ARRAY) {
            return declared;
        }
        return t.getSort() == Type.OBJECT && !t.getInternalName().equals("java/lang/Object") ? t.getInternalName()
                : null;
    }

    /**
     * Element sets of containers past this many objects are merged into one shared node. In library mode almost
     * every object reaches some container held as {@code Object}, and each call on each such container handed
     * its whole element set to the call's result, one copy per container: that was most of the solving time.
     * Library mode only: in application mode the shared node became the hub through which every large container's
     * elements reached every other one (h2-server), and arrays lose their component-type filter in it.
     */
    static final int FLOOD = 256;
    private int floodNode = -1;

    /**
     * Merges a container's element node into the shared flood node: edges both ways make the two sets equal (so
     * the container may hold every flooded object, a superset of before), and later lookups answer the flood
     * node itself, so calls on many flooded containers add one edge to their result, not one per container.
     */
    private int joinFlood(long key, int elem) {
        if (floodNode < 0) {
            floodNode = g.newNode();
        }
        g.addEdge(elem, floodNode);
        g.addEdge(floodNode, elem);
        fieldNodes.put(key, floodNode);
        return floodNode;
    }

    int staticNode(String owner, String name) {
        ensureClinit(owner);
        String decl = cp.resolveField(owner, name);
        ClassInfo i = cp.info(decl);
        String key = (decl == null ? "?" : decl) + "." + name;
        Integer n = statics.get(key);
        if (n == null) {
            n = g.newNode();
            statics.put(key, n);
            if (decl == null || !i.analysed()) {
                // a JDK or missing static field
                g.addUnknown(n, "static field " + simple(owner) + "." + name + " of code outside the program");
                String why = "stored in static field " + simple(owner) + "." + name + " of code outside the program";
                g.watch(n, x -> escape(x, why));
            } else if (reflection != null) {
                String why = reflection;
                g.watch(n, x -> escape(x, why));
            }
        }
        return n;
    }

    // ---- allocation --------------------------------------------------------------------------------------

    private int alloc(MNode m, int insn, String type) {
        String site = m.ir.key() + "@" + insn;
        String ctx = ctxSite(m);
        if (type.startsWith("[")) {
            boolean existed = heap.exists(site, ctx);
            Obj o = heap.get(site, ctx, Kind.CONTAINER, type, m.id, insn);
            o.newArray = type.startsWith("[L");
            if (!existed && type.startsWith("[[")) {
                g.addObj(field(o.id, Heap.ELEM), o.id); // inner arrays are the same abstract object
            }
            return o.id;
        }
        ClassInfo info = cp.need(type, m.ir.owner);
        if (info == null) {
            return Heap.UNKNOWN;
        }
        if (QueueTypes.isTracked(type)) {
            return heap.get(site, ctx, Kind.QUEUE, type, m.id, insn).id;
        }
        if (info.analysed()) {
            boolean existed = heap.exists(site, ctx);
            Obj o = heap.get(site, ctx, Kind.APP, type, m.id, insn);
            if (!existed) {
                String jdkSuper = jdkSuper(type);
                if (jdkSuper != null && !Model.SAFE_JDK_SUPERS.contains(jdkSuper)) {
                    escape(o.id, simple(type) + " extends " + simple(jdkSuper) + ", whose code may call its methods");
                }
            }
            return o.id;
        }
        Kind kind = jdkKind(type);
        if (kind == Kind.UNKNOWN) {
            return Heap.UNKNOWN;
        }
        Obj o = heap.get(site, ctx, kind, type, m.id, insn);
        if (kind == Kind.EXECUTOR) {
            ThreadModels.Model model = ThreadModels.allocation(cp, type);
            o.serial = model != null && model.serial();
            if (type.equals("java/util/concurrent/ThreadPoolExecutor")
                    && java.util.Arrays.equals(PoolSizes.coreAndMax(m.ir.node.instructions, insn), new int[] {1, 1})) {
                o.serial = true; // one worker: revoked after solving if the pool is resized or escapes
                o.oneWorker = true;
            }
            // a pool of one constant worker is named as the serial model is (its tasks run one after another)
            o.threadKind = o.serial ? "timer" : model != null ? model.kind() : "executor";
        }
        return o.id;
    }

    /** The class a class-literal {@code LDC} at {@code insn} names (not an array class), or null. */
    private static String classLiteral(MNode m, int insn) {
        return m.ir.node.instructions.get(insn) instanceof org.objectweb.asm.tree.LdcInsnNode l
                && l.cst instanceof Type t && t.getSort() == Type.OBJECT ? t.getInternalName() : null;
    }

    /**
     * An object of analysed class {@code type} made by a resolved reflective call at {@code insn} (one abstract object
     * per class and call), checked as {@link #alloc} checks a {@code NEW}.
     */
    int reflectiveAlloc(MNode m, int insn, String type) {
        String site = m.ir.key() + "@" + insn + ":" + type;
        String ctx = ctxSite(m);
        boolean existed = heap.exists(site, ctx);
        Obj o = heap.get(site, ctx, Kind.APP, type, m.id, insn);
        if (!existed) {
            String jdkSuper = jdkSuper(type);
            if (jdkSuper != null && !Model.SAFE_JDK_SUPERS.contains(jdkSuper)) {
                escape(o.id, simple(type) + " extends " + simple(jdkSuper) + ", whose code may call its methods");
            }
        }
        return o.id;
    }

    /** The first JDK class above an application class, or null when the hierarchy has a gap. */
    private String jdkSuper(String type) {
        for (String c = type; c != null; ) {
            ClassInfo i = cp.info(c);
            if (i == null) {
                return null;
            }
            if (!i.analysed()) {
                return c;
            }
            c = i.superName();
        }
        return null;
    }

    Kind jdkKind(String type) {
        if (QueueTypes.isTracked(type)) {
            return Kind.QUEUE;
        }
        if (cp.isSubtype(type, "java/lang/Thread")) {
            return Kind.THREAD;
        }
        if (type.equals("java/util/Timer") || cp.isSubtype(type, "java/util/concurrent/ThreadPoolExecutor")
                || cp.isSubtype(type, "java/util/concurrent/ForkJoinPool")) {
            return Kind.EXECUTOR;
        }
        if (cp.isSubtype(type, "java/util/concurrent/CompletableFuture")) {
            return Kind.FUTURE;
        }
        if (type.equals(CompletionServiceCalls.TYPE)) {
            return Kind.COMPLETION;
        }
        for (String r : Model.CONTAINER_ROOTS) {
            if (cp.isSubtype(type, r)) {
                return Kind.CONTAINER;
            }
        }
        return Kind.UNKNOWN;
    }

    // ---- calls -------------------------------------------------------------------------------------------

    private void call(MNode m, MethodIr.Call c) {
        int[] args = new int[c.args().length];
        Type[] params = null;
        for (int i = 0; i < args.length; i++) {
            args[i] = c.args()[i].length == 0 ? -1 : merged(m.base, c.args()[i]);
            if (args[i] >= 0) {
                params = params == null ? Type.getArgumentTypes(c.desc()) : params;
                args[i] = finalTyped(args[i], params.length == args.length ? params[i] : null);
            }
        }
        int dst = c.dst() >= 0 ? m.base + c.dst() : -1;
        boolean isStatic = c.opcode() == Opcodes.INVOKESTATIC;
        int recv = isStatic ? -1 : merged(m.base, c.recv());
        if (Reflection.intercepts(c.owner(), c.name()) && reflect.resolve(m, c, args, recv, dst)) {
            return;
        }
        if (isStatic) {
            staticCall(m.id, c.insn(), c.owner(), c.name(), c.desc(), c.nameDesc(), args, dst, false);
            return;
        }
        g.watch(recv, o -> receiverCall(m, c, args, recv, o, dst));
    }

    /** Call {@code c} of {@code m} on one object {@code o} of its receiver node {@code recv}. */
    void receiverCall(MNode m, MethodIr.Call c, int[] args, int recv, int o, int dst) {
        // a call on the unknown object: its refusal names where the receiver came from
        unknownReceiver = o == Heap.UNKNOWN ? g.unknownWhy(recv) : null;
        try {
            instanceCall(m.id, c.insn(), c.opcode() == Opcodes.INVOKESPECIAL, c.owner(), c.name(), c.desc(),
                    c.nameDesc(), o, args, dst, false);
        } finally {
            unknownReceiver = null;
        }
    }

    void staticCall(int caller, int insn, String owner, String name, String desc, int[] args, int dst, boolean many) {
        staticCall(caller, insn, owner, name, desc, name + desc, args, dst, many);
    }

    /** {@code nd} is {@code name + desc}, made once by the caller (a call site's {@link MethodIr.Call#nameDesc}). */
    private void staticCall(int caller, int insn, String owner, String name, String desc, String nd, int[] args,
                            int dst, boolean many) {
        ClassInfo info = cp.need(owner, ownerOf(caller));
        String decl = info == null ? null : cp.resolveDeclared(owner, nd);
        ClassInfo di = decl == null ? null : cp.info(decl);
        if (di != null && di.analysed()) {
            ensureClinit(decl);
            callMethod(caller, insn, decl, nd, -1, args, dst, many);
            return;
        }
        if (di == null) {
            unknownCall(caller, insn, owner, name, args, dst, -1, "passed to unresolved method ");
            return;
        }
        JdkCalls.staticCall(this, caller, insn, decl, name, desc, args, dst);
    }

    /**
     * A JDK type that no object a container stands for (the collection, map or array, its iterators, streams, entries
     * and views, an {@code Optional} of it) can be: the tasks, threads, executors and futures the analysis models
     * with kinds of their own. A container reaches such a receiver only because a container's results include the
     * container itself ({@code for (ExecutorService e : workers) e.awaitTermination(...)}), and a call taken on it
     * there would add the call's arguments to its elements.
     */
    private boolean notAContainerView(String owner) {
        return cp.isSubtype(owner, "java/util/concurrent/Executor") || cp.isSubtype(owner, "java/lang/Thread")
                || cp.isSubtype(owner, "java/lang/Runnable") || cp.isSubtype(owner, "java/util/concurrent/Callable")
                || cp.isSubtype(owner, "java/util/concurrent/Future");
    }

    /**
     * Type filtering: true when object {@code o} cannot be a value of static type {@code owner} (the verifier
     * rejects code that would use it as one), so it is no receiver or field base there. Application objects and
     * lambdas are filtered by their exact, fully known type; JDK-modelled objects stand for several JDK classes, so
     * they are filtered only where no JDK class can be: application owners, arrays (only containers may be one),
     * and for containers the types none of their views can be ({@link #notAContainerView}). A null owner is an
     * array access.
     */
    boolean cannotBe(int o, String owner) {
        Obj ob = heap.obj(o);
        if (owner == null || owner.startsWith("[")) {
            // an array access, or a call on an array type: the verifier guarantees an array there, and only
            // containers (arrays, and collections standing for the arrays their toArray made) can be one
            return ob.kind != Kind.CONTAINER && ob.kind != Kind.UNKNOWN;
        }
        if (owner.equals("java/lang/Object")) {
            return false;
        }
        if (ob.kind != Kind.APP && ob.kind != Kind.LAMBDA && ob.kind != Kind.UNKNOWN) {
            // a JDK-modelled object of a JDK type is an instance of JDK classes only, and no JDK class extends or
            // implements an application type (queues of analysed libraries, JCTools or Agrona, are not filtered)
            // an array (made by anewarray or multianewarray, whose type has no class file) is no application class
            ClassInfo oi = cp.info(ob.type);
            if (!ob.type.startsWith("[") && (oi == null || oi.analysed())) {
                return false;
            }
            ClassInfo i = cp.info(owner);
            if (ob.kind == Kind.CONTAINER && i != null && !i.analysed() && notAContainerView(owner)) {
                return true;
            }
            return i != null && i.analysed();
        }
        if (ob.kind == Kind.LAMBDA) {
            return !ob.indy.bsm.getName().equals("altMetafactory") && cp.hierarchyComplete(ob.type)
                    && !cp.isSubtype(ob.type, owner);
        }
        return ob.kind == Kind.APP && cp.hierarchyComplete(ob.type) && !cp.isSubtype(ob.type, owner);
    }

    void instanceCall(int caller, int insn, boolean special, String owner, String name, String desc, int o,
                      int[] args, int dst, boolean many) {
        instanceCall(caller, insn, special, owner, name, desc, name + desc, o, args, dst, many);
    }

    /** {@code nd} is {@code name + desc}, made once by the caller (a call site's {@link MethodIr.Call#nameDesc}). */
    private void instanceCall(int caller, int insn, boolean special, String owner, String name, String desc,
                              String nd, int o, int[] args, int dst, boolean many) {
        if (cannotBe(o, owner)) {
            return;
        }
        Obj ob = heap.obj(o);
        switch (ob.kind) {
            case UNKNOWN, META -> {
                if (JdkCalls.filterCalledHere(this, caller, insn, owner, name, desc, args, dst)
                        || JdkCalls.jmxRegister(this, caller, insn, owner, name, args, dst)
                        || JdkCalls.barrierAction(this, caller, insn, owner, name, desc, args)
                        || JdkCalls.selectionKeyAttachment(this, caller, insn, owner, name, desc, args, dst)) {
                    return;
                }
                if (!Model.readsAsText(owner, name, desc)) {
                    unknownCall(caller, insn, owner, name, args, dst, -1, "passed to ");
                } else {
                    readAsText(caller, insn, owner, name, args, dst);
                }
            }
            case LAMBDA -> {
                String sam = ob.indy.name;
                if (!special && name.equals(sam)) {
                    lambdaInvoke(caller, insn, ob, args, dst, many);
                } else if (!Model.isBenignObjectMethod(name)) {
                    unknownCall(caller, insn, owner, name, args, dst, o, "passed to ");
                }
            }
            case APP -> {
                String target = special ? cp.resolveDeclared(owner, nd) : cp.dispatch(ob.type, nd);
                if (target == null) {
                    if (!cp.hierarchyComplete(ob.type) || special) {
                        cp.need(owner, ownerOf(caller));
                        unknownCall(caller, insn, owner, name, args, dst, o, "passed to unresolved method ");
                    }
                    return;
                }
                ClassInfo ti = cp.info(target);
                if (ti.analysed()) {
                    callMethod(caller, insn, target, nd, o, args, dst, many);
                } else {
                    JdkCalls.appInheritsJdk(this, caller, insn, target, name, desc, ob, args, dst, many);
                }
            }
            default -> JdkCalls.modelled(this, caller, insn, name, desc, ob, args, dst, many);
        }
    }

    /**
     * A JDK call that only turns its arguments into text on the calling thread and keeps none of them
     * ({@link Model#readsAsText}): a queue argument is read by its {@code toString}, an application object has its
     * {@code toString()} run here, on this thread. Any other object escapes as in {@link #unknownCall}: a collection's
     * text is its elements' text, which this does not follow.
     */
    void readAsText(int caller, int insn, String owner, String name, int[] args, int dst) {
        String reason = "passed to " + simple(owner) + "." + name + "() at " + where(mnodes.get(caller), insn);
        for (int a : args) {
            if (a < 0) {
                continue;
            }
            g.watch(a, o -> readOneAsText(caller, insn, o, reason));
        }
        if (dst >= 0) {
            g.addObj(dst, Heap.UNKNOWN); // the builder itself, or a string
        }
    }

    private void readOneAsText(int caller, int insn, int o, String reason) {
        Obj ob = heap.obj(o);
        switch (ob.kind) {
            case UNKNOWN, LAMBDA, META -> { } // nothing the program holds; a lambda's toString is Object's
            case QUEUE -> ops.add(new Op(caller, insn, o, "toString"));
            case APP -> instanceCall(caller, insn, false, "java/lang/Object", "toString",
                    "()Ljava/lang/String;", o, new int[0], -1, false);
            case CONTAINER -> {
                if (!Model.textIsElementsText(cp, ob.type)) {
                    escape(o, reason);
                } else if (textReads.add(List.of(caller, insn, o))) {
                    // once per call and container: a container may hold itself (its elements stand for its
                    // entries and views), and a watch per visit would add watches without end
                    g.watch(field(o, Heap.ELEM), x -> readOneAsText(caller, insn, x, reason));
                    if (JdkCalls.isMap(this, ob)) {
                        g.watch(field(o, Heap.KEY), x -> readOneAsText(caller, insn, x, reason));
                    }
                }
            }
            default -> escape(o, reason);
        }
    }

    private final Set<List<Integer>> textReads = new HashSet<>();

    /** A call into code the analysis does not see: every object argument escapes, the result is unknown. */
    void unknownCall(int caller, int insn, String owner, String name, int[] args, int dst, int self, String how) {
        if (absent(owner)) {
            absentCalls.putIfAbsent(owner.replace('/', '.'), where(mnodes.get(caller), insn));
            // the closed world (docs/closed-world.md): a class in neither the program nor the JDK cannot load, so
            // the call throws NoClassDefFoundError when the JVM resolves it, before it runs: it is passed nothing and
            // returns nothing, and the program's handler of that error is what follows (ZooKeeper's
            // JettyAdminServer without Jetty, AdminServerFactory falling back to DummyAdminServer)
            return;
        }
        String reason = how + simple(owner) + "." + name + "() at " + where(mnodes.get(caller), insn);
        reflect.unresolved(caller, insn, owner, name);
        ClassInfo ownerInfo = cp.info(owner);
        if (unknownReceiver != null && how.equals("passed to ") && ownerInfo != null && ownerInfo.analysed()) {
            // a method of the program, followed had its receiver been known: the root is where the receiver came
            // from (on a JDK method the call itself is the root). Only the root of the receiver's own origin, so
            // that chains stay two links long however deep the calls go
            int on = unknownReceiver.lastIndexOf(CALLED_ON);
            reason += CALLED_ON + (on < 0 ? unknownReceiver : unknownReceiver.substring(on + CALLED_ON.length()));
        }
        if (Model.isReflective(owner, name) && reflection == null) {
            reflection = "reflective or method-handle call " + simple(owner) + "." + name + "() at "
                    + where(mnodes.get(caller), insn) + " may reach it through a static field";
            // a snapshot: a watcher may escape an object whose methods read a static field not seen before, and
            // staticNode watches every field made from now on itself (reflection is set), so none is missed
            for (int n : statics.values().stream().mapToInt(Integer::intValue).toArray()) {
                String why = reflection;
                g.watch(n, x -> escape(x, why));
            }
        }
        for (int a : args) {
            if (a >= 0) {
                escapeNode(a, reason);
            }
        }
        if (self >= 0) {
            escape(self, reason);
        }
        if (dst >= 0) {
            g.addUnknown(dst, "the result of " + reason.substring(how.length()));
        }
    }

    /**
     * True in application mode, when the request opts in, for a class outside the JDK's packages that neither the
     * inputs nor the class path hold. The JDK's packages are left out (and java, jdk, sun, com.sun whole): the JDK that runs the program may
     * have classes that the one analysed with lacks.
     */
    boolean absent(String owner) {
        if (!absentClassesThrow || library || owner.startsWith("[") || JDK_PREFIXES.matcher(owner).lookingAt() || cp.info(owner) != null) {
            return false;
        }
        int slash = owner.lastIndexOf('/');
        return slash < 0 || !JDK_PACKAGES.contains(owner.substring(0, slash));
    }

    /**
     * True for a class the analysed class path does not hold whose package only the JDK can define: {@code java.*}
     * (the JVM lets no other loader define it), or a package of a module of the JDK this runs on (a class path class
     * in a package a named module holds is never loaded). Named by a constant, as netty names {@code sun.misc.VM},
     * it is the JDK's class where the JDK has it and missing (the call throws) where not: JDK code either way, whose
     * static initialiser runs no code of the program.
     */
    boolean jdkOnly(String cls) {
        ClassInfo i = cp.info(cls);
        if (i != null && i.analysed()) {
            return false;
        }
        int slash = cls.lastIndexOf('/');
        return slash > 0 && (cls.startsWith("java/") || JDK_PACKAGES.contains(cls.substring(0, slash)));
    }

    /** The packages of the JDK this runs on (javax.swing is the JDK's, javax.servlet is not). */
    private static final Set<String> JDK_PACKAGES = java.lang.module.ModuleFinder.ofSystem().findAll().stream()
            .flatMap(r -> r.descriptor().packages().stream()).map(p -> p.replace('.', '/'))
            .collect(java.util.stream.Collectors.toUnmodifiableSet());

    /** Each absent class a reached call needed, with the first such call's location, in the order met. */
    public final Map<String, String> absentCalls = new LinkedHashMap<>();

    private static final java.util.regex.Pattern JDK_PREFIXES =
            java.util.regex.Pattern.compile("(java|jdk|sun|com/sun)/");

    /** Where the unknown receiver of the call being resolved came from ({@link Graph#unknownWhy}), or null. */
    private String unknownReceiver;
    private static final String CALLED_ON = ", called on ";

    void escapeNode(int node, String reason) {
        g.watch(node, x -> escape(x, reason));
    }

    /** Code outside the program may hold {@code o}: everything reachable from it escapes too. */
    void escape(int o, String reason) {
        if (o == Heap.UNKNOWN || escapeReason.containsKey(o)) {
            return;
        }
        escapeReason.put(o, reason);
        Obj ob = heap.obj(o);
        String why = "reachable from an object that escapes (" + reason + ")";
        // a snapshot, as for the static fields in unknownCall: field() watches a field of o made from now on itself
        for (int n : fieldsOf.getOrDefault(o, List.of()).stream().mapToInt(Integer::intValue).toArray()) {
            g.watch(n, x -> escape(x, why));
        }
        if (ob.kind == Kind.APP || ob.kind == Kind.LAMBDA) {
            MNode r = mnodes.get(unknownRoot());
            if (ob.kind == Kind.LAMBDA) {
                int arity = ((Type) ob.indy.bsmArgs[0]).getArgumentTypes().length;
                int[] args = new int[arity];
                java.util.Arrays.fill(args, unknownNode);
                Handle h = (Handle) ob.indy.bsmArgs[1];
                lambdaInvoke(r.id, 0, ob, args, sinkOf(h.getOwner(), h.getName()), true);
                return;
            }
            Set<String> seen = new HashSet<>();
            for (String c = ob.type; c != null; ) {
                ClassInfo i = cp.info(c);
                if (i == null || !i.analysed()) {
                    break;
                }
                for (Map.Entry<String, Integer> e : i.methods().entrySet()) {
                    int acc = e.getValue();
                    String nd = e.getKey();
                    if ((acc & (Opcodes.ACC_STATIC | Opcodes.ACC_ABSTRACT)) == 0 && !nd.startsWith("<")
                            && seen.add(nd)) {
                        int[] args = new int[Type.getArgumentTypes(nd.substring(nd.indexOf('('))).length];
                        java.util.Arrays.fill(args, unknownNode);
                        callMethod(r.id, 0, c, nd, o, args, sinkOf(c, nd.substring(0, nd.indexOf('('))), true);
                    }
                }
                c = i.superName();
            }
        }
    }

    private final Map<String, Integer> sinks = new HashMap<>();

    /**
     * The node whose objects escape as returned to code outside the program by {@code owner.name()}: one per
     * method, so that the reason names the program method that hands them out.
     */
    private int sinkOf(String owner, String name) {
        return sinks.computeIfAbsent(owner + "." + name, k -> {
            int n = g.newNode();
            String why = "returned to code outside the analysed program from " + simple(owner) + "." + name + "()";
            g.watch(n, x -> escape(x, why));
            return n;
        });
    }

    private int unknownRoot() {
        if (unknownThread == null) {
            unknownThread = threads.add("code outside the analysed program", "unknown-caller", "?", null, -1, -1,
                    Threads.Rule.UNKNOWN, -1);
            root(unknownThread);
        }
        return unknownThread.root;
    }

    // ---- lambdas and other invokedynamic -------------------------------------------------------------------

    private void indy(MNode m, MethodIr.Indy d) {
        InvokeDynamicInsnNode in = d.node();
        int[] args = new int[d.args().length];
        for (int i = 0; i < args.length; i++) {
            args[i] = d.args()[i].length == 0 ? -1 : merged(m.base, d.args()[i]);
        }
        int dst = d.dst() >= 0 ? m.base + d.dst() : -1;
        String bsm = in.bsm.getOwner();
        if (bsm.equals("java/lang/invoke/LambdaMetafactory")) {
            Obj l = heap.get(m.ir.key() + "@" + d.insn(), ctxSite(m), Kind.LAMBDA,
                    Type.getReturnType(in.desc).getInternalName(), m.id, d.insn());
            l.indy = in;
            for (int i = 0; i < args.length; i++) {
                if (args[i] >= 0) {
                    g.addEdge(args[i], field(l.id, "cap" + i));
                }
            }
            if (in.bsm.getName().equals("altMetafactory") && in.bsmArgs.length > 3
                    && in.bsmArgs[3] instanceof Integer flags && (flags & 1) != 0) {
                escape(l.id, "serializable lambda at " + where(m, d.insn()));
            }
            if (dst >= 0) {
                g.addObj(dst, l.id);
            }
            return;
        }
        if (bsm.equals("java/lang/invoke/StringConcatFactory") || bsm.equals("java/lang/runtime/ObjectMethods")) {
            for (int a : args) {
                if (a >= 0) {
                    g.watch(a, o -> {
                        if (heap.obj(o).kind == Kind.QUEUE) {
                            ops.add(new Op(m.id, d.insn(), o, "toString"));
                        }
                    });
                }
            }
            if (dst >= 0) {
                g.addObj(dst, Heap.UNKNOWN);
            }
            return;
        }
        if (bsm.equals("java/lang/runtime/SwitchBootstraps")) {
            return;
        }
        unknownCall(m.id, d.insn(), bsm, in.bsm.getName(), args, dst, -1, "passed to bootstrap method ");
    }

    /** Runs a lambda's implementation method with its captured values followed by {@code args}. */
    void lambdaInvoke(int caller, int insn, Obj l, int[] args, int dst, boolean many) {
        // once per call, lambda and argument nodes: a lambda that captures itself (a method reference bound to a
        // value holding it) would otherwise install a watcher per object its own watcher sees, without end
        if (!lambdaCalls.add(new LambdaCall(caller, insn, l.id, java.util.Arrays.toString(args), dst, many))) {
            return;
        }
        if (many) {
            repeated.add((long) caller << 32 | insn & 0xffffffffL);
        }
        Handle h = (Handle) l.indy.bsmArgs[1];
        int caps = Type.getArgumentTypes(l.indy.desc).length;
        int[] all = new int[caps + args.length];
        for (int i = 0; i < caps; i++) {
            all[i] = field(l.id, "cap" + i);
        }
        System.arraycopy(args, 0, all, caps, args.length);
        switch (h.getTag()) {
            case Opcodes.H_INVOKESTATIC -> staticCall(caller, insn, h.getOwner(), h.getName(), h.getDesc(), all, dst,
                    many);
            case Opcodes.H_INVOKEVIRTUAL, Opcodes.H_INVOKEINTERFACE, Opcodes.H_INVOKESPECIAL -> {
                if (all.length == 0 || all[0] < 0) {
                    return;
                }
                int[] rest = java.util.Arrays.copyOfRange(all, 1, all.length);
                boolean special = h.getTag() == Opcodes.H_INVOKESPECIAL;
                String nd = h.getName() + h.getDesc(); // once, not once per receiver
                g.watch(all[0], o -> instanceCall(caller, insn, special, h.getOwner(), h.getName(), h.getDesc(), nd,
                        o, rest, dst, many));
            }
            case Opcodes.H_NEWINVOKESPECIAL -> {
                MNode c = mnodes.get(caller);
                int o = c.ir == null ? Heap.UNKNOWN
                        : allocAt(c, insn, h.getOwner(), "new@" + l.site);
                if (dst >= 0) {
                    g.addObj(dst, o);
                }
                if (o != Heap.UNKNOWN) {
                    instanceCall(caller, insn, true, h.getOwner(), "<init>", h.getDesc(), o, all, -1, many);
                }
            }
            default -> unknownCall(caller, insn, h.getOwner(), h.getName(), all, dst, -1, "passed to method handle ");
        }
    }

    /**
     * Whether instruction {@code insn} of method node {@code mnode} may run more than once per run of the node:
     * it lies on a control-flow cycle, or a lambda called there is run many times by the JDK.
     */
    public boolean repeats(int mnode, int insn) {
        if (mnode < 0 || insn < 0) {
            return false;
        }
        MNode m = mnodes.get(mnode);
        return m.ir != null && m.ir.inLoop[insn] || repeated.contains((long) mnode << 32 | insn & 0xffffffffL);
    }

    private record LambdaCall(int caller, int insn, int lambda, String args, int dst, boolean many) {
    }

    private final Set<LambdaCall> lambdaCalls = new HashSet<>();

    private int allocAt(MNode m, int insn, String type, String site) {
        ClassInfo info = cp.info(type);
        if (info == null) {
            return Heap.UNKNOWN;
        }
        Kind k = info.analysed() ? Kind.APP : jdkKind(type);
        return k == Kind.UNKNOWN ? Heap.UNKNOWN : heap.get(site, ctxSite(m), k, type, m.id, insn).id;
    }

    // ---- threads -----------------------------------------------------------------------------------------

    /**
     * A task handed to a thread: one abstract thread per key, whose root calls the task's entry method.
     *
     * @param key  thread identity: the same key is the same abstract thread
     * @param sam  the entry method the task runs ({@code run()V}, {@code call()Ljava/lang/Object;}...)
     */
    void spawn(String key, String kind, int caller, int insn, int task, String sam, int[] args, int result,
               Threads.Rule rule, int executor) {
        Integer tid = threadIds.get(key);
        Threads.AThread t;
        if (tid == null) {
            MNode c = mnodes.get(caller);
            t = threads.add(null, kind, null, c, caller, insn, rule, executor);
            threadIds.put(key, t.id);
            root(t);
        } else {
            t = threads.get(tid);
        }
        runTask(t, task, sam, args, result);
    }

    private void runTask(Threads.AThread t, int task, String sam, int[] args, int result) {
        Obj ob = heap.obj(task);
        int r = t.root;
        switch (ob.kind) {
            case LAMBDA -> {
                t.name(lambdaName(ob));
                Handle h = (Handle) ob.indy.bsmArgs[1];
                t.entry(h.getOwner() + "." + h.getName() + h.getDesc());
                lambdaInvoke(r, 0, ob, args, result, false);
            }
            case APP -> {
                String target = cp.dispatch(ob.type, sam);
                if (target == null) {
                    return;
                }
                if (cp.info(target).analysed()) {
                    t.name(simple(target) + "." + sam.substring(0, sam.indexOf('(')) + "()");
                    t.entry(target + "." + sam);
                    callMethod(r, 0, target, sam, task, args, result, false);
                } else if (target.equals("java/lang/Thread")) {
                    runTarget(t, task);
                }
            }
            case THREAD -> runTarget(t, task);
            case UNKNOWN -> t.unknownTask();
            default -> {
            }
        }
    }

    /**
     * A thread object run as a task runs its target. Once per thread and task object: a thread may be its own
     * target's target ({@code stream.map(Thread::new)} feeds the threads it makes back to the constructor), and a
     * watch per visit would add watches without end.
     */
    private void runTarget(Threads.AThread t, int task) {
        if (targetRuns.add((long) t.id << 32 | task & 0xffffffffL)) {
            g.watch(field(task, "target"), x -> runTask(t, x, "run()V", new int[0], -1));
        }
    }

    private final Set<Long> targetRuns = new HashSet<>();

    private String lambdaName(Obj l) {
        Handle h = (Handle) l.indy.bsmArgs[1];
        String n = h.getName();
        if (n.startsWith("lambda$")) {
            String[] parts = n.split("\\$");
            return "lambda in " + (parts.length > 1 ? parts[1] : "?") + "()";
        }
        return n + "()";
    }

    // ---- helpers -----------------------------------------------------------------------------------------

    String ownerOf(int mnode) {
        MNode m = mnodes.get(mnode);
        return m.ir == null ? "an entry point" : m.ir.owner;
    }

    public String where(MNode m, int insn) {
        if (m.ir == null) {
            return m.root != null && m.root.startNode >= 0 ? where(mnodes.get(m.root.startNode), m.root.startInsn)
                    : "an entry point";
        }
        ClassInfo i = cp.info(m.ir.owner);
        int line = insn >= 0 && insn < m.ir.lines.length ? m.ir.lines[insn] : 0;
        return dev.tempered.manifest.SourceLocation.display(m.ir.owner, i == null ? null : i.sourceFile(), line);
    }

    public int line(MNode m, int insn) {
        return m.ir == null || insn < 0 ? 0 : m.ir.lines[insn];
    }

    static String simple(String internal) {
        return internal.substring(internal.lastIndexOf('/') + 1);
    }

    /** The single abstract method of a JDK functional interface, as name+descriptor, or null. */
    String samOf(String itf) {
        for (String c = itf; c != null; ) {
            ClassInfo i = cp.info(c);
            if (i == null) {
                return null;
            }
            for (Map.Entry<String, Integer> e : i.methods().entrySet()) {
                if ((e.getValue() & Opcodes.ACC_ABSTRACT) != 0 && !e.getKey().startsWith("equals(")
                        && !e.getKey().startsWith("hashCode(") && !e.getKey().startsWith("toString(")) {
                    return e.getKey();
                }
            }
            c = i.interfaces().isEmpty() ? null : i.interfaces().get(0);
        }
        return null;
    }
}
