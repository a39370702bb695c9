package dev.tempered.analysis.internal.thread;

import dev.tempered.analysis.internal.pta.Solver;
import java.util.AbstractList;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;

/**
 * Forward reachability from one thread's root over call edges, computed on demand and kept per thread: the method
 * nodes the thread may run and, per node, the edge that first reached it. The verdicts do not need it (they walk
 * backwards from the few nodes that operate on queues); it serves readers that ask per thread.
 */
final class ThreadReach {
    private final Solver s;
    private final Map<Integer, BitSet> seen = new HashMap<>();
    private final Map<Integer, int[]> parent = new HashMap<>();
    private int[][] out;

    ThreadReach(Solver s) {
        this.s = s;
    }

    /** Per thread id: the method nodes it may run. */
    java.util.List<BitSet> reachLists() {
        return new AbstractList<>() {
            @Override
            public BitSet get(int t) {
                compute(t);
                return seen.get(t);
            }

            @Override
            public int size() {
                return s.threads.all().size();
            }
        };
    }

    /** Per thread id: method node to the index of the edge that reached it, or -1. */
    java.util.List<int[]> parentLists() {
        return new AbstractList<>() {
            @Override
            public int[] get(int t) {
                compute(t);
                return parent.get(t);
            }

            @Override
            public int size() {
                return s.threads.all().size();
            }
        };
    }

    private void compute(int thread) {
        if (seen.containsKey(thread)) {
            return;
        }
        int[][] o = outEdges();
        int root = s.threads.get(thread).root;
        BitSet reached = new BitSet();
        int[] par = new int[s.mnodes.size()];
        Arrays.fill(par, -1);
        ArrayDeque<Integer> work = new ArrayDeque<>();
        reached.set(root);
        work.add(root);
        while (!work.isEmpty()) {
            int m = work.poll();
            for (int ei : o[m]) {
                int c = s.edges.get(ei).callee();
                if (!reached.get(c)) {
                    reached.set(c);
                    par[c] = ei;
                    work.add(c);
                }
            }
        }
        seen.put(thread, reached);
        parent.put(thread, par);
    }

    private int[][] outEdges() {
        if (out == null) {
            int n = s.mnodes.size();
            int[] deg = new int[n];
            for (Solver.Edge e : s.edges) {
                deg[e.caller()]++;
            }
            out = new int[n][];
            for (int i = 0; i < n; i++) {
                out[i] = new int[deg[i]];
            }
            int[] fill = new int[n];
            for (int i = 0; i < s.edges.size(); i++) {
                int c = s.edges.get(i).caller();
                out[c][fill[c]++] = i;
            }
        }
        return out;
    }
}
