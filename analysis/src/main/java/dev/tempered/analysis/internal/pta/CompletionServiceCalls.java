package dev.tempered.analysis.internal.pta;

import dev.tempered.analysis.internal.pta.Heap.Obj;
import org.objectweb.asm.Type;

/**
 * {@code java.util.concurrent.ExecutorCompletionService}: a front of the executor it wraps. {@code submit} hands the
 * task to that executor, on the submitting thread, as {@code executor.submit} would; the future it returns is also
 * put, when the task ends, into the service's completion queue, and {@code take}/{@code poll} return such futures to
 * whichever thread calls them. The completion queue the JDK makes is its own (no site of the program); one the
 * program passes in is filled by the executor's threads with futures the program did not make, so it escapes.
 */
final class CompletionServiceCalls {
    static final String TYPE = "java/util/concurrent/ExecutorCompletionService";
    /** The executors the service was made with. */
    private static final String EXECUTOR = "[executor]";
    /** The futures of the tasks submitted, as take and poll return them. */
    private static final String DONE = "[done]";

    private CompletionServiceCalls() {
    }

    static void call(Solver s, int caller, int insn, String name, String desc, Obj ob, int[] args, int dst) {
        Type[] params = Type.getArgumentTypes(desc);
        switch (name) {
            case "<init>" -> {
                for (int i = 0; i < params.length && i < args.length; i++) {
                    if (args[i] < 0) {
                        continue;
                    }
                    if (params[i].getInternalName().equals("java/util/concurrent/Executor")) {
                        s.g.addEdge(args[i], s.field(ob.id, EXECUTOR));
                    } else {
                        s.escapeNode(args[i], "passed to ExecutorCompletionService.<init>() at "
                                + s.where(s.mnodes.get(caller), insn));
                    }
                }
            }
            case "submit" -> {
                if (args.length == 0 || args[0] < 0) {
                    return;
                }
                Obj f = JdkCalls.future(s, caller, insn);
                int result = s.field(f.id, Heap.ELEM);
                boolean callable = params[0].getInternalName().equals("java/util/concurrent/Callable");
                if (!callable && args.length > 1 && args[1] >= 0) {
                    s.g.addEdge(args[1], result); // submit(Runnable, V): the future's value is V
                }
                // an executor that is no modelled pool gets the task as unknown code (submitTo), so it escapes
                JdkCalls.submitTo(s, caller, insn, args[0], callable ? "call()Ljava/lang/Object;" : "run()V",
                        s.field(ob.id, EXECUTOR), result, "executor");
                s.g.addObj(s.field(ob.id, DONE), f.id);
                if (dst >= 0) {
                    s.g.addObj(dst, f.id);
                }
            }
            case "take", "poll" -> {
                if (dst >= 0) {
                    s.g.addEdge(s.field(ob.id, DONE), dst);
                }
            }
            case "hashCode", "equals", "toString" -> {
                if (dst >= 0) {
                    s.g.addObj(dst, Heap.UNKNOWN);
                }
            }
            default -> s.unknownCall(caller, insn, TYPE, name, args, dst, -1, "passed to ");
        }
    }
}
