package dev.tempered.analysis.internal.pta;

import dev.tempered.analysis.ProgressListener;
import dev.tempered.analysis.internal.classpath.ClassPath;
import dev.tempered.analysis.internal.verdict.QueueSite;
import dev.tempered.analysis.internal.verdict.SiteFacts;
import dev.tempered.manifest.Multiplicity;
import java.util.List;
import java.util.Set;

/** Whole-program points-to, call graph and thread model; answers the facts of each queue site. */
public final class ProgramAnalysis {
    private final ClassPath cp;
    private final boolean library;
    private final ProgressListener progress;

    public ProgramAnalysis(ClassPath cp, boolean library, ProgressListener progress) {
        this.cp = cp;
        this.library = library;
        this.progress = progress;
    }

    /** Solves from the entry points; returns their names for the manifest. */
    public List<String> solve(String mainClass) {
        return mainClass == null ? List.of() : List.of(mainClass + ".main([Ljava/lang/String;)V");
    }

    public SiteFacts facts(QueueSite q) {
        return new SiteFacts(true, Multiplicity.UNKNOWN, List.of(), Multiplicity.UNKNOWN, List.of(), Set.of(),
                List.of("the thread analysis is not in this build yet"), List.of());
    }
}
