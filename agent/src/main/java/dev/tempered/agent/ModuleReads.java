package dev.tempered.agent;

import java.lang.instrument.Instrumentation;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Gives a named module the reads edges that rewritten code needs: the runtime lives in an unnamed module (the
 * agent jar on the class path, or the opted-in boot class path), and a named module reads no unnamed module
 * unless told to. With the boot class path opted in, the runtime classes resolve to the boot loader's unnamed
 * module (class-path loaders delegate there first), so that module is a target too.
 */
final class ModuleReads {
    private final Instrumentation inst;
    private final Module bootRuntime;
    private final Set<Module> done = ConcurrentHashMap.newKeySet();

    /** {@code bootRuntime}: the boot loader's unnamed module when the runtime jar was appended there, else null. */
    ModuleReads(Instrumentation inst, Module bootRuntime) {
        this.inst = inst;
        this.bootRuntime = bootRuntime;
    }

    /** Null when {@code module} now reads the runtime's possible modules, else why not. */
    String ensure(Module module, ClassLoader loader) {
        if (done.contains(module)) {
            return null;
        }
        if (!inst.isModifiableModule(module)) {
            return "module " + module.getName() + " cannot be modified to read the runtime";
        }
        Set<Module> targets = new HashSet<>();
        targets.add(ClassLoader.getSystemClassLoader().getUnnamedModule());
        targets.add(SiteTransformer.class.getModule()); // where the agent jar's runtime classes live
        if (loader != null) {
            targets.add(loader.getUnnamedModule());
        }
        if (bootRuntime != null) {
            targets.add(bootRuntime);
        }
        for (java.util.Iterator<Module> it = targets.iterator(); it.hasNext(); ) {
            if (module.canRead(it.next())) {
                it.remove();
            }
        }
        if (!targets.isEmpty()) {
            inst.redefineModule(module, targets, Map.of(), Map.of(), Set.of(), Map.of());
        }
        done.add(module);
        return null;
    }
}
