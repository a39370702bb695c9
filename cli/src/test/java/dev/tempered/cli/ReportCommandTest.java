package dev.tempered.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.ManifestWriter;
import dev.tempered.report.SampleManifests;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportCommandTest {
    @TempDir
    Path dir;
    Path manifest;

    @BeforeEach
    void writeManifest() throws Exception {
        manifest = dir.resolve("app.tempered.json");
        ManifestWriter.write(SampleManifests.full(), manifest);
    }

    @Test
    void markdownOnStandardOutput() {
        Cli.Result r = Cli.run("report", manifest.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("## Tempered: concurrent queues\n\n**5 queues: 3 specialised"), r.out());
        assertEquals("", r.err());
    }

    @Test
    void htmlAndSarifToFiles() throws Exception {
        Path html = dir.resolve("out/report.html");
        Cli.Result r = Cli.run("report", manifest.toString(), "--format=html", "-o", html.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(Files.readString(html).startsWith("<!DOCTYPE html>"));
        assertEquals("wrote " + html + " (html, 5 queues)\n", r.err());
        Path sarif = dir.resolve("report.sarif");
        assertEquals(0, Cli.run("report", manifest.toString(), "--format", "sarif", "-o", sarif.toString(), "-q").exit());
        assertTrue(Files.readString(sarif).contains("\"version\": \"2.1.0\""));
    }

    @Test
    void baseLeadsWithChanges() throws Exception {
        Path base = dir.resolve("base.json");
        ManifestWriter.write(SampleManifests.manifest(SampleManifests.spsc()), base);
        Cli.Result r = Cli.run("report", manifest.toString(), "--base", base.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("**Changes since the base:** 4 queues added, 0 queues removed"), r.out());
    }

    @Test
    void sourceRootMapsSarifPaths() throws Exception {
        Path src = dir.resolve("src/main/java");
        Files.createDirectories(src.resolve("com/acme/logs"));
        Files.writeString(src.resolve("com/acme/logs/Pipeline.java"), "");
        Cli.Result r = Cli.run("report", manifest.toString(), "--format=sarif", "--source-root", src.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("src/main/java/com/acme/logs/Pipeline.java\""), r.out());
    }

    @Test
    void missingManifest() {
        String line = Cli.run("report", dir.resolve("nothere.json").toString()).oneLineError(2);
        assertEquals("tempered: cannot read manifest " + dir.resolve("nothere.json")
                + ": no such file; run 'tempered analyze' to write one", line);
    }

    @Test
    void malformedManifest() throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\"format\": \"tempered-manifest/1\", \"sites\": [");
        String line = Cli.run("report", bad.toString()).oneLineError(2);
        assertTrue(line.startsWith("tempered: malformed manifest: "), line);
        assertTrue(line.contains("not valid JSON"), line);
    }

    @Test
    void wrongFormatManifest() throws Exception {
        Path old = dir.resolve("old.json");
        Files.writeString(old, "{\"format\": \"tempered-manifest/0\"}");
        String line = Cli.run("report", old.toString()).oneLineError(2);
        assertTrue(line.contains("re-run `tempered analyze`"), line);
    }

    @Test
    void unknownFormat() {
        String line = Cli.run("report", manifest.toString(), "--format=pdf").oneLineError(2);
        assertEquals("tempered: invalid value for option '--format': unknown report format 'pdf'; use md, html or sarif; "
                + "see 'tempered report --help'", line);
    }

    @Test
    void sourceRootMustBeADirectory() {
        String line = Cli.run("report", manifest.toString(), "--format=sarif", "--source-root", "no/such/dir").oneLineError(2);
        assertTrue(line.startsWith("tempered: --source-root no/such/dir is not a directory"), line);
    }
}
