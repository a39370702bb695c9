package dev.tempered.analysis.check;

import dev.tempered.analysis.internal.thread.CheckView;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The locks certainly held when an operation runs: those its own method holds at the instruction, plus those every
 * caller holds around every call that leads to the method (a greatest fixpoint over the call graph).
 */
final class Serialisation {
    private final CheckView view;
    private final HeldLocks held;
    private Set<String>[] entry;

    Serialisation(CheckView view, HeldLocks held) {
        this.view = view;
        this.held = held;
    }

    Set<String> at(int mnode, int insn) {
        if (entry == null) {
            solve();
        }
        Set<String> s = new HashSet<>(held.at(mnode, insn));
        if (entry[mnode] != null) {
            s.addAll(entry[mnode]);
        }
        return s;
    }

    /** A hint of a serialisation this check does not model, in the method or on the path leading to it. */
    String hint(int thread, int mnode, int insn) {
        String h = hintIn(mnode, insn);
        if (h != null) {
            return h;
        }
        for (int[] call : view.path(thread, mnode)) {
            h = hintIn(call[0], call[1]);
            if (h != null) {
                return h;
            }
        }
        return null;
    }

    private String hintIn(int mnode, int insn) {
        String h = held.hint(mnode);
        if (h != null) {
            return h;
        }
        return held.joinsBefore(mnode, insn) ? "a Thread.join() before " + view.where(mnode, insn) : null;
    }

    @SuppressWarnings("unchecked")
    private void solve() {
        int n = view.methodCount();
        entry = new Set[n];
        boolean[] top = new boolean[n];
        for (int m = 0; m < n; m++) {
            if (view.method(m) == null) {
                entry[m] = Set.of();
            } else {
                top[m] = true;
            }
        }
        boolean changed = true;
        for (int pass = 0; changed && pass < 100; pass++) {
            changed = false;
            for (int m = 0; m < n; m++) {
                if (view.method(m) == null) {
                    continue;
                }
                Set<String> meet = null;
                List<int[]> callers = view.callers(m);
                for (int[] c : callers) {
                    if (top[c[0]]) {
                        continue;
                    }
                    Set<String> s = new HashSet<>(entry[c[0]]);
                    s.addAll(held.at(c[0], c[1]));
                    if (meet == null) {
                        meet = s;
                    } else {
                        meet.retainAll(s);
                    }
                }
                if (meet == null) {
                    if (callers.isEmpty() && top[m]) {
                        top[m] = false;
                        entry[m] = Set.of();
                        changed = true;
                    }
                    continue;
                }
                if (top[m] || !meet.equals(entry[m])) {
                    top[m] = false;
                    entry[m] = meet;
                    changed = true;
                }
            }
        }
        for (int m = 0; m < n; m++) {
            if (top[m]) {
                entry[m] = Set.of(); // never reached from a root: assume nothing is held
            }
        }
    }
}
