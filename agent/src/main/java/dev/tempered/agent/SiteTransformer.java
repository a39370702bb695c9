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
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The agent's one transformer. For every class not named in the manifest it does one map lookup and returns null;
 * for a named class it runs the {@link SiteRewriter} and returns the new bytes, or null when nothing changed or
 * anything went wrong (the class then loads exactly as it was).
 *
 * <p>Unless told to stay ({@code reloads=true}), it removes itself once every manifest class has been through it
 * with an outcome that does not depend on the loader: with no transformer left the JVM stops handing each later
 * class to the agent, and stops reading the bytes of classes it maps from the CDS archive to do so
 * (design note start-up, docs/design/start-up.md).
 */
final class SiteTransformer implements ClassFileTransformer {
    private final Map<String, List<Site>> sitesByClass;
    private final RewriteOptions options;
    private final boolean bootstrapAppended;
    private final boolean verbose;
    private final AgentReport report;
    private final ModuleReads reads;
    private final Instrumentation inst;
    private final Set<String> reported = ConcurrentHashMap.newKeySet();
    private final RuntimeVisibility.Seen seen = new RuntimeVisibility.Seen();
    /** Manifest classes not yet settled; null when the transformer stays for the whole run. */
    private final Set<String> pending;
    /** Set once this transformer has removed itself: no transform begins after that, so no outcome is recorded. */
    private volatile boolean removed;
    /** Nanoseconds spent rewriting manifest classes (for verbose only). */
    private final AtomicLong rewriteNanos = new AtomicLong();

    SiteTransformer(Map<String, List<Site>> sitesByClass, RewriteOptions options, boolean bootstrapAppended,
                    boolean verbose, boolean stay, AgentReport report, Instrumentation inst) {
        this.sitesByClass = sitesByClass;
        this.options = options;
        this.bootstrapAppended = bootstrapAppended;
        this.verbose = verbose;
        this.report = report;
        this.inst = inst;
        this.reads = new ModuleReads(inst, bootstrapAppended ? TemperedAgent.bootRuntimeModule() : null);
        if (stay) {
            this.pending = null;
        } else {
            this.pending = ConcurrentHashMap.newKeySet(sitesByClass.size());
            this.pending.addAll(sitesByClass.keySet());
        }
    }

    @Override
    public byte[] transform(Module module, ClassLoader loader, String className, Class<?> classBeingRedefined,
                            ProtectionDomain protectionDomain, byte[] classfileBuffer) {
        if (className == null || classBeingRedefined != null) {
            return null;
        }
        List<Site> sites = sitesByClass.get(className);
        if (sites == null) {
            return null;
        }
        long start = verbose ? System.nanoTime() : 0L;
        boolean settled = false;
        try {
            RewriteResult result = rewrite(module, loader, className, sites, classfileBuffer);
            settled = settles(result);
            return result.bytes();
        } catch (Throwable t) { // the JVM would swallow it silently; say it once and load the class unchanged
            if (reported.add(className + "#error")) {
                Log.line("internal error rewriting " + className + ", class left as it was: " + t);
            }
            for (Site s : sites) {
                report.record(new SiteOutcome(s, SiteStatus.ERROR, "internal error: " + t), loader);
            }
            return null;
        } finally {
            if (verbose) {
                rewriteNanos.addAndGet(System.nanoTime() - start);
            }
            if (settled) {
                try {
                    settle(className);
                } catch (Throwable t) {
                    // nothing may escape a finally here: this class's rewritten bytes would be lost
                }
            }
        }
    }

    private RewriteResult rewrite(Module module, ClassLoader loader, String className, List<Site> sites, byte[] bytes) {
        RewriteResult result = SiteRewriter.rewrite(bytes, sites,
                options.withRuntimeVisible(new RuntimeVisibility(loader, bootstrapAppended, seen)));
        if (result.bytes() != null && module != null && module.isNamed()) {
            String problem = reads.ensure(module, loader);
            if (problem != null) {
                List<SiteOutcome> failed = new java.util.ArrayList<>();
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
        return result;
    }

    /**
     * Whether this outcome would be the same in any other loader: not when a site's runtime was invisible to this
     * loader (another may see it), nor on an error (kept on the safe side: the class is looked at again).
     */
    private boolean settles(RewriteResult result) {
        if (pending == null) {
            return false;
        }
        for (SiteOutcome o : result.outcomes()) {
            if (o.status() == SiteStatus.RUNTIME_NOT_VISIBLE || o.status() == SiteStatus.ERROR) {
                return false;
            }
        }
        return true;
    }

    /** Whether this transformer has removed itself (see {@link TemperedAgent#reportFinal}). */
    boolean removed() {
        return removed;
    }

    private void settle(String className) {
        if (!pending.remove(className) || !pending.isEmpty()) {
            return;
        }
        // The last manifest class is settled. Removing from inside transform is safe: the JVM's transformer
        // manager iterates over a snapshot, and with no transformer left it disables the class-file load hook.
        // Two threads settling the last two classes may both get here; removeTransformer is true for one of them.
        // (transform's caller catches anything thrown here: staying registered costs time only)
        if (!inst.removeTransformer(this)) {
            return;
        }
        removed = true;
        if (verbose) {
            Log.line("every manifest class is rewritten (" + sitesByClass.size() + " classes, "
                    + rewriteNanos.get() / 1_000_000 + " ms in the transformer); transformer removed, later class "
                    + "loads skip it (reloads=true keeps it for classes loaded again by other loaders)");
        }
    }
}
