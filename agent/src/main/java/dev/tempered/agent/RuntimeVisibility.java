package dev.tempered.agent;

import java.util.function.Predicate;

/**
 * Whether a class loader can see a substitute. Asks for the class file as a resource (no class is loaded inside
 * the transformer). The bootstrap loader (null) sees it only when the user opted in to the boot class path.
 */
final class RuntimeVisibility implements Predicate<String> {
    private final ClassLoader loader;
    private final boolean bootstrapAppended;

    RuntimeVisibility(ClassLoader loader, boolean bootstrapAppended) {
        this.loader = loader;
        this.bootstrapAppended = bootstrapAppended;
    }

    @Override
    public boolean test(String internalName) {
        if (loader == null) {
            return bootstrapAppended;
        }
        return loader.getResource(internalName + ".class") != null;
    }
}
