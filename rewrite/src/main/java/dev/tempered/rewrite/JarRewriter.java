package dev.tempered.rewrite;

import dev.tempered.manifest.Manifest;
import dev.tempered.manifest.Site;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.zip.ZipException;

/**
 * The offline rewriter: jar to jar, or directory to directory. Entries keep their order and metadata, so the same
 * input gives the same bytes; untouched entries are copied as they are. Each class entry named in the manifest goes
 * through {@link SiteRewriter}; a {@code META-INF/versions/N/} variant is rewritten only when its own bytes are the
 * analysed ones. Signed jars are refused unless signatures may be stripped; {@code module-info} gains
 * {@code requires dev.tempered.runtime} when a rewritten class refers to the runtime.
 */
public final class JarRewriter {

    /** What to do when a site that should be specialized is not applied in any entry. */
    public enum OnStale { FAIL, WARN }

    /**
     * @param runtimeSource where to take the runtime classes from for {@code embedRuntime}: a jar or class
     *                      directory; null means the jar this rewriter was loaded from holds them
     */
    public record Options(ChecksMode checks, boolean embedRuntime, OnStale onStale, boolean stripSignatures,
                          Path runtimeSource) {
        public Options {
            Objects.requireNonNull(checks, "checks");
            Objects.requireNonNull(onStale, "onStale");
        }

        public static Options defaults() {
            return new Options(ChecksMode.DEFAULT, false, OnStale.FAIL, false, null);
        }
    }

    private final Manifest manifest;
    private final Options options;

    public JarRewriter(Manifest manifest, Options options) {
        this.manifest = manifest;
        this.options = options;
    }

    /** Rewrites {@code in} (a jar or a directory) into {@code out} (same kind); nothing is written when refused. */
    public JarRewriteReport rewrite(Path in, Path out) throws IOException, JarRewriteException {
        return rewrite(List.of(in), List.of(out));
    }

    /**
     * Rewrites each of {@code ins} into the {@code outs} at the same position (each the same kind as its input): the
     * program and its dependencies in one run, as one build step ships them. A site counts as applied, or missing,
     * over all of them together; nothing is written when the run is refused. {@code --embed-runtime} goes into the
     * first output only.
     */
    public JarRewriteReport rewrite(List<Path> ins, List<Path> outs) throws IOException, JarRewriteException {
        if (ins.size() != outs.size() || ins.isEmpty()) {
            throw new IllegalArgumentException("one output per input: " + ins + " -> " + outs);
        }
        JarRewriteReport report = new JarRewriteReport();
        Map<String, List<Site>> byClass = manifest.sitesByClass();
        Set<String> applied = new HashSet<>();
        Set<String> seen = new HashSet<>();
        RewriteOptions rewrite = RewriteOptions.of(options.checks());
        List<List<ArchiveEntry>> results = new ArrayList<>();
        List<Integer> changes = new ArrayList<>();
        for (Path in : ins) {
            List<ArchiveEntry> entries;
            try {
                entries = Archives.read(in);
            } catch (ZipException | java.nio.file.NoSuchFileException e) {
                throw new JarRewriteException("tempered: cannot read " + in + " as a jar or directory ("
                        + e.getMessage() + ")", report);
            }
            List<ArchiveEntry> result = new ArrayList<>(entries.size());
            int changed = 0;
            for (ArchiveEntry e : entries) {
                String cls = e.className();
                List<Site> sites = cls == null ? null : byClass.get(cls);
                if (sites == null) {
                    result.add(e);
                    continue;
                }
                seen.add(cls);
                RewriteResult r = SiteRewriter.rewrite(e.data(), sites, rewrite);
                for (SiteOutcome o : r.outcomes()) {
                    report.add(new JarRewriteReport.Row(o.site().id(), e.name(), o.status(), o.detail()));
                    if (o.status() == SiteStatus.APPLIED) {
                        applied.add(o.site().id());
                    }
                }
                if (r.changed()) {
                    changed++;
                    result.add(new ArchiveEntry(e.name(), e.meta(), r.bytes()));
                } else {
                    result.add(e);
                }
            }
            if (changed > 0) {
                result = finish(result, report, in);
                changed = countChanged(entries, result);
            }
            results.add(result);
            changes.add(changed);
        }
        String where = ins.size() == 1 ? ins.get(0).toString() : "any of the " + ins.size() + " inputs";
        Set<String> failing = new LinkedHashSet<>();
        for (Site s : manifest.sites()) {
            if (!seen.contains(s.className())) {
                report.add(new JarRewriteReport.Row(s.id(), null, SiteStatus.NOT_FOUND, "class " + s.className()
                        + " is not in " + where));
            }
            if (s.isSpecialized() && Substitutes.of(s, false) != null
                    && !applied.contains(s.id())) {
                failing.add(s.id());
            }
        }
        if (!failing.isEmpty()) {
            String msg = failing.size() + " site(s) not applied: " + String.join(", ", failing);
            if (options.onStale() == OnStale.FAIL) {
                throw new JarRewriteException("tempered: " + msg + " (see the report; --on-stale=warn to write anyway)", report);
            }
            report.note("warning: " + msg);
        }
        report.changed(changes.stream().mapToInt(Integer::intValue).sum());
        for (int i = 0; i < ins.size(); i++) {
            List<ArchiveEntry> result = results.get(i);
            if (i == 0 && options.embedRuntime()) {
                result = RuntimeEmbedder.embed(result, options.runtimeSource(), report);
            }
            if (Files.isDirectory(ins.get(i))) {
                Archives.writeTree(outs.get(i), result);
            } else {
                Archives.writeJar(outs.get(i), result, Archives.comment(ins.get(i)));
            }
        }
        return report;
    }

    /** Signatures and module-info, once some class changed. */
    private List<ArchiveEntry> finish(List<ArchiveEntry> entries, JarRewriteReport report, Path in)
            throws JarRewriteException {
        boolean signed = entries.stream().anyMatch(e -> Signatures.isSignatureFile(e.name()));
        if (signed && !options.stripSignatures()) {
            throw new JarRewriteException("tempered: " + in + " is signed and rewriting would break its signature;"
                    + " pass --strip-signatures to remove the signature", report);
        }
        List<ArchiveEntry> out = new ArrayList<>(entries.size());
        for (ArchiveEntry e : entries) {
            if (signed && Signatures.isSignatureFile(e.name())) {
                report.note("removed signature file " + e.name());
                continue;
            }
            if (signed && e.name().equals("META-INF/MANIFEST.MF")) {
                out.add(new ArchiveEntry(e.name(), e.meta(), Signatures.stripDigests(e.data())));
                report.note("removed digest attributes from META-INF/MANIFEST.MF");
                continue;
            }
            if (e.isModuleInfo()) {
                byte[] patched;
                try {
                    patched = ModuleRequires.addRuntime(e.data());
                } catch (IllegalArgumentException ex) {
                    throw new JarRewriteException("tempered: cannot read " + e.name() + ": " + ex.getMessage(), report);
                }
                if (patched != null) {
                    out.add(new ArchiveEntry(e.name(), e.meta(), patched));
                    report.note(e.name() + ": added requires " + ModuleRequires.RUNTIME_MODULE);
                    continue;
                }
            }
            out.add(e);
        }
        return out;
    }

    private static int countChanged(List<ArchiveEntry> before, List<ArchiveEntry> after) {
        Map<String, byte[]> old = new HashMap<>();
        before.forEach(e -> old.put(e.name(), e.data()));
        int n = 0;
        for (ArchiveEntry e : after) {
            byte[] o = old.get(e.name());
            if (o == null || !java.util.Arrays.equals(o, e.data())) {
                n++;
            }
        }
        return n;
    }
}
