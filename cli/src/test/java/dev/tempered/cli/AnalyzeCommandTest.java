package dev.tempered.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.ManifestSchema;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AnalyzeCommandTest {
    @TempDir
    Path dir;

    @Test
    void remarksThenSummaryAndAValidManifest() throws Exception {
        Path classes = TestPrograms.compile(dir, "demo/Pipe.java", TestPrograms.PIPE);
        Path out = dir.resolve("pipe.tempered.json");
        Cli.Result r = Cli.run("analyze", "--main", "demo.Pipe", classes.toString(), "-o", out.toString());
        assertEquals(0, r.exit(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(2, lines.size(), "one remark for the one queue, then the summary:\n" + r.out());
        assertTrue(lines.get(0).startsWith("demo/Pipe.java:5: remark: "), lines.get(0));
        assertTrue(lines.get(0).contains("LinkedBlockingQueue"), lines.get(0));
        assertTrue(lines.get(1).startsWith("1 queue"), lines.get(1));
        ManifestSchema.assertValid(Files.readString(out));
        assertTrue(r.err().contains("wrote " + out), r.err());
    }

    @Test
    void mainClassFromTheJar() throws Exception {
        Path jar = TestPrograms.jar(TestPrograms.compile(dir, "demo/Pipe.java", TestPrograms.PIPE), dir.resolve("pipe.jar"), "demo.Pipe");
        Cli.Result r = Cli.run("analyze", jar.toString(), "-o", dir.resolve("m.json").toString(), "--quiet");
        assertEquals(0, r.exit(), r.err());
        assertEquals("", r.err(), "--quiet prints no notes");
        assertTrue(Files.isRegularFile(dir.resolve("m.json")));
    }

    @Test
    void missingInput() {
        String line = Cli.run("analyze", "app.jar").oneLineError(2);
        assertEquals("tempered: cannot read app.jar: no such file; pass the jar or class directory to analyse", line);
    }

    @Test
    void corruptJar() throws Exception {
        Path jar = dir.resolve("broken.jar");
        Files.writeString(jar, "this is not a zip file");
        String line = Cli.run("analyze", jar.toString()).oneLineError(2);
        assertTrue(line.startsWith("tempered: cannot read " + jar + ": not a jar or zip ("), line);
        assertTrue(line.endsWith("); pass the jar or class directory to analyse"), line);
    }

    @Test
    void missingClassPathEntry() throws Exception {
        Path classes = TestPrograms.compile(dir, "demo/Pipe.java", TestPrograms.PIPE);
        String line = Cli.run("analyze", classes.toString(), "--class-path", "lib/gone.jar").oneLineError(2);
        assertEquals("tempered: cannot read lib/gone.jar: no such file; fix the --class-path entry or leave it out", line);
    }

    @Test
    void libraryAndMainExcludeEachOther() throws Exception {
        String line = Cli.run("analyze", "--library", "--main", "a.B", dir.toString()).oneLineError(2);
        assertTrue(line.startsWith("tempered: --library and --main exclude each other"), line);
    }

    @Test
    void noInput() {
        assertEquals("tempered: missing required parameter: 'PATH'; see 'tempered analyze --help'",
                Cli.run("analyze").oneLineError(2));
    }

    @Test
    void missingReflectionLog() throws Exception {
        Path classes = TestPrograms.compile(dir, "demo/Pipe.java", TestPrograms.PIPE);
        String line = Cli.run("analyze", "--main", "demo.Pipe", classes.toString(), "--reflection-log", "gone.json")
                .oneLineError(2);
        assertTrue(line.startsWith("tempered: cannot read gone.json: no such file; record a run with the agent's "
                + "record=PATH option"), line);
    }

    @Test
    void aReflectionLogResolvesAComputedClassNameAndTheSummarySaysSo() throws Exception {
        String worker = """
                package demo;
                import java.util.concurrent.*;
                public class Worker implements Runnable {
                    public void run() {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        Thread t = new Thread(() -> q.offer(1));
                        t.start();
                        try { q.take(); t.join(); } catch (InterruptedException e) { }
                    }
                }""";
        String main = """
                package demo;
                public class Main {
                    public static void main(String[] a) throws Exception {
                        String n = new StringBuilder("rekroW.omed").reverse().toString();
                        ((Runnable) Class.forName(n).getDeclaredConstructor().newInstance()).run();
                    }
                }""";
        Path classes = TestPrograms.compile(dir, "demo/Worker.java", worker);
        TestPrograms.compile(dir, "demo/Main.java", main);
        Path out = dir.resolve("m.json");
        Cli.Result without = Cli.run("analyze", "--main", "demo.Main", classes.toString(), "-o", out.toString());
        assertEquals(0, without.exit(), without.err());
        assertTrue(without.err().contains("unresolved reflective call Class.forName() at demo.Main"), without.err());
        assertTrue(without.out().contains("not reached by the analysis"), without.out());
        assertTrue(without.out().contains("reflective calls: 0 resolved, 2 unresolved"), without.out());
        Path log = dir.resolve("rec.json.reflection.json");
        Files.writeString(log, "{\"format\":\"tempered-reflection/1\",\"calls\":["
                + "{\"site\":\"demo/Main.main([Ljava/lang/String;)V\",\"call\":\"Class.forName\",\"ordinal\":0,"
                + "\"line\":5,\"targets\":[\"demo.Worker\"]},"
                + "{\"site\":\"demo/Main.main([Ljava/lang/String;)V\",\"call\":\"Constructor.newInstance\","
                + "\"ordinal\":0,\"line\":5,\"targets\":[\"demo.Worker\"]}]}");
        Cli.Result with = Cli.run("analyze", "--main", "demo.Main", classes.toString(), "-o", out.toString(),
                "--reflection-log", log.toString());
        assertEquals(0, with.exit(), with.err());
        assertTrue(with.out().contains("is spsc"), with.out());
        assertTrue(with.out().contains("reflection log"), with.out());
        assertTrue(with.out().contains("reflective calls: 2 resolved, 0 unresolved"), with.out());
        ManifestSchema.assertValid(Files.readString(out));
    }
}
