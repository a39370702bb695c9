package dev.tempered.cli;

import dev.tempered.analysis.AnalysisException;
import dev.tempered.analysis.AnalysisRequest;
import dev.tempered.analysis.AnalysisResult;
import dev.tempered.analysis.Analyzer;
import dev.tempered.analysis.ProgressListener;
import dev.tempered.manifest.Site;
import dev.tempered.report.Unused;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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

    /** Blockers listed after the summary. */
    private static final int TOP_BLOCKERS = 5;

    /**
     * One remark per queue on standard output, the program's first and then, under a heading, those in dependency
     * jars (sites no thread uses folded into one line); then the summary and the constructs that refused the most
     * sites.
     */
    static void printRemarks(Console console, AnalysisResult result) {
        List<Site> sites = result.manifest().sites();
        for (boolean dependency : new boolean[] {false, true}) {
            boolean heading = false;
            for (int i = 0; i < result.remarks().size(); i++) {
                // remarks are one per site, in site order
                Site s = i < sites.size() ? sites.get(i) : null;
                if (s == null ? dependency : s.inDependency() != dependency || Unused.folded(s)) {
                    continue;
                }
                if (dependency && !heading) {
                    console.result("@|bold queues in dependency jars:|@");
                    heading = true;
                }
                console.result(Console.plain(result.remarks().get(i).format()));
            }
        }
        String folded = Unused.line(Unused.of(sites));
        if (!folded.isEmpty()) {
            console.result(Console.plain(folded));
        }
        console.result("@|bold " + Console.plain(result.summary()) + "|@");
        List<String> top = topBlockers(sites, TOP_BLOCKERS);
        if (!top.isEmpty()) {
            console.result("top blockers (what kept the most sites general; model these first):");
            top.forEach(line -> console.result("  " + Console.plain(line)));
        }
    }

    /** {@code 12 sites: unmodelled call PrintStream.println()}, most sites first, at most {@code n}. */
    static List<String> topBlockers(List<Site> sites, int n) {
        Map<String, Integer> count = new LinkedHashMap<>();
        for (Site s : sites) {
            if (s.blocker() != null) {
                count.merge(s.blocker().display(), 1, Integer::sum);
            }
        }
        return count.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(n)
                .map(e -> e.getValue() + (e.getValue() == 1 ? " site: " : " sites: ") + e.getKey())
                .toList();
    }
}
