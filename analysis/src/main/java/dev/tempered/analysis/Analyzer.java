package dev.tempered.analysis;

import dev.tempered.analysis.internal.Engine;

/**
 * The whole-program analysis: reads the class path, builds the call graph and points-to sets from the entry
 * points, finds the threads that use each queue and writes the verdicts as a manifest.
 */
public final class Analyzer {
    private Analyzer() {
    }

    /**
     * Analyses the request's program. Unreadable parts of the class path become diagnostics and make what
     * depends on them unknown; only input that leaves nothing to analyse throws.
     */
    public static AnalysisResult analyze(AnalysisRequest request) throws AnalysisException {
        return new Engine(request).run();
    }
}
