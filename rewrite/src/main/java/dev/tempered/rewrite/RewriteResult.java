package dev.tempered.rewrite;

import java.util.List;

/**
 * The rewritten class file, or {@code null} bytes when nothing changed (so a transformer can return null and
 * the class keeps its CDS sharing), and one outcome per requested site, in request order.
 */
public record RewriteResult(byte[] bytes, List<SiteOutcome> outcomes) {
    public RewriteResult {
        outcomes = List.copyOf(outcomes);
    }

    public boolean changed() {
        return bytes != null;
    }

    /** True when some site was applied. */
    public boolean anyApplied() {
        return outcomes.stream().anyMatch(o -> o.status() == SiteStatus.APPLIED);
    }
}
