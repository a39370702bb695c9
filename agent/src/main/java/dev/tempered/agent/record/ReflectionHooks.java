package dev.tempered.agent.record;

import java.lang.instrument.ClassFileTransformer;
import java.security.ProtectionDomain;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Recording mode's third transformer: logs what the program's reflective calls load, make and invoke
 * ({@code ReflectionLog}), so that {@code tempered analyze --reflection-log} can add what the code alone does not
 * tell. Only classes of loaders that see the runtime are hooked (the JDK's own and the agent's are not, nor classes
 * in named modules); anything that goes wrong leaves the class as it was, said once on stderr.
 */
public final class ReflectionHooks implements ClassFileTransformer {
    private static final String LOG_CLASS = ReflectionHookInserter.LOG + ".class";
    private final ClassLoader system = ClassLoader.getSystemClassLoader();
    private final Set<String> reported = ConcurrentHashMap.newKeySet();

    private static final byte[][] NAMES = {bytes("forName"), bytes("newInstance"), bytes("invoke"),
        bytes("loadClass")};

    private static byte[] bytes(String s) {
        return s.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    }

    /** A byte search of the constant pool's names: most classes call none of these and are not parsed at all. */
    static boolean mentionsReflection(byte[] b) {
        for (byte[] n : NAMES) {
            outer:
            for (int i = 0; i + n.length <= b.length; i++) {
                for (int k = 0; k < n.length; k++) {
                    if (b[i + k] != n[k]) {
                        continue outer;
                    }
                }
                return true;
            }
        }
        return false;
    }

    /** The agent's and the runtime's own classes: hooking them could recurse into the log. */
    static boolean isToolClass(String internalName) {
        return internalName.startsWith("dev/tempered/runtime/") || internalName.startsWith("dev/tempered/agent/")
                || internalName.startsWith("dev/tempered/rewrite/") || internalName.startsWith("dev/tempered/manifest/");
    }

    @Override
    public byte[] transform(Module module, ClassLoader loader, String className, Class<?> classBeingRedefined,
                            ProtectionDomain protectionDomain, byte[] classfileBuffer) {
        if (className == null || classBeingRedefined != null || loader == null || isToolClass(className)
                || module != null && module.isNamed()) {
            return null;
        }
        try {
            if (loader != system && loader.getResource(LOG_CLASS) == null) {
                return null; // the hooks would not link: the class runs unlogged
            }
            return mentionsReflection(classfileBuffer) ? ReflectionHookInserter.rewrite(classfileBuffer) : null;
        } catch (Throwable t) { // the JVM would swallow it: say it, load the class unchanged
            if (reported.add(className)) {
                System.err.println("tempered: " + className.replace('/', '.') + " cannot be hooked to log reflection ("
                        + t + "); its reflective calls are not logged");
            }
            return null;
        }
    }
}
