package dev.tempered.it.frameworks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.analysis.AnalysisRequest;
import dev.tempered.analysis.AnalysisResult;
import dev.tempered.analysis.Analyzer;
import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.Topology;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;
import org.agrona.concurrent.AgentRunner;
import org.junit.jupiter.api.Test;

/**
 * Framework thread models against the real framework jar from Maven Central: the program's classes are the input,
 * the framework's jar the class path, as users run {@code tempered analyze}.
 */
class FrameworkThreadsTest {
    @Test
    void agronaRunsEachAgentOnTheOneThreadOfItsRunner() throws Exception {
        Path agrona = Path.of(AgentRunner.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        AnalysisResult r = Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(inputs()))
                .classPath(List.of(agrona)).mainClass(AgentRunnerProgram.class.getName()).progress(null).build());
        List<Site> sites = r.manifest().sites();
        assertEquals(1, sites.size(), r.remarks()::toString);
        Site s = sites.get(0);
        assertEquals(Topology.SPSC, s.topology(), r.remarks()::toString);
        assertEquals(Confidence.EXACT, s.confidence(), r.remarks()::toString);
        assertTrue(s.consumers().threads().get(0).entry().startsWith("org/agrona/concurrent/AgentRunner.run"),
                s.consumers().threads()::toString);
    }

    /** A directory with this package's program classes only. */
    private static Path inputs() throws Exception {
        Path from = Path.of(AgentRunnerProgram.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                .resolve("dev/tempered/it/frameworks");
        Path root = Path.of("target/analysis-inputs/frameworks");
        Path to = Files.createDirectories(root.resolve("dev/tempered/it/frameworks"));
        try (Stream<Path> s = Files.list(from)) {
            for (Path c : s.filter(p -> p.getFileName().toString().startsWith("AgentRunnerProgram")).toList()) {
                Files.copy(c, to.resolve(c.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        return root;
    }
}
