package dev.tempered.agent.record;

import java.lang.instrument.ClassFileTransformer;
import java.security.ProtectionDomain;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Recording mode's second transformer: hooks the queue classes of JCTools, Agrona and the Disruptor as they load,
 * so that the declared queues {@code tempered check} judges are recorded by the threads that really use them.
 * Classes in named modules are left alone (the hooks need the runtime readable from them); anything that goes
 * wrong leaves the class as it was, said once on stderr.
 */
public final class LibraryHooks implements ClassFileTransformer {
    private final Set<String> reported = ConcurrentHashMap.newKeySet();

    @Override
    public byte[] transform(Module module, ClassLoader loader, String className, Class<?> classBeingRedefined,
                            ProtectionDomain protectionDomain, byte[] classfileBuffer) {
        if (className == null || classBeingRedefined != null) {
            return null;
        }
        Family family = Family.of(className);
        if (family == null) {
            return null;
        }
        if (module != null && module.isNamed()) {
            say(className, "in named module " + module.getName() + ": not recorded");
            return null;
        }
        try {
            return HookInserter.rewrite(classfileBuffer, family);
        } catch (Throwable t) { // the JVM would swallow it: say it, load the class unchanged
            say(className, "cannot hook for recording (" + t + "); not recorded");
            return null;
        }
    }

    private void say(String className, String what) {
        if (reported.add(className)) {
            System.err.println("tempered: " + className.replace('/', '.') + " " + what);
        }
    }
}
