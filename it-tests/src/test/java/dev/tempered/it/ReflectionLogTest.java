package dev.tempered.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.analysis.AnalysisRequest;
import dev.tempered.analysis.AnalysisResult;
import dev.tempered.analysis.Analyzer;
import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.ManifestSchema;
import dev.tempered.manifest.ManifestWriter;
import dev.tempered.manifest.ReflectiveCall;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.Topology;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Reflection recorded where it cannot be resolved (the TamiFlex idea), end to end: the {@code reflectunresolved}
 * example names its worker class by a string built at run time, so the analysis leaves the worker's queue "not
 * reached by the analysis"; a run under the agent's recording mode logs what {@code Class.forName} loaded and what
 * {@code newInstance} made, and the analysis given that log proves the queue, saying the verdict rests on it.
 */
class ReflectionLogTest {
    private static final String EXAMPLE = "reflectunresolved";

    @Test
    void aRecordedRunResolvesTheReflectionTheCodeCannot() throws Exception {
        Site before = worker(ExampleAnalysis.analyze(EXAMPLE));
        assertEquals(Topology.UNKNOWN, before.topology());
        assertTrue(before.reasons().get(0).startsWith("not reached by the analysis"), before.reasons()::toString);

        ExampleAnalysis.recorded(EXAMPLE);
        Path log = Path.of("target/recordings", EXAMPLE + ".recording.json.reflection.json").toAbsolutePath();
        assertTrue(Files.isRegularFile(log), "the recording mode wrote no reflection log at " + log);
        String text = Files.readString(log);
        assertTrue(text.contains("dev.tempered.examples.reflectunresolved.Worker"), text);

        AnalysisResult r = Analyzer.analyze(AnalysisRequest.builder()
                .inputs(List.of(ExampleAnalysis.inputDir(EXAMPLE))).classPath(List.of())
                .mainClass(Examples.mainClass(EXAMPLE)).reflectionLog(log).progress(null).build());
        ManifestSchema.assertValid(ManifestWriter.toJson(r.manifest()));
        Site after = worker(r);
        assertEquals(Topology.SPSC, after.topology(), after.reasons()::toString);
        assertEquals(Confidence.EXACT, after.confidence(), after.reasons()::toString);
        assertTrue(after.reasons().stream().anyMatch(x -> x.contains("reflection log")), after.reasons()::toString);
        ReflectiveCall forName = r.manifest().reflection().stream().filter(c -> c.call().equals("Class.forName"))
                .findFirst().orElseThrow();
        assertEquals(ReflectiveCall.LOGGED, forName.status());
        assertEquals(List.of("dev.tempered.examples.reflectunresolved.Worker"), forName.targets());
        assertTrue(r.manifest().reflection().stream().noneMatch(ReflectiveCall::unresolved),
                r.manifest().reflection()::toString);
    }

    private static Site worker(AnalysisResult r) {
        return r.manifest().sites().stream()
                .filter(s -> s.className().equals("dev/tempered/examples/reflectunresolved/Worker"))
                .findFirst().orElseThrow();
    }
}
