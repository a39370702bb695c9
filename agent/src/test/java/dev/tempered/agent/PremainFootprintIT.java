package dev.tempered.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import dev.tempered.agent.programs.NoIndy;
import dev.tempered.agent.programs.Pipeline;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.Topology;
import dev.tempered.testing.ChildJvm;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Pins the agent's start-up footprint, which is cheap to count and stable (time is not, on a shared machine): with a
 * 120-site manifest whose classes never load, premain reads the manifest without Gson, and neither ASM nor the
 * rewriter load at all. A regression here is what made premain cost 100+ ms before (issue 4).
 */
@org.junit.jupiter.api.Tag("child-jvm")
class PremainFootprintIT {
    /** dev.tempered.* classes a run that rewrites nothing may load: about 25 today, all small. */
    private static final int MAX_OWN_CLASSES = 30;
    /** The rewrite package's small value types that premain may touch; the rewriter itself must not load. */
    private static final List<String> REWRITE_ALLOWED = List.of("dev.tempered.rewrite.ChecksMode",
            "dev.tempered.rewrite.RewriteOptions", "dev.tempered.rewrite.RewriteOptions$AlwaysVisible",
            "dev.tempered.rewrite.SiteOutcome", "dev.tempered.rewrite.SiteStatus");

    @TempDir
    Path dir;

    private Path manifest() throws Exception {
        byte[] someBytes = AgentFixtures.classBytes(AgentFixtures.testClasses(), Pipeline.class.getName().replace('.', '/'));
        List<Site> sites = new ArrayList<>();
        for (int i = 0; i < 120; i++) { // 100 specialized, 20 general, in classes no one loads
            sites.add(AgentFixtures.site("never/loaded/C" + i, someBytes, "run", "()V", 0, "LinkedBlockingQueue", "()V",
                    i < 100 ? Implementation.RING : Implementation.GENERAL, Topology.SPSC));
        }
        return AgentFixtures.manifest(dir, sites.toArray(new Site[0]));
    }

    /**
     * Design note start-up: a Boot-Class-Path entry lengthens the boot class path before the JVM maps its CDS archive,
     * so the JVM refuses the application part of any AppCDS archive, warns at every start, and with -Xshare:on does not
     * start. The agent's classes stay on the system class path.
     */
    @Test
    void the_agent_jar_puts_nothing_on_the_boot_class_path() throws Exception {
        try (java.util.jar.JarFile jar = new java.util.jar.JarFile(AgentFixtures.agentJar().toFile())) {
            java.util.jar.Attributes main = jar.getManifest().getMainAttributes();
            assertEquals(TemperedAgent.class.getName(), main.getValue("Premain-Class"));
            assertEquals(null, main.getValue("Boot-Class-Path"), "Boot-Class-Path in the agent jar's manifest");
        }
    }

    @Test
    void premain_loads_neither_gson_nor_asm_nor_the_rewriter_when_no_manifest_class_loads() throws Exception {
        Path manifest = manifest();
        Path cp = AgentFixtures.testClasses();
        for (Path jdk : ChildJvm.jdks()) {
            Path log = dir.resolve("classes-" + jdk.getFileName() + ".log");
            ChildJvm.Result run = ChildJvm.run(jdk, List.of("-Xlog:class+load=info:file=" + log,
                    "-javaagent:" + AgentFixtures.agentJar() + "=manifest=" + manifest, "-cp", cp.toString(),
                    Pipeline.class.getName()));
            assertEquals(0, run.exit(), run.err());
            assertEquals(List.of(), run.temperedLines(), run.err());
            List<String> own = new ArrayList<>();
            List<String> forbidden = new ArrayList<>();
            for (String line : Files.readAllLines(log)) {
                String name = loadedClass(line);
                if (name == null) {
                    continue;
                }
                if (name.startsWith("dev.tempered.")) {
                    own.add(name);
                }
                boolean heavy = name.contains(".internal.asm.") || name.startsWith("org.objectweb.asm.")
                        || name.contains(".internal.gson.") || name.startsWith("com.google.gson.")
                        || (name.startsWith("dev.tempered.rewrite.") && !REWRITE_ALLOWED.contains(name))
                        || name.startsWith("dev.tempered.runtime.");
                if (heavy) {
                    forbidden.add(name);
                }
            }
            assertTrue(own.contains(TemperedAgent.class.getName()), "the agent ran: " + own);
            assertEquals(List.of(), forbidden, jdk + ": premain loaded heavy classes");
            assertTrue(own.size() <= MAX_OWN_CLASSES, jdk + ": " + own.size() + " dev.tempered classes " + own);
        }
    }

    /**
     * The agent's own path (premain, the rewrite, the runtime's first construction) bootstraps no invokedynamic: a
     * record's generated equals, hashCode or toString, a lambda or an indy string concatenation each spin up
     * java.lang.invoke on first use, 10-30 ms of start-up in the interpreter (a record's equals in the rewriter cost
     * about 30 ms on JDK 17). The program here has none of its own, so any bootstrap seen is the agent's (the
     * report is written at exit, where a lambda would cost no start-up, but it is held to the same rule).
     */
    @Test
    void rewriting_a_class_bootstraps_no_invokedynamic() throws Exception {
        Path cp = AgentFixtures.testClasses();
        String main = NoIndy.class.getName().replace('.', '/');
        Site site = AgentFixtures.site(main, AgentFixtures.classBytes(cp, main), "main", "([Ljava/lang/String;)V", 0,
                "LinkedBlockingQueue", "()V", Implementation.RING, Topology.SPSC);
        Path manifest = AgentFixtures.manifest(dir, site);
        Path report = dir.resolve("report.json");
        for (Path jdk : ChildJvm.jdks()) {
            Path log = dir.resolve("indy-" + jdk.getFileName() + ".log");
            ChildJvm.Result run = ChildJvm.run(jdk, List.of("-Xlog:class+load=info:file=" + log,
                    "-javaagent:" + AgentFixtures.agentJar() + "=manifest=" + manifest + ",report=" + report,
                    "-cp", cp.toString(), NoIndy.class.getName()));
            assertEquals(0, run.exit(), run.err());
            assertEquals("one\ntwo\n", run.out().replace("\r", ""));
            List<String> loaded = new ArrayList<>();
            for (String line : Files.readAllLines(log)) {
                String name = loadedClass(line);
                if (name != null) {
                    loaded.add(name);
                }
            }
            assertTrue(loaded.contains("dev.tempered.runtime.v1.TemperedLinkedBlockingQueue"),
                    jdk + ": the site was not rewritten: " + run.err());
            // the JDK's own start-up with an agent uses lambdas (LambdaMetafactory is loaded anyway), so a lambda of
            // ours shows as its proxy class, named after the class that holds it
            // (the module system loads StringConcatFactory before the agent: only what loads after the agent counts)
            List<String> bootstrapped = new ArrayList<>();
            List<String> afterAgent = loaded.subList(loaded.indexOf(TemperedAgent.class.getName()), loaded.size());
            for (String name : afterAgent) {
                if (name.equals("java.lang.runtime.ObjectMethods") || name.startsWith("java.lang.invoke.StringConcatFactory")
                        || (name.startsWith("dev.tempered.") && name.contains("$$Lambda"))) {
                    bootstrapped.add(name);
                }
            }
            assertEquals(List.of(), bootstrapped, jdk + ": invokedynamic bootstrapped under the agent");
        }
    }

    /**
     * Every class in the agent jar is version 50 or newer, so the JVM checks it with the type-checking verifier: ASM
     * ships version-49 classes, which the build gives frames (ShadedAsmFrames, design note start-up).
     */
    @Test
    void every_class_in_the_agent_jar_is_checked_by_the_type_checking_verifier() throws Exception {
        List<String> old = new ArrayList<>();
        int asm = 0;
        try (java.util.jar.JarFile jar = new java.util.jar.JarFile(AgentFixtures.agentJar().toFile())) {
            for (java.util.Enumeration<java.util.jar.JarEntry> e = jar.entries(); e.hasMoreElements(); ) {
                java.util.jar.JarEntry entry = e.nextElement();
                if (!entry.getName().endsWith(".class")) {
                    continue;
                }
                byte[] head;
                try (java.io.InputStream in = jar.getInputStream(entry)) {
                    head = in.readNBytes(8);
                }
                asm += entry.getName().startsWith("dev/tempered/agent/internal/asm/") ? 1 : 0;
                if ((((head[6] & 0xff) << 8) | (head[7] & 0xff)) < 50) {
                    old.add(entry.getName());
                }
            }
        }
        assertTrue(asm > 20, "the shaded ASM is in the jar: " + asm);
        assertEquals(List.of(), old);
    }

    @Test
    void the_report_still_lists_every_site() throws Exception {
        Path manifest = manifest();
        Path report = dir.resolve("report.json");
        Path cp = AgentFixtures.testClasses();
        ChildJvm.Result run = ChildJvm.run(ChildJvm.jdks().get(0), List.of("-javaagent:" + AgentFixtures.agentJar()
                + "=manifest=" + manifest + ",report=" + report, "-cp", cp.toString(), Pipeline.class.getName()));
        assertEquals(0, run.exit(), run.err());
        Map<String, Integer> byStatus = new HashMap<>();
        for (JsonElement e : JsonParser.parseString(Files.readString(report)).getAsJsonObject().getAsJsonArray("sites")) {
            byStatus.merge(e.getAsJsonObject().get("status").getAsString(), 1, Integer::sum);
        }
        assertEquals(Map.of("not-loaded", 100, "skipped", 20), byStatus);
    }

    /** {@code [0.012s][info][class,load] a.B source: ...} to {@code a.B}; null for other lines. */
    private static String loadedClass(String line) {
        int source = line.indexOf(" source: ");
        if (source < 0) {
            return null;
        }
        int start = line.lastIndexOf(' ', source - 1);
        return line.substring(start + 1, source);
    }
}
