package dev.tempered.agent;

import dev.tempered.manifest.Site;
import dev.tempered.rewrite.RewriteOptions;
import dev.tempered.rewrite.RewriteResult;
import dev.tempered.rewrite.SiteOutcome;
import dev.tempered.rewrite.SiteRewriter;
import dev.tempered.rewrite.SiteStatus;
import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.Instrumentation;
import java.security.ProtectionDomain;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The agent's one transformer. For every class not named in the manifest it does one map lookup and returns null;
 * for a named class it runs the {@link SiteRewriter} and returns the new bytes, or null when nothing changed or
 * anything went wrong (the class then loads exactly as it was).
 */
final class SiteTransformer implements ClassFileTransformer {
    private final Map<String, java.util.List<Site>> sitesByClass;
    private final RewriteOptions options;
    private final boolean bootstrapAppended;
    private final boolean verbose;
    private final AgentReport report;
    private final ModuleReads reads;
    private final Set<String> reported = ConcurrentHashMap.newKeySet();
    private final RuntimeVisibility.Seen seen = new RuntimeVisibility.Seen();

    SiteTransformer(Map<String, java.util.List<Site>> sitesByClass, RewriteOptions options, boolean bootstrapAppended,
                    boolean verbose, AgentReport report, Instrumentation inst) {
        this.sitesByClass = sitesByClass;
        this.options = options;
        this.bootstrapAppended = bootstrapAppended;
        this.verbose = verbose;
        this.report = report;
        this.reads = new ModuleReads(inst, bootstrapAppended ? TemperedAgent.bootRuntimeModule() : null);
    }

    @Override
    public byte[] transform(Module module, ClassLoader loader, String className, Class<?> classBeingRedefined,
                            ProtectionDomain protectionDomain, byte[] classfileBuffer) {
        if (className == null || classBeingRedefined != null) {
            return null;
        }
        java.util.List<Site> sites = sitesByClass.get(className);
        if (sites == null) {
            return null;
        }
        try {
            return rewrite(module, loader, className, sites, classfileBuffer);
        } catch (Throwable t) { // the JVM would swallow it silently; say it once and load the class unchanged
            if (reported.add(className + "#error")) {
                Log.line("internal error rewriting " + className + ", class left as it was: " + t);
            }
            for (Site s : sites) {
                report.record(new SiteOutcome(s, SiteStatus.ERROR, "internal error: " + t), loader);
            }
            return null;
        }
    }

    private byte[] rewrite(Module module, ClassLoader loader, String className, java.util.List<Site> sites, byte[] bytes) {
        RewriteResult result = SiteRewriter.rewrite(bytes, sites,
                options.withRuntimeVisible(new RuntimeVisibility(loader, bootstrapAppended, seen)));
        byte[] out = result.bytes();
        if (out != null && module != null && module.isNamed()) {
            String problem = reads.ensure(module, loader);
            if (problem != null) {
                out = null;
                java.util.List<SiteOutcome> failed = new java.util.ArrayList<>();
                for (SiteOutcome o : result.outcomes()) {
                    failed.add(o.status() == SiteStatus.APPLIED
                            ? new SiteOutcome(o.site(), SiteStatus.RUNTIME_NOT_VISIBLE, problem) : o);
                }
                result = new RewriteResult(null, failed);
            }
        }
        for (SiteOutcome o : result.outcomes()) {
            report.record(o, loader);
            boolean problem = o.status() != SiteStatus.APPLIED && o.status() != SiteStatus.SKIPPED;
            if ((problem || verbose) && reported.add(o.site().id() + "#" + o.status())) {
                Log.line(o.line() + (problem ? "; site left as it was" : ""));
            }
        }
        return out;
    }
}
