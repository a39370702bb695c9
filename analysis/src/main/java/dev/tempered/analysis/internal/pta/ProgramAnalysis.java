package dev.tempered.analysis.internal.pta;

import dev.tempered.analysis.ProgressListener;
import dev.tempered.analysis.internal.classpath.ClassFile;
import dev.tempered.analysis.internal.classpath.ClassInfo;
import dev.tempered.analysis.internal.classpath.ClassPath;
import dev.tempered.analysis.internal.verdict.OperationRules;
import dev.tempered.analysis.internal.verdict.QueueSite;
import dev.tempered.analysis.internal.verdict.SiteFacts;
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
    private Solver s;
    private int[] count;     // executions per method node: 0, 1 or MANY
    private int[] threadMult; // per thread: 0, 1, MANY, or -1 for unknown
    private final List<BitSet> reach = new ArrayList<>();
    private final List<int[]> parent = new ArrayList<>(); // per thread: mnode -> edge index into s.edges
    private final Map<String, List<Integer>> objsBySite = new HashMap<>();

    public ProgramAnalysis(ClassPath cp, boolean library, ProgressListener progress) {
        this.cp = cp;
        this.library = library;
        this.progress = progress;
    }

    /** Solves from the entry points; returns their names for the manifest. */
    public List<String> solve(String mainClass) {
        s = new Solver(cp, library, () -> progress.methodsAnalysed(s.mnodes.size()));
        List<String> entries = new ArrayList<>();
        if (mainClass != null) {
            s.mainRoot(mainClass);
            entries.add(mainClass + ".main([Ljava/lang/String;)V");
        } else {
            for (ClassFile f : cp.files()) {
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
        multiplicities();
        for (Threads.AThread t : s.threads.all()) {
            reachOf(t);
        }
        for (Heap.Obj o : s.heap.objs) {
            objsBySite.computeIfAbsent(o.site, k -> new ArrayList<>()).add(o.id);
        }
        return entries;
    }

    private boolean loop(int mnode, int insn) {
        Solver.MNode m = s.mnodes.get(mnode);
        return m.ir != null && insn >= 0 && m.ir.inLoop[insn];
    }

    private static int times(int a, int b) {
        return a == 0 || b == 0 ? 0 : Math.min(MANY, a * b);
    }

    private int startCount(int node, int insn) {
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
            changed = false;
            int[] next = new int[n];
            for (Threads.AThread t : ts) {
                int m = switch (t.rule) {
                    case ONE -> 1;
                    case MANY, UNKNOWN -> MANY;
                    case PER_START -> startCount(t.startNode, t.startInsn);
                    case PER_EXECUTOR -> startCount(t.startNode, t.startInsn);
                };
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

    private void reachOf(Threads.AThread t) {
        Map<Integer, List<Integer>> out = outEdges();
        BitSet seen = new BitSet();
        int[] par = new int[s.mnodes.size()];
        java.util.Arrays.fill(par, -1);
        ArrayDeque<Integer> work = new ArrayDeque<>();
        seen.set(t.root);
        work.add(t.root);
        while (!work.isEmpty()) {
            int m = work.poll();
            for (int ei : out.getOrDefault(m, List.of())) {
                int c = s.edges.get(ei).callee();
                if (!seen.get(c)) {
                    seen.set(c);
                    par[c] = ei;
                    work.add(c);
                }
            }
        }
        reach.add(seen);
        parent.add(par);
    }

    private Map<Integer, List<Integer>> outCache;

    private Map<Integer, List<Integer>> outEdges() {
        if (outCache == null) {
            outCache = new HashMap<>();
            for (int i = 0; i < s.edges.size(); i++) {
                outCache.computeIfAbsent(s.edges.get(i).caller(), k -> new ArrayList<>()).add(i);
            }
        }
        return outCache;
    }

    public SiteFacts facts(QueueSite q) {
        List<Integer> objs = objsBySite.getOrDefault(q.allocKey(), List.of());
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
            for (Solver.Op op : s.ops) {
                if (op.obj() != o) {
                    continue;
                }
                operations.add(op.name());
                boolean isP = OperationRules.isProducer(op.name());
                boolean isC = OperationRules.isConsumer(op.name());
                if (!isP && !isC) {
                    continue;
                }
                for (Threads.AThread t : s.threads.all()) {
                    if (reach.get(t.id).get(op.mnode())) {
                        if (isP) {
                            p.putIfAbsent(t.id, op.mnode());
                        }
                        if (isC) {
                            c.putIfAbsent(t.id, op.mnode());
                        }
                    }
                }
            }
            prod = max(prod, side(p, prodThreads, approx));
            cons = max(cons, side(c, consThreads, approx));
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

    private static Multiplicity max(Multiplicity a, Multiplicity b) {
        return a.ordinal() >= b.ordinal() ? a : b;
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
            if (t.kind.equals("static-init")) {
                approx.add("a static initialiser runs on whichever thread first uses the class; it is counted as a "
                        + "thread of its own");
            }
        }
        return m;
    }

    private ThreadRef ref(Threads.AThread t, Multiplicity m, int opNode) {
        SourceLocation start = null;
        if (t.startNode >= 0) {
            Solver.MNode sn = s.mnodes.get(t.startNode);
            if (sn.ir != null) {
                ClassInfo i = cp.info(sn.ir.owner);
                start = new SourceLocation(sn.ir.owner, i == null ? null : i.sourceFile(), s.line(sn, t.startInsn));
            }
        }
        List<String> chain = new ArrayList<>();
        int[] par = parent.get(t.id);
        for (int n = opNode; n >= 0 && n != t.root; ) {
            int ei = par[n];
            if (ei < 0) {
                break;
            }
            Solver.Edge e = s.edges.get(ei);
            Solver.MNode callee = s.mnodes.get(n);
            Solver.MNode caller = s.mnodes.get(e.caller());
            String label = callee.ir == null ? "?" : callee.ir.key();
            if (caller.ir != null) {
                label += " @" + s.where(caller, e.insn());
            }
            chain.add(0, label);
            n = e.caller();
            if (chain.size() > 64) {
                break;
            }
        }
        return new ThreadRef(t.name(), t.kind, t.entry(), start, m, chain);
    }
}
