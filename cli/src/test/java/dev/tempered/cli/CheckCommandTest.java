package dev.tempered.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tempered check}: exit codes, the text report, SARIF, --strict, bad input. */
class CheckCommandTest {
    private static final String BROKEN = """
            package demo;

            import dev.tempered.annotations.Topology;
            import dev.tempered.annotations.Topology.Count;
            import java.util.concurrent.ArrayBlockingQueue;

            public class Broken {
                @Topology(producers = Count.ONE, consumers = Count.ONE)
                static final ArrayBlockingQueue<String> JOBS = new ArrayBlockingQueue<>(16);

                public static void main(String[] args) throws Exception {
                    Thread a = new Thread(() -> JOBS.offer("a"), "a");
                    Thread b = new Thread(() -> JOBS.offer("b"), "b");
                    a.start();
                    b.start();
                    JOBS.take();
                    JOBS.take();
                }
            }
            """;

    private static final String FINE = """
            package demo;

            import dev.tempered.annotations.LockFree;
            import dev.tempered.annotations.Topology;
            import dev.tempered.annotations.Topology.Count;
            import java.util.concurrent.ConcurrentLinkedQueue;

            public class Fine {
                @Topology(producers = Count.ONE, consumers = Count.ONE)
                static final ConcurrentLinkedQueue<String> JOBS = new ConcurrentLinkedQueue<>();

                @LockFree
                static void send(String s) {
                    JOBS.offer(s);
                }

                public static void main(String[] args) throws Exception {
                    Thread a = new Thread(() -> send("a"));
                    a.start();
                    a.join();
                    JOBS.poll();
                }
            }
            """;

    private static final String PER_ITERATION = """
            package demo;

            import dev.tempered.annotations.Topology;
            import dev.tempered.annotations.Topology.Count;
            import java.util.concurrent.ConcurrentLinkedQueue;

            public class PerIteration {
                public static void main(String[] args) throws Exception {
                    for (int i = 0; i < 2; i++) {
                        @Topology(producers = Count.ONE, consumers = Count.ONE)
                        ConcurrentLinkedQueue<String> q = new ConcurrentLinkedQueue<>();
                        Thread t = new Thread(() -> q.offer("x"));
                        t.start();
                        t.join();
                        q.poll();
                    }
                }
            }
            """;

    @TempDir
    Path dir;

    /** The program plus our annotations' sources, compiled together (the cli has no annotations dependency). */
    private Path compile(String name, String source) throws IOException {
        Path root = dir.resolve(name);
        Path annotations = TestPrograms.repoRoot().resolve("annotations/src/main/java/dev/tempered/annotations");
        Path target = root.resolve("src/dev/tempered/annotations");
        Files.createDirectories(target);
        for (String f : new String[] {"Topology.java", "LockFree.java"}) {
            Files.copy(annotations.resolve(f), target.resolve(f));
        }
        return TestPrograms.compile(root, "demo/" + name + ".java", source);
    }

    @Test
    void brokenTopologyExitsOneNamingBothThreads() throws IOException {
        Path classes = compile("Broken", BROKEN);
        Cli.Result r = Cli.run("check", "--main", "demo.Broken", classes.toString());
        assertEquals(Exit.FINDINGS, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("broken: ArrayBlockingQueue declared spsc by @Topology"), r.out());
        assertTrue(r.out().contains("Broken.java:12") && r.out().contains("Broken.java:13"), r.out());
        assertTrue(r.out().contains("via demo/Broken.lambda$main$"), r.out());
    }

    @Test
    void verifiedProgramExitsZero() throws IOException {
        Path classes = compile("Fine", FINE);
        Cli.Result r = Cli.run("check", "--main", "demo.Fine", classes.toString());
        assertEquals(Exit.OK, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("verified: ConcurrentLinkedQueue declared spsc"), r.out());
        assertTrue(r.out().contains("verified: @LockFree demo/Fine.send"), r.out());
        assertTrue(r.out().contains("2 verified, 0 not verifiable, 0 broken"), r.out());
    }

    @Test
    void strictFailsOnNotVerifiable() throws IOException {
        Path classes = compile("PerIteration", PER_ITERATION);
        Cli.Result lax = Cli.run("check", "--main", "demo.PerIteration", classes.toString());
        assertEquals(Exit.OK, lax.exit(), lax.out() + lax.err());
        assertTrue(lax.out().contains("not verifiable"), lax.out());
        Cli.Result strict = Cli.run("check", "--strict", "--main", "demo.PerIteration", classes.toString());
        assertEquals(Exit.FINDINGS, strict.exit(), strict.out());
    }

    @Test
    void sarifIsValidAndCarriesTheRule() throws Exception {
        Path classes = compile("Broken", BROKEN);
        Path out = dir.resolve("check.sarif");
        Cli.Result r = Cli.run("check", "--format", "sarif", "-o", out.toString(), "--main", "demo.Broken",
                classes.toString());
        assertEquals(Exit.FINDINGS, r.exit(), r.err());
        String sarif = Files.readString(out);
        try (InputStream in = getClass().getResourceAsStream("/schema/sarif-schema-2.1.0.json")) {
            var messages = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7).getSchema(in)
                    .validate(new ObjectMapper().readTree(sarif));
            assertTrue(messages.isEmpty(), messages.toString());
        }
        JsonObject result = JsonParser.parseString(sarif).getAsJsonObject().getAsJsonArray("runs").get(0)
                .getAsJsonObject().getAsJsonArray("results").get(0).getAsJsonObject();
        assertEquals("topology/declared-broken", result.get("ruleId").getAsString());
        assertEquals("error", result.get("level").getAsString());
        assertEquals(2, result.getAsJsonArray("relatedLocations").size());
    }

    @Test
    void badInputExitsTwo() {
        Cli.Result r = Cli.run("check", dir.resolve("missing.jar").toString());
        r.oneLineError(Exit.USAGE);
        Cli.Result f = Cli.run("check", "--format", "xml", dir.toString());
        f.oneLineError(Exit.USAGE);
    }
}
