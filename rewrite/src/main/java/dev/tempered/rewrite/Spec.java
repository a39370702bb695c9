package dev.tempered.rewrite;

import dev.tempered.manifest.Site;

/** The constant string a substitute's constructor receives (architecture.md, "The constructor contract"). */
final class Spec {
    private Spec() {
    }

    /** How every spec starts: the ABI tag. */
    static final String TAG = "v1|";
    /** No operation of the site waits: the runtime drops its wake-up test (design note waiting). Older runtimes ignore
     * it. */
    static final String WAITS_NONE = "|waits=none";

    static String of(Site site, RewriteOptions options) {
        String form = options.record() ? "record" : site.implementation().json();
        String at = site.source().fileAndLine(); // the site id beside it names the class
        // one builder, sized once: this runs interpreted per site at start-up
        StringBuilder spec = new StringBuilder(96 + at.length() + site.id().length())
                .append(TAG).append("form=").append(form)
                .append("|checks=").append(options.checks().spec())
                .append("|topology=").append(site.topology().json());
        if (!options.record() && NoWaitingOperations.provenFor(site)) {
            spec.append(WAITS_NONE);
        }
        spec.append("|at=").append(at.replace('|', '/')); // a bar in a file name cannot split the spec
        return spec.append("|site=").append(site.id()).toString();
    }

    /** {@code (A...)V} to {@code (A...Ljava/lang/String;)V}. */
    static String withSpec(String constructorDescriptor) {
        int close = constructorDescriptor.lastIndexOf(')');
        return constructorDescriptor.substring(0, close) + "Ljava/lang/String;" + constructorDescriptor.substring(close);
    }
}
