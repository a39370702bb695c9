package dev.tempered.analysis.internal.pta;

import dev.tempered.analysis.internal.classpath.ClassInfo;
import dev.tempered.analysis.internal.classpath.ClassPath;
import dev.tempered.analysis.internal.model.Model;
import dev.tempered.manifest.QueueTypes;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldNode;

/**
 * Which application classes get receiver contexts (1-object sensitivity): tasks and threads, and classes whose
 * fields, by declared type, may hold a queue, a task, a thread, an executor or such a class. Other classes run
 * context-insensitively. This only decides precision: merging contexts merges points-to sets and sums
 * executions, so it can only add threads, never remove one.
 */
final class Relevance {
    private static final Set<String> TASK_ROOTS = Set.of("java/lang/Runnable", "java/util/concurrent/Callable",
            "java/lang/Thread", "java/util/TimerTask", "java/util/concurrent/ForkJoinTask");
    private static final Set<String> JDK_RELEVANT = Set.of("java/lang/Runnable", "java/util/concurrent/Callable",
            "java/lang/Thread", "java/util/TimerTask", "java/util/concurrent/Executor", "java/util/Timer",
            "java/util/concurrent/ThreadFactory", "java/util/concurrent/Future", "java/lang/Iterable",
            "java/util/Collection", "java/util/Map", "java/util/Optional", "java/util/concurrent/atomic/AtomicReference",
            "java/lang/ThreadLocal", "java/util/concurrent/CompletionStage");

    private final ClassPath cp;
    private final Map<String, Boolean> memo = new HashMap<>();

    Relevance(ClassPath cp) {
        this.cp = cp;
    }

    /** True when methods run on objects of {@code cls} should be analysed per receiver object. */
    boolean contextual(String cls) {
        Boolean r = memo.get(cls);
        if (r == null) {
            memo.put(cls, Boolean.FALSE); // cycles: a class is not relevant through itself
            r = compute(cls);
            memo.put(cls, r);
        }
        return r;
    }

    private boolean compute(String cls) {
        for (String t : TASK_ROOTS) {
            if (cp.isSubtype(cls, t)) {
                return true;
            }
        }
        for (String c = cls; c != null; ) {
            ClassInfo i = cp.info(c);
            if (i == null || !i.analysed()) {
                return false;
            }
            ClassNode cn = cp.node(c);
            if (cn != null) {
                for (FieldNode f : cn.fields) {
                    if ((f.access & org.objectweb.asm.Opcodes.ACC_STATIC) == 0 && holds(Type.getType(f.desc))) {
                        return true;
                    }
                }
            }
            c = i.superName();
        }
        return false;
    }

    private boolean holds(Type t) {
        if (t.getSort() == Type.ARRAY) {
            t = t.getElementType();
        }
        if (t.getSort() != Type.OBJECT) {
            return false;
        }
        String n = t.getInternalName();
        if (n.equals("java/lang/Object")) {
            return false; // erased generics: too common to count; merging stays sound
        }
        ClassInfo i = cp.info(n);
        if (i == null) {
            return false;
        }
        if (i.analysed()) {
            return contextual(n);
        }
        if (QueueTypes.isTracked(n) || cp.isSubtype(n, "java/util/Queue") || Model.isFunctional(n)) {
            return true;
        }
        for (String r : JDK_RELEVANT) {
            if (cp.isSubtype(n, r)) {
                return true;
            }
        }
        return false;
    }
}
