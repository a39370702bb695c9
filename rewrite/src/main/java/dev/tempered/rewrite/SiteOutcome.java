package dev.tempered.rewrite;

import dev.tempered.manifest.Site;
import java.util.Objects;

/** The status of one site and a one-line reason. */
public record SiteOutcome(Site site, SiteStatus status, String detail) {
    public SiteOutcome {
        Objects.requireNonNull(site, "site");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(detail, "detail");
    }

    /** {@code <id>: applied (ring)}: what logs and reports print. */
    public String line() {
        return site.id() + ": " + status.json() + " (" + detail + ")";
    }
}
