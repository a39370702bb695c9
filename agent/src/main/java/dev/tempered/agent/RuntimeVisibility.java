package dev.tempered.agent;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.function.Predicate;

/**
 * Whether a class loader can see a substitute. Asks for the class file as a resource (no class is loaded inside
 * the transformer). The bootstrap loader (null) sees it only when the user opted in to the boot class path.
 */
final class RuntimeVisibility implements Predicate<String> {
    private final ClassLoader loader;
    private final boolean bootstrapAppended;
    private final Seen seen;

    RuntimeVisibility(ClassLoader loader, boolean bootstrapAppended, Seen seen) {
        this.loader = loader;
        this.bootstrapAppended = bootstrapAppended;
        this.seen = seen;
    }

    @Override
    public boolean test(String internalName) {
        if (loader == null) {
            return bootstrapAppended;
        }
        if (loader == seen.system) {
            return true; // the JVM put the agent jar, runtime included, on this loader's class path
        }
        if (seen.contains(loader, internalName)) {
            return true;
        }
        boolean visible = loader.getResource(internalName + ".class") != null;
        if (visible) {
            seen.add(loader, internalName);
        }
        return visible;
    }

    /**
     * The substitutes each loader was seen to see. A resource lookup costs about as much as rewriting a small class
     * (URL building, jar and module lookups, interpreted at start-up), and a loader asks for the same few names for
     * every class it defines (the system loader is not even asked: its first lookup also opens the JDK's module
     * image reader). Only positive answers are kept: a loader may gain the runtime later, never lose it.
     * Weak keys: the agent must not keep a loader alive.
     */
    static final class Seen {
        private final ClassLoader system = ClassLoader.getSystemClassLoader();
        private final Map<ClassLoader, Set<String>> byLoader = new WeakHashMap<>();

        synchronized boolean contains(ClassLoader loader, String internalName) {
            Set<String> names = byLoader.get(loader);
            return names != null && names.contains(internalName);
        }

        synchronized void add(ClassLoader loader, String internalName) {
            Set<String> names = byLoader.get(loader);
            if (names == null) {
                names = new HashSet<>();
                byLoader.put(loader, names);
            }
            names.add(internalName);
        }
    }
}
