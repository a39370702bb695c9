package dev.tempered.cli;

import dev.tempered.analysis.AnalysisException;
import dev.tempered.analysis.AnalysisRequest;
import dev.tempered.analysis.AnalysisResult;
import dev.tempered.analysis.Analyzer;
import dev.tempered.analysis.ProgressListener;
import dev.tempered.analysis.Remark;
import java.nio.file.Path;
import java.util.List;

/** Runs an analysis for a command: input checks, progress on a terminal, remarks and diagnostics printed. */
final class Analysis {
    private Analysis() {
    }

    static AnalysisResult run(Console console, List<Path> inputs, List<Path> classPath, String mainClass,
                              boolean library) {
        return run(console, inputs, classPath, mainClass, library, null);
    }

    /** {@code reflectionLog}: a recorded run's reflection log (analyze --reflection-log), or null. */
    static AnalysisResult run(Console console, List<Path> inputs, List<Path> classPath, String mainClass,
                              boolean library, Path reflectionLog) {
        Inputs.check(inputs, "pass the jar or class directory to analyse");
        if (reflectionLog != null && !java.nio.file.Files.isRegularFile(reflectionLog)) {
            throw new UserError("cannot read " + reflectionLog + ": no such file; record a run with the agent's "
                    + "record=PATH option, which writes PATH.reflection.json, and pass that file");
        }
        for (Path p : classPath) {
            Inputs.checkOne(p, "fix the --class-path entry or leave it out");
        }
        ProgressListener progress = ProgressLine.forConsole(console);
        AnalysisRequest request = AnalysisRequest.builder().inputs(inputs).classPath(classPath).mainClass(mainClass)
                .library(library).reflectionLog(reflectionLog).progress(progress).build();
        long start = System.nanoTime();
        AnalysisResult result;
        try {
            result = Analyzer.analyze(request);
        } catch (AnalysisException e) {
            throw new UserError(Tempered.oneLine(e.getMessage()));
        } finally {
            ProgressLine.finish(progress);
        }
        console.detail(String.format(java.util.Locale.ROOT, "analysis took %.1f s", (System.nanoTime() - start) / 1e9));
        for (String d : result.diagnostics()) {
            console.warn(d);
        }
        return result;
    }

    /** One remark per queue on standard output, then the summary line. */
    static void printRemarks(Console console, AnalysisResult result) {
        for (Remark r : result.remarks()) {
            console.result(Console.plain(r.format()));
        }
        console.result("@|bold " + Console.plain(result.summary()) + "|@");
    }
}
