package dev.tempered.analysis.check;

import dev.tempered.analysis.internal.thread.CheckView;
import dev.tempered.manifest.SourceLocation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Judges one side of one declared-single queue: the threads that run its operations, whether a lock or a
 * one-worker executor serialises them, and whether two of them certainly run at the same time. A false
 * {@code broken} fails a build for nothing, so every doubt gives {@code not verifiable}.
 */
final class SideJudge {
    /** Thread kinds that are counted as threads of their own although they may run on another counted thread. */
    private static final Set<String> OVERCOUNTED = Set.of("static-init", "completable-future");

    private final CheckView view;
    private final Serialisation serial;
    private final Executors executors;

    /** The outcome for one side. */
    record Verdict(Status status, String reason, List<ThreadUse> threads) {
    }

    SideJudge(CheckView view, Serialisation serial, Executors executors) {
        this.view = view;
        this.serial = serial;
        this.executors = executors;
    }

    /**
     * @param uses     the side's operations on the queue's objects, once per thread that runs them
     * @param once     true when at most one run-time queue is made at the site
     * @param sideWord {@code producer} or {@code consumer}
     */
    Verdict judge(List<CheckView.Use> uses, boolean once, String sideWord) {
        Map<Integer, CheckView.Use> first = new LinkedHashMap<>();
        for (CheckView.Use u : uses) {
            first.putIfAbsent(u.thread(), u);
        }
        int count = 0;
        boolean unknown = false;
        for (int t : first.keySet()) {
            int k = view.thread(t).multiplicity();
            if (k < 0) {
                unknown = true;
            } else {
                count += k;
            }
        }
        List<ThreadUse> threads = new ArrayList<>();
        for (CheckView.Use u : first.values()) {
            threads.add(use(u));
        }
        if (unknown) {
            return new Verdict(Status.NOT_VERIFIABLE, "a " + sideWord + " runs in code outside the analysed program, "
                    + "so its threads are unknown", threads);
        }
        if (count <= 1) {
            // the engine merges the tasks of a one-worker pool into one thread: still say what serialises them
            String pool = executors.oneWorker(first.keySet());
            return new Verdict(Status.VERIFIED, pool == null ? null : "serialised by " + pool, threads);
        }
        String lock = commonLock(uses);
        if (lock != null) {
            return new Verdict(Status.VERIFIED, "serialised by " + lock, threads);
        }
        String pool = executors.oneWorker(first.keySet());
        if (pool != null) {
            return new Verdict(Status.VERIFIED, "serialised by " + pool, threads);
        }
        // From here on there are two or more threads and nothing known serialises them: broken only if certain.
        if (!once) {
            return new Verdict(Status.NOT_VERIFIABLE, "the queue is allocated more than once, and the " + sideWord
                    + " threads may each use a different instance", threads);
        }
        int certain = 0;
        for (int t : first.keySet()) {
            CheckView.ThreadInfo ti = view.thread(t);
            if (!OVERCOUNTED.contains(ti.kind()) && !ti.kind().equals("unknown-caller")) {
                certain += ti.multiplicity();
            }
        }
        if (certain < 2) {
            return new Verdict(Status.NOT_VERIFIABLE, "more than one " + sideWord + " thread is counted, but one of "
                    + "them (a static initialiser, a CompletableFuture stage or an unknown caller) may run on another",
                    threads);
        }
        for (CheckView.Use u : uses) {
            Set<String> held = serial.at(u.op().mnode(), u.op().insn());
            if (!held.isEmpty()) {
                return new Verdict(Status.NOT_VERIFIABLE, "a lock is held around the " + sideWord + " operation at "
                        + view.where(u.op().mnode(), u.op().insn()) + ", but not provably the same one for every "
                        + "thread", threads);
            }
            String hint = serial.hint(u.thread(), u.op().mnode(), u.op().insn());
            if (hint != null) {
                return new Verdict(Status.NOT_VERIFIABLE, "the " + sideWord + " threads may be serialised by " + hint
                        + ", which the check does not model", threads);
            }
        }
        String ordered = executors.startOrdered(first.keySet(), uses);
        if (ordered != null) {
            return new Verdict(Status.NOT_VERIFIABLE, ordered, threads);
        }
        return new Verdict(Status.BROKEN, (certain == count ? "" : "at least ") + "two " + sideWord
                + " threads can run at the same time, and nothing serialises them", threads);
    }

    /** A lock every use holds whose identity is one run-time object, described; or null. */
    private String commonLock(List<CheckView.Use> uses) {
        Set<String> common = null;
        for (CheckView.Use u : uses) {
            Set<String> held = serial.at(u.op().mnode(), u.op().insn());
            if (common == null) {
                common = new java.util.HashSet<>(held);
            } else {
                common.retainAll(held);
            }
        }
        if (common == null) {
            return null;
        }
        for (String k : new java.util.TreeSet<>(common)) {
            if (k.startsWith("?")) {
                continue;
            }
            String id = k.substring(2);
            int obj = id.startsWith("obj#") ? Integer.parseInt(id.substring(4))
                    : id.startsWith("field#") ? Integer.parseInt(id.substring(6, id.indexOf('.'))) : -1;
            if (obj > 0 && !view.allocatedOnce(obj)) {
                continue; // the same abstract object may be several run-time locks
            }
            String what = LockKeys.describe(k, obj > 0 ? view.type(obj) : null);
            return switch (k.charAt(0)) {
                case 'M' -> "the monitor of " + what;
                case 'L' -> "the lock " + what;
                default -> "the work-in-progress counter " + what;
            };
        }
        return null;
    }

    ThreadUse use(CheckView.Use u) {
        List<String> chain = new ArrayList<>();
        for (int[] call : view.path(u.thread(), u.op().mnode())) {
            chain.add(view.key(call[0]) + " @" + view.where(call[0], call[1]));
        }
        chain.add(view.key(u.op().mnode()) + " @" + view.where(u.op().mnode(), u.op().insn()));
        SourceLocation at = view.location(u.op().mnode(), u.op().insn());
        return new ThreadUse(view.ref(u.thread(), u.op().mnode()), u.op().name(), at, chain);
    }
}
