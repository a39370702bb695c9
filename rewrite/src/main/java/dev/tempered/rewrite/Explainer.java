package dev.tempered.rewrite;

import dev.tempered.manifest.Manifest;
import dev.tempered.manifest.Site;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A dry run ({@code tempered explain}): for every manifest site, what the rewriter would do with these class files
 * and why. Nothing is written.
 */
public final class Explainer {

    /** One site in one place ({@code path!entry}); {@code where} is null when no given path holds the class. */
    public record Explanation(String siteId, String where, SiteStatus status, String detail) {
        public String line() {
            String verb = status == SiteStatus.APPLIED ? "would be applied" : status.json();
            return siteId + (where == null ? "" : " [" + where + "]") + ": " + verb + " (" + detail + ")";
        }
    }

    private Explainer() {
    }

    /** Explains every site of {@code manifest} against {@code paths}: jars, class directories or .class files. */
    public static List<Explanation> explain(Manifest manifest, List<Path> paths, RewriteOptions options) throws IOException {
        Map<String, List<Site>> byClass = manifest.sitesByClass();
        List<Explanation> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Path p : paths) {
            List<ArchiveEntry> entries = p.toString().endsWith(".class") && Files.isRegularFile(p)
                    ? List.of(new ArchiveEntry(p.getFileName().toString(), null, Files.readAllBytes(p)))
                    : Archives.read(p);
            for (ArchiveEntry e : entries) {
                List<Site> sites = sitesFor(e, byClass);
                if (sites == null) {
                    continue;
                }
                seen.add(sites.get(0).className());
                for (SiteOutcome o : SiteRewriter.rewrite(e.data(), sites, options).outcomes()) {
                    out.add(new Explanation(o.site().id(), p + "!" + e.name(), o.status(), o.detail()));
                }
            }
        }
        for (Site s : manifest.sites()) {
            if (!seen.contains(s.className())) {
                out.add(new Explanation(s.id(), null, SiteStatus.NOT_FOUND, "class " + s.className()
                        + " is in none of the given paths"));
            }
        }
        return out;
    }

    private static List<Site> sitesFor(ArchiveEntry e, Map<String, List<Site>> byClass) {
        String cls = e.className();
        if (cls != null && byClass.containsKey(cls)) {
            return byClass.get(cls);
        }
        if (e.meta() == null && e.name().endsWith(".class")) { // a lone .class file: ask the bytes for the name
            String name = ClassFiles.className(e.data());
            return name == null ? null : byClass.get(name);
        }
        return null;
    }
}
