package dev.tempered.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.tempered.agent.programs.FixedPool;
import dev.tempered.agent.programs.FutureQueue;
import dev.tempered.agent.programs.NewerVersion;
import dev.tempered.manifest.ClassBytes;
import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Manifest;
import dev.tempered.manifest.ManifestWriter;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.SourceLocation;
import dev.tempered.manifest.Topology;
import dev.tempered.testing.ChildJvm;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassReader;

/** Child JVMs: a pool site, a class in a named module, a class file newer than the rewriter reads. */
@org.junit.jupiter.api.Tag("child-jvm")
class PoolAndFaultIT {
    private static final String MAIN = "([Ljava/lang/String;)V";

    @TempDir
    Path dir;

    private static String agent(String options) {
        return "-javaagent:" + AgentFixtures.agentJar() + "=" + options;
    }

    private static Map<String, String> statuses(Path report) throws IOException {
        JsonObject root = JsonParser.parseString(Files.readString(report)).getAsJsonObject();
        Map<String, String> out = new HashMap<>();
        for (JsonElement e : root.getAsJsonArray("sites")) {
            out.put(e.getAsJsonObject().get("id").getAsString(), e.getAsJsonObject().get("status").getAsString());
        }
        return out;
    }

    @Test
    void a_fixed_pool_site_runs_on_the_work_stealing_queue_with_the_same_output() throws Exception {
        Path cp = AgentFixtures.testClasses();
        String owner = FixedPool.class.getName().replace('.', '/');
        Site site = new Site(owner + ".main" + MAIN + "#p0", Site.KIND_POOL, owner, "main", MAIN, 0,
                new SourceLocation(owner, "FixedPool.java", 14), ClassBytes.of(AgentFixtures.classBytes(cp, owner)),
                "java/util/concurrent/Executors", "newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;", null,
                Side.NONE, Side.NONE, List.of("submit"), Topology.MPMC, Confidence.EXACT, List.of(),
                Implementation.WORK_STEALING, null);
        // written without the schema check: docs/schema does not take "#p" ids yet (the analysis side adds them)
        Path manifest = dir.resolve("manifest.json");
        ManifestWriter.write(new Manifest(Manifest.FORMAT, Manifest.currentToolVersion(), Manifest.MODE_APPLICATION,
                true, List.of(), List.of(), List.of(site)), manifest);
        for (Path jdk : ChildJvm.jdks()) {
            ChildJvm.Result plain = ChildJvm.run(jdk, List.of("-cp", cp.toString(), FixedPool.class.getName()));
            Path report = dir.resolve("report-" + jdk.getFileName() + ".json");
            ChildJvm.Result with = ChildJvm.run(jdk, List.of(agent("manifest=" + manifest + ",report=" + report),
                    "-cp", cp.toString(), FixedPool.class.getName()));
            assertEquals(0, with.exit(), with.err());
            assertEquals("terminated true\nsum 333833500\ndone\n", plain.out());
            assertEquals(plain.out(), with.out(), jdk.toString());
            assertEquals(List.of(), with.temperedLines(), with.err());
            assertEquals(Map.of(site.id(), "applied"), statuses(report), jdk.toString());
            ChildJvm.Result cls = ChildJvm.run(jdk, List.of(agent("manifest=" + manifest), "-cp", cp.toString(),
                    FixedPool.class.getName(), "class"));
            assertTrue(cls.out().endsWith("dev.tempered.runtime.v1.pool.WorkStealingTaskQueue\n"), cls.out() + cls.err());
        }
    }

    /** A modular jar holding module {@code demo.mod} with a one-producer, one-consumer LinkedBlockingQueue. */
    private Path modularJar() throws IOException {
        Path src = Files.createDirectories(dir.resolve("src/demo/mod"));
        Files.writeString(dir.resolve("src/module-info.java"), "module demo.mod { }\n");
        Files.writeString(src.resolve("Main.java"), String.join("\n",
                "package demo.mod;",
                "import java.util.concurrent.BlockingQueue;",
                "import java.util.concurrent.LinkedBlockingQueue;",
                "public final class Main {",
                "    public static void main(String[] args) throws Exception {",
                "        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();",
                "        Thread producer = new Thread(() -> { for (int i = 1; i <= 5000; i++) q.add(i); q.add(-1); });",
                "        producer.start();",
                "        long sum = 0;",
                "        for (int v; (v = q.take()) != -1; ) sum += v;",
                "        producer.join();",
                "        System.out.println(Main.class.getModule() + \" sum \" + sum);",
                "        System.out.println(args.length > 0 ? q.getClass().getName() : \"done\");",
                "    }",
                "}", ""));
        Path classes = dir.resolve("classes");
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int rc = javac.run(null, null, null, "--release", "17", "-d", classes.toString(),
                dir.resolve("src/module-info.java").toString(), src.resolve("Main.java").toString());
        assertEquals(0, rc, "javac");
        Path jar = dir.resolve("demo.mod.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            for (String name : List.of("module-info.class", "demo/mod/Main.class")) {
                out.putNextEntry(new JarEntry(name));
                out.write(Files.readAllBytes(classes.resolve(name)));
                out.closeEntry();
            }
        }
        return jar;
    }

    @Test
    void a_class_in_a_named_module_gets_the_reads_edge_and_runs_rewritten_with_the_same_output() throws Exception {
        Path jar = modularJar();
        Site site = AgentFixtures.site("demo/mod/Main", AgentFixtures.classBytes(dir.resolve("classes"), "demo/mod/Main"),
                "main", MAIN, 0, "LinkedBlockingQueue", "()V", Implementation.RING, Topology.SPSC);
        Path manifest = AgentFixtures.manifest(dir, site);
        for (Path jdk : ChildJvm.jdks()) {
            List<String> app = List.of("--module-path", jar.toString(), "-m", "demo.mod/demo.mod.Main");
            ChildJvm.Result plain = ChildJvm.run(jdk, app);
            Path report = dir.resolve("report-" + jdk.getFileName() + ".json");
            ChildJvm.Result with = ChildJvm.run(jdk, concat(agent("manifest=" + manifest + ",report=" + report), app));
            assertEquals("module demo.mod sum 12502500\ndone\n", plain.out(), plain.err());
            assertEquals(0, with.exit(), with.err());
            assertEquals(plain.out(), with.out(), jdk + ": " + with.err());
            assertEquals(List.of(), with.temperedLines(), with.err());
            assertEquals(Map.of(site.id(), "applied"), statuses(report), jdk.toString());
            ChildJvm.Result cls = ChildJvm.run(jdk, concat(agent("manifest=" + manifest),
                    List.of("--module-path", jar.toString(), "-m", "demo.mod/demo.mod.Main", "class")));
            assertTrue(cls.out().endsWith("dev.tempered.runtime.v1.TemperedLinkedBlockingQueue\n"), cls.out() + cls.err());
        }
    }

    @Test
    void with_the_runtime_on_the_boot_class_path_a_named_module_reads_it_there() throws Exception {
        Path jar = modularJar();
        Path runtimeJar = Path.of(dev.tempered.runtime.TopologyViolation.class.getProtectionDomain().getCodeSource()
                .getLocation().toURI());
        assertTrue(Files.isRegularFile(runtimeJar), "the runtime jar: " + runtimeJar);
        Site site = AgentFixtures.site("demo/mod/Main", AgentFixtures.classBytes(dir.resolve("classes"), "demo/mod/Main"),
                "main", MAIN, 0, "LinkedBlockingQueue", "()V", Implementation.RING, Topology.SPSC);
        Path manifest = AgentFixtures.manifest(dir, site);
        Path jdk = ChildJvm.jdks().get(ChildJvm.jdks().size() - 1);
        List<String> app = List.of("--module-path", jar.toString(), "-m", "demo.mod/demo.mod.Main", "class");
        ChildJvm.Result plain = ChildJvm.run(jdk, app);
        Path report = dir.resolve("report.json");
        ChildJvm.Result with = ChildJvm.run(jdk, concat(agent("manifest=" + manifest + ",report=" + report
                + ",bootstrap=" + runtimeJar), app));
        assertEquals(0, with.exit(), with.err());
        assertEquals(plain.out().replace("java.util.concurrent.LinkedBlockingQueue",
                "dev.tempered.runtime.v1.TemperedLinkedBlockingQueue"), with.out(), with.err());
        assertEquals(Map.of(site.id(), "applied"), statuses(report));
    }

    private static List<String> concat(String first, List<String> rest) {
        List<String> out = new java.util.ArrayList<>();
        out.add(first);
        out.addAll(rest);
        return out;
    }

    /** The first class-file major version the rewriter's ASM refuses. */
    private static int firstVersionAsmRefuses(byte[] bytes) {
        for (int v = 61; v < 0x7fff; v++) {
            try {
                new ClassReader(withMajor(bytes, v));
            } catch (IllegalArgumentException e) {
                return v;
            }
        }
        throw new AssertionError("ASM reads every version");
    }

    private static byte[] withMajor(byte[] bytes, int major) {
        byte[] out = bytes.clone();
        out[6] = (byte) (major >>> 8);
        out[7] = (byte) major;
        return out;
    }

    @Test
    void a_class_newer_than_the_rewriter_reads_is_left_alone_with_one_line() throws Exception {
        Path cp = AgentFixtures.testClasses();
        String owner = FutureQueue.class.getName().replace('.', '/');
        byte[] original = AgentFixtures.classBytes(cp, owner);
        int version = firstVersionAsmRefuses(original);
        byte[] newer = withMajor(original, version);
        Path patched = dir.resolve("patched");
        Files.createDirectories(patched.resolve(owner).getParent());
        Files.write(patched.resolve(owner + ".class"), newer);
        Site site = AgentFixtures.site(owner, newer, "make", "()Ljava/util/Queue;", 0, "LinkedBlockingQueue", "()V",
                Implementation.RING, Topology.SPSC);
        Path manifest = AgentFixtures.manifest(dir, site);
        String classPath = patched + java.io.File.pathSeparator + cp;
        for (Path jdk : ChildJvm.jdks()) {
            ChildJvm.Result plain = ChildJvm.run(jdk, List.of("-cp", classPath, NewerVersion.class.getName()));
            Path report = dir.resolve("report-" + jdk.getFileName() + ".json");
            ChildJvm.Result with = ChildJvm.run(jdk, List.of(agent("manifest=" + manifest + ",report=" + report),
                    "-cp", classPath, NewerVersion.class.getName()));
            assertEquals(plain.out(), with.out(), jdk.toString());
            assertEquals(0, with.exit(), with.err());
            assertEquals(1, with.temperedLines().size(), with.err());
            assertTrue(with.temperedLines().get(0).contains("class file version " + version + " is newer"), with.err());
            assertEquals(Map.of(site.id(), "error"), statuses(report), jdk.toString());
        }
    }
}
