package dev.tempered.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class AgentOptionTest {
    private final Path jar = Path.of("/r/agent.jar").toAbsolutePath();
    private final Path manifest = Path.of("/p/target/tempered/m.json").toAbsolutePath();

    @Test
    void namesTheManifestAndTheChecks() {
        assertEquals("-javaagent:" + jar + "=manifest=" + manifest + ",checks=throw",
                AgentOption.of(jar, manifest, "throw", false, null));
    }

    @Test
    void addsVerboseAndTheReportWhenAsked() {
        Path report = Path.of("/p/target/r.json").toAbsolutePath();
        assertEquals("-javaagent:" + jar + "=manifest=" + manifest + ",checks=off,verbose,report=" + report,
                AgentOption.of(jar, manifest, "off", true, report));
    }

    @Test
    void refusesACommaInAPathWithWhatToDo() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> AgentOption.of(jar, Path.of("/a,b/m.json"), "off", false, null));
        assertTrue(e.getMessage().contains("comma"), e.getMessage());
    }
}
