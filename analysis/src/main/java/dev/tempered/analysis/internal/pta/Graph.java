package dev.tempered.analysis.internal.pta;

import java.util.Arrays;
import java.util.BitSet;
import java.util.function.IntConsumer;

/**
 * Inclusion-based points-to graph: pointer nodes with object sets, copy edges, and watchers that react to each
 * object a node receives (field loads and stores, call dispatch, escapes). Worklist with deltas.
 *
 * <p>Storage is int-indexed arrays; a node's sets are made on first use, so the many nodes that never hold an
 * object (primitive-typed or unused values) cost a few array slots. A node keeps its full set and the part of it
 * not yet propagated; propagation walks the delta's bits, never whole sets.
 */
final class Graph {
    private int size;
    private BitSet[] pts = new BitSet[1024];
    private BitSet[] pending = new BitSet[1024];
    private int[][] succ = new int[1024][];
    private int[] succLen = new int[1024];
    private IntConsumer[][] watchers = new IntConsumer[1024][];
    private int[] watcherLen = new int[1024];
    private int[] work = new int[1024];
    private int head;
    private int tail;
    private final BitSet queued = new BitSet();

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
            succ = Arrays.copyOf(succ, cap);
            succLen = Arrays.copyOf(succLen, cap);
            watchers = Arrays.copyOf(watchers, cap);
            watcherLen = Arrays.copyOf(watcherLen, cap);
        }
        return first;
    }

    int size() {
        return size;
    }

    /** The objects {@code node} may hold (read only). */
    BitSet pts(int node) {
        BitSet b = pts[node];
        return b == null ? new BitSet() : b;
    }

    void addObj(int node, int obj) {
        BitSet p = pts[node];
        if (p == null) {
            p = new BitSet();
            pts[node] = p;
        }
        if (!p.get(obj)) {
            p.set(obj);
            pend(node).set(obj);
            enqueue(node);
        }
    }

    private BitSet pend(int node) {
        BitSet b = pending[node];
        if (b == null) {
            b = new BitSet();
            pending[node] = b;
        }
        return b;
    }

    void addEdge(int from, int to) {
        if (from == to) {
            return;
        }
        int[] s = succ[from];
        int len = succLen[from];
        if (s == null) {
            s = new int[2];
            succ[from] = s;
        }
        for (int i = 0; i < len; i++) {
            if (s[i] == to) {
                return;
            }
        }
        if (len == s.length) {
            s = Arrays.copyOf(s, s.length * 2);
            succ[from] = s;
        }
        s[len] = to;
        succLen[from] = len + 1;
        BitSet have = propagated(from);
        if (have != null) {
            for (int o = have.nextSetBit(0); o >= 0; o = have.nextSetBit(o + 1)) {
                addObj(to, o);
            }
        }
    }

    /** What {@code node} has already handed on: its set minus what is still pending; null when nothing. */
    private BitSet propagated(int node) {
        BitSet p = pts[node];
        if (p == null) {
            return null;
        }
        BitSet pend = pending[node];
        if (pend == null || pend.isEmpty()) {
            return p;
        }
        BitSet d = (BitSet) p.clone();
        d.andNot(pend);
        return d;
    }

    /** Calls {@code w} for every object {@code node} has been seen to hold, now and later. */
    void watch(int node, IntConsumer w) {
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
        BitSet have = propagated(node);
        if (have != null) {
            for (int o = have.nextSetBit(0); o >= 0; o = have.nextSetBit(o + 1)) {
                w.accept(o);
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
    void solve(Runnable tick) {
        int steps = 0;
        while (head < tail) {
            int n = work[head++];
            queued.clear(n);
            BitSet delta = pending[n];
            if (delta == null || delta.isEmpty()) {
                continue;
            }
            pending[n] = null;
            int[] s = succ[n];
            int len = succLen[n];
            for (int i = 0; i < len; i++) {
                int t = s[i];
                for (int o = delta.nextSetBit(0); o >= 0; o = delta.nextSetBit(o + 1)) {
                    addObj(t, o);
                }
            }
            // watchers added while these run are given the whole set by watch(), so only the first wl get delta
            int wl = watcherLen[n];
            if (wl > 0) {
                for (int o = delta.nextSetBit(0); o >= 0; o = delta.nextSetBit(o + 1)) {
                    for (int k = 0; k < wl; k++) {
                        watchers[n][k].accept(o);
                    }
                }
            }
            if (++steps % 2000 == 0) {
                tick.run();
            }
        }
        head = 0;
        tail = 0;
    }
}
