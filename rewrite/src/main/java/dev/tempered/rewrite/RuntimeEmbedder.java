package dev.tempered.rewrite;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Copies the runtime classes ({@code dev/tempered/runtime/**}) into the output, after its own entries. */
final class RuntimeEmbedder {
    private static final String PREFIX = "dev/tempered/runtime/";
    /** A class that is always in the runtime: finds the jar this process loaded the runtime from. */
    private static final String ANCHOR = "dev.tempered.runtime.v1.recording.Recorder";

    private RuntimeEmbedder() {
    }

    static List<ArchiveEntry> embed(List<ArchiveEntry> entries, Path source, JarRewriteReport report) throws IOException {
        Path from = source != null ? source : runtimeLocation();
        Set<String> present = new HashSet<>();
        entries.forEach(e -> present.add(e.name()));
        List<ArchiveEntry> out = new ArrayList<>(entries);
        int added = 0;
        for (ArchiveEntry e : Archives.read(from)) {
            if (e.name().startsWith(PREFIX) && present.add(e.name())) {
                // new entries get the fixed time, never the clock's
                out.add(new ArchiveEntry(e.name(), null, e.data()));
                added++;
            }
        }
        if (added == 0) {
            throw new IOException("no runtime classes (" + PREFIX + "**) in " + from);
        }
        report.note("embedded " + added + " runtime entries from " + from.getFileName());
        return out;
    }

    private static Path runtimeLocation() throws IOException {
        try {
            CodeSource cs = Class.forName(ANCHOR, false, RuntimeEmbedder.class.getClassLoader())
                    .getProtectionDomain().getCodeSource();
            if (cs == null) {
                throw new IOException("cannot locate the runtime classes; give the runtime jar explicitly");
            }
            return Paths.get(cs.getLocation().toURI());
        } catch (ClassNotFoundException | URISyntaxException e) {
            throw new IOException("cannot locate the runtime classes (" + e + "); give the runtime jar explicitly", e);
        }
    }
}
