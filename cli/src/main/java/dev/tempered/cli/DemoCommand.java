package dev.tempered.cli;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.tempered.analysis.AnalysisResult;
import dev.tempered.manifest.Manifest;
import dev.tempered.rewrite.ChecksMode;
import dev.tempered.report.ReportFormat;
import dev.tempered.report.SourcePaths;
import dev.tempered.rewrite.JarRewriteException;
import dev.tempered.rewrite.JarRewriteReport;
import dev.tempered.rewrite.JarRewriter;
import dev.tempered.rewrite.SiteStatus;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code tempered demo}: the whole job on a bundled example, by default the telemetry event pipeline whose time goes
 * into hand-overs ({@link DemoExample}). Analyse it, show the remarks and the review report, rewrite it offline, run
 * it as written, with the agent and rewritten in rotating child JVMs, check every output against the as-written one,
 * and print the measured speed-ups with their spread and the machine's load.
 */
@Command(name = "demo", mixinStandardHelpOptions = true,
        header = "Analyse, report and run the bundled example; measure the speed-up.",
        description = {"Run the whole job on a bundled example: analyse it, print the remarks and the Markdown report, "
                + "then rewrite it offline and run it as written, with the agent and rewritten, in rotating child JVMs; "
                + "check that every output matches the program as written, and print the measured speed-ups (median, "
                + "min and max) with the load average of the machine.",
            "Examples: 'events' (default), a telemetry pipeline (a decoder, a validator and an aggregator handing "
                + "frames over two one-to-one queues, two notifiers behind a many-to-many alert queue); 'logs', a "
                + "log-processing pipeline (two readers, an enricher, an aggregator, two auditors; four queues) whose "
                + "time goes into start-up and parsing rather than its queues."},
        footerHeading = "%nExamples:%n",
        footer = {
            "  # from the repository root: builds what it needs on first use",
            "  ./tempered demo",
            "  # more rounds, a tighter spread",
            "  tempered demo --runs=9",
            "  # the log-processing example, smaller input, only the result lines",
            "  tempered demo --example=logs --size=50000 -q"
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every output matched the program as written", "1:an output differed or a run failed",
            "2:usage error, or the example or agent jar is missing"})
final class DemoCommand extends TemperedCommand {
    private static final long RUN_TIMEOUT_SECONDS = 300;

    @Option(names = "--example", paramLabel = "events|logs", defaultValue = "events",
            description = "Which bundled example to run (default: ${DEFAULT-VALUE}).")
    String example;

    @Option(names = "--runs", paramLabel = "N", defaultValue = "5",
            description = "Timed rounds (as written, with the agent, rewritten offline), after one warm-up round "
                    + "(default: ${DEFAULT-VALUE}).")
    int runs;

    @Option(names = {"--size", "--records"}, paramLabel = "N",
            description = "The example's input size: frames for 'events' (default 3000000), log lines per reader "
                    + "thread for 'logs' (default 200000).")
    Long size;

    @Option(names = "--checks", paramLabel = "throw|off", defaultValue = ChecksMode.DEFAULT_SPEC,
            description = "Contract checks in the specialised queues (default: ${DEFAULT-VALUE}).")
    String checks;

    @Option(names = "--work-dir", paramLabel = "DIR", description = "Where the classes, manifest and reports go (default: .tempered/demo under the repository).")
    Path workDir;

    @Option(names = "--agent", paramLabel = "JAR", description = "The agent jar; default: the one built in the repository.")
    Path agent;

    @Option(names = "--examples", paramLabel = "JAR", description = "The example jar; default: the one built in the repository.")
    Path examples;

    @Override
    int execute(Console console) throws Exception {
        DemoExample program = example(example);
        if (runs < 1) {
            throw new UserError("--runs must be at least 1; the speed-up needs one timed round");
        }
        if (size != null && size < 1) {
            throw new UserError("--size must be at least 1");
        }
        checksMode(checks);
        Path examplesJar = examples != null ? examples : Home.examplesJar();
        Inputs.checkOne(examplesJar, "pass the example jar built by 'mvn -B -q -DskipTests install'");
        Path agentJar = Home.agentJar(agent);
        Path work = workDir != null ? workDir : Home.root().resolve(".tempered/demo");
        Path classes = extract(examplesJar, program, work.resolve("classes"));
        String main = program.mainClass();

        console.result("@|bold == Tempered demo: " + program.title + " (" + main + ")|@");
        program.diagram.forEach(l -> console.result("   " + l));
        console.result("");
        console.result("@|bold == 1. Analysis: one remark per queue|@");
        AnalysisResult result = Analysis.run(console, List.of(classes), List.of(), main, false);
        Path manifest = work.resolve("demo.tempered.json");
        Manifests.write(result.manifest(), manifest);
        Analysis.printRemarks(console, result);
        console.result("   manifest: " + manifest);
        console.result("");

        console.result("@|bold == 2. The report a reviewer reads (tempered report --format=md)|@");
        console.raw(ReportFormat.MD.render(result.manifest(), null, SourcePaths.packagePaths()));
        Path html = work.resolve("report.html");
        Path sarif = work.resolve("report.sarif");
        Manifests.writeText(ReportFormat.HTML.render(result.manifest(), null, SourcePaths.packagePaths()), html);
        Manifests.writeText(ReportFormat.SARIF.render(result.manifest(), null, SourcePaths.packagePaths()), sarif);
        console.result("   also written: " + html + " (open in a browser), " + sarif);
        console.result("");

        Path agentReport = work.resolve("agent-report.json");
        int exit = compare(console, program, classes, result.manifest(), manifest, agentJar, agentReport, work);
        console.result("   files: manifest " + manifest + "; reports " + html + ", " + sarif + "; the agent's report "
                + agentReport + "; rewritten classes " + work.resolve("rewritten"));
        return exit;
    }

    static DemoExample example(String name) {
        for (DemoExample e : DemoExample.values()) {
            if (e.optionName().equalsIgnoreCase(name)) {
                return e;
            }
        }
        throw new UserError("--example must be one of events, logs; got '" + name + "'");
    }

    private int compare(Console console, DemoExample program, Path classes, Manifest manifestModel, Path manifest,
            Path agentJar, Path agentReport, Path work) throws Exception {
        console.result("@|bold == 3. Running it as written, with the agent and rewritten offline, in rotating order ("
                + runs + " timed rounds after 1 warm-up round; contract checks " + checks + ")|@");
        String main = program.mainClass();
        List<String> args = program.args(size);
        Files.deleteIfExists(agentReport);
        Path rewritten = rewriteOffline(console, manifestModel, classes, work.resolve("rewritten"));
        List<String> plain = ChildJvm.command(null, List.of(classes), main, args);
        String agentArg = agentJar.toAbsolutePath() + "=manifest=" + manifest.toAbsolutePath() + ",checks=" + checks;
        List<String> reporting = ChildJvm.command(agentArg + ",report=" + agentReport.toAbsolutePath(),
                List.of(classes), main, args);
        List<String> specialised = ChildJvm.command(agentArg, List.of(classes), main, args);
        List<String> offline = ChildJvm.command(null, List.of(rewritten), main, args);
        console.detail("as written: " + String.join(" ", plain));
        console.detail("with agent: " + String.join(" ", specialised));
        console.detail("offline:    " + String.join(" ", offline));

        ChildJvm.Result oracle = expectOk(ChildJvm.capture(plain, work, RUN_TIMEOUT_SECONDS), "as written");
        ChildJvm.Result first = expectOk(ChildJvm.capture(reporting, work, RUN_TIMEOUT_SECONDS), "with the agent");
        sameOutput(oracle, first, "with the agent, warm-up run");
        sameOutput(oracle, expectOk(ChildJvm.capture(offline, work, RUN_TIMEOUT_SECONDS), "rewritten offline"),
                "rewritten offline, warm-up run");
        console.result("   the program's output (the oracle every run must match):");
        oracle.stdout().lines().forEach(l -> console.result("   | " + Console.plain(l)));
        String agentLine = agentSummary(agentReport);
        boolean nothingApplied = !agentLine.matches("agent: [1-9].*");
        console.result("   " + agentLine);

        List<Variant> variants = List.of(new Variant("as written", plain), new Variant("with the agent", specialised),
                new Variant("rewritten offline", offline));
        Ratios agentRatios = new Ratios("with the agent");
        Ratios offlineRatios = new Ratios("rewritten offline");
        List<Double> loads = new ArrayList<>();
        for (int i = 1; i <= runs; i++) {
            loads.add(loadAverage());
            // rotate which variant goes first, so drift in the machine's load does not favour one of them
            double[] seconds = new double[variants.size()];
            for (int k = 0; k < variants.size(); k++) {
                int v = (i - 1 + k) % variants.size();
                Variant variant = variants.get(v);
                ChildJvm.Result r = expectOk(ChildJvm.capture(variant.command, work, RUN_TIMEOUT_SECONDS), variant.name);
                sameOutput(oracle, r, variant.name + ", round " + i);
                seconds[v] = r.seconds();
            }
            agentRatios.add(seconds[0], seconds[1]);
            offlineRatios.add(seconds[0], seconds[2]);
            console.note(String.format(Locale.ROOT, "   round %d (%s first, load %.1f): as written %.2f s, with the "
                    + "agent %.2f s (%.2fx), rewritten offline %.2f s (%.2fx), outputs identical", i,
                    variants.get((i - 1) % 3).name, loads.get(i - 1), seconds[0], seconds[1], seconds[0] / seconds[1],
                    seconds[2], seconds[0] / seconds[2]));
        }
        console.result("   outputs: all " + (3 * runs + 3) + " runs printed exactly what the program as written prints");
        console.result("");
        console.result("@|bold == Result|@");
        if (nothingApplied) {
            console.result("@|bold no queue was specialised|@: as written / with the agent = " + agentRatios.speedUp()
                    + "; " + agentRatios.times() + ". That ratio is this machine's noise plus the agent's start-up cost.");
        } else {
            console.result("@|bold speed-up with the agent " + agentRatios.speedUp() + "|@");
            console.result("@|bold speed-up rewritten offline " + offlineRatios.speedUp() + "|@");
            console.result(String.format(Locale.ROOT, "   %s; %s %.2f s (medians).", agentRatios.times(),
                    "rewritten offline", offlineRatios.medianSpecialised()));
        }
        console.result("   Whole-program wall time of each child JVM on this machine (" + machine(loads) + "), JVM "
                + "start-up included; not a queue micro-benchmark. A ratio above 1 means faster than as written; the "
                + "min-max spread is the noise of this machine, which grows with its load. The agent's figure also pays "
                + "for its start-up (the JVM's agent machinery, reading the manifest, rewriting each class as it loads); "
                + "the offline figure is the same program with the substitutes already in its classes.");
        return Exit.OK;
    }

    /** One way of running the program: its name in the output and its java command. */
    private record Variant(String name, List<String> command) {
    }

    /** Rewrites the demo's classes into {@code target} with the runtime embedded, as a build step would. */
    private Path rewriteOffline(Console console, Manifest manifest, Path classes, Path target) throws IOException {
        FileTrees.delete(target);
        JarRewriter rewriter = new JarRewriter(manifest,
                new JarRewriter.Options(checksMode(checks), true, JarRewriter.OnStale.FAIL, false, null));
        JarRewriteReport report;
        try {
            report = rewriter.rewrite(classes, target);
        } catch (JarRewriteException e) {
            throw new UserError(Exit.FINDINGS, "demo FAILED: the offline rewrite refused: " + e.getMessage());
        }
        long applied = report.rows().stream().filter(r -> r.status() == SiteStatus.APPLIED).count();
        console.result("   offline: " + applied + " of " + manifest.sites().size() + " sites applied, written to "
                + target + " with the runtime embedded");
        return target;
    }

    private static ChildJvm.Result expectOk(ChildJvm.Result r, String which) {
        if (r.exitCode() != 0) {
            String err = r.stderr().lines().filter(l -> !l.isBlank()).findFirst().orElse("no message");
            throw new UserError(Exit.FINDINGS, "demo FAILED: the program " + which + " exited with status " + r.exitCode()
                    + ": " + err);
        }
        return r;
    }

    static void sameOutput(ChildJvm.Result oracle, ChildJvm.Result run, String which) {
        if (oracle.stdout().equals(run.stdout())) {
            return;
        }
        List<String> want = oracle.stdout().lines().toList();
        List<String> got = run.stdout().lines().toList();
        int line = 0;
        while (line < Math.min(want.size(), got.size()) && want.get(line).equals(got.get(line))) {
            line++;
        }
        String expected = line < want.size() ? want.get(line) : "(end of output)";
        String actual = line < got.size() ? got.get(line) : "(end of output)";
        throw new UserError(Exit.FINDINGS, "demo FAILED: output " + which + " differs from the program as written at line "
                + (line + 1) + ": expected '" + expected + "', got '" + actual + "'");
    }

    /** {@code agent: 2 of 4 sites applied (ring 2), 2 skipped}, from the agent's own report. */
    static String agentSummary(Path report) {
        if (!Files.isRegularFile(report)) {
            return "agent: wrote no report (" + report + "); cannot say which sites it applied";
        }
        try {
            JsonObject root = JsonParser.parseString(Files.readString(report)).getAsJsonObject();
            Map<String, Integer> byStatus = new TreeMap<>();
            Map<String, Integer> applied = new TreeMap<>();
            int total = 0;
            for (JsonElement e : root.getAsJsonArray("sites")) {
                JsonObject s = e.getAsJsonObject();
                String status = s.get("status").getAsString();
                total++;
                if (status.equals("applied")) {
                    applied.merge(s.get("implementation").getAsString(), 1, Integer::sum);
                } else {
                    byStatus.merge(status, 1, Integer::sum);
                }
            }
            int n = applied.values().stream().mapToInt(Integer::intValue).sum();
            StringBuilder b = new StringBuilder("agent: " + n + " of " + total + " sites applied");
            if (n > 0) {
                b.append(" (").append(join(applied)).append(')');
            }
            if (!byStatus.isEmpty()) {
                b.append("; ").append(join(byStatus));
            }
            if (n == 0) {
                b.append("; nothing was specialised, so the timings below measure only the agent's overhead");
            }
            return b.toString();
        } catch (IOException | RuntimeException e) {
            return "agent: its report " + report + " could not be read (" + e.getMessage() + ")";
        }
    }

    private static String join(Map<String, Integer> counts) {
        List<String> parts = new ArrayList<>();
        counts.forEach((k, v) -> parts.add(k + " " + v));
        return String.join(", ", parts);
    }

    /** The one-minute load average now; negative where the platform does not give one. */
    private static double loadAverage() {
        return java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    /** {@code Java 17.0.15, 2 CPUs, load average 2.1 (1.9-2.4) at the start of the rounds}. */
    static String machine(List<Double> loads) {
        String text = "Java " + System.getProperty("java.version") + ", " + Runtime.getRuntime().availableProcessors()
                + " CPUs";
        if (loads.isEmpty() || Collections.min(loads) < 0) {
            return text;
        }
        return text + String.format(Locale.ROOT, ", load average %.1f (%.1f-%.1f) at the start of the rounds",
                Ratios.median(loads), Collections.min(loads), Collections.max(loads));
    }

    /** Copies the example's classes out of the example jar: the demo analyses only its own program. */
    static Path extract(Path examplesJar, DemoExample program, Path target) throws IOException {
        String pkg = program.packagePath();
        FileTrees.delete(target);
        Files.createDirectories(target);
        int n = 0;
        try (JarFile jar = new JarFile(examplesJar.toFile())) {
            Enumeration<JarEntry> entries = jar.entries();
            while (entries.hasMoreElements()) {
                JarEntry e = entries.nextElement();
                if (e.getName().startsWith(pkg) && e.getName().endsWith(".class")) {
                    Path out = target.resolve(e.getName());
                    Files.createDirectories(out.getParent());
                    try (InputStream in = jar.getInputStream(e)) {
                        Files.copy(in, out, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                    }
                    n++;
                }
            }
        }
        if (n == 0) {
            throw new UserError("the example jar " + examplesJar + " holds no " + pkg + " classes; rebuild it with "
                    + "'mvn -B -q -DskipTests install'");
        }
        return target;
    }
}
