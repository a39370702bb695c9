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
 * Issue 3's speed target in application mode, the way most users run {@code tempered analyze --main}: the program
 * dev.tempered.bigcp (an order pipeline over Guava, Kafka clients, H2, Log4j, commons-pool2 and Tomcat) with the
 * nine real artifacts and what they need at run time as its class path (over 20 MB), analysed in a child JVM
 * capped at 2 GB of heap. Asserts the program runs, the analysis finishes, every marked site has a verdict that
 * never claims fewer threads than the marker, and writes target/bigcp-analysis.md.
 */
@org.junit.jupiter.api.Tag("child-jvm")
class BigClassPathTest {
    static final String MAIN = "dev.tempered.bigcp.Main";
    static final String PKG = "dev/tempered/bigcp/";
    static final Path SOURCES = Path.of("src/main/java/dev/tempered/bigcp");
    static final Path REAL = Path.of(System.getProperty("tempered.realArtifacts", "target/real-artifacts"));
    static final Path DEPS = Path.of(System.getProperty("tempered.bigcpDeps", "target/bigcp-deps"));
    static final Path TABLE = Path.of("target/bigcp-analysis.md");
    /** The child analysis is killed past this; {@code -Dtempered.bigcpTimeoutS=N} on a loaded machine. */
    static final int TIMEOUT_S = Integer.getInteger("tempered.bigcpTimeoutS", 120);
    // -Dtempered.bigcpBudgetS=N gives the solver N s of processor time instead of the default 25 s

    @Test
    void applicationOnTwentyMegabyteClassPath() throws Exception {
        List<Path> cp = new ArrayList<>();
        for (Path dir : List.of(REAL, DEPS)) {
            try (Stream<Path> s = Files.list(dir)) {
                s.filter(p -> p.toString().endsWith(".jar")).sorted().forEach(cp::add);
            }
        }
        long bytes = 0;
        for (Path p : cp) {
            bytes += Files.size(p);
        }
        assertTrue(bytes > 20_000_000, "class path under 20 MB: " + cp);
        String runPath = Examples.CLASSES.toAbsolutePath() + java.io.File.pathSeparator + String.join(
                java.io.File.pathSeparator, cp.stream().map(p -> p.toAbsolutePath().toString()).toList());

        // the program is real: it runs to the end on that class path
        ChildJvm.Result run = ChildJvm.run(List.of(), runPath, MAIN, List.of(), 120);
        assertEquals(0, run.exit(), run.output());
        assertTrue(run.output().contains("shipped=1000"), run.output());

        List<String> args = new ArrayList<>(List.of(Examples.packageInput("bigcp", PKG).toAbsolutePath().toString(), MAIN,
                SOURCES.toAbsolutePath().toString(), PKG));
        cp.forEach(p -> args.add(p.toAbsolutePath().toString()));
        ChildJvm.Result r = ChildJvm.run(List.of("-Xmx2g", "-Dtempered.probe.budgetS="
                        + Integer.getInteger("tempered.bigcpBudgetS", 0)), System.getProperty("java.class.path"),
                BigClassPathProbe.class.getName(), args, TIMEOUT_S);
        String result = r.output().lines().filter(l -> l.startsWith("RESULT\t")).findFirst().orElse(null);
        assertTrue(r.exit() == 0 && result != null, "analysis crashed (exit " + r.exit() + "):\n"
                + r.output());
        Map<String, String> f = fields(result);
        List<String> markers = r.output().lines().filter(l -> l.startsWith("MARKER\t")).toList();
        List<String> problems = new ArrayList<>(r.output().lines().filter(l -> l.startsWith("UNMARKED\t")).toList());
        StringBuilder md = new StringBuilder("| figure | value |\n| --- | --- |\n");
        f.forEach((k, v) -> md.append("| ").append(k).append(" | ").append(v).append(" |\n"));
        r.output().lines().filter(l -> l.startsWith("STOPPED\t")).forEach(l -> md.append("\n").append(l).append('\n'));
        md.append("\n| site | expected | got | class | reasons |\n| --- | --- | --- | --- | --- |\n");
        for (String m : markers) {
            String[] p = m.split("\t", -1);
            md.append("| ").append(p[1]).append(" | ").append(p[2]).append(" | ").append(p[3]).append(" | ")
                    .append(p[4]).append(" | ").append(p[5].replace('|', '/')).append(" |\n");
            if (p[4].equals("WRONG") || p[4].equals("MISSED")) {
                problems.add(m);
            }
        }
        Files.writeString(TABLE, md, StandardCharsets.UTF_8);
        System.out.println(md);
        assertEquals(4, markers.size(), "the program marks four queues:\n" + r.output());
        // the one bug that must never happen: a verdict that claims fewer threads than the reader sees
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    private static Map<String, String> fields(String line) {
        Map<String, String> f = new LinkedHashMap<>();
        for (String kv : line.substring(line.indexOf('\t') + 1).split("\t")) {
            int eq = kv.indexOf('=');
            f.put(kv.substring(0, eq), kv.substring(eq + 1));
        }
        return f;
    }
}
