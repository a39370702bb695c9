package dev.tempered.analysis.internal;

import dev.tempered.analysis.AnalysisResult;
import dev.tempered.analysis.internal.classpath.ClassPath;
import dev.tempered.analysis.internal.thread.ProgramAnalysis;
import dev.tempered.analysis.internal.verdict.QueueSite;
import java.util.List;

/** Told, once an analysis has finished, everything it worked from; the check reads the solution through it. */
public interface Inspection {
    void inspect(ClassPath classPath, ProgramAnalysis analysis, List<QueueSite> sites, AnalysisResult result);
}
