package dev.tempered.analysis.check;

import dev.tempered.analysis.internal.classpath.ClassPath;
import dev.tempered.analysis.internal.thread.CheckView;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;
import org.objectweb.asm.tree.TryCatchBlockNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.Frame;
import org.objectweb.asm.tree.analysis.SourceInterpreter;
import org.objectweb.asm.tree.analysis.SourceValue;

/**
 * Which locks a method node certainly holds before each of its instructions (a must-analysis over its control
 * flow): monitors ({@code synchronized} methods and blocks), {@code Lock.lock()}..{@code unlock()}, and the
 * work-in-progress counter idiom ({@code if (wip.getAndIncrement() == 0) { do ... while (wip.decrementAndGet() !=
 * 0); }}, {@code if (running.compareAndSet(false, true))}). Keys are {@code M:}, {@code L:}, {@code W:} plus the
 * identity from {@link LockKeys}; an unidentified lock gets a key of its own starting with {@code ?}, which matches
 * no other.
 */
final class HeldLocks {
    private static final String ATOMIC = "java/util/concurrent/atomic/Atomic";
    private final CheckView view;
    private final ClassPath cp;
    private final LockKeys keys;
    private final Map<Integer, List<Set<String>>> cache = new HashMap<>();
    private final Map<Integer, String> hints = new HashMap<>();
    private final Map<Integer, Integer> firstJoin = new HashMap<>();

    HeldLocks(CheckView view, ClassPath cp) {
        this.view = view;
        this.cp = cp;
        this.keys = new LockKeys(cp);
    }

    /** The locks held before instruction {@code insn} of {@code mnode}. */
    Set<String> at(int mnode, int insn) {
        List<Set<String>> held = cache.computeIfAbsent(mnode, this::analyse);
        if (held == null || insn < 0 || insn >= held.size() || held.get(insn) == null) {
            return Set.of();
        }
        return held.get(insn);
    }

    /**
     * Something in the method that may serialise its callers in a way this class does not model (a
     * {@code tryLock}, a semaphore, an atomic counter or flag, a {@code join}), or null.
     */
    String hint(int mnode) {
        cache.computeIfAbsent(mnode, this::analyse);
        return hints.get(mnode);
    }

    /** True when the method joins a thread before instruction {@code insn} (the join may order two threads). */
    boolean joinsBefore(int mnode, int insn) {
        cache.computeIfAbsent(mnode, this::analyse);
        Integer j = firstJoin.get(mnode);
        return j != null && j < insn;
    }

    private List<Set<String>> analyse(int mnode) {
        MethodNode m = view.method(mnode);
        if (m == null) {
            return null;
        }
        if (!relevant(mnode, m)) {
            return null;
        }
        Frame<SourceValue>[] frames;
        try {
            frames = new Analyzer<>(new SourceInterpreter()).analyze(view.owner(mnode), m);
        } catch (AnalyzerException e) {
            hints.put(mnode, "code the check cannot read (" + e.getMessage() + ")");
            return null;
        }
        int n = m.instructions.size();
        List<Set<String>> in = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            in.add(null);
        }
        Set<String> start = new HashSet<>();
        if ((m.access & Opcodes.ACC_SYNCHRONIZED) != 0) {
            int self = view.receiver(mnode);
            start.add((m.access & Opcodes.ACC_STATIC) != 0 ? "M:class:" + view.owner(mnode)
                    : self > 0 ? "M:obj#" + self : "?M:" + mnode + "@entry");
        }
        ArrayDeque<Integer> work = new ArrayDeque<>();
        in.set(0, start);
        work.add(0);
        int receiver = view.receiver(mnode);
        while (!work.isEmpty()) {
            int i = work.poll();
            Set<String> before = in.get(i);
            AbstractInsnNode insn = m.instructions.get(i);
            Set<String> after = transfer(m, frames, receiver, mnode, i, insn, before);
            for (int[] succ : successors(m, i, insn)) {
                Set<String> s = edge(m, frames, receiver, mnode, i, insn, succ[1] == 1, after);
                flow(in, work, succ[0], s);
            }
            for (TryCatchBlockNode tc : m.tryCatchBlocks) {
                int from = m.instructions.indexOf(tc.start);
                int to = m.instructions.indexOf(tc.end);
                if (i >= from && i < to) {
                    flow(in, work, m.instructions.indexOf(tc.handler), before);
                }
            }
        }
        return in;
    }

    private static void flow(List<Set<String>> in, ArrayDeque<Integer> work, int to, Set<String> s) {
        Set<String> old = in.get(to);
        if (old == null) {
            in.set(to, new HashSet<>(s));
            work.add(to);
        } else if (old.retainAll(s)) {
            work.add(to);
        }
    }

    /** Cheap test: does the method have anything this analysis tracks? Records hints on the way. */
    private boolean relevant(int mnode, MethodNode m) {
        boolean any = (m.access & Opcodes.ACC_SYNCHRONIZED) != 0;
        for (AbstractInsnNode in : m.instructions) {
            if (in.getOpcode() == Opcodes.MONITORENTER) {
                any = true;
            } else if (in instanceof MethodInsnNode mi) {
                if (isLock(mi) || isUnlock(mi)) {
                    any = true;
                } else if (mi.owner.startsWith(ATOMIC) && !mi.owner.contains("Reference")) {
                    any = true;
                    hints.putIfAbsent(mnode, "an atomic " + LockKeys.simple(mi.owner) + "." + mi.name + "()");
                } else if (mi.name.equals("join") && mi.owner.equals("java/lang/Thread")) {
                    firstJoin.putIfAbsent(mnode, m.instructions.indexOf(mi));
                } else if (mi.name.equals("tryLock") || mi.owner.equals("java/util/concurrent/Semaphore")
                        || mi.owner.equals("java/util/concurrent/CountDownLatch") && mi.name.equals("await")) {
                    hints.putIfAbsent(mnode, LockKeys.simple(mi.owner) + "." + mi.name + "()");
                }
            }
        }
        return any;
    }

    private boolean isLock(MethodInsnNode mi) {
        return (mi.name.equals("lock") || mi.name.equals("lockInterruptibly")) && mi.desc.equals("()V")
                && exclusiveLock(mi.owner);
    }

    private boolean isUnlock(MethodInsnNode mi) {
        return mi.name.equals("unlock") && mi.desc.equals("()V") && cp.isSubtype(mi.owner,
                "java/util/concurrent/locks/Lock");
    }

    /** A Lock that excludes other holders (not a read lock, whose holders run together). */
    private boolean exclusiveLock(String owner) {
        return cp.isSubtype(owner, "java/util/concurrent/locks/Lock") && !owner.endsWith("$ReadLock")
                && !owner.endsWith("ReadLockView");
    }

    private Set<String> transfer(MethodNode m, org.objectweb.asm.tree.analysis.Frame<SourceValue>[] frames,
                                 int receiver, int mnode, int i, AbstractInsnNode insn, Set<String> before) {
        int op = insn.getOpcode();
        if (op == Opcodes.MONITORENTER) {
            Set<String> s = new HashSet<>(before);
            s.add(key("M:", keys.operand(m, frames, receiver, i, 0), mnode, i));
            return s;
        }
        if (op == Opcodes.MONITOREXIT) {
            return release(before, "M:", keys.operand(m, frames, receiver, i, 0));
        }
        if (insn instanceof MethodInsnNode mi) {
            if (isLock(mi)) {
                Set<String> s = new HashSet<>(before);
                s.add(key("L:", keys.operand(m, frames, receiver, i, 0), mnode, i));
                return s;
            }
            if (isUnlock(mi)) {
                return release(before, "L:", keys.operand(m, frames, receiver, i, 0));
            }
            if (mi.owner.startsWith(ATOMIC) && !mi.owner.contains("Reference")) {
                String k = keys.operand(m, frames, receiver, i, Math.max(0, argCount(mi)));
                boolean judgedAtJump = next(insn) instanceof JumpInsnNode j && isZeroTest(j.getOpcode())
                        && (mi.name.equals("getAndIncrement") || mi.name.equals("compareAndSet")
                        || mi.name.equals("decrementAndGet"));
                boolean read = mi.name.equals("get") || mi.name.endsWith("Value") || mi.name.equals("toString")
                        || mi.name.equals("getPlain") || mi.name.equals("getAcquire") || mi.name.equals("getOpaque");
                if (!judgedAtJump && !read) {
                    return release(before, "W:", k);
                }
            }
        }
        return before;
    }

    /** What flows along one edge out of a conditional jump that tests a counter just read. */
    private Set<String> edge(MethodNode m, Frame<SourceValue>[] frames, int receiver, int mnode, int i,
                             AbstractInsnNode insn, boolean taken, Set<String> after) {
        if (!(insn instanceof JumpInsnNode j) || !isZeroTest(j.getOpcode())) {
            return after;
        }
        AbstractInsnNode prev = prev(insn);
        if (!(prev instanceof MethodInsnNode mi) || !mi.owner.startsWith(ATOMIC) || mi.owner.contains("Reference")) {
            return after;
        }
        int at = m.instructions.indexOf(prev);
        String k = keys.operand(m, frames, receiver, at, argCount(mi));
        boolean jumpsWhenZero = j.getOpcode() == Opcodes.IFEQ;
        // getAndIncrement() == 0 and compareAndSet(..) == true let one thread in; decrementAndGet() != 0 keeps it in
        boolean zeroBranch = taken == jumpsWhenZero;
        switch (mi.name) {
            case "getAndIncrement" -> {
                if (zeroBranch) {
                    Set<String> s = new HashSet<>(after);
                    s.add(key("W:", k, mnode, at));
                    return s;
                }
                return after;
            }
            case "compareAndSet" -> {
                if (!zeroBranch) {
                    Set<String> s = new HashSet<>(after);
                    s.add(key("W:", k, mnode, at));
                    return s;
                }
                return after;
            }
            case "decrementAndGet" -> {
                return zeroBranch ? release(after, "W:", k) : after;
            }
            default -> {
                return after;
            }
        }
    }

    private static boolean isZeroTest(int op) {
        return op == Opcodes.IFEQ || op == Opcodes.IFNE;
    }

    /** Stack entries of the call's arguments (the SourceInterpreter keeps one per value, whatever its size). */
    private static int argCount(MethodInsnNode mi) {
        return org.objectweb.asm.Type.getArgumentTypes(mi.desc).length;
    }

    private static String key(String kind, String id, int mnode, int insn) {
        return id == null ? "?" + kind + mnode + "@" + insn : kind + id;
    }

    /** Lets go of {@code id} (or, when it cannot be told, of every lock of that kind). */
    private static Set<String> release(Set<String> before, String kind, String id) {
        Set<String> s = new HashSet<>(before);
        if (id != null) {
            s.remove(kind + id);
        } else {
            s.removeIf(k -> k.startsWith(kind) || k.startsWith("?" + kind));
        }
        return s;
    }

    /** {successor index, 1 when it is the jump's target}. */
    private static List<int[]> successors(MethodNode m, int i, AbstractInsnNode insn) {
        List<int[]> out = new ArrayList<>();
        int op = insn.getOpcode();
        if (insn instanceof JumpInsnNode j) {
            out.add(new int[] {m.instructions.indexOf(j.label), 1});
            if (op != Opcodes.GOTO && op != Opcodes.JSR) {
                out.add(new int[] {i + 1, 0});
            }
            return out;
        }
        if (insn instanceof TableSwitchInsnNode t) {
            out.add(new int[] {m.instructions.indexOf(t.dflt), 1});
            t.labels.forEach(l -> out.add(new int[] {m.instructions.indexOf(l), 1}));
            return out;
        }
        if (insn instanceof LookupSwitchInsnNode t) {
            out.add(new int[] {m.instructions.indexOf(t.dflt), 1});
            t.labels.forEach(l -> out.add(new int[] {m.instructions.indexOf(l), 1}));
            return out;
        }
        if ((op >= Opcodes.IRETURN && op <= Opcodes.RETURN) || op == Opcodes.ATHROW || op == Opcodes.RET) {
            return out;
        }
        if (i + 1 < m.instructions.size()) {
            out.add(new int[] {i + 1, 0});
        }
        return out;
    }

    private static AbstractInsnNode next(AbstractInsnNode in) {
        AbstractInsnNode n = in.getNext();
        while (n != null && n.getOpcode() < 0) {
            n = n.getNext();
        }
        return n;
    }

    private static AbstractInsnNode prev(AbstractInsnNode in) {
        AbstractInsnNode n = in.getPrevious();
        while (n != null && n.getOpcode() < 0) {
            n = n.getPrevious();
        }
        return n;
    }
}
