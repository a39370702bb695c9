package dev.tempered.rewrite;

import dev.tempered.manifest.Site;

/** The constant string a substitute's constructor receives (architecture.md, "The constructor contract"). */
final class Spec {
    private Spec() {
    }

    /** How every spec starts: the ABI tag. */
    static final String TAG = "v1|";

    static String of(Site site, RewriteOptions options) {
        String form = options.record() ? "record" : site.implementation().json();
        return TAG + "form=" + form
                + "|checks=" + options.checks().spec()
                + "|topology=" + site.topology().json()
                + "|at=" + site.source().display().replace('|', '/')
                + "|site=" + site.id();
    }

    /** {@code (A...)V} to {@code (A...Ljava/lang/String;)V}. */
    static String withSpec(String constructorDescriptor) {
        int close = constructorDescriptor.lastIndexOf(')');
        return constructorDescriptor.substring(0, close) + "Ljava/lang/String;" + constructorDescriptor.substring(close);
    }
}
