package dev.tempered.it;

import dev.tempered.analysis.AnalysisRequest;
import dev.tempered.analysis.AnalysisResult;
import dev.tempered.analysis.Analyzer;
import dev.tempered.manifest.ManifestSchema;
import dev.tempered.manifest.ManifestWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * Analyses one example in application mode with its own classes as the only input, once per test JVM.
 * Every manifest is checked against the schema.
 */
final class ExampleAnalysis {
    private static final Map<String, AnalysisResult> CACHE = new ConcurrentHashMap<>();
    private static final Map<String, RecordedRun.Outcome> RUNS = new ConcurrentHashMap<>();

    private ExampleAnalysis() {
    }

    static AnalysisResult analyze(String example) throws Exception {
        AnalysisResult cached = CACHE.get(example);
        if (cached != null) {
            return cached;
        }
        Path input = inputDir(example);
        AnalysisResult r = Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(input)).classPath(List.of())
                .mainClass(Examples.mainClass(example)).library(false).progress(null).build());
        ManifestSchema.assertValid(ManifestWriter.toJson(r.manifest()));
        CACHE.put(example, r);
        return r;
    }

    /**
     * The example run as written and under the agent's recording mode with its manifest, shared by the tests of
     * one JVM (each run costs two child JVMs).
     */
    static RecordedRun.Outcome recorded(String example) throws Exception {
        RecordedRun.Outcome o = RUNS.get(example);
        if (o == null) {
            o = RecordedRun.run(example, analyze(example).manifest(), Examples.CLASSES.toAbsolutePath().toString(),
                    Examples.mainClass(example), List.of());
            RUNS.put(example, o);
        }
        return o;
    }

    /** target/analysis-inputs/EXAMPLE holding only that example's package, so nothing else is reachable. */
    static Path inputDir(String example) throws IOException {
        Path root = Path.of("target/analysis-inputs", example);
        Path pkg = root.resolve(Examples.internalPackage(example));
        Files.createDirectories(pkg);
        try (Stream<Path> classes = Files.list(Examples.CLASSES.resolve(Examples.internalPackage(example)))) {
            for (Path c : classes.filter(p -> p.toString().endsWith(".class")).toList()) {
                Files.copy(c, pkg.resolve(c.getFileName().toString()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        return root;
    }
}
