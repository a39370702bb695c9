package dev.tempered.agent;

import dev.tempered.agent.record.LibraryHooks;
import dev.tempered.agent.record.ReflectionHooks;
import dev.tempered.manifest.ManifestException;
import dev.tempered.manifest.ManifestIndex;
import dev.tempered.manifest.Site;
import dev.tempered.rewrite.RewriteOptions;
import dev.tempered.rewrite.SiteOutcome;
import dev.tempered.rewrite.SiteStatus;
import dev.tempered.runtime.v1.recording.Recorder;
import dev.tempered.runtime.v1.recording.ReflectionLog;
import java.io.IOException;
import java.lang.instrument.Instrumentation;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.jar.JarFile;

/**
 * {@code -javaagent:tempered-agent.jar=manifest=PATH[,...]}. Premain reads the manifest, indexes its sites by class
 * name, registers one transformer and returns; any problem is one {@code tempered:} line on stderr and the
 * application runs unchanged. The transformer removes itself once every manifest class has loaded
 * ({@link SiteTransformer}; {@code reloads=true} keeps it).
 */
public final class TemperedAgent {
    private TemperedAgent() {
    }

    public static void premain(String args, Instrumentation inst) {
        long start = System.nanoTime();
        try {
            AgentOptions options;
            try {
                options = AgentOptions.parse(args);
            } catch (IllegalArgumentException e) {
                Log.line("bad agent options: " + e.getMessage() + "; the application runs unchanged");
                return;
            }
            ManifestIndex manifest;
            long read = System.nanoTime();
            try {
                // not ManifestReader: premain needs no evidence, and decoding it (with Gson) was most of its cost
                manifest = ManifestIndex.read(options.manifest);
            } catch (ManifestException e) {
                Log.line(e.getMessage() + "; the application runs unchanged");
                return;
            }
            read = System.nanoTime() - read;
            install(options, manifest, inst);
            if (options.verbose) {
                Log.line("premain took " + (System.nanoTime() - start) / 1_000_000 + " ms for "
                        + manifest.sites().size() + " manifest sites (reading the manifest " + read / 1_000_000 + " ms)");
            }
        } catch (Throwable t) {
            Log.line("agent not started (" + t + "); the application runs unchanged");
        }
    }

    /**
     * The first class the manifest's verdicts take as absent (docs/closed-world.md) that the system class loader finds
     * after all, or null. A class file found means the calls into it need not throw, so no verdict stands: the
     * analysis made them for a class path without it. A class of another loader (a plugin loader made later) is not
     * seen here; the closed world assumes the class path the program starts with.
     */
    static String presentAbsentClass(List<String> absent) {
        if (absent.isEmpty()) {
            return null;
        }
        ClassLoader system = ClassLoader.getSystemClassLoader();
        for (String name : absent) {
            if (system.getResource(name.replace('.', '/') + ".class") != null) {
                return name;
            }
        }
        return null;
    }

    private static void install(AgentOptions options, ManifestIndex manifest, Instrumentation inst) {
        boolean record = options.record != null;
        // rows only when a report is asked for: a row per site cost premain about a millisecond per 100 sites, and
        // without rows recording an outcome is a lookup that finds nothing
        AgentReport report = new AgentReport(options.manifest, options.report != null ? manifest.sites() : List.of());
        String present = record ? null : presentAbsentClass(manifest.absentClasses());
        String voided = null;
        if (present != null) {
            voided = "class " + present + " is on the class path, but the analysis took it as absent";
            Log.line(voided + ": every site keeps the general queue (analyse again with its jar on --class-path)");
        }
        Map<String, List<Site>> byClass = new HashMap<>();
        for (Map.Entry<String, List<Site>> e : manifest.sitesByClass().entrySet()) {
            String skip = voided != null ? voided
                    : isOwnClass(e.getKey()) ? "the agent's own classes are never rewritten"
                    // outside recording, a class whose sites all stay general is never looked at again
                    : record || anySpecialized(e.getValue()) ? null : "implementation general";
            if (skip == null) {
                byClass.put(e.getKey(), e.getValue());
            } else {
                for (Site s : e.getValue()) {
                    report.record(new SiteOutcome(s, SiteStatus.SKIPPED, skip), null);
                }
            }
        }
        boolean bootstrap = options.bootstrap && appendToBootstrap(options.bootstrapJar, inst);
        RewriteOptions rewrite = record ? RewriteOptions.recording(options.checks) : RewriteOptions.of(options.checks);
        SiteTransformer transformer = null;
        if (!byClass.isEmpty()) {
            // ASM and the rewriter load on the first transform of a manifest class, not here: a program that never
            // loads one pays nothing for them. With the boot class path opted in, a JDK class may be transformed,
            // and its transform must not need classes whose loading could be under way: load them all now.
            if (bootstrap) {
                WarmUp.run();
            }
            transformer = new SiteTransformer(byClass, rewrite, bootstrap, options.verbose, options.reloads,
                    report, inst);
            inst.addTransformer(transformer, false);
        }
        if (record) {
            // the declared queues check judges (JCTools, Agrona, the Disruptor) are hooked in the library itself
            inst.addTransformer(new LibraryHooks(), false);
            // the reflective calls' targets, for analyze --reflection-log (written beside the recording)
            inst.addTransformer(new ReflectionHooks(), false);
        }
        if (options.report != null || record) {
            // anonymous classes, not lambdas (see anySpecialized)
            SiteTransformer installed = transformer;
            ExitHook.install(inst, new Runnable() {
                @Override
                public void run() {
                    atExit(options, report);
                }
            }, record ? null : new BooleanSupplier() {
                @Override
                public boolean getAsBoolean() {
                    return reportFinal(installed);
                }
            });
        }
    }

    /**
     * Whether no outcome can reach the report any more, so that it may be written before the program's own shutdown
     * hooks end: there is no transformer, or it has removed itself (every manifest class settled). A transformer that
     * stays ({@code reloads=true}) or still waits for a class may yet record an outcome, from a class an
     * application hook loads.
     */
    static boolean reportFinal(SiteTransformer transformer) {
        return transformer == null || transformer.removed();
    }

    /** Classes the transformer itself runs on: rewriting them could recurse into the transformer. */
    static boolean isOwnClass(String internalName) {
        int slash = internalName.lastIndexOf('/');
        String pkg = slash < 0 ? "" : internalName.substring(0, slash);
        return pkg.equals("dev/tempered/agent") || pkg.equals("dev/tempered/rewrite")
                || pkg.equals("dev/tempered/manifest") || pkg.startsWith("dev/tempered/agent/internal/");
    }

    // no lambdas or streams on the premain path: each first use bootstraps java.lang.invoke (tens of ms)
    private static boolean anySpecialized(List<Site> sites) {
        for (Site s : sites) {
            if (s.isSpecialized()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Opt-in: makes the runtime visible to classes of the bootstrap loader and of loaders that do not delegate to
     * the system loader. Costs start-up: with an appended boot class path, CDS shares boot classes only.
     */
    private static boolean appendToBootstrap(Path jar, Instrumentation inst) {
        try {
            if (!Files.isRegularFile(jar)) {
                Log.line("bootstrap: no runtime jar at " + jar + "; classes of the bootstrap loader are skipped");
                return false;
            }
            inst.appendToBootstrapClassLoaderSearch(new JarFile(jar.toFile()));
            return true;
        } catch (IOException e) {
            Log.line("bootstrap: cannot open " + jar + " (" + e.getMessage() + "); classes of the bootstrap loader are skipped");
            return false;
        }
    }

    /**
     * The boot loader's unnamed module, where the runtime's classes live once its jar is on the boot class path;
     * found through one runtime class loaded (not initialised) from there. Null when that fails.
     */
    static Module bootRuntimeModule() {
        try {
            return Class.forName("dev.tempered.runtime.TopologyViolation", false, null).getModule();
        } catch (ClassNotFoundException | LinkageError e) {
            Log.line("bootstrap: the runtime is not on the boot class path (" + e + "); named modules get no reads edge to it");
            return null;
        }
    }

    private static void atExit(AgentOptions options, AgentReport report) {
        if (options.report != null) {
            try {
                report.write(options.report);
            } catch (IOException | RuntimeException e) {
                Log.line("cannot write report " + options.report + ": " + e);
            }
        }
        if (options.record != null) {
            try {
                Recorder.writeJson(options.record);
            } catch (IOException | RuntimeException | LinkageError e) {
                Log.line("cannot write recording " + options.record + ": " + e);
            }
            Path reflection = reflectionLog(options.record);
            try {
                ReflectionLog.writeJson(reflection);
            } catch (IOException | RuntimeException | LinkageError e) {
                Log.line("cannot write reflection log " + reflection + ": " + e);
            }
        }
    }

    /** Where record=PATH writes the reflection log: {@code PATH.reflection.json}, beside the recording. */
    static Path reflectionLog(Path recording) {
        return recording.resolveSibling(recording.getFileName() + ".reflection.json");
    }

    static Path agentJar() {
        try {
            var source = TemperedAgent.class.getProtectionDomain().getCodeSource();
            return source == null ? null : Paths.get(source.getLocation().toURI());
        } catch (URISyntaxException | RuntimeException e) {
            return null;
        }
    }
}
