package dev.tempered.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tempered cds} end to end: the archive it dumps holds every agent class the printed command loads, the program
 * prints what it prints as written, and the agent still rewrites the site. On the JDK running the tests and on the
 * JDK 25 of {@code tempered.test.jdk25} when there is one.
 */
@org.junit.jupiter.api.Tag("child-jvm")
class CdsCommandTest {
    /** Loads a demo.Pipe that is not the analysed one (the agent says so on stderr), then fails. */
    private static final String FAIL = """
            package demo;
            public class Fail {
                public static void main(String[] args) throws Exception {
                    if (args.length > 0) {
                        Thread.sleep(Long.parseLong(args[0]));
                    }
                    Class.forName("demo.Pipe");
                    throw new IllegalStateException("boom: no input");
                }
            }
            """;

    @TempDir
    Path dir;

    @Test
    void dumpsAnArchiveThatHoldsTheAgentAndPrintsTheCommandThatUsesIt() throws Exception {
        Path agent = RunCommandTest.agentJar().toAbsolutePath().normalize();
        Path jar = TestPrograms.jar(TestPrograms.compile(dir, "demo/Pipe.java", TestPrograms.PIPE), dir.resolve("app.jar"),
                "demo.Pipe");
        Path manifest = dir.resolve("app.tempered.json");
        Cli.Result analyzed = Cli.run("analyze", jar.toString(), "-o", manifest.toString());
        assertEquals(0, analyzed.exit(), analyzed.err());
        assertTrue(analyzed.out().contains("-> ring"), "the site must be specialised for this test: " + analyzed.out());

        for (Path jdk : jdks()) {
            String name = jdk.getFileName().toString();
            Path javaExe = jdk.resolve("bin/java").toAbsolutePath().normalize();
            Path archive = dir.resolve(name + ".jsa");
            Cli.Result r = Cli.run("cds", "--java", jdk.toString(), "--agent", agent.toString(), "--manifest",
                    manifest.toString(), "--archive", archive.toString(), jar.toString());
            assertEquals(0, r.exit(), name + ": " + r.err());
            assertTrue(r.err().contains("agent: 1 of 1 sites applied"), name + ": " + r.err());
            // the agent through the JDK's instrument library, without the module option -javaagent adds (design note
            // start-up)
            String expected = javaExe + " -XX:SharedArchiveFile=" + archive + " -cp " + jar + File.pathSeparator + agent
                    + " -agentlib:instrument=" + agent + "=manifest=" + manifest + " demo.Pipe";
            assertEquals(expected + "\n", r.out(), name + ": the one result line is the command");
            assertTrue(Files.size(archive) > 1_000_000, name + ": archive " + Files.size(archive));
            assertEquals(List.of(), leftovers(), name + ": temporary files left beside the archive");

            List<String> command = new ArrayList<>(List.of(r.out().strip().split(" ")));
            Path log = dir.resolve(name + "-classes.log");
            Path cdsLog = dir.resolve(name + "-cds.log");
            Path report = dir.resolve(name + "-report.json");
            // -Xshare:on: the JVM refuses to start rather than run without the archive
            command.addAll(1, List.of("-Xshare:on", "-Xlog:class+load=info:file=" + log, "-Xlog:cds=info:file=" + cdsLog));
            int agentAt = command.indexOf("-agentlib:instrument=" + agent + "=manifest=" + manifest);
            command.set(agentAt, command.get(agentAt) + ",report=" + report);
            String[] withArchive = run(command);
            String[] asWritten = run(List.of(javaExe.toString(), "-cp", jar.toString(), "demo.Pipe"));
            assertEquals("0", withArchive[0], name + ": " + withArchive[2]);
            assertEquals("", withArchive[2], name + ": the JVM and the agent print nothing");
            assertEquals(asWritten[1], withArchive[1], name + ": the program's output as written");
            assertEquals("sum=499500\n", withArchive[1]);

            JsonObject site = JsonParser.parseString(Files.readString(report)).getAsJsonObject().getAsJsonArray("sites")
                    .get(0).getAsJsonObject();
            assertEquals("applied", site.get("status").getAsString(), name + ": " + site);

            List<String> own = new ArrayList<>();
            List<String> ownNotShared = new ArrayList<>();
            String pipeSource = null;
            for (String line : Files.readAllLines(log)) {
                int source = line.indexOf(" source: ");
                if (source < 0) {
                    continue;
                }
                String cls = line.substring(line.lastIndexOf(' ', source - 1) + 1, source);
                if (cls.startsWith("dev.tempered.")) {
                    own.add(cls);
                    if (!line.contains("shared objects file")) {
                        ownNotShared.add(cls);
                    }
                }
                if (cls.equals("demo.Pipe")) {
                    pipeSource = line.substring(source + " source: ".length());
                }
            }
            assertTrue(own.contains("dev.tempered.agent.SiteTransformer") && own.size() > 40, name + ": " + own);
            assertEquals(List.of(), ownNotShared, name + ": agent classes read from the jar, not the archive");
            assertTrue(pipeSource != null && !pipeSource.contains("shared objects file"),
                    name + ": the rewritten class cannot come from the archive: " + pipeSource);
            assertTrue(own.contains("dev.tempered.runtime.v1.TemperedLinkedBlockingQueue"),
                    name + ": the substitute was loaded: " + own);
            // what the agent form is for: the JVM keeps its archived module graph, which -javaagent costs JDK 17
            assertTrue(Files.readString(cdsLog).contains("full module graph: enabled"),
                    name + ": " + Files.readString(cdsLog).lines().filter(l -> l.contains("module")).toList());
        }
    }

    @Test
    void theJavaagentFormOnRequest() throws Exception {
        Path agent = RunCommandTest.agentJar().toAbsolutePath().normalize();
        Path jar = TestPrograms.jar(TestPrograms.compile(dir, "demo/Pipe.java", TestPrograms.PIPE), dir.resolve("app.jar"),
                "demo.Pipe");
        Path manifest = pipeManifest();
        Path archive = dir.resolve("app.jsa");
        Cli.Result r = Cli.run("cds", "-q", "--agent-form=javaagent", "--agent", agent.toString(), "--manifest",
                manifest.toString(), "--archive", archive.toString(), jar.toString());
        assertEquals(0, r.exit(), r.err());
        List<String> command = new ArrayList<>(List.of(r.out().strip().split(" ")));
        assertEquals("-javaagent:" + agent + "=manifest=" + manifest, command.get(command.size() - 2));
        command.add(1, "-Xshare:on"); // the archive was dumped with the java.instrument module this form adds
        String[] run = run(command);
        assertEquals("0", run[0], run[2]);
        assertEquals("sum=499500\n", run[1]);
    }

    @Test
    void withoutJavaInstrumentInTheBootLayerAutoFallsBackToJavaagent() throws Exception {
        Path agent = RunCommandTest.agentJar().toAbsolutePath().normalize();
        Path jar = TestPrograms.jar(TestPrograms.compile(dir, "demo/Pipe.java", TestPrograms.PIPE), dir.resolve("app.jar"),
                "demo.Pipe");
        Path manifest = pipeManifest();
        Path archive = dir.resolve("app.jsa");
        // --limit-modules=java.base leaves java.instrument out of the boot layer: the instrument library cannot start
        // the agent as -agentlib (the JVM aborts), while -javaagent adds the module back. The dump then refuses
        // --limit-modules, which shows that the training run with -javaagent got through.
        Cli.Result auto = Cli.run("cds", "--java-option=--limit-modules=java.base", "--agent", agent.toString(),
                "--manifest", manifest.toString(), "--archive", archive.toString(), jar.toString());
        assertEquals(1, auto.exit(), auto.err());
        assertTrue(auto.err().contains("training run: this JVM cannot load the agent as -agentlib:instrument "
                + "(java.instrument is not in its boot layer); loading it with -javaagent instead"), auto.err());
        assertTrue(auto.err().contains("training run: agent: 1 of 1 sites applied"), auto.err());
        assertTrue(auto.err().contains("the JVM refused the dump (status 1): Cannot use the following option when "
                + "dumping the shared archive: --limit-modules"), auto.err());

        String line = Cli.run("cds", "-q", "--agent-form=agentlib", "--java-option=--limit-modules=java.base", "--agent",
                agent.toString(), "--manifest", manifest.toString(), "--archive", archive.toString(), jar.toString())
                .oneLineError(1);
        assertTrue(line.startsWith("tempered: the training run's JVM could not load the agent as -agentlib:instrument ("),
                line);
        assertTrue(line.endsWith("): java.instrument is not in its boot layer; use --agent-form=javaagent; nothing was "
                + "written to " + archive), line);
        assertFalse(Files.exists(archive));
        assertEquals(List.of(), leftovers());
    }

    @Test
    void anUnknownAgentFormIsAUsageError() throws Exception {
        Path jar = TestPrograms.jar(TestPrograms.compile(dir, "demo/Pipe.java", TestPrograms.PIPE), dir.resolve("app.jar"),
                "demo.Pipe");
        String line = Cli.run("cds", "--agent-form=premain", "--agent", RunCommandTest.agentJar().toString(),
                "--manifest", pipeManifest().toString(), "--archive", dir.resolve("a.jsa").toString(), jar.toString())
                .oneLineError(2);
        assertEquals("tempered: --agent-form must be auto, agentlib or javaagent, not 'premain'", line);
    }

    @Test
    void javaOptionsGoToTheDumpToo() throws Exception {
        Path agent = RunCommandTest.agentJar().toAbsolutePath().normalize();
        Path jar = TestPrograms.jar(TestPrograms.compile(dir, "demo/Pipe.java", TestPrograms.PIPE), dir.resolve("app.jar"),
                "demo.Pipe");
        Path archive = dir.resolve("app.jsa");
        // an archive dumped with compressed oops is refused by a run without them: the dump must see the option
        Cli.Result r = Cli.run("cds", "-q", "--java-option=-XX:-UseCompressedOops", "--agent", agent.toString(),
                "--manifest", pipeManifest().toString(), "--archive", archive.toString(), jar.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals("", r.err(), "quiet: nothing but the command");
        List<String> command = new ArrayList<>(List.of(r.out().strip().split(" ")));
        assertEquals(List.of("-XX:SharedArchiveFile=" + archive, "-XX:-UseCompressedOops", "-cp"), command.subList(1, 4));
        command.add(1, "-Xshare:on");
        String[] run = run(command);
        assertEquals("0", run[0], run[2]);
        assertEquals("sum=499500\n", run[1]);
    }

    @Test
    void aFailingTrainingRunLeavesTheOldArchiveAlone() throws Exception {
        Path agent = RunCommandTest.agentJar();
        Path jar = failJar();
        Path manifest = pipeManifest();
        Path archive = dir.resolve("app.jsa");
        Files.writeString(archive, "the old archive");
        String line = Cli.run("cds", "-q", "--agent", agent.toString(), "--manifest", manifest.toString(), "--archive",
                archive.toString(), jar.toString()).oneLineError(1);
        // the agent's note about the changed demo.Pipe comes first on the program's stderr; the exception is the news
        assertEquals("tempered: the training run exited with status 1: Exception in thread \"main\" "
                + "java.lang.IllegalStateException: boom: no input; nothing was written to " + archive, line);
        assertEquals("the old archive", Files.readString(archive));
        assertEquals(List.of(), leftovers());
        // --verbose shows the training run's output, the agent's note included
        Cli.Result verbose = Cli.run("cds", "-v", "--agent", agent.toString(), "--manifest", manifest.toString(),
                "--archive", archive.toString(), jar.toString());
        assertEquals(1, verbose.exit());
        assertTrue(verbose.err().contains("\n  ! tempered: demo/Pipe.main([Ljava/lang/String;)V#0: stale"), verbose.err());
        assertTrue(verbose.err().contains("\n" + line + "\n"), verbose.err());
        assertEquals("the old archive", Files.readString(archive));
    }

    @Test
    void aTrainingRunPastTheTimeoutIsStopped() throws Exception {
        Path agent = RunCommandTest.agentJar();
        Path jar = failJar();
        Path archive = dir.resolve("app.jsa");
        String line = Cli.run("cds", "-q", "--timeout", "1", "--agent", agent.toString(), "--manifest", pipeManifest().toString(),
                "--archive", archive.toString(), jar.toString(), "--", "60000").oneLineError(1);
        assertEquals("tempered: the training run did not finish within 1 s; give it a job that ends (arguments after "
                + "'--') or raise --timeout; nothing was written to " + archive, line);
        assertFalse(Files.exists(archive));
    }

    @Test
    void aRefusedDumpPrintsTheJvmsErrorAndWritesNothing() throws Exception {
        Path agent = RunCommandTest.agentJar();
        // a class directory: the training run works, the dump does not (CDS archives jars only)
        Path classes = TestPrograms.compile(dir, "demo/Pipe.java", TestPrograms.PIPE);
        Path archive = dir.resolve("app.jsa");
        String line = Cli.run("cds", "-q", "--agent", agent.toString(), "--manifest", pipeManifest().toString(), "--archive",
                archive.toString(), "--main", "demo.Pipe", classes.toString()).oneLineError(1);
        assertTrue(line.startsWith("tempered: the JVM refused the dump (status 1): Error: non-empty directory '"
                + classes.toAbsolutePath()), line);
        assertTrue(line.endsWith("; CDS archives classes from jars only: jar the class directories (jar cf app.jar -C "
                + "DIR .); nothing was written to " + archive), line);
        assertFalse(Files.exists(archive));
        assertEquals(List.of(), leftovers());
    }

    @Test
    void missingManifest() throws Exception {
        Path jar = TestPrograms.jar(TestPrograms.compile(dir, "demo/Pipe.java", TestPrograms.PIPE), dir.resolve("app.jar"),
                "demo.Pipe");
        Path archive = dir.resolve("app.jsa");
        String line = Cli.run("cds", "--manifest", dir.resolve("gone.json").toString(), "--archive", archive.toString(),
                jar.toString()).oneLineError(2);
        assertEquals("tempered: cannot read manifest " + dir.resolve("gone.json")
                + ": no such file; run 'tempered analyze' to write one", line);
        assertFalse(Files.exists(archive));
    }

    @Test
    void missingAgentJar() throws Exception {
        Path jar = TestPrograms.jar(TestPrograms.compile(dir, "demo/Pipe.java", TestPrograms.PIPE), dir.resolve("app.jar"),
                "demo.Pipe");
        String line = Cli.run("cds", "--agent", dir.resolve("none.jar").toString(), "--manifest", pipeManifest().toString(),
                "--archive", dir.resolve("app.jsa").toString(), jar.toString()).oneLineError(2);
        assertTrue(line.startsWith("tempered: agent jar not found at " + dir.resolve("none.jar")), line);
        assertFalse(Files.exists(dir.resolve("app.jsa")));
    }

    @Test
    void missingProgramAndBadJava() throws Exception {
        assertEquals("tempered: cannot read gone.jar: no such file; pass the program's jars",
                Cli.run("cds", "--manifest", "m.json", "--archive", "a.jsa", "gone.jar").oneLineError(2));
        Path agent = RunCommandTest.agentJar();
        Path jar = TestPrograms.jar(TestPrograms.compile(dir, "demo/Pipe.java", TestPrograms.PIPE), dir.resolve("app.jar"),
                "demo.Pipe");
        String line = Cli.run("cds", "--java", dir.toString(), "--agent", agent.toString(), "--manifest",
                pipeManifest().toString(), "--archive", dir.resolve("a.jsa").toString(), jar.toString()).oneLineError(2);
        assertTrue(line.startsWith("tempered: --java " + dir + " is not a java executable or a JDK home"), line);
    }

    @Test
    void archiveIsRequired() {
        String line = Cli.run("cds", "--manifest", "m.json", "app.jar").oneLineError(2);
        assertEquals("tempered: missing required option: '--archive=FILE'; see 'tempered cds --help'", line);
    }

    @Test
    void shellLineQuotesOnlyWhatNeedsIt() {
        assertEquals("java -cp /a/b.jar:c.jar 'my dir/x.jar' 'it'\\''s' ''",
                CdsCommand.shellLine(List.of("java", "-cp", "/a/b.jar:c.jar", "my dir/x.jar", "it's", "")));
    }

    /** demo.Fail and a demo.Pipe changed since {@link #pipeManifest()} analysed it. */
    private Path failJar() throws Exception {
        Path src = dir.resolve("fail-src");
        Files.createDirectories(src.resolve("demo"));
        Files.writeString(src.resolve("demo/Fail.java"), FAIL);
        Files.writeString(src.resolve("demo/Pipe.java"), TestPrograms.PIPE.replace("sum=", "total="));
        return TestPrograms.jar(TestPrograms.compileTree(src, dir.resolve("fail-classes")), dir.resolve("fail.jar"),
                "demo.Fail");
    }

    private Path pipeManifest() throws Exception {
        Path classes = TestPrograms.compileTree(writePipe(), dir.resolve("pipe-classes"));
        Path manifest = dir.resolve("pipe.tempered.json");
        Cli.Result r = Cli.run("analyze", "--main", "demo.Pipe", classes.toString(), "-o", manifest.toString());
        assertEquals(0, r.exit(), r.err());
        return manifest;
    }

    private Path writePipe() throws Exception {
        Path src = dir.resolve("pipe-src");
        Files.createDirectories(src.resolve("demo"));
        Files.writeString(src.resolve("demo/Pipe.java"), TestPrograms.PIPE);
        return src;
    }

    /** Files the command may have left beside the archive: its partial dump. */
    private List<String> leftovers() throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.contains(".partial")).toList();
        }
    }

    /** {exit, stdout, stderr}. */
    private String[] run(List<String> command) throws Exception {
        Path out = Files.createTempFile(dir, "out", ".txt");
        Path err = Files.createTempFile(dir, "err", ".txt");
        Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "timed out: " + command);
        return new String[] {Integer.toString(p.exitValue()), Files.readString(out), Files.readString(err)};
    }

    static List<Path> jdks() {
        List<Path> out = new ArrayList<>();
        out.add(Path.of(System.getProperty("java.home")));
        String jdk25 = System.getProperty("tempered.test.jdk25", "");
        if (!jdk25.isEmpty() && Files.isExecutable(Path.of(jdk25, "bin", "java")) && !Path.of(jdk25).equals(out.get(0))) {
            out.add(Path.of(jdk25));
        }
        return out;
    }
}
