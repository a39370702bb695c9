package dev.tempered.it;

import dev.tempered.testing.ChildJvm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Real jars from Maven Central (fetched by the build into target/real-artifacts), each analysed in library
 * mode in a child JVM capped at 2 GB of heap, then all of them together as one class path. Asserts no crash
 * and writes target/real-artifacts.md (copied into docs/history/evaluation.md).
 */
@org.junit.jupiter.api.Tag("child-jvm")
class RealArtifactsTest {
    static final Path DIR = Path.of(System.getProperty("tempered.realArtifacts", "target/real-artifacts"));
    static final Path TABLE = Path.of("target/real-artifacts.md");
    /** Per child run; a run past it counts as a failure. {@code -Dtempered.realTimeoutS=N} on a loaded machine. */
    static final int TIMEOUT_S = Integer.getInteger("tempered.realTimeoutS", 120);

    @Test
    void realArtifactsAnalyseWithoutCrash() throws Exception {
        List<Path> jars;
        try (Stream<Path> s = Files.list(DIR)) {
            jars = s.filter(p -> p.toString().endsWith(".jar")).sorted().toList();
        }
        assertTrue(jars.size() >= 5, "need at least five real artifacts in " + DIR + ", found " + jars);
        StringBuilder md = new StringBuilder("| artifact | MB | classes | queue sites | topologies | confidence"
                + " | wall s | CPU s | peak heap MB | diagnostics |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n");
        List<String> failures = new ArrayList<>();
        StringBuilder reasons = new StringBuilder("\n| artifact | sites | verdict and first reason, names blanked |\n"
                + "| --- | --- | --- |\n");
        int solved = 0;
        for (Path jar : jars) {
            if (probe(jar.getFileName().toString(), List.of(jar), md, failures, reasons)) {
                solved++;
            }
        }
        probe("all " + jars.size() + " together", jars, md, failures, reasons);
        md.append(reasons);
        Files.writeString(TABLE, md, StandardCharsets.UTF_8);
        System.out.println(md);
        assertTrue(failures.isEmpty(), String.join("\n", failures));
        // design note analysis: the solver reaches its fixpoint on most of them, so their sites get the verdicts of the
        // solved program; five leaves room for a loaded machine (the elapsed-time backstop may stop the larger ones)
        assertTrue(solved >= 5, "only " + solved + " artifacts with queue sites were solved within the budget:\n"
                + reasons);
    }

    /**
     * Runs one child probe and appends its row; true when it found queue sites and none was refused because the
     * budget stopped the solver.
     */
    private static boolean probe(String label, List<Path> jars, StringBuilder md, List<String> failures,
                                 StringBuilder reasons) throws Exception {
        List<String> args = jars.stream().map(p -> p.toAbsolutePath().toString()).toList();
        ChildJvm.Result r = ChildJvm.run(List.of("-Xmx2g", "-Dtempered.probe.deadlineS=" + TIMEOUT_S),
                System.getProperty("java.class.path"), RealArtifactProbe.class.getName(), args, TIMEOUT_S + 60);
        String deadline = r.output().lines().filter(l -> l.startsWith("DEADLINE\t")).findFirst().orElse(null);
        if (deadline != null) {
            // no crash, but not done in time: a failure, with how far it came
            Map<String, String> d = fields(deadline);
            failures.add(label + " did not finish in " + TIMEOUT_S + " s: " + d);
            md.append("| ").append(label).append(" | ").append(d.get("mb")).append(" | ").append(d.get("classes"))
                    .append(" | not finished (").append(d.get("methodsAnalysed")).append(" methods analysed) | | | > ")
                    .append(TIMEOUT_S).append(" | ")
                    .append(String.format("%.1f", Long.parseLong(d.get("cpuMs")) / 1000.0)).append(" | ")
                    .append(d.get("peakHeapMb")).append(" | |\n");
            return false;
        }
        String line = r.output().lines().filter(l -> l.startsWith("RESULT\t")).findFirst().orElse(null);
        if (r.exit() != 0 || line == null) {
            failures.add(label + " crashed (exit " + r.exit() + "):\n" + tail(r.output()));
            md.append("| ").append(label).append(" | CRASH (exit ").append(r.exit()).append(") ||||||||\n");
            return false;
        }
        Map<String, String> f = fields(line);
        assertEquals(10, f.size(), line);
        md.append("| ").append(label).append(" | ").append(f.get("mb")).append(" | ").append(f.get("classes"))
                .append(" | ").append(f.get("sites")).append(" | ").append(f.get("topology")).append(" | ")
                .append(f.get("confidence")).append(" | ")
                .append(String.format("%.1f", Long.parseLong(f.get("wallMs")) / 1000.0)).append(" | ")
                .append(String.format("%.1f", Long.parseLong(f.get("cpuMs")) / 1000.0)).append(" | ")
                .append(f.get("peakHeapMb")).append(" | ").append(f.get("diagnostics")).append(" |\n");
        boolean stopped = false;
        for (String reason : r.output().lines().filter(l -> l.startsWith("REASON\t")).toList()) {
            String[] parts = reason.split("\t", 3);
            reasons.append("| ").append(label).append(" | ").append(parts[1]).append(" | ")
                    .append(parts[2].replace("|", "/")).append(" |\n");
            stopped |= parts[2].contains("before the program was solved");
        }
        return Integer.parseInt(f.get("sites")) > 0 && !stopped;
    }

    private static Map<String, String> fields(String line) {
        Map<String, String> f = new LinkedHashMap<>();
        for (String kv : line.substring(line.indexOf('\t') + 1).split("\t")) {
            int eq = kv.indexOf('=');
            f.put(kv.substring(0, eq), kv.substring(eq + 1));
        }
        return f;
    }

    private static String tail(String s) {
        return s.length() <= 4000 ? s : s.substring(s.length() - 4000);
    }
}
