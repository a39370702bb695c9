package dev.tempered.rewrite;

import dev.tempered.manifest.Site;
import dev.tempered.manifest.SourceLocation;

/** The constant string a substitute's constructor receives (architecture.md, "The constructor contract"). */
final class Spec {
    private Spec() {
    }

    /** How every spec starts: the ABI tag. */
    static final String TAG = "v1|";

    static String of(Site site, RewriteOptions options) {
        String form = options.record() ? "record" : site.implementation().json();
        SourceLocation at = site.source();
        String file = at.file() != null ? at.file() : at.className().substring(at.className().lastIndexOf('/') + 1);
        // one builder, sized once (as SourceLocation.display() spells the place): this runs interpreted per site
        StringBuilder spec = new StringBuilder(96 + file.length() + site.id().length())
                .append(TAG).append("form=").append(form)
                .append("|checks=").append(options.checks().spec())
                .append("|topology=").append(site.topology().json())
                .append("|at=").append(file.indexOf('|') < 0 ? file : file.replace('|', '/'));
        if (at.line() > 0) {
            spec.append(':').append(at.line());
        }
        return spec.append("|site=").append(site.id()).toString();
    }

    /** {@code (A...)V} to {@code (A...Ljava/lang/String;)V}. */
    static String withSpec(String constructorDescriptor) {
        int close = constructorDescriptor.lastIndexOf(')');
        return constructorDescriptor.substring(0, close) + "Ljava/lang/String;" + constructorDescriptor.substring(close);
    }
}
