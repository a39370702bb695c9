package dev.tempered.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChildJvmTest {
    @TempDir
    Path dir;

    @Test
    void the_agent_is_loaded_as_agentlib_instrument_where_the_boot_layer_has_java_instrument_else_as_javaagent() {
        assertEquals("-agentlib:instrument=", ChildJvm.agentOption(true));
        assertEquals("-javaagent:", ChildJvm.agentOption(false));
        List<String> cmd = ChildJvm.command("agent.jar=manifest=m.json", List.of(Path.of("app.jar")), "demo.Main",
                List.of("x"));
        // the JVM running these tests is a class-path program on a full JDK: java.instrument is in its boot layer
        assertEquals(List.of(ChildJvm.java().toString(), "-agentlib:instrument=agent.jar=manifest=m.json", "-cp",
                "app.jar", "demo.Main", "x"), cmd);
        assertEquals(List.of(ChildJvm.java().toString(), "-cp", "app.jar", "demo.Main"),
                ChildJvm.command(null, List.of(Path.of("app.jar")), "demo.Main", List.of()));
    }

    @Test
    void the_child_started_that_way_runs_the_agent_and_applies_the_site() throws Exception {
        Path agent = RunCommandTest.agentJar();
        Path classes = TestPrograms.compile(dir, "demo/Pipe.java", TestPrograms.PIPE);
        Path manifest = dir.resolve("m.json");
        Cli.Result analyzed = Cli.run("analyze", "--main", "demo.Pipe", "-o", manifest.toString(), classes.toString());
        assertEquals(0, analyzed.exit(), analyzed.err());
        Path out = dir.resolve("out.txt");
        List<String> cmd = ChildJvm.command(agent.toAbsolutePath() + "=manifest=" + manifest.toAbsolutePath()
                + ",verbose", List.of(classes), "demo.Pipe", List.of(out.toString()));
        assertTrue(cmd.get(1).startsWith("-agentlib:instrument="), cmd.toString());
        ChildJvm.Result r = ChildJvm.capture(cmd, dir, 120);
        assertEquals(0, r.exitCode(), r.stderr());
        assertTrue(r.stderr().contains(": applied ("), r.stderr());
    }
}
