package dev.tempered.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.tempered.agent.programs.DrainAtExit;
import dev.tempered.agent.programs.Pipeline;
import dev.tempered.agent.programs.SlowProducer;
import dev.tempered.agent.programs.TwoProducers;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.Topology;
import dev.tempered.testing.ChildJvm;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The agent in child JVMs: -javaagent:agent/target/tempered-agent.jar=manifest=... */
@org.junit.jupiter.api.Tag("child-jvm")
class AgentIT {
    private static final String MAIN = "([Ljava/lang/String;)V";
    private static final String PIPELINE = Pipeline.class.getName().replace('.', '/');

    @TempDir
    Path dir;

    private Site pipelineSite(byte[] bytes, Implementation impl) {
        return AgentFixtures.site(PIPELINE, bytes, "main", MAIN, 0, "LinkedBlockingQueue", "()V", impl, Topology.SPSC);
    }

    private String agent(String options) {
        return "-javaagent:" + AgentFixtures.agentJar() + "=" + options;
    }

    private static Map<String, String> statuses(Path report) throws Exception {
        JsonObject root = JsonParser.parseString(Files.readString(report)).getAsJsonObject();
        assertEquals(AgentReport.FORMAT, root.get("format").getAsString());
        Map<String, String> out = new HashMap<>();
        for (JsonElement e : root.getAsJsonArray("sites")) {
            out.put(e.getAsJsonObject().get("id").getAsString(), e.getAsJsonObject().get("status").getAsString());
        }
        return out;
    }

    /** Under the agent: exit 0, the output as written, no agent line, and the site reported applied. */
    private static void assertRanAsWrittenWithTheSiteApplied(Path jdk, ChildJvm.Result plain, ChildJvm.Result with,
                                                            Path report, Site site) throws Exception {
        assertEquals(0, with.exit(), with.err());
        assertEquals(plain.out(), with.out(), jdk.toString());
        assertEquals(List.of(), with.temperedLines(), with.err());
        assertEquals(Map.of(site.id(), "applied"), statuses(report), jdk.toString());
    }

    @Test
    void the_program_prints_the_same_with_the_agent_and_the_report_lists_the_site_applied() throws Exception {
        Path cp = AgentFixtures.testClasses();
        Site site = pipelineSite(AgentFixtures.classBytes(cp, PIPELINE), Implementation.RING);
        Path manifest = AgentFixtures.manifest(dir, site);
        for (Path jdk : ChildJvm.jdks()) {
            ChildJvm.Result plain = ChildJvm.run(jdk, List.of("-cp", cp.toString(), Pipeline.class.getName()));
            Path report = dir.resolve("report-" + jdk.getFileName() + ".json");
            // the explicit opt-out: checks off still applies the site and runs as written
            ChildJvm.Result with = ChildJvm.run(jdk, List.of(agent("manifest=" + manifest + ",checks=off,report=" + report),
                    "-cp", cp.toString(), Pipeline.class.getName()));
            assertEquals(0, plain.exit(), plain.err());
            assertRanAsWrittenWithTheSiteApplied(jdk, plain, with, report, site);
            // and the substitute really is in place
            ChildJvm.Result cls = ChildJvm.run(jdk, List.of(agent("manifest=" + manifest), "-cp", cp.toString(),
                    Pipeline.class.getName(), "class"));
            assertTrue(cls.out().contains("dev.tempered.runtime.v1.TemperedLinkedBlockingQueue"), cls.out() + cls.err());
        }
    }

    @Test
    void loaded_as_agentlib_instrument_it_rewrites_the_same_and_the_jvm_keeps_its_archived_module_graph() throws Exception {
        // -agentlib:instrument=JAR=OPTIONS is the library -javaagent loads, without the java.instrument root module
        // that -javaagent adds (design note start-up): the agent must behave the same, and the JVM keep CDS's module
        // graph
        Path cp = AgentFixtures.testClasses();
        Site site = pipelineSite(AgentFixtures.classBytes(cp, PIPELINE), Implementation.RING);
        Path manifest = AgentFixtures.manifest(dir, site);
        for (Path jdk : ChildJvm.jdks()) {
            ChildJvm.Result plain = ChildJvm.run(jdk, List.of("-cp", cp.toString(), Pipeline.class.getName()));
            Path report = dir.resolve("agentlib-report-" + jdk.getFileName() + ".json");
            Path cds = dir.resolve("agentlib-cds-" + jdk.getFileName() + ".log");
            ChildJvm.Result with = ChildJvm.run(jdk, List.of("-Xlog:cds=info:file=" + cds,
                    "-agentlib:instrument=" + AgentFixtures.agentJar() + "=manifest=" + manifest + ",checks=throw,report=" + report,
                    "-cp", cp.toString(), Pipeline.class.getName()));
            assertRanAsWrittenWithTheSiteApplied(jdk, plain, with, report, site);
            String log = Files.readString(cds);
            assertTrue(log.contains("full module graph: enabled"),
                    jdk + ": " + log.lines().filter(l -> l.contains("module")).toList());
        }
    }

    @Test
    void a_wrong_spsc_claim_is_caught_by_the_checks_naming_both_threads() throws Exception {
        Path cp = AgentFixtures.testClasses();
        String owner = TwoProducers.class.getName().replace('.', '/');
        Site site = AgentFixtures.site(owner, AgentFixtures.classBytes(cp, owner), "main", MAIN, 0, "ArrayBlockingQueue", "(I)V",
                Implementation.RING, Topology.SPSC);
        Path manifest = AgentFixtures.manifest(dir, site);
        ChildJvm.Result plain = ChildJvm.run(ChildJvm.jdks().get(0), List.of("-cp", cp.toString(), TwoProducers.class.getName()));
        assertEquals("consumed 3\n", plain.out());
        // issue 35: no checks option is the same as checks=throw (safe by default)
        for (String options : List.of("manifest=" + manifest, "manifest=" + manifest + ",checks=throw")) {
            ChildJvm.Result with = ChildJvm.run(ChildJvm.jdks().get(0), List.of(agent(options),
                    "-cp", cp.toString(), TwoProducers.class.getName()));
            String violation = with.out().lines().filter(l -> l.startsWith("violation:")).findFirst().orElse("");
            assertTrue(violation.contains("TopologyViolation"), options + ": " + with.out() + with.err());
            assertTrue(violation.contains("producer-1") && violation.contains("producer-2"), violation);
        }
    }

    @Test
    void a_wrong_waits_none_claim_costs_a_bounded_wait_not_the_element_and_says_so_once() throws Exception {
        // The manifest (read by the agent's lean index) lists only operations that never wait, so the spec says
        // waits=none; the program's main does wait in take(). Design note waiting: it must still get its element.
        Path cp = AgentFixtures.testClasses();
        String owner = SlowProducer.class.getName().replace('.', '/');
        Site site = AgentFixtures.site(owner, AgentFixtures.classBytes(cp, owner), "main", MAIN, 0, "LinkedBlockingQueue", "()V",
                Implementation.RING, Topology.SPSC, List.of("add", "poll"));
        Path manifest = AgentFixtures.manifest(dir, site);
        for (Path jdk : ChildJvm.jdks()) {
            ChildJvm.Result plain = ChildJvm.run(jdk, List.of("-cp", cp.toString(), SlowProducer.class.getName()));
            ChildJvm.Result with = ChildJvm.run(jdk, List.of(agent("manifest=" + manifest), "-cp", cp.toString(),
                    SlowProducer.class.getName(), "class"));
            assertEquals("took 42\ndone\n", plain.out(), plain.err());
            assertEquals("took 42\ndev.tempered.runtime.v1.TemperedLinkedBlockingQueue\n", with.out(), with.err());
            assertEquals(1, with.temperedLines().size(), with.err());
            String line = with.temperedLines().get(0);
            assertTrue(line.contains("\"main\" waits for an element") && line.contains("SlowProducer.java:12")
                    && line.contains("waits=none") && line.contains("tempered analyze"), line);
        }
    }

    @Test
    void a_malformed_manifest_is_one_line_and_the_program_runs_unchanged() throws Exception {
        Path cp = AgentFixtures.testClasses();
        Path manifest = dir.resolve("bad.json");
        Files.writeString(manifest, "{\"format\": \"tempered-manifest/1\", \"sites\": [");
        ChildJvm.Result plain = ChildJvm.run(ChildJvm.jdks().get(0), List.of("-cp", cp.toString(), Pipeline.class.getName()));
        ChildJvm.Result with = ChildJvm.run(ChildJvm.jdks().get(0), List.of(agent("manifest=" + manifest), "-cp",
                cp.toString(), Pipeline.class.getName()));
        assertEquals(plain.out(), with.out());
        assertEquals(1, with.temperedLines().size(), with.err());
        assertTrue(with.temperedLines().get(0).contains("the application runs unchanged"), with.err());
        ChildJvm.Result missing = ChildJvm.run(ChildJvm.jdks().get(0), List.of(agent("manifest=" + dir.resolve("none.json")),
                "-cp", cp.toString(), Pipeline.class.getName()));
        assertEquals(plain.out(), missing.out());
        assertEquals(1, missing.temperedLines().size(), missing.err());
        assertTrue(missing.temperedLines().get(0).contains("does not exist"), missing.err());
    }

    @Test
    void a_class_the_analysis_took_as_absent_but_present_keeps_every_site_general() throws Exception {
        Path cp = AgentFixtures.testClasses();
        Site site = pipelineSite(AgentFixtures.classBytes(cp, PIPELINE), Implementation.RING);
        // TwoProducers is on the class path the program runs with: the verdicts' assumption is void
        Path manifest = AgentFixtures.manifest(dir, List.of(TwoProducers.class.getName(), "com.acme.NotHere"), site);
        Path report = dir.resolve("report.json");
        ChildJvm.Result with = ChildJvm.run(ChildJvm.jdks().get(0), List.of(agent("manifest=" + manifest + ",report="
                + report), "-cp", cp.toString(), Pipeline.class.getName(), "class"));
        assertEquals(0, with.exit(), with.err());
        assertTrue(with.out().contains("java.util.concurrent.LinkedBlockingQueue"), with.out());
        assertEquals(1, with.temperedLines().size(), with.err());
        assertTrue(with.temperedLines().get(0).contains(TwoProducers.class.getName())
                && with.temperedLines().get(0).contains("absent"), with.err());
        assertEquals(Map.of(site.id(), "skipped"), statuses(report));
        // the classes it lists all absent, the site is applied
        Path still = AgentFixtures.manifest(dir, List.of("com.acme.NotHere"), site);
        ChildJvm.Result applied = ChildJvm.run(ChildJvm.jdks().get(0), List.of(agent("manifest=" + still),
                "-cp", cp.toString(), Pipeline.class.getName(), "class"));
        assertTrue(applied.out().contains("dev.tempered.runtime.v1.TemperedLinkedBlockingQueue"),
                applied.out() + applied.err());
    }

    @Test
    void a_class_changed_since_analysis_is_stale_and_left_alone() throws Exception {
        Path cp = AgentFixtures.testClasses();
        byte[] other = AgentFixtures.classBytes(cp, TwoProducers.class.getName().replace('.', '/'));
        Site site = pipelineSite(other, Implementation.RING); // guard of different bytes
        Path manifest = AgentFixtures.manifest(dir, site);
        Path report = dir.resolve("report.json");
        ChildJvm.Result with = ChildJvm.run(ChildJvm.jdks().get(0), List.of(agent("manifest=" + manifest + ",report=" + report),
                "-cp", cp.toString(), Pipeline.class.getName(), "class"));
        assertTrue(with.out().contains("java.util.concurrent.LinkedBlockingQueue"), with.out());
        assertEquals(1, with.temperedLines().size(), with.err());
        assertTrue(with.temperedLines().get(0).contains("stale"), with.err());
        assertEquals(Map.of(site.id(), "stale"), statuses(report));
    }

    @Test
    void a_loader_that_cannot_see_the_runtime_gets_runtime_not_visible_and_no_crash() throws Exception {
        Path cp = AgentFixtures.testClasses();
        Site site = pipelineSite(AgentFixtures.classBytes(cp, PIPELINE), Implementation.RING);
        Path manifest = AgentFixtures.manifest(dir, site);
        Path report = dir.resolve("report.json");
        String main = dev.tempered.agent.programs.ChildFirst.class.getName();
        ChildJvm.Result plain = ChildJvm.run(ChildJvm.jdks().get(0), List.of("-cp", cp.toString(), main));
        ChildJvm.Result with = ChildJvm.run(ChildJvm.jdks().get(0), List.of(agent("manifest=" + manifest + ",report=" + report),
                "-cp", cp.toString(), main));
        assertEquals(0, with.exit(), with.err());
        assertEquals(plain.out(), with.out());
        assertEquals(Map.of(site.id(), "runtime-not-visible"), statuses(report));
        assertEquals(1, with.temperedLines().size(), with.err());
    }

    /** {@code id -> "status x loads"} from a report. */
    private static Map<String, String> statusesAndLoads(Path report) throws Exception {
        Map<String, String> out = new HashMap<>();
        for (JsonElement e : JsonParser.parseString(Files.readString(report)).getAsJsonObject().getAsJsonArray("sites")) {
            JsonObject row = e.getAsJsonObject();
            out.put(row.get("id").getAsString(), row.get("status").getAsString() + " x "
                    + (row.has("loads") ? row.get("loads").getAsInt() : 0));
        }
        return out;
    }

    @Test
    void once_every_manifest_class_has_loaded_the_transformer_is_removed_unless_reloads_keeps_it() throws Exception {
        Path cp = AgentFixtures.testClasses();
        Site site = pipelineSite(AgentFixtures.classBytes(cp, PIPELINE), Implementation.RING);
        Path manifest = AgentFixtures.manifest(dir, site);
        String main = dev.tempered.agent.programs.Reloads.class.getName();
        String tempered = "dev.tempered.runtime.v1.TemperedLinkedBlockingQueue";
        String plainQueue = "java.util.concurrent.LinkedBlockingQueue";
        for (Path jdk : ChildJvm.jdks()) {
            Path report = dir.resolve("report-" + jdk.getFileName() + ".json");
            ChildJvm.Result once = ChildJvm.run(jdk, List.of(agent("manifest=" + manifest + ",verbose,report=" + report),
                    "-cp", cp.toString(), main, "after"));
            assertEquals(0, once.exit(), once.err());
            // the system loader's copy is rewritten; the child-first copy loads after the transformer is gone
            assertEquals(List.of(tempered, plainQueue), queueClasses(once.out()), once.out() + once.err());
            assertEquals(Map.of(site.id(), "applied x 1"), statusesAndLoads(report), jdk.toString());
            assertEquals(1, once.temperedLines().stream().filter(l -> l.contains("transformer removed")).count(),
                    once.err());

            ChildJvm.Result kept = ChildJvm.run(jdk, List.of(agent("manifest=" + manifest + ",reloads=true,report="
                    + report), "-cp", cp.toString(), main, "after"));
            assertEquals(0, kept.exit(), kept.err());
            assertEquals(List.of(tempered, tempered), queueClasses(kept.out()), kept.out() + kept.err());
            assertEquals(Map.of(site.id(), "applied x 2"), statusesAndLoads(report), jdk.toString());
            assertEquals(List.of(), kept.temperedLines(), kept.err());
        }
    }

    @Test
    void a_copy_whose_loader_could_not_see_the_runtime_does_not_count_as_done() throws Exception {
        Path cp = AgentFixtures.testClasses();
        Site site = pipelineSite(AgentFixtures.classBytes(cp, PIPELINE), Implementation.RING);
        Path manifest = AgentFixtures.manifest(dir, site);
        Path report = dir.resolve("report.json");
        ChildJvm.Result run = ChildJvm.run(ChildJvm.jdks().get(0), List.of(agent("manifest=" + manifest + ",report="
                + report), "-cp", cp.toString(), dev.tempered.agent.programs.Reloads.class.getName(), "isolated-first"));
        assertEquals(0, run.exit(), run.err());
        // the isolated copy keeps its JDK queue (runtime-not-visible, one line), the system loader's copy is rewritten
        assertEquals(List.of("java.util.concurrent.LinkedBlockingQueue", "dev.tempered.runtime.v1.TemperedLinkedBlockingQueue"),
                queueClasses(run.out()), run.out() + run.err());
        assertEquals(Map.of(site.id(), "applied x 2"), statusesAndLoads(report));
        assertEquals(1, run.temperedLines().size(), run.err());
        assertTrue(run.temperedLines().get(0).contains("runtime-not-visible"), run.err());
    }

    /** The lines Pipeline prints last ("class" mode): the queue class of each run. */
    private static List<String> queueClasses(String out) {
        return out.lines().filter(l -> l.contains("LinkedBlockingQueue")).toList();
    }

    @Test
    void recording_mode_notes_the_producer_and_consumer_threads() throws Exception {
        Path cp = AgentFixtures.testClasses();
        Site site = pipelineSite(AgentFixtures.classBytes(cp, PIPELINE), Implementation.GENERAL);
        Path manifest = AgentFixtures.manifest(dir, site);
        Path recording = dir.resolve("recording.json");
        ChildJvm.Result plain = ChildJvm.run(ChildJvm.jdks().get(0), List.of("-cp", cp.toString(), Pipeline.class.getName()));
        ChildJvm.Result with = ChildJvm.run(ChildJvm.jdks().get(0), List.of(agent("manifest=" + manifest + ",record=" + recording),
                "-cp", cp.toString(), Pipeline.class.getName()));
        assertEquals(plain.out(), with.out(), with.err());
        JsonObject root = JsonParser.parseString(Files.readString(recording)).getAsJsonObject();
        assertEquals("tempered-recording/1", root.get("format").getAsString());
        JsonObject s = root.getAsJsonArray("sites").get(0).getAsJsonObject();
        assertEquals(site.id(), s.get("id").getAsString());
        JsonObject producer = s.getAsJsonArray("producers").get(0).getAsJsonObject();
        JsonObject consumer = s.getAsJsonArray("consumers").get(0).getAsJsonObject();
        assertEquals(1, s.getAsJsonArray("producers").size());
        assertEquals(1, s.getAsJsonArray("consumers").size());
        assertEquals("producer", producer.get("thread").getAsString());
        assertEquals(10_001, producer.get("ops").getAsLong());
        assertEquals("[\"add\"]", producer.get("operations").toString());
        assertEquals("main", consumer.get("thread").getAsString());
        assertEquals(10_001, consumer.get("ops").getAsLong());
        assertTrue(consumer.get("last").getAsLong() >= consumer.get("first").getAsLong());
        // one producer and one consumer thread: never two inside one side at once
        assertEquals(1, s.get("queues").getAsInt());
        assertEquals(1, s.get("producersAtOnce").getAsInt());
        assertEquals(1, s.get("consumersAtOnce").getAsInt());
    }

    @Test
    void a_manifest_class_loaded_by_a_shutdown_hook_is_in_the_report_and_a_settled_report_is_written_at_once()
            throws Exception {
        Path cp = AgentFixtures.testClasses();
        Site site = pipelineSite(AgentFixtures.classBytes(cp, PIPELINE), Implementation.RING);
        Path manifest = AgentFixtures.manifest(dir, site);
        for (Path jdk : ChildJvm.jdks()) {
            // not settled at exit: the report waits for the program's hook, which loads the class
            Path late = dir.resolve("late-" + jdk.getFileName() + ".json");
            ChildJvm.Result atExit = ChildJvm.run(jdk, List.of(agent("manifest=" + manifest + ",verbose,report=" + late),
                    "-cp", cp.toString(), dev.tempered.agent.programs.PipelineAtExit.class.getName()));
            assertEquals(0, atExit.exit(), atExit.err());
            assertTrue(atExit.out().contains("dev.tempered.runtime.v1.TemperedLinkedBlockingQueue"), atExit.out());
            assertEquals(Map.of(site.id(), "applied x 1"), statusesAndLoads(late), jdk + ": " + atExit.err());

            // settled before exit (the transformer removed itself): the same report, written by the ordinary hook
            Path settled = dir.resolve("settled-" + jdk.getFileName() + ".json");
            ChildJvm.Result early = ChildJvm.run(jdk, List.of(agent("manifest=" + manifest + ",verbose,report="
                    + settled), "-cp", cp.toString(), Pipeline.class.getName(), "class"));
            assertEquals(0, early.exit(), early.err());
            assertTrue(early.temperedLines().stream().anyMatch(l -> l.contains("transformer removed")), early.err());
            assertEquals(Map.of(site.id(), "applied x 1"), statusesAndLoads(settled), jdk + ": " + early.err());
        }
    }

    @Test
    void recording_includes_a_consumer_that_runs_in_a_shutdown_hook() throws Exception {
        // the JVM runs all hooks at once; the program's hook drains only after the agent's ordinary hook has ended
        Path cp = AgentFixtures.testClasses();
        String main = DrainAtExit.class.getName().replace('.', '/');
        Site site = AgentFixtures.site(main, AgentFixtures.classBytes(cp, main), "main", MAIN, 0, "LinkedBlockingQueue", "()V",
                Implementation.GENERAL, Topology.SPSC);
        Path manifest = AgentFixtures.manifest(dir, site);
        for (Path jdk : ChildJvm.jdks()) {
            Path recording = dir.resolve("recording-" + jdk.getFileName() + ".json");
            ChildJvm.Result with = ChildJvm.run(jdk, List.of(agent("manifest=" + manifest + ",record=" + recording),
                    "-cp", cp.toString(), DrainAtExit.class.getName()));
            assertEquals(0, with.exit(), with.err());
            assertEquals("produced\ndrained 500500\n", with.out().replace("\r", ""));
            JsonObject s = JsonParser.parseString(Files.readString(recording)).getAsJsonObject().getAsJsonArray("sites")
                    .get(0).getAsJsonObject();
            assertEquals(1, s.getAsJsonArray("consumers").size(), jdk + ": " + s);
            JsonObject consumer = s.getAsJsonArray("consumers").get(0).getAsJsonObject();
            assertEquals("drain-at-exit", consumer.get("thread").getAsString());
            // 1,000 elements and the last poll that found the queue empty
            assertEquals(1_001, consumer.get("ops").getAsLong());
        }
    }
}
