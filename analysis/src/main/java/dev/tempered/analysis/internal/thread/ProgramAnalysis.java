package dev.tempered.analysis.internal.thread;

import dev.tempered.analysis.ProgressListener;
import dev.tempered.analysis.internal.classpath.ClassFile;
import dev.tempered.analysis.internal.classpath.ClassInfo;
import dev.tempered.analysis.internal.classpath.ClassPath;
import dev.tempered.analysis.internal.model.OperationRules;
import dev.tempered.analysis.internal.pta.Budget;
import dev.tempered.analysis.internal.pta.Heap;
import dev.tempered.analysis.internal.pta.Solver;
import dev.tempered.analysis.internal.pta.Threads;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.SourceLocation;
import dev.tempered.manifest.ThreadRef;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodNode;

/** Whole-program points-to, call graph and thread model; answers the facts of each queue site. */
public final class ProgramAnalysis {
    private static final int MANY = 2;

    private final ClassPath cp;
    private final boolean library;
    private final ProgressListener progress;
    Solver s; // package-private fields and methods below: read by CheckView (the check's window on the solution)
    int[] count;     // executions per method node: 0, 1 or MANY
    int[] threadMult; // per thread: 0, 1, MANY, or -1 for unknown
    List<BitSet> reach;   // per thread: the method nodes it may run (computed on demand)
    List<int[]> parent;   // per thread: mnode -> edge index into s.edges (computed on demand)
    final Map<String, List<Integer>> objsBySite = new HashMap<>();

    private final java.time.Duration budget;
    private String exhausted; // why the solver stopped early, or null
    private boolean serialHandoff;

    public ProgramAnalysis(ClassPath cp, boolean library, ProgressListener progress) {
        this(cp, library, progress, dev.tempered.analysis.AnalysisRequest.DEFAULT_BUDGET);
    }

    public ProgramAnalysis(ClassPath cp, boolean library, ProgressListener progress, java.time.Duration budget) {
        this.cp = cp;
        this.library = library;
        this.progress = progress;
        this.budget = budget;
    }

    private Map<String, List<String>> reflectionLog = Map.of();

    /** Targets of reflective calls a recorded run logged, by call (see {@code ReflectionLogReader}). */
    public ProgramAnalysis reflectionLog(Map<String, List<String>> log) {
        this.reflectionLog = log;
        return this;
    }

    /** Opt-in (--serial-handoff): merge the serial runs of a periodic task on a parallel scheduled pool. */
    public ProgramAnalysis serialHandoff(boolean on) {
        this.serialHandoff = on;
        return this;
    }

    /** Solves from the entry points; returns their names for the manifest. */
    public List<String> solve(String mainClass) {
        limit = new Budget(budget);
        int[] ticks = {0};
        s = new Solver(cp, library, () -> {
            limit.check(s.g.size());
            if (++ticks[0] % 10 == 0) {
                progress.methodsAnalysed(s.mnodes.size());
            }
        });
        s.serialHandoff = serialHandoff;
        s.reflect.log(reflectionLog);
        try {
            return solveFrom(mainClass);
        } catch (Budget.Exceeded e) {
            exhausted = e.getMessage();
            return entries;
        } catch (RuntimeException | StackOverflowError e) {
            // a fault of the analysis itself, never of the program: every site is refused with it, and the run ends
            exhausted = failure(e) + " before the program was solved";
            return entries;
        }
    }

    /** One line naming an internal fault and where it happened, for a refusal. */
    public static String failure(Throwable e) {
        StackTraceElement at = e.getStackTrace().length == 0 ? null : e.getStackTrace()[0];
        return "the analysis failed (internal error " + e.getClass().getSimpleName()
                + (e.getMessage() == null ? "" : ": " + e.getMessage())
                + (at == null ? "" : " at " + at.getClassName().substring(at.getClassName().lastIndexOf('.') + 1)
                + "." + at.getMethodName() + ":" + at.getLineNumber()) + "; please report it)";
    }

    private final List<String> entries = new ArrayList<>();
    private Budget limit;

    /** The budget bounds every phase, not only propagation: roots, multiplicities and the per-site walks. */
    private void checkBudget() {
        limit.check(s.g.size());
    }

    private List<String> solveFrom(String mainClass) {
        if (mainClass != null) {
            s.mainRoot(mainClass);
            entries.add(mainClass + ".main([Ljava/lang/String;)V");
        } else {
            for (ClassFile f : cp.files()) {
                checkBudget();
                ClassInfo info = cp.info(f.name());
                if (f.origin() != ClassInfo.Origin.INPUT || !info.isPublic()) {
                    continue;
                }
                ClassNode cn = cp.node(f.name());
                for (MethodNode m : cn.methods) {
                    boolean api = (m.access & (Opcodes.ACC_PUBLIC | Opcodes.ACC_PROTECTED)) != 0
                            && (m.access & (Opcodes.ACC_SYNTHETIC | Opcodes.ACC_BRIDGE | Opcodes.ACC_ABSTRACT)) == 0
                            && !m.name.equals("<clinit>");
                    if (api) {
                        s.libraryRoot(f.name(), m);
                        entries.add(f.name() + "." + m.name + m.desc);
                    }
                }
                s.ensureClinit(f.name());
            }
        }
        s.solve();
        progress.methodsAnalysed(s.mnodes.size());
        for (Heap.Obj o : s.heap.objs) {
            if (o.oneWorker && (o.resized || s.escapeReason.containsKey(o.id))) {
                o.serial = false; // its tasks were merged as one thread: that thread now counts as many
            }
        }
        multiplicities();
        ThreadReach tr = new ThreadReach(s);
        reach = tr.reachLists();
        parent = tr.parentLists();
        for (Heap.Obj o : s.heap.objs) {
            objsBySite.computeIfAbsent(o.site, k -> new ArrayList<>()).add(o.id);
        }
        return entries;
    }

    private boolean loop(int mnode, int insn) {
        return s.repeats(mnode, insn);
    }

    private static int times(int a, int b) {
        return a == 0 || b == 0 ? 0 : Math.min(MANY, a * b);
    }

    int startCount(int node, int insn) {
        if (node < 0) {
            return 1;
        }
        return times(Math.max(1, count[node]), loop(node, insn) ? MANY : 1);
    }

    /** Least fixpoint of "how many times may this method node run", saturating at MANY; recursion gives MANY. */
    private void multiplicities() {
        int n = s.mnodes.size();
        List<Threads.AThread> ts = s.threads.all();
        count = new int[n];
        threadMult = new int[ts.size()];
        boolean changed = true;
        while (changed) {
            checkBudget();
            changed = false;
            int[] next = new int[n];
            for (Threads.AThread t : ts) {
                int m = switch (t.rule) {
                    case ONE -> 1;
                    case MANY, UNKNOWN -> MANY;
                    case PER_START -> startCount(t.startNode, t.startInsn);
                    case PER_EXECUTOR -> startCount(t.startNode, t.startInsn);
                };
                if (t.executor >= 0 && s.heap.obj(t.executor).oneWorker && !s.heap.obj(t.executor).serial) {
                    m = MANY;
                }
                threadMult[t.id] = t.rule == Threads.Rule.UNKNOWN || t.unknownTask ? -1 : m;
                next[t.root] = Math.min(MANY, next[t.root] + m);
            }
            for (Solver.Edge e : s.edges) {
                int c = times(count[e.caller()], e.many() || loop(e.caller(), e.insn()) ? MANY : 1);
                next[e.callee()] = Math.min(MANY, next[e.callee()] + c);
            }
            for (int i = 0; i < n; i++) {
                if (next[i] > count[i]) {
                    count[i] = next[i];
                    changed = true;
                }
            }
        }
    }

    /** Incoming call edges per method node, as edge indices. */
    private int[][] inEdges() {
        if (in == null) {
            int n = s.mnodes.size();
            int[] deg = new int[n];
            for (Solver.Edge e : s.edges) {
                deg[e.callee()]++;
            }
            in = new int[n][];
            for (int i = 0; i < n; i++) {
                in[i] = new int[deg[i]];
            }
            int[] fill = new int[n];
            for (int i = 0; i < s.edges.size(); i++) {
                int c = s.edges.get(i).callee();
                in[c][fill[c]++] = i;
            }
        }
        return in;
    }

    /**
     * The threads whose code reaches method node {@code mnode}: a backward walk over call edges to the threads'
     * roots. Memoised per node; for each thread, {@code toward} keeps the edge that leads one step closer to the
     * node, so the call chain can be read forward from the root.
     */
    private Reaching reaching(int mnode) {
        Reaching r = reachingCache.get(mnode);
        if (r != null) {
            return r;
        }
        int[][] inE = inEdges();
        // an int array, not a map of boxed integers: in library mode the walk from one operation covers most of
        // tens of thousands of method nodes, and boxing was half of guava's analysis time
        int[] toward = new int[s.mnodes.size()];
        java.util.Arrays.fill(toward, UNSEEN);
        toward[mnode] = -1;
        int[] work = new int[s.mnodes.size()];
        int head = 0;
        int tail = 0;
        work[tail++] = mnode;
        BitSet threads = new BitSet();
        while (head < tail) {
            int m = work[head++];
            Solver.MNode node = s.mnodes.get(m);
            if (node.root != null) {
                threads.set(node.root.id);
            }
            for (int ei : inE[m]) {
                int c = s.edges.get(ei).caller();
                if (toward[c] == UNSEEN) {
                    toward[c] = ei;
                    work[tail++] = c;
                }
            }
        }
        r = new Reaching(threads, toward);
        reachingCache.put(mnode, r);
        return r;
    }

    /** The threads whose code reaches method node {@code mnode} (read only). */
    BitSet threadsReaching(int mnode) {
        return reaching(mnode).threads();
    }

    /** Why the solver stopped early, or null when it finished. */
    String exhausted() {
        return exhausted;
    }

    /** The reflective calls in the reached code, resolved or not, in the order the solver met them. */
    public List<dev.tempered.manifest.ReflectiveCall> reflectiveCalls() {
        return s == null ? List.of() : s.reflect.calls();
    }

    /** {@link #exhausted()} for measurements outside this package. */
    public String stoppedEarlyBecause() {
        return exhausted;
    }

    /**
     * How much of the class path the solution covers, for measurements: {@code classes} and {@code methods} with
     * a body analysed (each method once, whatever its contexts), method nodes, abstract objects and pointer nodes.
     */
    public Map<String, Integer> coverage() {
        Set<String> classes = new java.util.HashSet<>();
        Set<String> methods = new java.util.HashSet<>();
        for (Solver.MNode m : s.mnodes) {
            if (m.ir != null) {
                classes.add(m.ir.owner);
                methods.add(m.ir.key());
            }
        }
        Map<String, Integer> out = new LinkedHashMap<>();
        out.put("classes", classes.size());
        out.put("methods", methods.size());
        out.put("methodNodes", s.mnodes.size());
        out.put("objects", s.heap.objs.size());
        out.put("pointerNodes", s.g.size());
        return out;
    }

    /** The classes with a method the solution analysed (none when the solver stopped before it began). */
    public Set<String> reachedClasses() {
        Set<String> classes = new java.util.TreeSet<>();
        if (s != null) {
            for (Solver.MNode m : s.mnodes) {
                if (m.ir != null) {
                    classes.add(m.ir.owner);
                }
            }
        }
        return classes;
    }

    /** {@code toward[n]}: the edge one step from node n towards the operation, -1 at it, {@link #UNSEEN} if none. */
    private record Reaching(BitSet threads, int[] toward) {
    }

    private static final int UNSEEN = -2;

    private final Map<Integer, Reaching> reachingCache = new HashMap<>();
    private int[][] in;
    private Map<Integer, List<Solver.Op>> opsByObj;

    /** What is proved about the queues allocated at {@code allocKey}: {@code class.method(desc)@insn}. */
    public SiteFacts facts(String allocKey) {
        if (exhausted != null) {
            return new SiteFacts(true, Multiplicity.UNKNOWN, List.of(), Multiplicity.UNKNOWN, List.of(), Set.of(),
                    List.of(exhausted + "; nothing is proved, so the queue is kept general"), List.of());
        }
        List<Integer> objs = objsBySite.getOrDefault(allocKey, List.of());
        Multiplicity prod = Multiplicity.NONE;
        Multiplicity cons = Multiplicity.NONE;
        Map<Integer, ThreadRef> prodThreads = new LinkedHashMap<>();
        Map<Integer, ThreadRef> consThreads = new LinkedHashMap<>();
        Set<String> operations = new TreeSet<>();
        Set<String> refusals = new LinkedHashSet<>();
        Set<String> approx = new LinkedHashSet<>();
        for (int o : objs) {
            Heap.Obj ob = s.heap.obj(o);
            if (s.escapeReason.containsKey(o)) {
                refusals.add("the queue escapes: " + s.escapeReason.get(o));
            }
            Map<Integer, Integer> p = new LinkedHashMap<>(); // thread -> op mnode
            Map<Integer, Integer> c = new LinkedHashMap<>();
            for (Solver.Op op : opsOf(o)) {
                operations.add(op.name());
                boolean isP = OperationRules.isProducer(op.name());
                boolean isC = OperationRules.isConsumer(op.name());
                if (!isP && !isC) {
                    continue;
                }
                BitSet ts = reaching(op.mnode()).threads();
                for (int t = ts.nextSetBit(0); t >= 0; t = ts.nextSetBit(t + 1)) {
                    if (isP) {
                        p.putIfAbsent(t, op.mnode());
                    }
                    if (isC) {
                        c.putIfAbsent(t, op.mnode());
                    }
                }
            }
            prod = max(prod, oneAtATime(side(p, prodThreads, approx), p, o, true));
            cons = max(cons, oneAtATime(side(c, consThreads, approx), c, o, false));
            boolean callers = prodThreads.values().stream().anyMatch(t -> t.kind().equals("unknown-caller"))
                    || consThreads.values().stream().anyMatch(t -> t.kind().equals("unknown-caller"));
            if (!callers && ob.allocNode >= 0 && startCount(ob.allocNode, ob.allocInsn) == MANY) {
                approx.add("the queue is allocated more than once and the threads of all its instances are counted "
                        + "together");
            }
        }
        return new SiteFacts(!objs.isEmpty(), prod, new ArrayList<>(prodThreads.values()), cons,
                new ArrayList<>(consThreads.values()), operations, new ArrayList<>(refusals), new ArrayList<>(approx));
    }

    /** Start-after-join: a side's threads that provably run one at a time, with happens-before, count as one. */
    private Multiplicity oneAtATime(Multiplicity m, Map<Integer, Integer> threads, int obj, boolean producer) {
        if (m != Multiplicity.MANY || threads.size() < 2) {
            return m;
        }
        JoinOrder jo = new JoinOrder(s, count, threadMult);
        List<Integer> ts = new ArrayList<>(threads.keySet());
        for (int i = 0; i < ts.size(); i++) {
            for (int j = i + 1; j < ts.size(); j++) {
                int a = ts.get(i);
                int b = ts.get(j);
                if (threadMult[a] != 1 || threadMult[b] != 1 || !(jo.endsBeforeStart(a, b) || jo.endsBeforeStart(b, a)
                        || starterOutside(jo, a, b, obj, producer) || starterOutside(jo, b, a, obj, producer))) {
                    return m;
                }
            }
        }
        return Multiplicity.ONE;
    }

    /** True when every operation of {@code starter} on this side is in the method that started {@code t}, outside t. */
    private boolean starterOutside(JoinOrder jo, int starter, int t, int obj, boolean producer) {
        boolean any = false;
        for (Solver.Op op : opsOf(obj)) {
            boolean onSide = producer ? OperationRules.isProducer(op.name()) : OperationRules.isConsumer(op.name());
            if (!onSide || !reaching(op.mnode()).threads().get(starter)) {
                continue;
            }
            if (op.mnode() != s.threads.get(t).startNode || !jo.outside(t, op.insn())) {
                return false;
            }
            any = true;
        }
        return any;
    }

    private List<Solver.Op> opsOf(int obj) {
        if (opsByObj == null) {
            opsByObj = new HashMap<>();
            for (Solver.Op op : s.ops) {
                opsByObj.computeIfAbsent(op.obj(), k -> new ArrayList<>()).add(op);
            }
        }
        return opsByObj.getOrDefault(obj, List.of());
    }

    private static Multiplicity max(Multiplicity a, Multiplicity b) {
        return a.ordinal() >= b.ordinal() ? a : b;
    }

    /** True when {@code t} is the thread of a {@code scheduleAtFixedRate/WithFixedDelay} call. */
    private static boolean periodic(Threads.AThread t) {
        if (t.start == null || t.start.ir == null || t.startInsn < 0
                || t.startInsn >= t.start.ir.node.instructions.size()) {
            return false;
        }
        return t.start.ir.node.instructions.get(t.startInsn) instanceof org.objectweb.asm.tree.MethodInsnNode mi
                && (mi.name.equals("scheduleAtFixedRate") || mi.name.equals("scheduleWithFixedDelay"));
    }

    private Multiplicity side(Map<Integer, Integer> threads, Map<Integer, ThreadRef> refs, Set<String> approx) {
        Multiplicity m = Multiplicity.NONE;
        for (Map.Entry<Integer, Integer> e : threads.entrySet()) {
            Threads.AThread t = s.threads.get(e.getKey());
            int k = threadMult[t.id];
            Multiplicity tm = k < 0 ? Multiplicity.UNKNOWN : k == 1 ? Multiplicity.ONE : Multiplicity.MANY;
            m = m.plus(tm);
            refs.putIfAbsent(t.id, ref(t, tm, e.getValue()));
            if (t.kind.equals("completable-future") && t.rule == Threads.Rule.PER_START) {
                approx.add("a CompletableFuture stage runs on the caller or the completing thread; it is counted as "
                        + "a thread of its own");
            }
            if (tm == Multiplicity.MANY && periodic(t)) {
                approx.add("a periodic task runs one execution at a time, but each may run on another thread of its "
                        + "pool; counted as many (--serial-handoff merges them)");
            }
            if (t.kind.equals("static-init")) {
                approx.add("a static initialiser runs on whichever thread first uses the class; it is counted as a "
                        + "thread of its own");
            }
        }
        return m;
    }

    ThreadRef ref(Threads.AThread t, Multiplicity m, int opNode) {
        SourceLocation start = null;
        if (t.startNode >= 0) {
            Solver.MNode sn = s.mnodes.get(t.startNode);
            if (sn.ir != null) {
                ClassInfo i = cp.info(sn.ir.owner);
                start = new SourceLocation(sn.ir.owner, i == null ? null : i.sourceFile(), s.line(sn, t.startInsn));
            }
        }
        List<String> chain = new ArrayList<>();
        int[] toward = reaching(opNode).toward();
        for (int n = t.root; n != opNode && chain.size() <= 64; ) {
            int ei = n < toward.length ? toward[n] : UNSEEN;
            if (ei < 0) {
                break;
            }
            Solver.Edge e = s.edges.get(ei);
            Solver.MNode callee = s.mnodes.get(e.callee());
            Solver.MNode caller = s.mnodes.get(n);
            String label = callee.ir == null ? "?" : callee.ir.key();
            if (caller.ir != null) {
                label += " @" + s.where(caller, e.insn());
            }
            chain.add(label);
            n = e.callee();
        }
        return new ThreadRef(t.name(), t.kind, t.entry(), start, m, chain);
    }
}
