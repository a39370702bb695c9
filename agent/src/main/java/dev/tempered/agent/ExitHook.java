package dev.tempered.agent;

import java.lang.instrument.Instrumentation;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.Set;

/**
 * Runs the agent's work at exit (writing the report and the recording) after the program's own shutdown hooks have
 * ended. The JVM starts all application hooks at once, in no set order, so an ordinary hook could write the
 * recording while a hook of the program is still draining a queue, and what that hook did would be missing from
 * the file. The JDK's system hooks run one after another, and the one in slot 1 starts and joins every application
 * hook, so a system hook in a later slot runs once they have all ended. Registering one takes the JDK-internal
 * {@code JavaLangAccess}; the agent may export its package to itself. Where that fails, an ordinary application hook
 * is used and a line says what it may miss.
 */
final class ExitHook {
    /** The last of the JDK's ten system-hook slots: 0 to 2 are the JDK's own (console, application hooks, delete on exit). */
    static final int SLOT = 9;

    private ExitHook() {
    }

    /** Where the hook went: true for the system slot after the application hooks, false for an application hook. */
    static boolean install(Instrumentation inst, Runnable action) {
        try {
            Module base = Object.class.getModule();
            inst.redefineModule(base, Set.of(), Map.of("jdk.internal.access", Set.of(ExitHook.class.getModule())),
                    Map.of(), Set.of(), Map.of());
            Object access = Class.forName("jdk.internal.access.SharedSecrets").getMethod("getJavaLangAccess")
                    .invoke(null);
            Method register = Class.forName("jdk.internal.access.JavaLangAccess")
                    .getMethod("registerShutdownHook", int.class, boolean.class, Runnable.class);
            register.invoke(access, SLOT, false, action);
            return true;
        } catch (InvocationTargetException e) {
            fallBack(action, String.valueOf(e.getCause()));
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            fallBack(action, String.valueOf(e));
        }
        return false;
    }

    private static void fallBack(Runnable action, String why) {
        Log.line("exit hook: cannot run after the program's own shutdown hooks (" + why
                + "); what they do at exit may be missing from the report and the recording");
        Runtime.getRuntime().addShutdownHook(new Thread(action, "tempered-exit"));
    }
}
