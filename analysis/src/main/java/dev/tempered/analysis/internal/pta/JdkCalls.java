package dev.tempered.analysis.internal.pta;

import dev.tempered.analysis.internal.classpath.ClassInfo;
import dev.tempered.analysis.internal.ir.IrBuilder;
import dev.tempered.analysis.internal.model.Model;
import dev.tempered.analysis.internal.model.OperationRules;
import dev.tempered.analysis.internal.model.PoolSizes;
import dev.tempered.analysis.internal.model.ThreadModels;
import dev.tempered.analysis.internal.pta.Heap.Kind;
import dev.tempered.analysis.internal.pta.Heap.Obj;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.MethodNode;

/** Models of the JDK methods that start threads, run tasks, hold elements, or operate on queues. */
final class JdkCalls {
    private static final Set<String> BENIGN_STATIC_OWNERS = Set.of("java/lang/String", "java/lang/Integer",
            "java/lang/Long", "java/lang/Double", "java/lang/Float", "java/lang/Boolean", "java/lang/Math",
            "java/lang/StrictMath", "java/lang/Character", "java/lang/Byte", "java/lang/Short",
            "java/util/concurrent/TimeUnit", "java/util/concurrent/ThreadLocalRandom", "java/time/Duration",
            "java/time/Instant");
    private static final Set<String> BENIGN_THREAD = Set.of("join", "interrupt", "setDaemon", "setName", "getName",
            "isAlive", "setPriority", "isInterrupted", "getId", "threadId", "isDaemon", "isVirtual", "getState",
            "checkAccess", "getPriority", "toString", "hashCode", "equals", "getThreadGroup");
    private static final Set<String> BENIGN_EXECUTOR = Set.of("shutdown", "shutdownNow", "awaitTermination",
            "isShutdown", "isTerminated", "close", "cancel", "purge", "getPoolSize", "getActiveCount",
            "allowCoreThreadTimeOut", "prestartAllCoreThreads", "prestartCoreThread", "setCorePoolSize",
            "setMaximumPoolSize", "getQueue", "getCompletedTaskCount", "getTaskCount", "getParallelism",
            "awaitQuiescence", "toString", "hashCode", "equals", "setKeepAliveTime", "isTerminating");

    private JdkCalls() {
    }

    static void staticCall(Solver s, int caller, int insn, String owner, String name, String desc, int[] args,
                           int dst) {
        switch (owner) {
            case "java/util/concurrent/Executors" -> {
                ThreadModels.Model model = ThreadModels.factory(owner, name);
                if (model != null) {
                    Obj e = s.heap.get("exec@" + caller + ":" + insn, "-", Kind.EXECUTOR, owner, caller, insn);
                    e.serial = model.serial();
                    Solver.MNode at = s.mnodes.get(caller);
                    if (name.equals("newFixedThreadPool") && at.ir != null
                            && Integer.valueOf(1).equals(PoolSizes.fixed(at.ir.node.instructions, insn))) {
                        e.serial = true; // revoked after solving if the pool is resized or escapes
                        e.oneWorker = true;
                    }
                    e.threadKind = model.kind();
                    escapeArgs(s, args, "passed to Executors." + name + "()");
                    out(s, dst, e.id);
                    return;
                }
                if (name.startsWith("unconfigurable") && args.length == 1 && dst >= 0 && args[0] >= 0) {
                    s.g.addEdge(args[0], dst);
                    return;
                }
            }
            case "java/util/concurrent/ForkJoinPool" -> {
                if (name.equals("commonPool")) {
                    Obj e = s.heap.get("commonPool", "-", Kind.EXECUTOR, owner, -1, -1);
                    e.threadKind = "fork-join";
                    out(s, dst, e.id);
                    return;
                }
            }
            case "java/util/concurrent/ForkJoinTask" -> {
                if (name.equals("invokeAll")) {
                    for (int a : args) {
                        if (a >= 0) {
                            s.g.watch(a, x -> forkEach(s, caller, insn, x));
                        }
                    }
                    out(s, dst, Heap.UNKNOWN);
                    return;
                }
            }
            case "java/util/concurrent/CompletableFuture" -> {
                if (name.equals("runAsync") || name.equals("supplyAsync")) {
                    Obj f = future(s, caller, insn);
                    String sam = name.equals("runAsync") ? "run()V" : "get()Ljava/lang/Object;";
                    int exec = args.length > 1 ? args[1] : -1;
                    submitTo(s, caller, insn, args[0], sam, exec, s.field(f.id, Heap.ELEM), "completable-future");
                    out(s, dst, f.id);
                    return;
                }
                Obj f = future(s, caller, insn);
                for (int a : args) {
                    if (a >= 0) {
                        s.g.addEdge(a, s.field(f.id, Heap.ELEM));
                    }
                }
                out(s, dst, f.id);
                return;
            }
            case "java/lang/Thread" -> {
                if (name.equals("startVirtualThread") && args.length == 1 && args[0] >= 0) {
                    s.g.watch(args[0], x -> s.spawn("vstart|" + caller + "|" + insn, "virtual-thread", caller, insn,
                            x, "run()V", new int[0], -1, Threads.Rule.PER_START, -1));
                    out(s, dst, Heap.UNKNOWN);
                    return;
                }
                if (name.equals("ofVirtual") || name.equals("ofPlatform")) {
                    Obj b = s.heap.get("builder@" + caller + ":" + insn, "-", Kind.BUILDER, owner, caller, insn);
                    b.threadKind = name.equals("ofVirtual") ? "virtual-thread" : "thread";
                    out(s, dst, b.id);
                    return;
                }
                if (args.length == 0 || Arrays.stream(args).allMatch(a -> a < 0)) {
                    out(s, dst, Heap.UNKNOWN); // currentThread, sleep, onSpinWait, interrupted...
                    return;
                }
            }
            case "java/security/AccessController" -> {
                if (privilegedHere(s, caller, insn, name, desc, args, dst)) {
                    return;
                }
            }
            case "java/lang/Enum" -> {
                if (name.equals("valueOf") && enumConstants(s, caller, insn, dst)) {
                    return;
                }
            }
            case "java/lang/Runtime" -> {
                if (name.equals("getRuntime")) {
                    out(s, dst, s.heap.get("runtime", "-", Kind.RUNTIME, owner, -1, -1).id);
                    return;
                }
            }
            case "java/lang/System" -> {
                if (name.equals("arraycopy")) {
                    bag(s, caller, insn, name, desc, args, -1);
                    return;
                }
                if (!name.equals("setProperty") && !name.startsWith("set")) {
                    queueToString(s, caller, insn, args);
                    out(s, dst, Heap.UNKNOWN);
                    return;
                }
            }
            default -> {
            }
        }
        if (Model.CONTAINER_STATICS.contains(owner)) {
            bag(s, caller, insn, name, desc, args, dst);
            return;
        }
        if (Model.readsAsText(owner, name, desc)) {
            s.readAsText(caller, insn, owner, name, args, dst); // String.valueOf(Object) runs its toString() here
            return;
        }
        if (BENIGN_STATIC_OWNERS.contains(owner)) {
            queueToString(s, caller, insn, args);
            out(s, dst, Heap.UNKNOWN);
            return;
        }
        s.unknownCall(caller, insn, owner, name, args, dst, -1, "passed to ");
    }

    /**
     * {@code AccessController.doPrivileged(PrivilegedAction, ...)} and {@code doPrivilegedWithCombiner}: the action's
     * {@code run()} is called once, here, on the calling thread, and what it returns is the call's result (slf4j's
     * {@code LoggerFactory} loads its providers so under a security manager). An unchecked exception of the action
     * passes through unwrapped, as from any call. The other arguments (a context, permissions) are the JDK's to keep:
     * they escape. The {@code PrivilegedExceptionAction} forms wrap the action's exception in one the JDK makes, which
     * the program unwraps with {@code getException()}: those stay unknown code.
     */
    private static boolean privilegedHere(Solver s, int caller, int insn, String name, String desc, int[] args,
                                          int dst) {
        Type[] params = Type.getArgumentTypes(desc);
        if (!name.startsWith("doPrivileged") || params.length == 0 || args.length != params.length
                || !params[0].getInternalName().equals("java/security/PrivilegedAction")) {
            return false;
        }
        for (int i = 1; i < args.length; i++) {
            if (args[i] >= 0) {
                s.escapeNode(args[i], "passed to AccessController." + name + "() at "
                        + s.where(s.mnodes.get(caller), insn));
            }
        }
        if (args[0] >= 0) {
            int result = dst >= 0 ? dst : s.g.newNode();
            s.g.watch(args[0], x -> {
                if (s.heap.obj(x).kind == Kind.UNKNOWN) {
                    s.g.addObj(result, Heap.UNKNOWN); // an action of code outside the program returns its values
                    return;
                }
                callback(s, caller, insn, x, "java/security/PrivilegedAction", new int[0], result, false);
            });
        }
        return true;
    }

    /**
     * {@code Enum.valueOf(E.class, name)} with {@code E} a constant enum class of the program: whatever the name, the
     * result is one of {@code E}'s constants or the call throws, so it is each constant field's objects (after E's
     * static initialiser, which made them). The name may come from anywhere, a system property included: no
     * assumption is made about it. A class that is no constant, or a JDK enum, stays unknown.
     */
    private static boolean enumConstants(Solver s, int caller, int insn, int dst) {
        Set<String> classes = s.reflect.classArgument(s.mnodes.get(caller), insn, 1);
        if (classes == null) {
            return false;
        }
        for (String c : classes) {
            ClassInfo i = s.cp.info(c);
            ClassNode n = i == null || !i.analysed() ? null : s.cp.node(c);
            if (n == null || (n.access & Opcodes.ACC_ENUM) == 0) {
                return false;
            }
        }
        for (String c : classes) {
            for (FieldNode f : s.cp.node(c).fields) {
                if ((f.access & (Opcodes.ACC_ENUM | Opcodes.ACC_STATIC)) == (Opcodes.ACC_ENUM | Opcodes.ACC_STATIC)
                        && dst >= 0) {
                    s.g.addEdge(s.staticNode(c, f.name), dst);
                }
            }
        }
        return true;
    }

    /** Static helpers over collections: every object argument and element goes into one bag. */
    private static void bag(Solver s, int caller, int insn, String name, String desc, int[] args, int dst) {
        Obj c = s.heap.get("bag@" + caller + ":" + insn, "-", Kind.CONTAINER, "java/util/Collection", caller, insn);
        int[] all = args;
        containerCall(s, caller, insn, c, name, desc, all, -1, false);
        // container arguments share the bag's elements (Collections.addAll, arraycopy, sort)
        int elem = s.field(c.id, Heap.ELEM);
        if (dst >= 0) {
            Type r = Type.getReturnType(desc);
            s.g.addEdge(elem, dst);
            if (!r.getDescriptor().equals("Ljava/lang/Object;")) {
                s.g.addObj(dst, c.id);
            }
        }
    }

    private static void queueToString(Solver s, int caller, int insn, int[] args) {
        for (int a : args) {
            if (a >= 0) {
                s.g.watch(a, x -> {
                    if (s.heap.obj(x).kind == Kind.QUEUE) {
                        s.ops.add(new Solver.Op(caller, insn, x, "toString"));
                    }
                });
            }
        }
    }

    private static void escapeArgs(Solver s, int[] args, String reason) {
        for (int a : args) {
            if (a >= 0) {
                s.escapeNode(a, reason);
            }
        }
    }

    private static void out(Solver s, int dst, int obj) {
        if (dst >= 0) {
            s.g.addObj(dst, obj);
        }
    }

    static Obj future(Solver s, int caller, int insn) {
        return s.heap.get("future@" + caller + ":" + insn, "-", Kind.FUTURE,
                "java/util/concurrent/CompletableFuture", caller, insn);
    }

    /** An application object runs a method it inherits from the JDK. */
    static void appInheritsJdk(Solver s, int caller, int insn, String owner, String name, String desc, Obj ob,
                               int[] args, int dst, boolean many) {
        if (owner.equals("java/lang/Object") || owner.equals("java/lang/Enum") || owner.equals("java/lang/Record")
                || s.cp.isSubtype(owner, "java/lang/Throwable")) {
            out(s, dst, Heap.UNKNOWN);
            return;
        }
        if (owner.equals("java/lang/Thread")) {
            threadCall(s, caller, insn, name, desc, ob, args, dst);
            return;
        }
        if (owner.startsWith("java/util/concurrent/") && s.cp.isSubtype(owner, "java/util/concurrent/ForkJoinTask")) {
            switch (name) {
                case "fork" -> {
                    forkEach(s, caller, insn, ob.id);
                    out(s, dst, ob.id);
                }
                case "invoke", "join", "get", "getRawResult", "compute" -> {
                    if (name.equals("invoke")) {
                        forkEach(s, caller, insn, ob.id);
                    }
                    if (dst >= 0) {
                        s.g.addEdge(s.field(ob.id, "[result]"), dst);
                    }
                }
                default -> out(s, dst, Heap.UNKNOWN);
            }
            return;
        }
        if (owner.equals("java/util/TimerTask") || Model.isEmptyStreamConstructor(owner, name, desc)) {
            out(s, dst, Heap.UNKNOWN);
            return;
        }
        Obj shadow = s.inherited.shadow(owner, ob, caller, insn);
        if (shadow != null) {
            containerCall(s, caller, insn, shadow, name, desc, args, dst, false);
            return;
        }
        s.unknownCall(caller, insn, owner, name, args, dst, ob.id, "passed to ");
    }

    private static void forkEach(Solver s, int caller, int insn, int task) {
        Obj t = s.heap.obj(task);
        if (t.kind == Kind.CONTAINER) {
            s.g.watch(s.field(task, Heap.ELEM), x -> forkEach(s, caller, insn, x));
            return;
        }
        String sam = t.kind == Kind.APP && s.cp.dispatch(t.type, "compute()Ljava/lang/Object;") != null
                ? "compute()Ljava/lang/Object;" : "compute()V";
        s.spawn("fork|" + caller + "|" + insn, "fork-join", caller, insn, task, sam, new int[0],
                s.field(task, "[result]"), Threads.Rule.MANY, -1);
    }

    /** Calls on objects the analysis models: queues, containers, threads, builders, executors, futures. */
    static void modelled(Solver s, int caller, int insn, String name, String desc, Obj ob, int[] args, int dst,
                         boolean many) {
        switch (ob.kind) {
            case QUEUE -> {
                if (!name.equals("<init>")) {
                    s.ops.add(new Solver.Op(caller, insn, ob.id, OperationRules.operationName(name, desc)));
                }
                containerCall(s, caller, insn, ob, name, desc, args, dst, true);
            }
            case CONTAINER -> {
                if (ob.viewOf >= 0 && name.equals("remove") && desc.equals("()V")) {
                    s.ops.add(new Solver.Op(caller, insn, ob.viewOf, OperationRules.ITERATOR_REMOVE));
                }
                containerCall(s, caller, insn, ob, name, desc, args, dst, false);
            }
            case THREAD -> threadCall(s, caller, insn, name, desc, ob, args, dst);
            case BUILDER -> builderCall(s, caller, insn, name, ob, args, dst);
            case EXECUTOR -> executorCall(s, caller, insn, name, desc, ob, args, dst);
            case FUTURE -> futureCall(s, caller, insn, name, desc, ob, args, dst);
            case COMPLETION -> CompletionServiceCalls.call(s, caller, insn, name, desc, ob, args, dst);
            case RUNTIME -> {
                if (name.equals("addShutdownHook") && args.length == 1 && args[0] >= 0) {
                    s.g.watch(args[0], x -> s.spawn("hook|" + caller + "|" + insn, "shutdown-hook", caller, insn, x,
                            "run()V", new int[0], -1, Threads.Rule.PER_START, -1));
                } else if (name.equals("removeShutdownHook") || Arrays.stream(args).allMatch(a -> a < 0)) {
                    out(s, dst, Heap.UNKNOWN);
                } else {
                    s.unknownCall(caller, insn, "java/lang/Runtime", name, args, dst, -1, "passed to ");
                }
            }
            default -> s.unknownCall(caller, insn, ob.type, name, args, dst, -1, "passed to ");
        }
    }

    private static void threadCall(Solver s, int caller, int insn, String name, String desc, Obj ob, int[] args,
                                   int dst) {
        Type[] params = Type.getArgumentTypes(desc);
        switch (name) {
            case "<init>" -> {
                for (int i = 0; i < params.length && i < args.length; i++) {
                    if (params[i].getDescriptor().equals("Ljava/lang/Runnable;") && args[i] >= 0) {
                        s.g.addEdge(args[i], s.field(ob.id, "target"));
                    }
                }
            }
            case "start" -> s.spawn("start|" + caller + "|" + insn,
                    "virtual-thread".equals(ob.threadKind) ? "virtual-thread" : "thread", caller, insn, ob.id,
                    "run()V", new int[0], -1, Threads.Rule.PER_START, -1);
            case "run" -> runHere(s, caller, insn, ob.id);
            case "setUncaughtExceptionHandler" -> {
                // the handler runs once, on this thread after its run() threw; modelled as a thread of its own per
                // execution of this call (never fewer threads than run it), with this thread and an unknown
                // Throwable as arguments, so the handler keeps nothing it captures from escaping
                if (args.length == 1 && args[0] >= 0) {
                    int self = s.g.newNode();
                    s.g.addObj(self, ob.id);
                    int[] in = {self, s.unknownNode};
                    s.g.watch(args[0], h -> s.spawn("uncaught|" + caller + "|" + insn, "uncaught-handler", caller,
                            insn, h, "uncaughtException(Ljava/lang/Thread;Ljava/lang/Throwable;)V", in, -1,
                            Threads.Rule.PER_START, -1));
                }
            }
            default -> {
                if (BENIGN_THREAD.contains(name)) {
                    out(s, dst, Heap.UNKNOWN);
                } else {
                    s.unknownCall(caller, insn, "java/lang/Thread", name, args, dst, -1, "passed to ");
                }
            }
        }
    }

    /**
     * {@code Thread.run()} runs the thread's target on the calling thread; a target that is itself a thread object
     * without a run method of its own runs its target in turn. Once per call and thread object: a thread may be
     * its own target's target, and a watch per visit would add watches without end.
     */
    private static void runHere(Solver s, int caller, int insn, int thread) {
        if (!s.threadRunsHere.add(List.of(caller, insn, thread))) {
            return;
        }
        s.g.watch(s.field(thread, "target"), x -> {
            Obj xo = s.heap.obj(x);
            if (xo.kind == Kind.THREAD
                    || xo.kind == Kind.APP && "java/lang/Thread".equals(s.cp.dispatch(xo.type, "run()V"))) {
                runHere(s, caller, insn, x);
            } else {
                callback(s, caller, insn, x, "java/lang/Runnable", new int[0], -1, false);
            }
        });
    }

    private static void builderCall(Solver s, int caller, int insn, String name, Obj ob, int[] args, int dst) {
        switch (name) {
            case "start" -> {
                if (args.length == 1 && args[0] >= 0) {
                    s.g.watch(args[0], x -> s.spawn("bstart|" + caller + "|" + insn, ob.threadKind, caller, insn, x,
                            "run()V", new int[0], -1, Threads.Rule.PER_START, -1));
                }
                out(s, dst, Heap.UNKNOWN);
            }
            case "unstarted" -> {
                Obj t = s.heap.get("thread@" + caller + ":" + insn, "-", Kind.THREAD, "java/lang/Thread", caller,
                        insn);
                t.threadKind = ob.threadKind;
                if (args.length == 1 && args[0] >= 0) {
                    s.g.addEdge(args[0], s.field(t.id, "target"));
                }
                out(s, dst, t.id);
            }
            case "factory" -> out(s, dst, Heap.UNKNOWN);
            default -> {
                escapeArgs(s, args, "passed to Thread.Builder." + name + "()");
                out(s, dst, ob.id);
            }
        }
    }

    /** Hands a task (the objects of {@code taskNode}) to the executors of {@code execNode} (-1: the common pool). */
    static void submitTo(Solver s, int caller, int insn, int taskNode, String sam, int execNode, int result,
                                 String kind) {
        if (taskNode < 0) {
            return;
        }
        if (execNode < 0) {
            s.g.watch(taskNode, x -> s.spawn("async|" + caller + "|" + insn, kind, caller, insn, x, sam, new int[0],
                    result, Threads.Rule.MANY, -1));
            return;
        }
        s.g.watch(execNode, e -> {
            Obj ex = s.heap.obj(e);
            if (ex.kind != Kind.EXECUTOR) {
                s.unknownCall(caller, insn, "java/util/concurrent/Executor", "execute", new int[] {taskNode}, -1, -1,
                        "handed to an executor the analysis does not know, ");
                if (ex.kind != Kind.UNKNOWN) {
                    // the JDK calls the program's executor here, on this thread, with a wrapper of the task it
                    // makes itself (unknown): its execute() and whatever it does with the wrapper are the program's
                    s.instanceCall(caller, insn, false, "java/util/concurrent/Executor", "execute",
                            "(Ljava/lang/Runnable;)V", e, new int[] {s.unknownNode}, -1, false);
                }
                return;
            }
            s.g.watch(taskNode, x -> submitOne(s, caller, insn, ex, x, sam, result, false));
        });
    }

    private static void submitOne(Solver s, int caller, int insn, Obj ex, int task, String sam, int result,
                                  boolean all) {
        PoolCalls.record(s, caller, insn, ex, PoolCalls.TASK);
        if (ex.serial) {
            s.spawn("exec|" + ex.id, ex.threadKind, ex.allocNode, ex.allocInsn, task, sam, new int[0], result,
                    ex.allocNode < 0 ? Threads.Rule.ONE : Threads.Rule.PER_EXECUTOR, ex.id);
        } else {
            s.spawn("submit|" + caller + "|" + insn, ex.threadKind, caller, insn, task, sam, new int[0], result,
                    all ? Threads.Rule.MANY : Threads.Rule.PER_START, ex.id);
        }
    }

    private static void executorCall(Solver s, int caller, int insn, String name, String desc, Obj ob, int[] args,
                                     int dst) {
        Type[] params = Type.getArgumentTypes(desc);
        PoolCalls.record(s, caller, insn, ob, name);
        if (PoolCalls.handles(s, caller, insn, name, desc, ob, args, dst)) {
            return;
        }
        switch (name) {
            case "execute", "submit", "schedule", "scheduleAtFixedRate", "scheduleWithFixedDelay", "invoke" -> {
                if (args.length == 0 || args[0] < 0) {
                    return;
                }
                String p0 = params[0].getInternalName();
                String sam = p0.equals("java/util/concurrent/Callable") ? "call()Ljava/lang/Object;"
                        : p0.equals("java/util/concurrent/ForkJoinTask") ? null : "run()V";
                Obj f = future(s, caller, insn);
                int result = s.field(f.id, Heap.ELEM);
                // a periodic task's runs are one at a time, but on any of a parallel pool's threads: counted as
                // many unless the user opted into merging serial hand-overs (--serial-handoff, design note analysis)
                boolean periodic = (name.equals("scheduleAtFixedRate") || name.equals("scheduleWithFixedDelay"))
                        && !s.serialHandoff;
                s.g.watch(args[0], x -> {
                    String m = sam;
                    if (m == null) {
                        Obj t = s.heap.obj(x);
                        m = t.kind == Kind.APP && s.cp.dispatch(t.type, "compute()Ljava/lang/Object;") != null
                                ? "compute()Ljava/lang/Object;" : "compute()V";
                    }
                    submitOne(s, caller, insn, ob, x, m, result, periodic);
                });
                if (name.equals("invoke")) {
                    if (dst >= 0) {
                        s.g.addEdge(result, dst);
                    }
                } else {
                    out(s, dst, f.id);
                }
            }
            case "invokeAll", "invokeAny" -> {
                if (args.length == 0 || args[0] < 0) {
                    return;
                }
                Obj f = future(s, caller, insn);
                int result = s.field(f.id, Heap.ELEM);
                s.g.watch(args[0], c -> {
                    if (c == Heap.UNKNOWN) {
                        return;
                    }
                    s.g.watch(s.field(c, Heap.ELEM), x -> submitOne(s, caller, insn, ob, x,
                            "call()Ljava/lang/Object;", result, true));
                });
                out(s, dst, f.id);
                if (name.equals("invokeAny") && dst >= 0) {
                    s.g.addEdge(result, dst);
                }
            }
            default -> {
                if (name.equals("setCorePoolSize") || name.equals("setMaximumPoolSize")) {
                    ob.resized = true;
                }
                if (BENIGN_EXECUTOR.contains(name)) {
                    out(s, dst, Heap.UNKNOWN);
                } else {
                    s.unknownCall(caller, insn, ob.type, name, args, dst, -1, "passed to ");
                }
            }
        }
    }

    private static void futureCall(Solver s, int caller, int insn, String name, String desc, Obj ob, int[] args,
                                   int dst) {
        int elem = s.field(ob.id, Heap.ELEM);
        Type[] params = Type.getArgumentTypes(desc);
        boolean async = name.endsWith("Async");
        boolean stage = false;
        Obj next = future(s, caller, insn);
        int nextElem = s.field(next.id, Heap.ELEM);
        for (int i = 0; i < params.length && i < args.length; i++) {
            if (args[i] < 0 || params[i].getSort() != Type.OBJECT) {
                continue;
            }
            String pt = params[i].getInternalName();
            if (Model.isFunctional(pt)) {
                stage = true;
                String sam = s.samOf(pt);
                if (sam == null) {
                    continue;
                }
                int arity = Type.getArgumentTypes(sam.substring(sam.indexOf('('))).length;
                int[] in = new int[arity];
                Arrays.fill(in, elem);
                int last = args.length - 1;
                if (async) {
                    int exec = params[last].getInternalName().equals("java/util/concurrent/Executor") ? args[last] : -1;
                    final int a = args[i];
                    if (exec < 0) {
                        s.g.watch(a, x -> s.spawn("async|" + caller + "|" + insn, "completable-future", caller, insn,
                                x, sam, in, nextElem, Threads.Rule.MANY, -1));
                    } else {
                        s.g.watch(exec, e -> {
                            Obj ex = s.heap.obj(e);
                            if (ex.kind != Kind.EXECUTOR) {
                                s.unknownCall(caller, insn, "java/util/concurrent/Executor", "execute",
                                        new int[] {a}, -1, -1, "handed to an executor the analysis does not know, ");
                                // the completing thread, whichever it is, calls the program's executor: its
                                // execute() runs as code called from outside
                                s.escape(e, "handed the tasks of a completion stage at "
                                        + s.where(s.mnodes.get(caller), insn));
                            } else {
                                PoolCalls.record(s, caller, insn, ex, PoolCalls.COMPLETION);
                                s.g.watch(a, x -> submitOne(s, caller, insn, ex, x, sam, nextElem, false));
                            }
                        });
                    }
                } else {
                    // runs on the completing thread or the caller: counted as a thread of its own
                    s.g.watch(args[i], x -> s.spawn("stage|" + caller + "|" + insn, "completable-future", caller,
                            insn, x, sam, in, nextElem, Threads.Rule.PER_START, -1));
                }
            } else if (params[i].getSort() == Type.OBJECT && !pt.equals("java/util/concurrent/Executor")) {
                s.g.watch(args[i], x -> {
                    if (s.heap.obj(x).kind == Kind.FUTURE) {
                        s.g.addEdge(s.field(x, Heap.ELEM), elem);
                    } else {
                        s.g.addObj(elem, x);
                    }
                });
            }
        }
        if (dst >= 0) {
            if (stage || Type.getReturnType(desc).getInternalName().equals("java/util/concurrent/CompletableFuture")) {
                s.g.addObj(dst, next.id);
                s.g.addEdge(elem, nextElem);
            } else {
                s.g.addEdge(elem, dst);
            }
        }
    }

    /**
     * Element semantics shared by queues and collections: object arguments become elements, collection arguments
     * share elements, functional arguments are called back with elements, results are elements (or the container
     * itself, which stands for its iterators, views and streams).
     */
    static void containerCall(Solver s, int caller, int insn, Obj ob, String name, String desc, int[] args, int dst,
                              boolean queue) {
        if (Model.isBenignObjectMethod(name) && !name.equals("<init>")) {
            out(s, dst, Heap.UNKNOWN);
            return;
        }
        int elem = s.field(ob.id, Heap.ELEM);
        boolean map = !queue && isMap(s, ob);
        int key = map ? s.field(ob.id, Heap.KEY) : -1;
        Type[] params = Type.getArgumentTypes(desc);
        // what a map hands to a function it calls (forEach, compute, merge): a key, a value or both; made only for
        // a call that passes one, as the map's other calls need no such node
        int entry = map && Arrays.stream(params).anyMatch(p -> p.getSort() == Type.OBJECT
                && Model.isFunctional(p.getInternalName())) ? either(s, elem, key) : elem;
        boolean leaks = name.equals("drainTo") || name.equals("toArray") || name.equals("copyInto");
        for (int i = 0; i < params.length && i < args.length; i++) {
            if (args[i] < 0 || !IrBuilder.isRef(params[i])) {
                continue;
            }
            String pt = params[i].getSort() == Type.ARRAY ? "[" : params[i].getInternalName();
            boolean functional = Model.isFunctional(pt);
            boolean bulk = pt.equals("[") || s.cp.isSubtype(pt, "java/util/Collection")
                    || s.cp.isSubtype(pt, "java/util/Map") || pt.equals("java/lang/Iterable");
            // containers whose element sets were flooded share one element node: one watcher per call, argument
            // and element node does what one per container did (the watcher reads the container only for its
            // parallel flag and type, both in the key, and for the self test of bulk arguments, see below)
            if (!s.elementWatches.add(caller + "|" + insn + "|" + name + desc + "|" + i + "|" + args[i] + "|"
                    + elem + "|" + ob.parallel + "|" + ob.type)) {
                continue;
            }
            // a map's first argument to these is a key (a lookup key counted as a key is only less precise)
            boolean keyAt = i == 0 && MAP_KEY_FIRST.contains(name);
            s.g.watch(args[i], x -> {
                Obj xo = s.heap.obj(x);
                if (functional && (xo.kind == Kind.APP || xo.kind == Kind.LAMBDA)) {
                    callback(s, caller, insn, x, pt, null, entry, elem, ob.parallel);
                } else if (bulk && (xo.kind == Kind.CONTAINER || xo.kind == Kind.QUEUE || xo.kind == Kind.FUTURE)) {
                    // x may be the receiver of a skipped watcher (same element node): its elements are then
                    // already shared (addEdge ignores a self edge), and a queue read counts even when it is the
                    // receiver itself (an extra read can add a thread, never remove one)
                    shareContents(s, ob, xo);
                    if (xo.kind == Kind.QUEUE) {
                        s.ops.add(new Solver.Op(caller, insn, x, "toArray"));
                    }
                } else if (bulk && xo.kind == Kind.APP && s.cannotBe(x, pt)) {
                    // an object of the program that is no collection (no map, no array) cannot be passed where one
                    // is declared: it is there because a call on a container returns the container's elements as
                    // well as its views (SubstituteLoggerFactory's new ArrayList<>(loggers.values()))
                    return;
                } else if (bulk && xo.kind == Kind.APP) {
                    // JDK code reads an application collection through its own methods (toArray, iterator,
                    // entrySet), calls the analysis does not follow: what it holds may end up anywhere
                    s.escape(x, "read by " + Solver.simple(ob.type) + "." + name + "() through its own methods");
                    s.g.addObj(elem, x);
                } else if (bulk && x == Heap.UNKNOWN && leaks) {
                    s.escapeNode(elem, "elements handed to code outside the analysed program by "
                            + Solver.simple(ob.type) + "." + name + "()");
                } else {
                    s.g.addObj(keyAt && map ? key : elem, x);
                }
            });
        }
        if (dst < 0) {
            return;
        }
        Type r = Type.getReturnType(desc);
        boolean element = r.getDescriptor().equals("Ljava/lang/Object;");
        if (map && mapResult(s, caller, insn, ob, name, r, elem, key, dst)) {
            return;
        }
        if (queue) {
            if (element) {
                s.g.addEdge(elem, dst);
            } else {
                Obj view = s.heap.get("view:" + ob.id, "-", Kind.CONTAINER, r.getInternalName(), caller, insn);
                view.viewOf = ob.id;
                view.parallel |= name.equals("parallelStream");
                int ve = s.field(view.id, Heap.ELEM);
                s.g.addEdge(elem, ve);
                s.g.addEdge(ve, elem);
                s.g.addObj(dst, view.id);
            }
            return;
        }
        if (!VIEW_RESULTS.contains(r.getDescriptor()) || name.startsWith("flatMap") || name.startsWith("mapMulti")) {
            // an iterator or a stream over the container is never one of its elements (the container stands for
            // it); a flat map's streams are, and elements of unknown origin must not become receivers of stream
            // calls, which would hand the functions passed to them to unknown code
            s.g.addEdge(elem, dst);
        }
        if ((name.equals("parallelStream") || name.equals("parallel")) && !ob.parallel) {
            // a parallel view of a parallel view is itself: without this, receivers holding views made a new view
            // per view, without end, in library mode
            Obj view = s.heap.get("par:" + ob.id, "-", Kind.CONTAINER, r.getInternalName(), caller, insn);
            view.parallel = true;
            int ve = s.field(view.id, Heap.ELEM);
            s.g.addEdge(elem, ve);
            s.g.addEdge(ve, elem);
            s.g.addObj(dst, view.id);
        } else {
            s.g.addObj(dst, ob.id);
        }
    }

    /** Calls back a functional object with elements as arguments, on the caller's thread or, parallel, on many. */
    /**
     * JDK methods that call their filter back on the calling thread before they return and keep nothing of it
     * ({@code File.listFiles(FileFilter)}, {@code File.list(FilenameFilter)}): the filter runs here, with unknown
     * JDK values (files, names) as arguments, instead of escaping with everything it captures.
     */
    private static final Set<String> FILTERS_CALLED_HERE = Set.of("java/io/File.listFiles", "java/io/File.list");

    /** True when {@code owner.name} is one of {@link #FILTERS_CALLED_HERE}, then modelled. */
    static boolean filterCalledHere(Solver s, int caller, int insn, String owner, String name, String desc,
                                    int[] args, int dst) {
        if (!FILTERS_CALLED_HERE.contains(owner + "." + name)) {
            return false;
        }
        Type[] params = Type.getArgumentTypes(desc);
        for (int i = 0; i < params.length && i < args.length; i++) {
            if (args[i] < 0 || params[i].getSort() != Type.OBJECT) {
                continue;
            }
            String itf = params[i].getInternalName();
            s.g.watch(args[i], x -> {
                if (s.heap.obj(x).kind != Kind.UNKNOWN) {
                    callback(s, caller, insn, x, itf, null, s.unknownNode, false);
                }
            });
        }
        out(s, dst, Heap.UNKNOWN); // arrays of files or names: JDK values
        return true;
    }

    /**
     * {@code new CyclicBarrier(parties, action)}: the action runs on the last party to arrive, once per trip, before
     * any party is released, so one trip's run happens-before the next one's: modelled as one thread of kind
     * {@code barrier-action} per barrier made (as many as executions of the allocation), running the action, instead
     * of letting the action and what it captures escape. True when the call was this one, then modelled.
     */
    static boolean barrierAction(Solver s, int caller, int insn, String owner, String name, String desc, int[] args) {
        if (!owner.equals("java/util/concurrent/CyclicBarrier") || !name.equals("<init>")
                || !desc.equals("(ILjava/lang/Runnable;)V") || args.length != 2) {
            return false;
        }
        if (args[1] >= 0) {
            s.g.watch(args[1], x -> s.spawn("barrier|" + caller + "|" + insn, "barrier-action", caller, insn, x,
                    "run()V", new int[0], -1, Threads.Rule.PER_START, -1));
        }
        return true;
    }

    /**
     * A {@code SelectionKey}'s attachment: {@code attach(x)} and {@code SelectableChannel.register(selector, ops, x)}
     * store {@code x} in the key, and {@code attachment()} (or {@code attach}, which returns the one before) hands it
     * back to whoever holds the key. The JDK's selector code only keeps it (it calls no method of it), so the object
     * does not escape: the threads that read it back and call it are the program's own, seen where they call
     * {@code attachment()}. All keys share one set of attachments, which is sound for any number of keys and
     * selectors. The key itself is the JDK's (unknown), so the call is taken on an unknown receiver. True when the
     * call was one of these, then modelled.
     */
    static boolean selectionKeyAttachment(Solver s, int caller, int insn, String owner, String name, String desc,
                                          int[] args, int dst) {
        if (name.equals("attach") || name.equals("attachment")) {
            if (!owner.startsWith("java/nio/channels/") || !s.cp.isSubtype(owner, "java/nio/channels/SelectionKey")
                    || args.length != (name.equals("attach") ? 1 : 0)) {
                return false;
            }
            if (args.length == 1 && args[0] >= 0) {
                s.g.addEdge(args[0], s.attachments());
            }
            if (dst >= 0) {
                s.g.addEdge(s.attachments(), dst);
            }
            return true;
        }
        if (name.equals("register") && args.length == 3 && owner.startsWith("java/nio/channels/")
                && desc.equals("(Ljava/nio/channels/Selector;ILjava/lang/Object;)Ljava/nio/channels/SelectionKey;")
                && s.cp.isSubtype(owner, "java/nio/channels/SelectableChannel")) {
            if (args[2] >= 0) {
                s.g.addEdge(args[2], s.attachments());
            }
            // the selector and the result are the JDK's, as in any other call into it
            s.unknownCall(caller, insn, owner, name, new int[] {args[0], args[1], -1}, dst, -1, "passed to ");
            return true;
        }
        return false;
    }

    /**
     * {@code MBeanServer.registerMBean(bean, name)}: JMX clients (jconsole, a remote connector) may call each method
     * of the bean's management interface ({@code ...MBean} or {@code ...MXBean}, which it or a superclass
     * implements) at any time, from threads of their own: modelled as many threads of kind {@code jmx} calling each
     * of them with unknown arguments, and what they return escapes. A bean with no such interface (a
     * {@code DynamicMBean}) escapes as before. True when the call was this one, then modelled.
     */
    static boolean jmxRegister(Solver s, int caller, int insn, String owner, String name, int[] args, int dst) {
        if (!owner.equals("javax/management/MBeanServer") || !name.equals("registerMBean") || args.length != 2) {
            return false;
        }
        String reason = "passed to MBeanServer.registerMBean() at " + s.where(s.mnodes.get(caller), insn);
        if (args[0] >= 0) {
            s.g.watch(args[0], x -> {
                Obj ob = s.heap.obj(x);
                if (ob.kind == Kind.UNKNOWN) {
                    return;
                }
                List<String> itfs = ob.kind == Kind.APP && !s.cp.isSubtype(ob.type, "javax/management/DynamicMBean")
                        ? managementInterfaces(s, ob.type) : List.of();
                if (itfs.isEmpty()) {
                    s.escape(x, reason);
                    return;
                }
                int returned = s.g.newNode();
                s.escapeNode(returned, "returned to a JMX client by " + Solver.simple(ob.type));
                for (String itf : itfs) {
                    ClassNode cn = s.cp.node(itf);
                    for (MethodNode m : cn == null ? List.<MethodNode>of() : cn.methods) {
                        if ((m.access & Opcodes.ACC_STATIC) != 0 || m.name.startsWith("<")) {
                            continue;
                        }
                        int[] in = new int[Type.getArgumentTypes(m.desc).length];
                        Arrays.fill(in, s.unknownNode);
                        s.spawn("jmx|" + caller + "|" + insn, "jmx", caller, insn, x, m.name + m.desc, in, returned,
                                Threads.Rule.MANY, -1);
                    }
                }
            });
        }
        out(s, dst, Heap.UNKNOWN);
        return true;
    }

    /** The management interfaces of {@code type}: the interfaces it or its superclasses implement named ...MBean. */
    private static List<String> managementInterfaces(Solver s, String type) {
        List<String> out = new java.util.ArrayList<>();
        java.util.ArrayDeque<String> todo = new java.util.ArrayDeque<>();
        for (String c = type; c != null; ) {
            dev.tempered.analysis.internal.classpath.ClassInfo ci = s.cp.info(c);
            if (ci == null) {
                return List.of(); // an unknown superclass may implement anything: no model
            }
            todo.addAll(ci.interfaces());
            c = ci.superName();
        }
        java.util.Set<String> seen = new java.util.HashSet<>();
        while (!todo.isEmpty()) {
            String i = todo.poll();
            dev.tempered.analysis.internal.classpath.ClassInfo ii = s.cp.info(i);
            if (!seen.add(i) || ii == null) {
                if (ii == null) {
                    return List.of();
                }
                continue;
            }
            if (i.endsWith("MBean") || i.endsWith("MXBean")) {
                out.add(i);
                todo.addAll(ii.interfaces()); // its super-interfaces' methods are managed too
            }
        }
        return out;
    }

    static void callback(Solver s, int caller, int insn, int x, String itf, int[] argsOrNull, int elem,
                         boolean parallel) {
        callback(s, caller, insn, x, itf, argsOrNull, elem, elem, parallel);
    }

    /** As above, each argument of the function {@code arg} (without {@code argsOrNull}), its result into {@code elem}. */
    static void callback(Solver s, int caller, int insn, int x, String itf, int[] argsOrNull, int arg, int elem,
                         boolean parallel) {
        Obj xo = s.heap.obj(x);
        String sam = xo.kind == Kind.LAMBDA ? xo.indy.name + ((Type) xo.indy.bsmArgs[0]).getDescriptor() : s.samOf(itf);
        if (sam == null) {
            s.escape(x, "handed to " + Solver.simple(itf));
            return;
        }
        int arity = Type.getArgumentTypes(sam.substring(sam.indexOf('('))).length;
        int[] in = argsOrNull;
        if (in == null) {
            in = new int[arity];
            Arrays.fill(in, arg);
        }
        int result = elem >= 0 ? elem : -1;
        if (parallel) {
            s.spawn("pstream|" + caller + "|" + insn, "parallel-stream", caller, insn, x, sam, in, result,
                    Threads.Rule.MANY, -1);
        } else if (xo.kind == Kind.LAMBDA) {
            s.lambdaInvoke(caller, insn, xo, in, result, true);
        } else {
            String target = s.cp.dispatch(xo.type, sam);
            if (target != null && s.cp.info(target).analysed()) {
                s.callMethod(caller, insn, target, sam, x, in, result, true);
            }
        }
    }

    /** Results that are a view of the container (an iterator, a stream over it), never one of its elements. */
    private static final Set<String> VIEW_RESULTS = Set.of("Ljava/util/Iterator;", "Ljava/util/ListIterator;",
            "Ljava/util/Spliterator;", "Ljava/util/Enumeration;", "Ljava/util/stream/Stream;",
            "Ljava/util/stream/IntStream;", "Ljava/util/stream/LongStream;", "Ljava/util/stream/DoubleStream;");

    /** Map methods whose first argument is a key. */
    private static final Set<String> MAP_KEY_FIRST = Set.of("put", "putIfAbsent", "replace", "compute",
            "computeIfAbsent", "computeIfPresent", "merge", "get", "getOrDefault", "remove", "containsKey");
    /** Map methods whose {@code Object} result is a value (or null), never a key, an entry or a view. */
    private static final Set<String> MAP_VALUE_RESULT = Set.of("get", "getOrDefault", "put", "putIfAbsent", "remove",
            "replace", "compute", "computeIfAbsent", "computeIfPresent", "merge");
    /** Map methods that return a view of the keys alone. */
    private static final Set<String> MAP_KEY_VIEWS = Set.of("keySet", "navigableKeySet", "descendingKeySet");

    /** A container whose type is a {@code java.util.Map}: its keys are kept apart from its values. */
    static boolean isMap(Solver s, Obj ob) {
        return ob.kind == Kind.CONTAINER && !ob.newArray && s.cp.isSubtype(ob.type, "java/util/Map");
    }

    /** A node holding what either node holds. */
    private static int either(Solver s, int a, int b) {
        int n = s.g.newNode();
        s.g.addEdge(a, n);
        s.g.addEdge(b, n);
        return n;
    }

    /** Edges both ways: the two nodes hold the same objects. */
    static void link(Solver s, int a, int b) {
        s.g.addEdge(a, b);
        s.g.addEdge(b, a);
    }

    /**
     * Two containers passed one to the other in bulk ({@code new HashMap<>(m)}, {@code putAll}, {@code addAll},
     * a wrapper of {@code Collections}) share what they hold, both ways (a wrapper writes through). Between two maps
     * keys go with keys and values with values; between a map and a collection (a map wrapped as a collection, or
     * a map that stands for its own entry set) the collection's elements are the map's keys and values alike.
     */
    static void shareContents(Solver s, Obj a, Obj b) {
        int ae = s.field(a.id, Heap.ELEM);
        int be = s.field(b.id, Heap.ELEM);
        link(s, ae, be);
        boolean am = isMap(s, a);
        boolean bm = isMap(s, b);
        if (am && bm) {
            link(s, s.field(a.id, Heap.KEY), s.field(b.id, Heap.KEY));
        } else if (am) {
            link(s, s.field(a.id, Heap.KEY), be);
        } else if (bm) {
            link(s, ae, s.field(b.id, Heap.KEY));
        }
    }

    /**
     * The result of a call on a map, where it is narrower than a collection's (its elements and itself): a value
     * for a lookup or an update, and a view over the keys or the values alone for {@code keySet()} and
     * {@code values()}. Any other result (an entry, an entry set, an iterator, a sub-map: the map itself stands for
     * them) holds the keys as well as the values. False when the caller is to add the elements and the map itself.
     */
    private static boolean mapResult(Solver s, int caller, int insn, Obj ob, String name, Type r, int elem, int key,
                                     int dst) {
        if (r.getDescriptor().equals("Ljava/lang/Object;") && MAP_VALUE_RESULT.contains(name)) {
            s.g.addEdge(elem, dst);
            return true;
        }
        boolean keys = MAP_KEY_VIEWS.contains(name);
        if (keys || name.equals("values") && r.getSort() == Type.OBJECT) {
            Obj view = s.heap.get((keys ? "keys:" : "values:") + ob.id, "-", Kind.CONTAINER, r.getInternalName(),
                    caller, insn);
            link(s, s.field(view.id, Heap.ELEM), keys ? key : elem);
            s.g.addObj(dst, view.id);
            return true;
        }
        s.g.addEdge(key, dst);
        return false;
    }
}
