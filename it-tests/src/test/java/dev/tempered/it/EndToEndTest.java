package dev.tempered.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.tempered.analysis.AnalysisResult;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Manifest;
import dev.tempered.manifest.ManifestWriter;
import dev.tempered.manifest.Site;
import dev.tempered.rewrite.ChecksMode;
import dev.tempered.rewrite.JarRewriteReport;
import dev.tempered.rewrite.JarRewriter;
import dev.tempered.rewrite.SiteStatus;
import dev.tempered.testing.ChildJvm;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every example end to end: analysed in application mode, then run as written (the oracle), under the agent
 * ({@code checks=throw}) and rewritten offline (checks throw as by default, and the opt-out checks off), on the
 * running JDK and on JDK 25 when installed. Outputs and exit codes must agree with the oracle, the agent must print
 * no violation nor {@code tempered:} line, and every specialised manifest site must be reported {@code applied} by
 * both the agent and the offline rewriter.
 */
@org.junit.jupiter.api.Tag("child-jvm")
class EndToEndTest {
    private static final int TIMEOUT_S = 120;
    private static final Path AGENT_JAR = Path.of("../agent/target/tempered-agent.jar").toAbsolutePath().normalize();
    private static final Path RUNTIME_JAR =
            Path.of("../runtime/target/tempered-runtime.jar").toAbsolutePath().normalize();
    private static final Path WORK = Path.of("target/end-to-end").toAbsolutePath();

    private static final AtomicInteger EXAMPLES = new AtomicInteger();
    private static final AtomicInteger RUNS = new AtomicInteger();
    private static final AtomicInteger SITES = new AtomicInteger();
    private static final AtomicInteger APPLIED = new AtomicInteger();
    private static final AtomicInteger QUIET = new AtomicInteger();
    private static final Set<String> JDKS_USED = new LinkedHashSet<>();
    private static Path examplesJar;

    record Run(int exitCode, String stdout, String stderr) {
    }

    @TestFactory
    Stream<DynamicTest> everyExampleAsWrittenUnderTheAgentAndRewritten() throws IOException {
        for (Path jar : List.of(AGENT_JAR, RUNTIME_JAR)) {
            if (!Files.isRegularFile(jar)) {
                fail(jar + " is missing: build the agent and runtime first (mvn -pl agent,runtime package), "
                        + "or run `mvn verify` at the root, where the reactor builds them before it-tests");
            }
        }
        Files.createDirectories(WORK);
        examplesJar = examplesJar();
        List<String> names = Examples.names();
        assertTrue(names.size() > 0, "no examples found under " + Examples.SOURCES);
        return names.stream().map(n -> DynamicTest.dynamicTest(n, () -> endToEnd(n)));
    }

    @AfterAll
    static void totals() {
        System.out.println("end-to-end: " + EXAMPLES.get() + " examples, " + RUNS.get() + " child JVM runs on "
                + JDKS_USED + ", " + APPLIED.get() + " sites applied (of " + SITES.get() + " manifest sites), "
                + QUIET.get() + " of them quiet (waits=none)");
    }

    /**
     * Design note waiting, checked against a second reading of the rule: a rewritten ring site's spec says {@code
     * waits=none} exactly when none of its recorded operations can wait (put, take, their deque forms, a timed
     * overload, transfer); a segmented site's never does. The runs below then show that the quiet programs print what
     * they print as written, with no "waits ... (waits=none)" line on stderr (stderr must equal the oracle's).
     */
    private static void checkWaitsClaims(String example, List<Site> sites, Path rewritten) throws IOException {
        try (JarFile jar = new JarFile(rewritten.toFile())) {
            for (Site s : sites) {
                Implementation impl = s.implementation();
                if (impl != Implementation.RING && impl != Implementation.SEGMENTED
                        && impl != Implementation.SEGMENTED_GENERAL) {
                    continue;
                }
                JarEntry e = jar.getJarEntry(s.className() + ".class");
                assertTrue(e != null, example + ": " + s.className() + " missing from the rewritten jar");
                String text = new String(jar.getInputStream(e).readAllBytes(), StandardCharsets.ISO_8859_1);
                int at = text.indexOf("|site=" + s.id());
                assertTrue(at > 0, example + ": no spec names " + s.id());
                String spec = text.substring(text.lastIndexOf("v1|", at), at);
                boolean mayWait = impl != Implementation.RING || s.operations().stream().anyMatch(op ->
                        op.startsWith("put") || op.startsWith("take") || op.endsWith("(timed)") || op.equals("transfer"));
                assertEquals(!mayWait, spec.contains("|waits=none"),
                        example + ": " + s.id() + " operations " + s.operations() + ", spec " + spec);
                if (!mayWait) {
                    QUIET.incrementAndGet();
                }
            }
        }
    }

    /**
     * The examples as a jar, built from target/classes: surefire runs before the package phase, so the
     * tempered-examples.jar of the package phase may be absent or stale here.
     */
    private static Path examplesJar() throws IOException {
        Path jar = WORK.resolve("tempered-examples.jar");
        Path root = Examples.CLASSES.toAbsolutePath();
        try (OutputStream os = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(os);
             Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
                JarEntry e = new JarEntry(root.relativize(f).toString().replace('\\', '/'));
                e.setTime(0);
                out.putNextEntry(e);
                out.write(Files.readAllBytes(f));
                out.closeEntry();
            }
        }
        return jar;
    }

    private static void endToEnd(String example) throws Exception {
        String main = Examples.mainClass(example);
        Path dir = Files.createDirectories(WORK.resolve(example));

        // 1. analysis, manifest to a file
        AnalysisResult analysis = ExampleAnalysis.analyze(example);
        Manifest manifest = analysis.manifest();
        Path manifestFile = dir.resolve("manifest.json");
        ManifestWriter.write(manifest, manifestFile);
        List<Site> sites = manifest.sitesByClass().values().stream().flatMap(List::stream).toList();
        List<String> specialized = sites.stream().filter(Site::isSpecialized).map(Site::id).sorted().toList();

        // (c) offline rewrite, once per manifest
        Path rewritten = dir.resolve("rewritten.jar");
        Files.deleteIfExists(rewritten);
        JarRewriteReport rewriteReport = new JarRewriter(manifest,
                new JarRewriter.Options(ChecksMode.THROW, false, JarRewriter.OnStale.WARN, false, null))
                .rewrite(examplesJar, rewritten);
        for (String id : specialized) {
            assertTrue(rewriteReport.rowsOf(id).stream().anyMatch(r -> r.status() == SiteStatus.APPLIED),
                    example + ": the offline rewriter did not apply " + id + "\n"
                            + String.join("\n", rewriteReport.lines()));
        }
        checkWaitsClaims(example, sites, rewritten);
        // (d) rewritten offline with the opt-out, checks off: a quiet ring ArrayBlockingQueue then keeps its ring in
        // the substitute's own fields (design note rings)
        Path unchecked = dir.resolve("rewritten-unchecked.jar");
        Files.deleteIfExists(unchecked);
        new JarRewriter(manifest, new JarRewriter.Options(ChecksMode.OFF, false, JarRewriter.OnStale.WARN, false, null))
                .rewrite(examplesJar, unchecked);

        List<Path> javas = ChildJvm.javas();
        for (int j = 0; j < javas.size(); j++) {
            Path java = javas.get(j);
            String jdk = java.toString();
            // (a) as written: the oracle
            Run plain = run(java, List.of(), examplesJar.toString(), main);
            assertEquals(0, plain.exitCode(), example + " as written on " + jdk + " failed:\n" + plain);

            // (b) under the agent
            Path report = dir.resolve("agent-report-" + j + ".json");
            Files.deleteIfExists(report);
            Run agent = run(java, List.of("-javaagent:" + AGENT_JAR + "=manifest=" + manifestFile
                    + ",checks=throw,report=" + report), examplesJar.toString(), main);
            String ctx = example + " under the agent on " + jdk;
            assertEquals(0, agent.exitCode(), ctx + " failed:\n" + agent);
            assertEquals(plain.stdout(), agent.stdout(), ctx + ": stdout differs from the oracle");
            assertTrue(!agent.stderr().contains("TopologyViolation"), ctx + ": violation\n" + agent.stderr());
            for (String line : agent.stderr().lines().toList()) {
                assertTrue(!line.startsWith("tempered:"), ctx + ": agent complained: " + line);
            }
            assertEquals(plain.stderr(), agent.stderr(), ctx + ": stderr differs from the oracle");
            Map<String, String> statuses = agentReport(report, ctx);
            for (String id : specialized) {
                assertEquals("applied", statuses.get(id), ctx + ": site " + id + " not applied; report:\n"
                        + Files.readString(report));
            }

            // (c) rewritten offline
            Run offline = run(java, List.of(), rewritten + File.pathSeparator + RUNTIME_JAR, main);
            ctx = example + " rewritten offline on " + jdk;
            assertEquals(0, offline.exitCode(), ctx + " failed:\n" + offline);
            assertEquals(plain.stdout(), offline.stdout(), ctx + ": stdout differs from the oracle");
            assertEquals(plain.stderr(), offline.stderr(), ctx + ": stderr differs from the oracle");

            // (d) rewritten offline, checks off
            Run uncheckedRun = run(java, List.of(), unchecked + File.pathSeparator + RUNTIME_JAR, main);
            ctx = example + " rewritten offline without checks on " + jdk;
            assertEquals(0, uncheckedRun.exitCode(), ctx + " failed:\n" + uncheckedRun);
            assertEquals(plain.stdout(), uncheckedRun.stdout(), ctx + ": stdout differs from the oracle");
            assertEquals(plain.stderr(), uncheckedRun.stderr(), ctx + ": stderr differs from the oracle");
            RUNS.addAndGet(4);
            synchronized (JDKS_USED) {
                JDKS_USED.add(jdk);
            }
        }
        EXAMPLES.incrementAndGet();
        SITES.addAndGet(sites.size());
        APPLIED.addAndGet(specialized.size());
        System.out.println("end-to-end " + example + ": " + specialized.size() + " of " + sites.size()
                + " sites applied");
    }

    private static Map<String, String> agentReport(Path report, String ctx) throws IOException {
        assertTrue(Files.isRegularFile(report), ctx + ": the agent wrote no report " + report);
        JsonObject root = JsonParser.parseString(Files.readString(report)).getAsJsonObject();
        Map<String, String> out = new HashMap<>();
        for (JsonElement e : root.getAsJsonArray("sites")) {
            JsonObject o = e.getAsJsonObject();
            out.put(o.get("id").getAsString(), o.get("status").getAsString());
        }
        return out;
    }

    private static Run run(Path java, List<String> jvmArgs, String classPath, String main)
            throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(java.toString());
        cmd.addAll(jvmArgs);
        cmd.add("-cp");
        cmd.add(classPath);
        cmd.add(main);
        Path out = Files.createTempFile("e2e", ".out");
        Path err = Files.createTempFile("e2e", ".err");
        try {
            Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            if (!p.waitFor(TIMEOUT_S, TimeUnit.SECONDS)) {
                p.destroyForcibly().waitFor();
                throw new AssertionError("timed out after " + TIMEOUT_S + " s: " + String.join(" ", cmd)
                        + "\n" + Files.readString(out) + Files.readString(err));
            }
            return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
