package dev.tempered.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunCommandTest {
    @TempDir
    Path dir;

    static Path agentJar() {
        Path jar = TestPrograms.repoRoot().resolve(Home.AGENT_JAR);
        assumeTrue(Files.isRegularFile(jar), "the agent module is built before cli in the reactor; missing here: " + jar);
        return jar;
    }

    @Test
    void runsTheProgramWithTheAgentAndPassesArgumentsAfterDoubleDash() throws Exception {
        Path agent = agentJar();
        Path classes = TestPrograms.compile(dir, "demo/Pipe.java", TestPrograms.PIPE);
        Path written = dir.resolve("args.txt");
        Path manifest = dir.resolve("run.tempered.json");
        Cli.Result r = Cli.run("run", "--agent", agent.toString(), "--main", "demo.Pipe", "--manifest-out",
                manifest.toString(), classes.toString(), "--", written.toString(), "--not-an-option", "x");
        assertEquals(0, r.exit(), r.err());
        assertEquals(written + " --not-an-option x sum=499500", Files.readString(written));
        assertTrue(Files.isRegularFile(manifest));
        assertTrue(r.out().contains("remark:"), r.out());
    }

    @Test
    void missingProgram() {
        assertEquals("tempered: cannot read gone.jar: no such file; pass the jar or class directory to analyse",
                Cli.run("run", "gone.jar", "--", "x").oneLineError(2));
    }

    @Test
    void badChecksMode() {
        String line = Cli.run("run", "--checks=loud", "app.jar").oneLineError(2);
        assertEquals("tempered: --checks loud is not a checks mode; use off, throw or strict-throw", line);
    }

    @Test
    void theRemovedLogModesNameTheirReplacement() {
        assertEquals("tempered: --checks log is no longer supported: a violation is seen only after it may have lost an"
                + " element; use --checks throw, which stops the queue and prints the violation",
                Cli.run("run", "--checks=log", "app.jar").oneLineError(2));
        assertTrue(Cli.run("rewrite", "--checks=strict-log", "--manifest", "m.json", "--in", "a.jar", "--out", "b.jar")
                .oneLineError(2).contains("use --checks strict-throw"));
    }

    @Test
    void noMainClass() throws Exception {
        Path agent = agentJar();
        Path jar = TestPrograms.jar(TestPrograms.compile(dir, "demo/Pipe.java", TestPrograms.PIPE), dir.resolve("p.jar"), null);
        String line = Cli.run("run", "--agent", agent.toString(), jar.toString()).oneLineError(2);
        assertEquals("tempered: no main class: the inputs have no Main-Class; pass --main CLASS (e.g. --main com.acme.Main)", line);
    }

    @Test
    void missingAgentJar() throws Exception {
        Path classes = TestPrograms.compile(dir, "demo/Pipe.java", TestPrograms.PIPE);
        String line = Cli.run("run", "--agent", dir.resolve("none.jar").toString(), classes.toString()).oneLineError(2);
        assertTrue(line.startsWith("tempered: agent jar not found at " + dir.resolve("none.jar")), line);
    }
}
