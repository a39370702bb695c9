package dev.tempered.analysis.internal.pta;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * Inclusion-based points-to graph: pointer nodes with object sets, copy edges, and watchers that react to each
 * object a node receives (field loads and stores, call dispatch, escapes). Worklist with deltas.
 */
final class Graph {
    private final List<BitSet> pts = new ArrayList<>();
    private final List<BitSet> done = new ArrayList<>();
    private final List<int[]> succ = new ArrayList<>();
    private final List<int[]> succLen = new ArrayList<>();
    private final List<List<IntConsumer>> watchers = new ArrayList<>();
    private final ArrayDeque<Integer> work = new ArrayDeque<>();
    private final BitSet queued = new BitSet();

    int newNode() {
        pts.add(new BitSet());
        done.add(new BitSet());
        succ.add(null);
        succLen.add(new int[1]);
        watchers.add(null);
        return pts.size() - 1;
    }

    int newNodes(int n) {
        int first = pts.size();
        for (int i = 0; i < n; i++) {
            newNode();
        }
        return first;
    }

    BitSet pts(int node) {
        return pts.get(node);
    }

    void addObj(int node, int obj) {
        if (!pts.get(node).get(obj)) {
            pts.get(node).set(obj);
            enqueue(node);
        }
    }

    void addEdge(int from, int to) {
        if (from == to) {
            return;
        }
        int[] s = succ.get(from);
        int[] len = succLen.get(from);
        if (s == null) {
            s = new int[4];
            succ.set(from, s);
        }
        for (int i = 0; i < len[0]; i++) {
            if (s[i] == to) {
                return;
            }
        }
        if (len[0] == s.length) {
            s = java.util.Arrays.copyOf(s, s.length * 2);
            succ.set(from, s);
        }
        s[len[0]++] = to;
        BitSet have = done.get(from);
        if (!have.isEmpty()) {
            BitSet t = pts.get(to);
            BitSet before = (BitSet) t.clone();
            t.or(have);
            if (!t.equals(before)) {
                enqueue(to);
            }
        }
    }

    /** Calls {@code w} for every object {@code node} has been seen to hold, now and later. */
    void watch(int node, IntConsumer w) {
        List<IntConsumer> ws = watchers.get(node);
        if (ws == null) {
            ws = new ArrayList<>(2);
            watchers.set(node, ws);
        }
        ws.add(w);
        BitSet have = done.get(node);
        for (int o = have.nextSetBit(0); o >= 0; o = have.nextSetBit(o + 1)) {
            w.accept(o);
        }
    }

    private void enqueue(int node) {
        if (!queued.get(node)) {
            queued.set(node);
            work.add(node);
        }
    }

    /** Propagates until nothing changes. */
    void solve(Runnable tick) {
        int steps = 0;
        while (!work.isEmpty()) {
            int n = work.poll();
            queued.clear(n);
            BitSet delta = (BitSet) pts.get(n).clone();
            delta.andNot(done.get(n));
            if (delta.isEmpty()) {
                continue;
            }
            done.get(n).or(delta);
            int[] s = succ.get(n);
            int len = succLen.get(n)[0];
            for (int i = 0; i < len; i++) {
                BitSet t = pts.get(s[i]);
                int before = t.cardinality();
                t.or(delta);
                if (t.cardinality() != before) {
                    enqueue(s[i]);
                }
            }
            List<IntConsumer> ws = watchers.get(n);
            if (ws != null) {
                for (int o = delta.nextSetBit(0); o >= 0; o = delta.nextSetBit(o + 1)) {
                    for (int k = 0; k < ws.size(); k++) {
                        ws.get(k).accept(o);
                    }
                }
            }
            if (++steps % 20000 == 0) {
                tick.run();
            }
        }
    }
}
