package dev.tempered.analysis.internal.pta;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.BitSet;
import java.util.function.IntConsumer;
import java.util.function.IntPredicate;

/**
 * Inclusion-based points-to graph: pointer nodes with object sets, copy edges, and watchers that react to each
 * object a node receives (field loads and stores, call dispatch, escapes). Worklist with deltas.
 *
 * <p>Storage is int-indexed arrays; a node's sets are made on first use, so the many nodes that never hold an
 * object (primitive-typed or unused values) cost a few array slots. A node keeps its full set and the part of it
 * not yet propagated; propagation walks the delta's bits, never whole sets.
 */
public final class Graph {
    private int size;
    private BitSet[] pts = new BitSet[1024];
    /**
     * Objects added to a node and not yet propagated, as a list (each is new to the node's set, so no repeats).
     * A {@code BitSet} here cost a word per 64 object ids, for every node waiting in the worklist: on
     * kafka-clients that, not the sets, filled the heap (design note analysis).
     */
    private int[][] pending = new int[1024][];
    private int[] pendingLen = new int[1024];
    private int[][] succ = new int[1024][];
    private int[] succLen = new int[1024];
    private int[] setSize = new int[1024];
    /**
     * Sets of up to {@link #SMALL} objects are arrays: a {@code BitSet} costs a word per 64 object ids up to its
     * largest, so with tens of thousands of objects a million one-object sets filled the heap (kafka-clients).
     */
    private int[][] small = new int[1024][];
    static final int SMALL = 8;
    private IntConsumer[][] watchers = new IntConsumer[1024][];
    private int[] watcherLen = new int[1024];
    private int[] work = new int[1024];
    private int head;
    private int tail;
    private final BitSet queued = new BitSet();
    /** Called every {@link #TICK_UNITS} units of work (object additions, edges, watcher calls): the budget check. */
    private Runnable tick = () -> { };
    private int units;
    static final int TICK_UNITS = 1 << 15;
    /** Per node with many successors: an open-addressed set of them, so adding an edge stays O(1). */
    private int[][] succSet = new int[1024][];
    /**
     * Per node holding the unknown object: where the first unknown value it got came from (a call the analysis does
     * not follow, a JDK static field...), handed on along edges with the object; null where nobody said. Refusals
     * name it, so that a call on an unknown receiver is traced to the construct that made the receiver unknown.
     */
    private String[] unknownWhy = new String[1024];
    /**
     * Per node, the objects it may hold at all, or null for any: a field's declared type, an array's component type.
     * An object the filter rejects is never added, so it neither sits in the set nor travels on from it.
     */
    private IntPredicate[] admits = new IntPredicate[1024];

    void onTick(Runnable t) {
        this.tick = t;
    }

    private void unit() {
        if (++units >= TICK_UNITS) {
            units = 0;
            tick.run();
        }
    }

    int newNode() {
        return newNodes(1);
    }

    /** Reserves {@code n} consecutive nodes; returns the first. */
    int newNodes(int n) {
        int first = size;
        size += n;
        if (size > pts.length) {
            int cap = Math.max(size, pts.length * 2);
            pts = Arrays.copyOf(pts, cap);
            pending = Arrays.copyOf(pending, cap);
            pendingLen = Arrays.copyOf(pendingLen, cap);
            succ = Arrays.copyOf(succ, cap);
            succLen = Arrays.copyOf(succLen, cap);
            setSize = Arrays.copyOf(setSize, cap);
            small = Arrays.copyOf(small, cap);
            watchers = Arrays.copyOf(watchers, cap);
            watcherLen = Arrays.copyOf(watcherLen, cap);
            succSet = Arrays.copyOf(succSet, cap);
            unknownWhy = Arrays.copyOf(unknownWhy, cap);
            admits = Arrays.copyOf(admits, cap);
        }
        return first;
    }

    public int size() {
        return size;
    }

    /** How many objects {@code node} holds (counted as they arrive, no scan). */
    int setSize(int node) {
        return setSize[node];
    }

    /** The objects {@code node} may hold (read only). */
    public BitSet pts(int node) {
        BitSet b = pts[node];
        if (b != null) {
            return b;
        }
        BitSet copy = new BitSet();
        int[] s = small[node];
        for (int i = 0; s != null && i < setSize[node]; i++) {
            copy.set(s[i]);
        }
        return copy;
    }

    /** Adds the unknown object (id 0) to {@code node}, saying where it comes from when the node has no origin yet. */
    void addUnknown(int node, String why) {
        if (why != null && unknownWhy[node] == null) {
            unknownWhy[node] = why;
        }
        addObj(node, 0);
    }

    /** Where the unknown value {@code node} holds comes from, or null when not known. */
    String unknownWhy(int node) {
        return unknownWhy[node];
    }

    private void handOnWhy(int from, int to) {
        if (unknownWhy[to] == null) {
            unknownWhy[to] = unknownWhy[from];
        }
    }

    /**
     * Restricts what {@code node} may hold to the objects {@code filter} admits, before anything is added to it: only
     * for a node whose every value the JVM guarantees to pass (a field of one declared type, an element of an array of
     * one component type), so that objects an imprecise source made up stop there instead of spreading on.
     */
    void admitOnly(int node, IntPredicate filter) {
        if (setSize[node] != 0) {
            throw new IllegalStateException("a filter must be set before the node holds objects");
        }
        admits[node] = filter;
    }

    void addObj(int node, int obj) {
        IntPredicate f = admits[node];
        if (f != null && obj != 0 && !f.test(obj)) {
            return;
        }
        if (insert(node, obj)) {
            unit();
            setSize[node]++;
            pend(node, obj);
            enqueue(node);
        }
    }

    /** Adds {@code obj} to the node's set (array while small, then a BitSet); false when it was there. */
    private boolean insert(int node, int obj) {
        BitSet p = pts[node];
        if (p != null) {
            if (p.get(obj)) {
                return false;
            }
            p.set(obj);
            return true;
        }
        int[] s = small[node];
        int n = setSize[node];
        for (int i = 0; i < n; i++) {
            if (s[i] == obj) {
                return false;
            }
        }
        if (n < SMALL) {
            if (s == null || n == s.length) {
                s = s == null ? new int[2] : Arrays.copyOf(s, Math.min(SMALL, n * 2));
                small[node] = s;
            }
            s[n] = obj;
            return true;
        }
        BitSet b = new BitSet();
        for (int i = 0; i < n; i++) {
            b.set(s[i]);
        }
        b.set(obj);
        pts[node] = b;
        small[node] = null;
        return true;
    }

    private void pend(int node, int obj) {
        int[] b = pending[node];
        int n = pendingLen[node];
        if (b == null) {
            b = new int[2];
            pending[node] = b;
        } else if (n == b.length) {
            b = Arrays.copyOf(b, n * 2);
            pending[node] = b;
        }
        b[n] = obj;
        pendingLen[node] = n + 1;
    }

    /** The node's pending objects as a set, or null when there are none. */
    private BitSet pendingSet(int node) {
        int n = pendingLen[node];
        if (n == 0) {
            return null;
        }
        BitSet b = new BitSet();
        int[] p = pending[node];
        for (int i = 0; i < n; i++) {
            b.set(p[i]);
        }
        return b;
    }

    void addEdge(int from, int to) {
        if (from == to) {
            return;
        }
        unit();
        int[] s = succ[from];
        int len = succLen[from];
        if (s == null) {
            s = new int[2];
            succ[from] = s;
        }
        if (len < 16) {
            for (int i = 0; i < len; i++) {
                if (s[i] == to) {
                    return;
                }
            }
        } else if (!addToSet(from, to)) {
            return;
        }
        if (len == s.length) {
            s = Arrays.copyOf(s, s.length * 2);
            succ[from] = s;
        }
        s[len] = to;
        succLen[from] = len + 1;
        if (len + 1 == 16) {
            for (int i = 0; i <= len; i++) {
                addToSet(from, s[i]);
            }
        }
        // hand over the whole set (pending objects too: addObj ignores what to already holds)
        if (unknownWhy[from] != null) {
            handOnWhy(from, to);
        }
        BitSet p = pts[from];
        if (p != null) {
            for (int o = p.nextSetBit(0); o >= 0; o = p.nextSetBit(o + 1)) {
                addObj(to, o);
            }
        } else if (small[from] != null) {
            int[] sm = small[from]; // a snapshot: objects added meanwhile are pending, handed over later
            int n = setSize[from];
            for (int i = 0; i < n; i++) {
                addObj(to, sm[i]);
            }
        }
    }

    /** Adds {@code to} to the successor set of {@code from}; false when it was there. Entries are to + 1. */
    private boolean addToSet(int from, int to) {
        int[] t = succSet[from];
        if (t == null) {
            t = new int[64];
            succSet[from] = t;
        } else if ((succLen[from] + 1) * 2 > t.length) {
            int[] old = t;
            t = new int[old.length * 2];
            succSet[from] = t;
            for (int v : old) {
                if (v != 0) {
                    insert(t, v);
                }
            }
        }
        return insert(t, to + 1);
    }

    private static boolean insert(int[] t, int v) {
        int mask = t.length - 1;
        int i = (v * 0x9E3779B9) >>> 7 & mask;
        while (t[i] != 0) {
            if (t[i] == v) {
                return false;
            }
            i = (i + 1) & mask;
        }
        t[i] = v;
        return true;
    }

    /**
     * Calls {@code w} for every object {@code node} has been seen to hold, now and later. The watcher is
     * registered by {@link #solve()}, never here: a watcher's code installs watchers and analyses methods in turn,
     * so calling it in place made the Java stack as deep as the program's chains of calls and lambdas (a
     * StackOverflowError on reactor-core). Deferred, every chain is a list of tasks and the depth stays constant.
     */
    void watch(int node, IntConsumer w) {
        defer(() -> register(node, w));
    }

    /** Runs {@code task} from {@link #solve()}, after the tasks deferred before it. */
    void defer(Runnable task) {
        deferred.addLast(task);
    }

    private final ArrayDeque<Runnable> deferred = new ArrayDeque<>();

    private void register(int node, IntConsumer w) {
        IntConsumer[] ws = watchers[node];
        int len = watcherLen[node];
        if (ws == null) {
            ws = new IntConsumer[1];
            watchers[node] = ws;
        } else if (len == ws.length) {
            ws = Arrays.copyOf(ws, ws.length * 2);
            watchers[node] = ws;
        }
        ws[len] = w;
        watcherLen[node] = len + 1;
        unit();
        // the objects already handed on; the pending ones reach w when node is processed. w's own work only
        // defers (watchers, method bodies), so these calls nest one level, whatever w does
        BitSet pend = pendingSet(node);
        boolean some = pend != null;
        BitSet p = pts[node];
        if (p != null) {
            for (int o = p.nextSetBit(0); o >= 0; o = p.nextSetBit(o + 1)) {
                if (!some || !pend.get(o)) {
                    w.accept(o);
                }
            }
        } else if (small[node] != null) {
            int[] sm = small[node]; // a snapshot, as in addEdge
            int n = setSize[node];
            for (int i = 0; i < n; i++) {
                if (!some || !pend.get(sm[i])) {
                    w.accept(sm[i]);
                }
            }
        }
    }

    private void enqueue(int node) {
        if (!queued.get(node)) {
            queued.set(node);
            if (tail == work.length) {
                if (head > work.length / 2) {
                    System.arraycopy(work, head, work, 0, tail - head);
                    tail -= head;
                    head = 0;
                } else {
                    work = Arrays.copyOf(work, work.length * 2);
                }
            }
            work[tail++] = node;
        }
    }

    /** Propagates until nothing changes. */
    void solve() {
        while (true) {
            // deferred tasks first: a watcher is in place before the objects that follow it are propagated
            Runnable task = deferred.pollFirst();
            if (task != null) {
                task.run();
                continue;
            }
            if (head == tail) {
                break;
            }
            int n = work[head++];
            queued.clear(n);
            int k = pendingLen[n];
            if (k == 0) {
                continue;
            }
            // the delta is taken over: objects added to n while it is walked go to a new list
            int[] objs = pending[n];
            pending[n] = null;
            pendingLen[n] = 0;
            Arrays.sort(objs, 0, k); // in id order, as the bit set gave them

            int[] s = succ[n];
            int len = succLen[n];
            boolean why = objs[0] == 0 && unknownWhy[n] != null; // sorted: the unknown object comes first
            for (int i = 0; i < len; i++) {
                int t = s[i];
                if (why) {
                    handOnWhy(n, t);
                }
                for (int j = 0; j < k; j++) {
                    addObj(t, objs[j]);
                }
            }
            // watchers added while these run are given the whole set by watch(), so only the first wl get delta
            int wl = watcherLen[n];
            for (int j = 0; j < k; j++) {
                for (int w = 0; w < wl; w++) {
                    watchers[n][w].accept(objs[j]);
                    unit();
                }
            }
            unit();
        }
        head = 0;
        tail = 0;
    }
}
