package dev.tempered.agent;

import java.lang.instrument.Instrumentation;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * Runs the agent's work at exit (writing the report and the recording) after the program's own shutdown hooks have
 * ended. The JVM starts all application hooks at once, in no set order, so the work done in an ordinary hook could
 * write the recording while a hook of the program is still draining a queue, and what that hook did would be missing
 * from the file. The JDK's system hooks run one after another, and the one in slot 1 starts and joins every
 * application hook, so a system hook in a later slot runs once they have all ended.
 *
 * <p>Registering a system hook takes the JDK-internal {@code JavaLangAccess} (the agent may export its package to
 * itself), which costs some milliseconds. So premain only adds an ordinary hook; that hook, running inside slot 1,
 * registers the work in the later slot (allowed while a lower slot runs) and returns. Where that is refused, the work
 * runs in the ordinary hook and a line says what it may miss. Where nothing can change what the work writes any more
 * (a report alone, every manifest class settled), the ordinary hook does the work itself and takes no slot.
 */
final class ExitHook {
    /** The last of the JDK's ten system-hook slots: 0 to 2 are the JDK's own (console, application hooks, delete on exit). */
    static final int SLOT = 9;

    private ExitHook() {
    }

    /**
     * Premain's part: one ordinary hook, nothing JDK-internal yet. When {@code finalNow} (may be null) says, at exit,
     * that nothing the program's hooks do can change what {@code action} writes, the hook runs it at once and the
     * later slot is not taken: reaching it opens a JDK-internal package and calls it reflectively, which at exit runs
     * in the interpreter and, on newer JDKs, spins method handles.
     */
    static void install(Instrumentation inst, Runnable action, BooleanSupplier finalNow) {
        Runtime.getRuntime().addShutdownHook(new Thread("tempered-exit") {
            @Override
            public void run() {
                if (finalNow != null && finalNow.getAsBoolean()) {
                    action.run();
                    return;
                }
                String refused = registerAfterApplicationHooks(inst, action);
                if (refused != null) {
                    Log.line("exit hook: cannot run after the program's own shutdown hooks (" + refused
                            + "); what they do at exit may be missing from the report and the recording");
                    action.run();
                }
            }
        });
    }

    /** Null when {@code action} will run in the system slot after the application hooks, else why not. */
    static String registerAfterApplicationHooks(Instrumentation inst, Runnable action) {
        try {
            Module base = Object.class.getModule();
            inst.redefineModule(base, Set.of(), Map.of("jdk.internal.access", Set.of(ExitHook.class.getModule())),
                    Map.of(), Set.of(), Map.of());
            Object access = Class.forName("jdk.internal.access.SharedSecrets").getMethod("getJavaLangAccess")
                    .invoke(null);
            Method register = Class.forName("jdk.internal.access.JavaLangAccess")
                    .getMethod("registerShutdownHook", int.class, boolean.class, Runnable.class);
            // true: registering while shutdown is under way, which the JDK allows for a slot after the running one
            register.invoke(access, SLOT, true, action);
            return null;
        } catch (InvocationTargetException e) {
            return String.valueOf(e.getCause());
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            return String.valueOf(e);
        }
    }
}
