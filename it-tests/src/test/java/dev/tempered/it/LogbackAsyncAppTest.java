package dev.tempered.it;

import dev.tempered.testing.ChildJvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.tempered.it.RealVerdict.Outcome;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Issue 33's small app on logback's AsyncAppender (dev.tempered.logbackapp), with one and with four logging threads.
 * Each program is analysed with its own manifest (its classes and logback's jars as inputs), checked against the
 * audited truth (src/test/resources/logback-async), run as written, under the agent with that manifest (on JDK 17
 * and, where installed, JDK 25), and under the agent's recording mode, which counts the threads that really used the
 * queue. The output must not change, whatever the manifest specialises. One logging thread: the queue is proven spsc
 * and the agent applies a ring; four: proven mpsc, and kept general, because logback's queue is bounded and the bounded
 * segmented-sc form loses to the JDK's queue there (issue 36; the form itself serves the worker's final drain, issue
 * 35). Writes
 * target/logback-async.md.
 */
@org.junit.jupiter.api.Tag("child-jvm")
class LogbackAsyncAppTest {
    static final Path DATA = Path.of("src/test/resources/logback-async");
    static final String PKG = "dev/tempered/logbackapp/";
    static final String SITE = "ch/qos/logback/core/AsyncAppenderBase.start()V#0";
    static final Path WORK = Path.of("target/logback-async").toAbsolutePath();
    static final Path TABLE = Path.of("target/logback-async.md");
    static final int RUN_TIMEOUT_S = 120;

    @Test
    void oneAndFourLoggingThreads() throws Exception {
        StringBuilder md = new StringBuilder("| program | truth | analysis (producers, consumers, confidence,"
                + " implementation) | class | reason | recorded producers / consumers | output unchanged |\n"
                + "| --- | --- | --- | --- | --- | --- | --- |\n");
        List<String> problems = new ArrayList<>();
        for (String name : List.of("logback-one-thread", "logback-four-threads")) {
            RealProgram program = RealProgram.read(DATA.resolve(name + ".txt"));
            RealProgram.AuditedSite truth = program.sites().get(SITE);
            assertNotNull(truth, name + ": no truth for " + SITE);
            int threads = truth.truth().equals("spsc") ? 1 : 4;
            List<Path> app = appJars(program);
            List<Path> lib = program.jars(RealProgramsTest.ROOT, "lib");

            // the analysis, as a user who wants logback's queue reported runs it
            Path manifest = WORK.resolve(name + ".manifest.json");
            ChildJvm.Result analysis = analyse(program, app, lib, manifest);
            RealVerdict got = analysis.output().lines().filter(l -> l.startsWith("SITE\t" + SITE + "\t"))
                    .map(RealVerdict::parse).findFirst().orElse(null);
            Outcome outcome = RealVerdict.classify(truth.truth(), got);
            if (outcome == Outcome.WRONG || outcome == Outcome.MISSED
                    || (outcome == Outcome.FALSELY_UNREACHED && truth.gap() == null)) {
                problems.add(name + ": " + outcome + " for " + truth.truth() + ": " + got);
            }
            // what is proven today: one logging thread gives an exact spsc verdict and a ring, four an exact mpsc
            // verdict kept general with its reason (bounded, many producers; the worker's remove(e) refuses nothing)
            boolean one = threads == 1;
            assertNotNull(got, name + ": no verdict for " + SITE);
            assertEquals(truth.truth(), got.topology(), name + ": " + got);
            assertEquals(Outcome.EXACT, outcome, name + ": " + got);
            assertEquals(one ? "ring" : "general", got.implementation(), name + ": " + got);
            assertTrue(one || got.reasons().contains("bounded with many producers"),
                    name + ": " + got);
            assertTrue(!got.reasons().contains("does not support"), name + ": refused for an operation: " + got);

            // the program, as written and under the agent with its own manifest
            String cp = classPath(app, lib);
            String expected = expectedOutput(threads);
            ChildJvm.Result plain = ChildJvm.run(List.of(), cp, program.main(), List.of(), RUN_TIMEOUT_S);
            assertEquals(0, plain.exit(), plain.output());
            assertEquals(expected, programLines(plain.output()), name + " as written");
            Path agentJar = agentCopy();
            for (Path java : ChildJvm.javas()) {
                Path report = WORK.resolve(name + ".agent-report.json");
                Files.deleteIfExists(report);
                ChildJvm.Result agent = ChildJvm.runWith(java, List.of("-javaagent:" + agentJar + "=manifest="
                        + manifest + ",report=" + report), cp, program.main(), List.of(), RUN_TIMEOUT_S);
                assertEquals(0, agent.exit(), java + "\n" + agent.output());
                assertEquals(expected, programLines(agent.output()), name + " under the agent on " + java + ":\n"
                        + agent.output());
                String status = agentStatus(report, SITE);
                assertEquals(one ? "applied" : "skipped", status, name + " under the agent on " + java + ": "
                        + Files.readString(report));
            }

            // the recording mode counts the threads on each side of logback's queue: the truth, seen at run time
            Path recording = WORK.resolve(name + ".recording.json");
            Files.deleteIfExists(recording);
            ChildJvm.Result recorded = ChildJvm.run(List.of("-javaagent:" + agentJar + "=manifest=" + manifest
                    + ",record=" + recording), cp, program.main(), List.of(), RUN_TIMEOUT_S);
            assertEquals(0, recorded.exit(), recorded.output());
            assertEquals(expected, programLines(recorded.output()), name + " recorded");
            Observations obs = Observations.read(recording);
            assertEquals(threads, obs.distinct(SITE, true), name + " producers: " + obs.threads(SITE, true));
            assertEquals(1, obs.distinct(SITE, false), name + " consumers: " + obs.threads(SITE, false));

            md.append("| ").append(name).append(" | ").append(truth.truth()).append(" | ")
                    .append(got == null ? "(no site)" : got.topology() + " (P " + got.producers().json() + ", C "
                            + got.consumers().json() + ", " + got.confidence() + ", " + got.implementation() + ")")
                    .append(" | ").append(outcome.name().toLowerCase().replace('_', ' '))
                    .append(truth.gap() != null && outcome == Outcome.FALSELY_UNREACHED ? " (known gap)" : "")
                    .append(" | ").append(got == null ? "" : RealVerdict.rootReason(got.reasons()).replace('|', '/'))
                    .append(" | ").append(obs.distinct(SITE, true)).append(" / ").append(obs.distinct(SITE, false))
                    .append(" | yes |\n");
        }
        Files.writeString(TABLE, md, StandardCharsets.UTF_8);
        System.out.println(md);
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    /**
     * Issue 35's first-user trial, end to end: a deliberately wrong manifest (a ring for the queue that four logging
     * threads put into) under the agent, with the checks at their default. logback's doAppend swallows what put
     * throws (into its status list) and its worker dies on it; the program must still finish, the queue must stop at
     * the first violation, and standard error must say so once, naming the site and two logging threads.
     */
    @Test
    void aWrongRingForFourLoggingThreadsStopsTheQueueAndNeverHangs() throws Exception {
        RealProgram program = RealProgram.read(DATA.resolve("logback-four-threads.txt"));
        List<Path> app = appJars(program);
        List<Path> lib = program.jars(RealProgramsTest.ROOT, "lib");
        Path analysed = WORK.resolve("logback-four-threads.for-wrong.manifest.json");
        analyse(program, app, lib, analysed);
        JsonObject manifest = JsonParser.parseString(Files.readString(analysed)).getAsJsonObject();
        int edited = 0;
        for (JsonElement e : manifest.getAsJsonArray("sites")) {
            JsonObject site = e.getAsJsonObject();
            if (site.get("id").getAsString().equals(SITE)) { // the one-thread verdict, given to four threads
                site.addProperty("topology", "spsc");
                site.addProperty("implementation", "ring");
                site.add("reasons", new com.google.gson.JsonArray());
                edited++;
            }
        }
        assertEquals(1, edited, "no site " + SITE + " in " + analysed);
        Path wrong = WORK.resolve("logback-four-threads.wrong-ring.manifest.json");
        Files.writeString(wrong, manifest.toString(), StandardCharsets.UTF_8);
        Path agentJar = agentCopy();
        for (Path java : ChildJvm.javas()) {
            Path report = WORK.resolve("wrong-ring.agent-report.json");
            Files.deleteIfExists(report);
            // a hang fails here: the child is given a bound and killed past it
            ChildJvm.Result run = ChildJvm.runWith(java, List.of("-javaagent:" + agentJar + "=manifest=" + wrong
                    + ",report=" + report), classPath(app, lib), program.main(), List.of(), WRONG_RUN_TIMEOUT_S);
            String ctx = "the wrong ring under the agent on " + java + ":\n" + run.output();
            assertEquals(0, run.exit(), ctx);
            assertEquals("applied", agentStatus(report, SITE), ctx);
            List<String> violations = run.output().lines()
                    .filter(l -> l.contains("topology violation") && l.contains("AsyncAppenderBase.java:109"))
                    .filter(l -> l.startsWith("tempered: ")).toList();
            assertEquals(1, violations.size(), ctx);
            long loggers = Pattern.compile("\"logger-[0-3]\"").matcher(violations.get(0)).results()
                    .map(MatchResult::group).distinct().count();
            assertEquals(2, loggers, "both threads named: " + violations.get(0));
            assertTrue(violations.get(0).contains("stopped"), violations.get(0));
            // logback kept what put threw in its status list: the program reports it, the events it lost are missing
            String errors = run.output().lines().filter(l -> l.startsWith("logback warnings and errors="))
                    .findFirst().orElse("");
            assertTrue(!errors.isEmpty() && !errors.endsWith("=0"), ctx);
        }
    }

    /** How long the wrong-ring run may take: the program runs in about a second when it does not hang. */
    static final int WRONG_RUN_TIMEOUT_S = 60;

    /** The logback app's own classes and logback's jars: what the analysis reports on. */
    private static List<Path> appJars(RealProgram program) throws Exception {
        List<Path> app = new ArrayList<>(List.of(Examples.packageInput("logbackapp", PKG).toAbsolutePath()));
        app.addAll(program.jars(RealProgramsTest.ROOT, "app"));
        assertTrue(app.size() == 3 && program.jars(RealProgramsTest.ROOT, "lib").size() == 1,
                "logback's jars missing under " + RealProgramsTest.ROOT);
        return app;
    }

    /** The analysis of the program, as a user who wants logback's queue reported runs it, writing {@code manifest}. */
    private static ChildJvm.Result analyse(RealProgram program, List<Path> app, List<Path> lib, Path manifest)
            throws Exception {
        List<String> args = new ArrayList<>(List.of(manifest.toString(), program.main()));
        app.forEach(p -> args.add("app=" + p.toAbsolutePath()));
        lib.forEach(p -> args.add("lib=" + p.toAbsolutePath()));
        ChildJvm.Result analysis = ChildJvm.run(List.of("-Xmx1g"), System.getProperty("java.class.path"),
                RealProgramProbe.class.getName(), args, RealProgramsTest.TIMEOUT_S);
        assertEquals(0, analysis.exit(), analysis.output());
        return analysis;
    }

    /** The class path to run the program: the examples' classes (the app's package among them), then the jars. */
    private static String classPath(List<Path> app, List<Path> lib) {
        return Examples.CLASSES.toAbsolutePath() + Stream.concat(app.stream().skip(1), lib.stream())
                .map(p -> File.pathSeparator + p.toAbsolutePath()).collect(Collectors.joining());
    }

    /** What AsyncLogging prints: every event of every thread arrives, whatever the interleaving. */
    static String expectedOutput(int threads) {
        long n = 20_000;
        StringBuilder sb = new StringBuilder("events=" + threads * n);
        for (int t = 0; t < threads; t++) {
            sb.append("\nlogger-").append(t).append(": events=").append(n).append(" sum=").append(n * (n + 1) / 2);
        }
        return sb.append("\nlogback warnings and errors=0").toString();
    }

    /** The program's own lines, without the agent's {@code tempered:} lines. */
    private static String programLines(String output) {
        return output.lines().filter(l -> !l.startsWith("tempered: ")).collect(Collectors.joining("\n"));
    }

    /** The agent report's status for {@code site} (applied, skipped ...), or null when it is not listed. */
    private static String agentStatus(Path report, String site) throws Exception {
        assertTrue(Files.isRegularFile(report), "the agent wrote no report " + report);
        for (JsonElement e : JsonParser.parseString(Files.readString(report)).getAsJsonObject()
                .getAsJsonArray("sites")) {
            JsonObject o = e.getAsJsonObject();
            if (o.get("id").getAsString().equals(site)) {
                return o.get("status").getAsString();
            }
        }
        return null;
    }

    private static Path agentCopy() throws Exception {
        Path agent = RecordedRun.AGENT_JAR;
        assertTrue(Files.isRegularFile(agent), agent + " is missing: build the agent first"
                + " (mvn -pl agent -am package)");
        Files.createDirectories(WORK);
        Path copy = WORK.resolve("tempered-agent.jar");
        Files.copy(agent, copy, StandardCopyOption.REPLACE_EXISTING);
        return copy;
    }
}
