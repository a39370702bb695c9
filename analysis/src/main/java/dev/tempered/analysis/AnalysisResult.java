package dev.tempered.analysis;

import dev.tempered.manifest.Manifest;
import java.util.List;

/** What an analysis found: the manifest, one remark per reported site, and what it could not read. */
public final class AnalysisResult {
    private final Manifest manifest;
    private final List<Remark> remarks;
    private final List<String> diagnostics;
    private final String summary;

    public AnalysisResult(Manifest manifest, List<Remark> remarks, List<String> diagnostics, String summary) {
        this.manifest = manifest;
        this.remarks = List.copyOf(remarks);
        this.diagnostics = List.copyOf(diagnostics);
        this.summary = summary;
    }

    /** Sites sorted by id; valid against the manifest schema. */
    public Manifest manifest() {
        return manifest;
    }

    /** One per reported site, in site order. */
    public List<Remark> remarks() {
        return remarks;
    }

    /** Missing classes, unreadable entries, class files too new to read: each once, one line each. */
    public List<String> diagnostics() {
        return diagnostics;
    }

    /** One line: {@code 7 queues: 4 spsc, 1 mpsc, 2 mpmc; 5 exact, 1 conservative, 1 refused}. */
    public String summary() {
        return summary;
    }
}
