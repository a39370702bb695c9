package dev.tempered.rewrite;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.ClassBytes;
import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Manifest;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.SourceLocation;
import dev.tempered.manifest.Topology;
import dev.tempered.rewrite.fixtures.Pools;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JarRewriterTest {
    private static final String PIPELINE = "dev/tempered/rewrite/fixtures/Allocations";
    private static final byte[] BYTES = read(PIPELINE + ".class");
    private static final byte[] OTHER = Fixtures.bytes(Pools.class);
    private static final Site SITE = new Site(Site.idOf(PIPELINE, "local", "()Ljava/util/Queue;", 0), Site.KIND_QUEUE,
            PIPELINE, "local", "()Ljava/util/Queue;", 0, new SourceLocation(PIPELINE, "Allocations.java", 25),
            ClassBytes.of(BYTES), "java/util/concurrent/LinkedBlockingQueue", "()V", null, Side.NONE, Side.NONE,
            List.of(), Topology.SPSC, Confidence.EXACT, List.of(), Implementation.RING, null);
    private static final Manifest MANIFEST = new Manifest(Manifest.FORMAT, "test", Manifest.MODE_APPLICATION, true,
            List.of(), List.of(), List.of(SITE));

    @TempDir
    Path dir;

    private static byte[] read(String resource) {
        try (InputStream in = JarRewriterTest.class.getClassLoader().getResourceAsStream(resource)) {
            return in.readAllBytes();
        } catch (Exception e) {
            throw new IllegalStateException(resource, e);
        }
    }

    private Path jar(String name, Map<String, byte[]> entries) throws Exception {
        Path jar = dir.resolve(name);
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(jar))) {
            long t = 1_600_000_000_000L;
            for (Map.Entry<String, byte[]> e : entries.entrySet()) {
                ZipEntry z = new ZipEntry(e.getKey());
                z.setTime(t += 60_000);
                zip.putNextEntry(z);
                zip.write(e.getValue());
                zip.closeEntry();
            }
        }
        return jar;
    }

    private Map<String, byte[]> app() {
        Map<String, byte[]> m = new LinkedHashMap<>();
        m.put("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\r\nMulti-Release: true\r\n\r\n".getBytes(StandardCharsets.UTF_8));
        m.put("readme.txt", "hello".getBytes(StandardCharsets.UTF_8));
        m.put(PIPELINE + ".class", BYTES);
        m.put("META-INF/versions/17/" + PIPELINE + ".class", BYTES);
        m.put("META-INF/versions/99/" + PIPELINE + ".class", OTHER);
        m.put("z/last.bin", new byte[] {1, 2, 3});
        return m;
    }

    private static Map<String, ZipEntry> entries(Path jar, Map<String, byte[]> data) throws Exception {
        Map<String, ZipEntry> out = new LinkedHashMap<>();
        try (ZipFile z = new ZipFile(jar.toFile())) {
            for (ZipEntry e : java.util.Collections.list(z.entries())) {
                out.put(e.getName(), e);
                try (InputStream in = z.getInputStream(e)) {
                    data.put(e.getName(), in.readAllBytes());
                }
            }
        }
        return out;
    }

    @Test
    void rewriting_twice_gives_identical_bytes_and_untouched_entries_stay_as_they_were() throws Exception {
        Path in = jar("app.jar", app());
        JarRewriteReport report = new JarRewriter(MANIFEST, JarRewriter.Options.defaults()).rewrite(in, dir.resolve("a.jar"));
        new JarRewriter(MANIFEST, JarRewriter.Options.defaults()).rewrite(in, dir.resolve("b.jar"));
        assertArrayEquals(Files.readAllBytes(dir.resolve("a.jar")), Files.readAllBytes(dir.resolve("b.jar")));

        Map<String, byte[]> before = new LinkedHashMap<>();
        Map<String, byte[]> after = new LinkedHashMap<>();
        Map<String, ZipEntry> inEntries = entries(in, before);
        Map<String, ZipEntry> outEntries = entries(dir.resolve("a.jar"), after);
        assertEquals(new ArrayList<>(inEntries.keySet()), new ArrayList<>(outEntries.keySet()), "entry order");
        for (String name : inEntries.keySet()) {
            assertEquals(inEntries.get(name).getTime(), outEntries.get(name).getTime(), name);
            boolean rewritten = name.endsWith(PIPELINE + ".class") && !name.contains("/99/");
            assertEquals(!rewritten, java.util.Arrays.equals(before.get(name), after.get(name)), name);
        }
        // MR: the base and the identical 17 variant are rewritten, the 99 variant (other bytes) is stale
        List<JarRewriteReport.Row> rows = report.rowsOf(SITE.id());
        assertEquals(3, rows.size(), report.lines().toString());
        assertEquals(List.of(SiteStatus.APPLIED, SiteStatus.APPLIED, SiteStatus.STALE),
                rows.stream().map(JarRewriteReport.Row::status).toList());
        assertEquals(2, report.changedEntries());
    }

    @Test
    void a_site_that_cannot_be_applied_fails_by_default_and_warns_when_asked() throws Exception {
        Map<String, byte[]> m = app();
        m.put(PIPELINE + ".class", OTHER);
        m.remove("META-INF/versions/17/" + PIPELINE + ".class");
        Path in = jar("stale.jar", m);
        Path out = dir.resolve("out.jar");
        JarRewriteException e = assertThrows(JarRewriteException.class,
                () -> new JarRewriter(MANIFEST, JarRewriter.Options.defaults()).rewrite(in, out));
        assertTrue(e.getMessage().contains(SITE.id()), e.getMessage());
        assertFalse(Files.exists(out));
        JarRewriteReport warned = new JarRewriter(MANIFEST, new JarRewriter.Options(ChecksMode.OFF, false,
                JarRewriter.OnStale.WARN, false, null)).rewrite(in, out);
        assertTrue(warned.notes().get(0).startsWith("warning: 1 site(s) not applied"), warned.lines().toString());
        assertEquals(0, warned.changedEntries());
    }

    @Test
    void signed_jars_are_refused_unless_signatures_are_stripped() throws Exception {
        Map<String, byte[]> m = app();
        m.put("META-INF/MANIFEST.MF", ("Manifest-Version: 1.0\r\n\r\nName: " + PIPELINE + ".class\r\nSHA-256-Digest: abc=\r\n\r\n"
                + "Name: readme.txt\r\nSHA-256-Digest: def=\r\nX-Keep: yes\r\n\r\n").getBytes(StandardCharsets.UTF_8));
        m.put("META-INF/ME.SF", "sig".getBytes(StandardCharsets.UTF_8));
        m.put("META-INF/ME.EC", "sig".getBytes(StandardCharsets.UTF_8));
        Path in = jar("signed.jar", m);
        Path out = dir.resolve("out.jar");
        JarRewriteException e = assertThrows(JarRewriteException.class,
                () -> new JarRewriter(MANIFEST, JarRewriter.Options.defaults()).rewrite(in, out));
        assertTrue(e.getMessage().contains("--strip-signatures"), e.getMessage());
        assertFalse(Files.exists(out));
        new JarRewriter(MANIFEST, new JarRewriter.Options(ChecksMode.OFF, false, JarRewriter.OnStale.FAIL, true, null))
                .rewrite(in, out);
        Map<String, byte[]> data = new LinkedHashMap<>();
        Map<String, ZipEntry> written = entries(out, data);
        assertFalse(written.containsKey("META-INF/ME.SF"));
        assertFalse(written.containsKey("META-INF/ME.EC"));
        assertEquals("Manifest-Version: 1.0\r\n\r\nName: readme.txt\r\nX-Keep: yes\r\n\r\n",
                new String(data.get("META-INF/MANIFEST.MF"), StandardCharsets.UTF_8));
    }

    @Test
    void the_rewritten_jar_runs_with_the_runtime_on_the_class_path_and_prints_the_same() throws Exception {
        Path in = jar("app.jar", app());
        Path out = dir.resolve("app-tempered.jar");
        new JarRewriter(MANIFEST, JarRewriter.Options.defaults()).rewrite(in, out);
        Path runtime = Paths.get(dev.tempered.runtime.v1.recording.Recorder.class.getProtectionDomain()
                .getCodeSource().getLocation().toURI());
        String main = PIPELINE.replace('/', '.');
        String asWritten = java("-cp", in.toString(), main, "class");
        String rewritten = java("-cp", out + java.io.File.pathSeparator + runtime, main, "class");
        assertEquals(asWritten.replace("java.util.concurrent.LinkedBlockingQueue", "X"),
                rewritten.replace("dev.tempered.runtime.v1.TemperedLinkedBlockingQueue", "X"));
        assertTrue(rewritten.contains("dev.tempered.runtime.v1.TemperedLinkedBlockingQueue"), rewritten);

        // --embed-runtime: the one jar is enough
        Path embedded = dir.resolve("app-embedded.jar");
        JarRewriteReport r = new JarRewriter(MANIFEST, new JarRewriter.Options(ChecksMode.OFF, true,
                JarRewriter.OnStale.FAIL, false, runtime)).rewrite(in, embedded);
        assertTrue(r.notes().stream().anyMatch(n -> n.startsWith("embedded")), r.lines().toString());
        assertEquals(rewritten, java("-cp", embedded.toString(), main, "class"));
    }

    @Test
    void directories_are_rewritten_to_directories() throws Exception {
        Path in = dir.resolve("in");
        Files.createDirectories(in.resolve(PIPELINE).getParent());
        Files.write(in.resolve(PIPELINE + ".class"), BYTES);
        Files.writeString(in.resolve("a.txt"), "a");
        JarRewriteReport r = new JarRewriter(MANIFEST, JarRewriter.Options.defaults()).rewrite(in, dir.resolve("out"));
        assertEquals(SiteStatus.APPLIED, r.rowsOf(SITE.id()).get(0).status());
        assertEquals("a", Files.readString(dir.resolve("out/a.txt")));
        assertFalse(java.util.Arrays.equals(BYTES, Files.readAllBytes(dir.resolve("out/" + PIPELINE + ".class"))));
    }

    @Test
    void explain_says_per_site_what_would_happen() throws Exception {
        Path in = jar("app.jar", app());
        List<Explainer.Explanation> ex = Explainer.explain(MANIFEST, List.of(in), RewriteOptions.of(ChecksMode.OFF));
        assertEquals(3, ex.size());
        assertTrue(ex.get(0).line().contains(": would be applied (ring via"), ex.get(0).line());
        assertEquals(SiteStatus.STALE, ex.get(2).status());
        List<Explainer.Explanation> none = Explainer.explain(MANIFEST, List.of(dir), RewriteOptions.of(ChecksMode.OFF));
        assertEquals(SiteStatus.NOT_FOUND, none.get(0).status());
    }

    private static String java(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Paths.get(System.getProperty("java.home"), "bin", "java").toString()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        p.getInputStream().transferTo(out);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out.toString());
        return out.toString(StandardCharsets.UTF_8);
    }

    /** Issue 33: the program and a dependency in one run; a site counts as applied in any of the jars. */
    @Test
    void a_site_in_a_dependency_jar_is_applied_when_both_jars_are_rewritten_in_one_run() throws Exception {
        Map<String, byte[]> appEntries = new LinkedHashMap<>();
        appEntries.put("readme.txt", "app".getBytes(StandardCharsets.UTF_8));
        Path app = jar("app.jar", appEntries);
        Map<String, byte[]> libEntries = new LinkedHashMap<>();
        libEntries.put(PIPELINE + ".class", BYTES);
        Path lib = jar("lib.jar", libEntries);

        // the app alone does not hold the specialised site: refused, as before
        assertThrows(JarRewriteException.class, () -> new JarRewriter(MANIFEST, JarRewriter.Options.defaults())
                .rewrite(app, dir.resolve("app-alone.jar")));

        Path appOut = dir.resolve("out-app.jar");
        Path libOut = dir.resolve("out-lib.jar");
        JarRewriteReport report = new JarRewriter(MANIFEST, JarRewriter.Options.defaults())
                .rewrite(List.of(app, lib), List.of(appOut, libOut));
        assertTrue(report.lines().stream().anyMatch(l -> l.contains(SITE.id()) && l.contains("applied")),
                String.join("\n", report.lines()));
        Map<String, byte[]> appData = new LinkedHashMap<>();
        entries(appOut, appData);
        assertArrayEquals("app".getBytes(StandardCharsets.UTF_8), appData.get("readme.txt"));
        Map<String, byte[]> libData = new LinkedHashMap<>();
        entries(libOut, libData);
        assertFalse(java.util.Arrays.equals(BYTES, libData.get(PIPELINE + ".class")), "the dependency's site is rewritten");
    }

    @Test
    void a_stale_class_in_a_dependency_jar_still_refuses_the_run() throws Exception {
        Path app = jar("app.jar", Map.of("readme.txt", new byte[] {1}));
        Path lib = jar("lib.jar", Map.of(PIPELINE + ".class", OTHER));
        assertThrows(JarRewriteException.class, () -> new JarRewriter(MANIFEST, JarRewriter.Options.defaults())
                .rewrite(List.of(app, lib), List.of(dir.resolve("a.jar"), dir.resolve("b.jar"))));
        assertFalse(Files.exists(dir.resolve("a.jar")) || Files.exists(dir.resolve("b.jar")), "nothing is written");
    }
}
