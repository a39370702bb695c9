package dev.tempered.report;

import dev.tempered.manifest.SourceLocation;

/**
 * One step of a thread's call chain as the manifest writes it: {@code owner.name(descriptor)}, the method called,
 * optionally followed by {@code @package/File.java:line}, where the caller calls it. Steps that do not parse are kept as
 * text (a newer analysis may write more), so a report never fails on them.
 */
record ChainStep(String raw, String owner, String method, String descriptor, SourceLocation location) {

    static ChainStep parse(String raw) {
        String call = raw;
        SourceLocation loc = null;
        int at = raw.lastIndexOf('@');
        int paren = raw.indexOf('(');
        if (at > 0 && at > raw.lastIndexOf(')')) {
            call = raw.substring(0, at).trim();
            loc = location(raw.substring(at + 1));
        }
        paren = call.indexOf('(');
        int dot = paren < 0 ? -1 : call.lastIndexOf('.', paren);
        if (dot <= 0) {
            return new ChainStep(raw, null, null, null, null);
        }
        String owner = call.substring(0, dot);
        if (loc != null) {
            // package/File.java:line names the caller's class directory; a bare File.java (older manifests) is read
            // as lying beside the callee's class
            int slash = loc.file().lastIndexOf('/');
            String file = loc.file().substring(slash + 1);
            String dir = slash >= 0 ? loc.file().substring(0, slash + 1)
                    : owner.substring(0, owner.lastIndexOf('/') + 1);
            String base = file.endsWith(".java") ? file.substring(0, file.length() - 5) : file;
            loc = new SourceLocation(dir + base, file, loc.line());
        }
        return new ChainStep(raw, owner, call.substring(dot + 1, paren), call.substring(paren), loc);
    }

    private static SourceLocation location(String text) {
        int colon = text.lastIndexOf(':');
        if (colon < 0) {
            return new SourceLocation("", text, 0);
        }
        try {
            return new SourceLocation("", text.substring(0, colon), Integer.parseInt(text.substring(colon + 1)));
        } catch (NumberFormatException e) {
            return new SourceLocation("", text, 0);
        }
    }

    boolean parsed() {
        return owner != null;
    }

    /** {@code LogPipeline.enrich()}: what a reader recognises. */
    String shortCall() {
        return parsed() ? Wording.simpleClass(owner) + "." + method + "()" : raw;
    }

    /** {@code pkg.Class.method(desc)}: a SARIF logical location. */
    String qualifiedName() {
        return parsed() ? owner.replace('/', '.') + "." + method + descriptor : raw;
    }

    /** {@code LogPipeline.enrich() (called at com/acme/LogPipeline.java:88)}. */
    String display() {
        return location == null ? shortCall() : shortCall() + " (called at " + location.display() + ")";
    }
}
