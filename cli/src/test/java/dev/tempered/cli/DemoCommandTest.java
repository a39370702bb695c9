package dev.tempered.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the demo end to end on each bundled example's sources compiled here (the example jar is built after this
 * module), with the agent built before it: analysis, report, offline rewrite, rotating child JVMs, output check, the
 * speed-up lines.
 */
@org.junit.jupiter.api.Tag("child-jvm")
class DemoCommandTest {
    @TempDir
    Path dir;

    @Test
    void eventsDemoAnalysesReportsRunsAndComparesOutputs() throws Exception {
        Path examples = examplesJar("events");
        Cli.Result r = Cli.run("demo", "--examples", examples.toString(), "--agent", RunCommandTest.agentJar().toString(),
                "--work-dir", dir.resolve("work").toString(), "--runs", "1", "--size", "50000");
        assertEquals(0, r.exit(), r.err() + r.out());
        String out = r.out();
        assertTrue(out.contains("== Tempered demo: a telemetry event pipeline (dev.tempered.examples.events.Main)"), out);
        assertEquals(3, out.lines().filter(l -> l.matches("(\\S+/)?Main\\.java:.*") && l.contains(": remark: ")).count(), out);
        assertTrue(out.lines().filter(l -> l.matches("(\\S+/)?Main\\.java:.*") && l.endsWith("-> ring")).count() == 2, out);
        assertTrue(out.lines().anyMatch(l -> l.matches("(\\S+/)?Main\\.java:.*") && l.contains("is mpmc")
                && l.endsWith("-> general")), out);
        assertTrue(out.contains("   | telemetry pipeline: 50000 frames from 512 devices"), out);
        assertTrue(out.contains("offline: 2 of 3 sites applied, written to " + dir.resolve("work/rewritten")), out);
        assertTrue(out.contains("agent: 2 of 3 sites applied (ring 2)"), out);
        assertTrue(out.contains("outputs: all 6 runs printed exactly what the program as written prints"), out);
        // issue 35: the demo measures the default, checks on
        assertTrue(out.contains("1 warm-up round; contract checks throw)"), out);
        assertTrue(out.contains("speed-up with the agent "), out);
        assertTrue(out.contains("speed-up rewritten offline "), out);
        assertTrue(out.contains("(median of 1 paired runs; min "), out);
        assertTrue(out.contains("files: manifest " + dir.resolve("work/demo.tempered.json")), out);
        assertTrue(java.nio.file.Files.isRegularFile(dir.resolve("work/agent-report.json")), out);
        assertTrue(out.contains("Whole-program wall time of each child JVM on this machine"), out);
    }

    @Test
    void logsDemoStaysAnExample() throws Exception {
        Path examples = examplesJar("demo");
        Cli.Result r = Cli.run("demo", "--example=logs", "--examples", examples.toString(), "--agent",
                RunCommandTest.agentJar().toString(), "--work-dir", dir.resolve("work").toString(), "--runs", "1",
                "--records", "20000", "--checks=off");
        assertEquals(0, r.exit(), r.err() + r.out());
        String out = r.out();
        assertEquals(4, out.lines().filter(l -> l.matches("(\\S+/)?Main\\.java:.*") && l.contains(": remark: ")).count(), out);
        assertTrue(out.contains("## Tempered: concurrent queues"), out);
        assertTrue(out.contains("   | log pipeline: 40000 records from 2 readers x 20000"), out);
        assertTrue(out.contains("1 warm-up round; contract checks off)"), "the explicit opt-out is honoured:\n" + out);
        assertTrue(out.contains("offline: 2 of 4 sites applied, written to " + dir.resolve("work/rewritten")), out);
        assertTrue(out.contains("outputs: all 6 runs printed exactly what the program as written prints"), out);
        assertTrue(out.contains("speed-up with the agent "), out);
        // the rewritten classes carry the runtime: the offline runs need no other jar
        assertTrue(java.nio.file.Files.isRegularFile(dir.resolve(
                "work/rewritten/dev/tempered/runtime/v1/TemperedLinkedBlockingQueue.class")), out);
    }

    /** The example package's sources compiled here (the example jar is built after this module), as a jar. */
    private Path examplesJar(String pkg) throws Exception {
        Path src = TestPrograms.repoRoot().resolve("it-tests/src/main/java/dev/tempered/examples/" + pkg);
        Path srcRoot = dir.resolve("src/dev/tempered/examples/" + pkg);
        java.nio.file.Files.createDirectories(srcRoot);
        try (var files = java.nio.file.Files.list(src)) {
            for (Path f : files.toList()) {
                java.nio.file.Files.copy(f, srcRoot.resolve(f.getFileName()));
            }
        }
        return TestPrograms.jar(TestPrograms.compileTree(dir.resolve("src"), dir.resolve("classes")),
                dir.resolve("examples.jar"), null);
    }

    @Test
    void differentOutputFailsLoudlyWithExit1() {
        ChildJvm.Result oracle = new ChildJvm.Result(0, "count=3\nsum=6\n", "", 1);
        ChildJvm.Result other = new ChildJvm.Result(0, "count=3\nsum=7\n", "", 1);
        UserError e = assertThrows(UserError.class, () -> DemoCommand.sameOutput(oracle, other, "with the agent, pair 2"));
        assertEquals(1, e.exitCode());
        assertEquals("demo FAILED: output with the agent, pair 2 differs from the program as written at line 2: "
                + "expected 'sum=6', got 'sum=7'", e.getMessage());
    }

    @Test
    void badRunsAndMissingExampleJar() {
        assertEquals("tempered: --runs must be at least 1; the speed-up needs one timed round",
                Cli.run("demo", "--runs=0").oneLineError(2));
        assertEquals("tempered: --example must be one of events, logs; got 'queues'",
                Cli.run("demo", "--example=queues").oneLineError(2));
        String line = Cli.run("demo", "--examples", dir.resolve("none.jar").toString()).oneLineError(2);
        assertTrue(line.startsWith("tempered: cannot read " + dir.resolve("none.jar") + ": no such file"), line);
    }
}
