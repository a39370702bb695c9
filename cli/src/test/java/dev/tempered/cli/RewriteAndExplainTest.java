package dev.tempered.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.ManifestWriter;
import dev.tempered.report.SampleManifests;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RewriteAndExplainTest {
    @TempDir
    Path dir;
    Path jar;
    Path manifest;

    @BeforeEach
    void analyse() throws Exception {
        jar = TestPrograms.jar(TestPrograms.compile(dir, "demo/Pipe.java", TestPrograms.PIPE), dir.resolve("pipe.jar"), "demo.Pipe");
        manifest = dir.resolve("pipe.tempered.json");
        assertEquals(0, Cli.run("analyze", jar.toString(), "-o", manifest.toString(), "-q").exit());
    }

    @Test
    void rewriteWritesAReproducibleJar() throws Exception {
        Path out1 = dir.resolve("a.jar");
        Path out2 = dir.resolve("b.jar");
        Cli.Result r = Cli.run("rewrite", "--manifest", manifest.toString(), "--in", jar.toString(), "--out", out1.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("demo/Pipe.main([Ljava/lang/String;)V#0"), "one line per site:\n" + r.out());
        assertEquals(0, Cli.run("rewrite", "--manifest", manifest.toString(), "--in", jar.toString(), "--out", out2.toString()).exit());
        assertTrue(Arrays.equals(Files.readAllBytes(out1), Files.readAllBytes(out2)), "same input, same bytes");
    }

    /** Issue 35: without --checks the rewritten sites check (fail-stop throw); --checks=off is the opt-out. */
    @Test
    void rewriteChecksByDefaultAndOffTurnsThemOff() throws Exception {
        Path byDefault = dir.resolve("default.jar");
        Path off = dir.resolve("off.jar");
        Cli.Result r = Cli.run("rewrite", "--manifest", manifest.toString(), "--in", jar.toString(), "--out",
                byDefault.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals(0, Cli.run("rewrite", "--manifest", manifest.toString(), "--in", jar.toString(), "--out",
                off.toString(), "--checks=off").exit());
        assertEquals("throw", specChecks(byDefault));
        assertEquals("off", specChecks(off));
        assertTrue(Cli.run("rewrite", "--help").out().contains("(default: throw)"), "the help names the default");
    }

    /** The {@code checks=} value of the one spec the rewriter wrote into demo/Pipe.class. */
    private static String specChecks(Path rewritten) throws Exception {
        try (java.util.zip.ZipFile z = new java.util.zip.ZipFile(rewritten.toFile())) {
            String cls = new String(z.getInputStream(z.getEntry("demo/Pipe.class")).readAllBytes(),
                    java.nio.charset.StandardCharsets.ISO_8859_1);
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("v1\\|[^\\x00-\\x1f]*?\\|checks=([a-z-]+)\\|")
                    .matcher(cls);
            assertTrue(m.find(), "no spec in the rewritten class");
            String checks = m.group(1);
            while (m.find()) {
                assertEquals(checks, m.group(1), "every spec carries the same checks");
            }
            return checks;
        }
    }

    /** Issue 33: the program and a dependency jar in one run, each written to the --out at its position. */
    @Test
    void rewriteTakesSeveralJarsInOneRun() throws Exception {
        Path lib = dir.resolve("lib.jar");
        try (java.util.zip.ZipOutputStream z = new java.util.zip.ZipOutputStream(Files.newOutputStream(lib))) {
            z.putNextEntry(new java.util.zip.ZipEntry("lib/readme.txt"));
            z.write("lib".getBytes(java.nio.charset.StandardCharsets.UTF_8));
            z.closeEntry();
        }
        Path appOut = dir.resolve("out/app.jar");
        Path libOut = dir.resolve("out/lib.jar");
        Files.createDirectories(appOut.getParent());
        Cli.Result r = Cli.run("rewrite", "--manifest", manifest.toString(), "--in", jar.toString(), "--out",
                appOut.toString(), "--in", lib.toString(), "--out", libOut.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(Files.isRegularFile(appOut) && Files.isRegularFile(libOut), r.err());
        assertTrue(r.out().contains("demo/Pipe.main([Ljava/lang/String;)V#0"), r.out());
        assertEquals("tempered: 2 --in but 1 --out; give one --out per --in, in the same order",
                Cli.run("rewrite", "--manifest", manifest.toString(), "--in", jar.toString(), "--in", lib.toString(),
                        "--out", appOut.toString()).oneLineError(2));
    }

    /** A manifest whose verdicts take a class as absent is rewritten only when the user says the deployment lacks it. */
    @Test
    void aManifestAssumingAnAbsentClassNeedsAssumeAbsent() throws Exception {
        dev.tempered.manifest.Manifest m = dev.tempered.manifest.ManifestReader.read(manifest);
        Path assuming = dir.resolve("assuming.json");
        ManifestWriter.write(new dev.tempered.manifest.Manifest(m.format(), m.toolVersion(), m.mode(), m.closedWorld(),
                m.entryPoints(), m.inputs(), m.sites(), m.reflection(), java.util.List.of("com.acme.Plugin")), assuming);
        Path out = dir.resolve("out.jar");
        Cli.Result refused = Cli.run("rewrite", "--manifest", assuming.toString(), "--in", jar.toString(), "--out",
                out.toString());
        assertEquals(1, refused.exit(), refused.out() + refused.err());
        assertTrue(refused.err().contains("com.acme.Plugin") && refused.err().contains("--assume-absent"), refused.err());
        assertTrue(!Files.exists(out), "nothing written");
        Cli.Result r = Cli.run("rewrite", "--manifest", assuming.toString(), "--in", jar.toString(), "--out",
                out.toString(), "--assume-absent");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().contains("assume class com.acme.Plugin absent"), r.err());
        // the class in what is rewritten: the assumption is false, whatever the flag says
        ManifestWriter.write(new dev.tempered.manifest.Manifest(m.format(), m.toolVersion(), m.mode(), m.closedWorld(),
                m.entryPoints(), m.inputs(), m.sites(), m.reflection(), java.util.List.of("demo.Pipe")), assuming);
        Cli.Result present = Cli.run("rewrite", "--manifest", assuming.toString(), "--in", jar.toString(), "--out",
                dir.resolve("out2.jar").toString(), "--assume-absent");
        assertEquals(1, present.exit(), present.err());
        assertTrue(present.err().contains("holds class demo.Pipe"), present.err());
        assertTrue(Cli.run("rewrite", "--help").out().contains("--assume-absent"), "the help names the flag");
    }

    @Test
    void explainSaysWhatWouldHappenPerSite() {
        Cli.Result r = Cli.run("explain", "--manifest", manifest.toString(), jar.toString());
        assertTrue(r.exit() == 0 || r.exit() == 1, r.err());
        assertEquals(1, r.out().lines().filter(l -> l.startsWith("demo/Pipe.main([Ljava/lang/String;)V#0")).count(), r.out());
        assertTrue(r.err().contains("specialised sites would be applied"), r.err());
    }

    @Test
    void explainOnChangedClassesReportsFindings() throws Exception {
        Path other = dir.resolve("other.json");
        ManifestWriter.write(SampleManifests.full(), other);
        Cli.Result r = Cli.run("explain", "--manifest", other.toString(), jar.toString());
        assertEquals(1, r.exit(), "specialised sites absent from these classes are findings:\n" + r.out() + r.err());
    }

    @Test
    void rewriteBadInputs() throws Exception {
        assertEquals("tempered: cannot read manifest gone.json: no such file; run 'tempered analyze' to write one",
                Cli.run("rewrite", "--manifest", "gone.json", "--in", jar.toString(), "--out", "x.jar").oneLineError(2));
        Path corrupt = dir.resolve("corrupt.jar");
        Files.writeString(corrupt, "garbage");
        String line = Cli.run("rewrite", "--manifest", manifest.toString(), "--in", corrupt.toString(), "--out",
                dir.resolve("o.jar").toString()).oneLineError(2);
        assertTrue(line.startsWith("tempered: cannot read " + corrupt + ": not a jar or zip"), line);
        assertEquals("tempered: --on-stale later is not fail or warn; pass --on-stale=fail or --on-stale=warn",
                Cli.run("rewrite", "--manifest", manifest.toString(), "--in", jar.toString(), "--out", "o.jar",
                        "--on-stale=later").oneLineError(2));
        assertEquals("tempered: missing required option: '--out=JAR|DIR'; see 'tempered rewrite --help'",
                Cli.run("rewrite", "--manifest", manifest.toString(), "--in", jar.toString()).oneLineError(2));
    }

    @Test
    void explainMalformedManifest() throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "[1, 2");
        String line = Cli.run("explain", "--manifest", bad.toString(), jar.toString()).oneLineError(2);
        assertTrue(line.startsWith("tempered: malformed manifest: "), line);
    }
}
