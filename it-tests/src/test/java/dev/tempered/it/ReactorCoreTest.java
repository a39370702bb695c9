package dev.tempered.it;

import dev.tempered.testing.ChildJvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * reactor-core, whose chains of operators and method references once took the solver's recursion past the Java
 * stack (a StackOverflowError in library mode): analysed in library mode, and as the class path of the program
 * dev.tempered.reactor in application mode, each in a child JVM capped at 2 GB of heap and a default thread stack.
 * Asserts both end with a manifest, and that the program's verdicts never claim fewer threads than its markers.
 * Writes target/reactor-core.md (analysis time and peak heap).
 */
@org.junit.jupiter.api.Tag("child-jvm")
class ReactorCoreTest {
    static final Path DIR = Path.of(System.getProperty("tempered.reactorDir", "target/reactor-core"));
    static final String MAIN = "dev.tempered.reactor.Main";
    static final String PKG = "dev/tempered/reactor/";
    static final Path SOURCES = Path.of("src/main/java/dev/tempered/reactor");
    /** Per child run; {@code -Dtempered.reactorTimeoutS=N} on a loaded machine. */
    static final int TIMEOUT_S = Integer.getInteger("tempered.reactorTimeoutS", 180);
    /**
     * The solver's budget in each child, in seconds of processor time: above the default so that a machine shared
     * by several builds (elapsed time several times the processor time, which the backstop counts) still solves.
     */
    static final String BUDGET = "-Dtempered.probe.budgetS=" + Integer.getInteger("tempered.reactorBudgetS", 100);

    private static List<Path> jars() throws Exception {
        try (Stream<Path> s = Files.list(DIR)) {
            List<Path> jars = s.filter(p -> p.toString().endsWith(".jar")).sorted().toList();
            assertTrue(jars.stream().anyMatch(p -> p.getFileName().toString().startsWith("reactor-core-")),
                    "reactor-core is not in " + DIR + ": " + jars);
            return jars;
        }
    }

    @Test
    void libraryAndApplicationModeEndWithAManifest() throws Exception {
        List<Path> jars = jars();
        List<String> paths = jars.stream().map(p -> p.toAbsolutePath().toString()).toList();
        StringBuilder md = new StringBuilder("| mode | result |\n| --- | --- |\n");

        ChildJvm.Result lib = ChildJvm.run(List.of("-Xmx2g", BUDGET), System.getProperty("java.class.path"),
                RealArtifactProbe.class.getName(), paths, TIMEOUT_S);
        String libLine = lib.output().lines().filter(l -> l.startsWith("RESULT\t")).findFirst().orElse(null);
        assertTrue(lib.exit() == 0 && libLine != null, "library mode crashed (exit " + lib.exit() + "):\n"
                + tail(lib.output()));
        assertTrue(!libLine.contains("sites=0\t"), "reactor-core has queue sites: " + libLine);
        md.append("| library | ").append(libLine.substring(7).replace('\t', ' ')).append(" |\n");
        List<String> libReasons = lib.output().lines().filter(l -> l.startsWith("REASON\t")).toList();
        assertTrue(libReasons.stream().noneMatch(l -> l.contains("before the program was solved")),
                "library mode did not solve reactor-core:\n" + String.join("\n", libReasons));

        // the program is real: it runs to the end on reactor-core
        String runPath = Examples.CLASSES.toAbsolutePath() + java.io.File.pathSeparator
                + String.join(java.io.File.pathSeparator, paths);
        ChildJvm.Result run = ChildJvm.run(List.of(), runPath, MAIN, List.of(), 120);
        assertEquals(0, run.exit(), run.output());
        assertTrue(run.output().contains("sum=" + expectedSum(1000)), run.output());

        List<String> args = new ArrayList<>(List.of(inputDir().toAbsolutePath().toString(), MAIN,
                SOURCES.toAbsolutePath().toString(), PKG));
        args.addAll(paths);
        ChildJvm.Result app = ChildJvm.run(List.of("-Xmx2g", BUDGET), System.getProperty("java.class.path"),
                BigClassPathProbe.class.getName(), args, TIMEOUT_S);
        String appLine = app.output().lines().filter(l -> l.startsWith("RESULT\t")).findFirst().orElse(null);
        assertTrue(app.exit() == 0 && appLine != null, "application mode crashed (exit " + app.exit()
                + "):\n" + tail(app.output()));
        md.append("| application | ").append(appLine.substring(7).replace('\t', ' ')).append(" |\n\n");
        assertTrue(appLine.contains("solved=true"), "application mode did not solve:\n" + tail(app.output()));
        List<String> markers = app.output().lines().filter(l -> l.startsWith("MARKER\t")).toList();
        List<String> problems = new ArrayList<>(app.output().lines().filter(l -> l.startsWith("UNMARKED\t")).toList());
        for (String m : markers) {
            md.append("    ").append(m).append('\n');
            String[] p = m.split("\t", -1);
            if (p[4].equals("WRONG") || p[4].equals("MISSED")) {
                problems.add(m);
            }
        }
        Files.writeString(Path.of("target/reactor-core.md"), md, StandardCharsets.UTF_8);
        System.out.println(md);
        assertEquals(2, markers.size(), "the program marks two queues:\n" + app.output());
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    private static long expectedSum(int n) {
        long sum = 0;
        for (long i = 1; i <= n; i++) {
            sum += 2 * i + i * i;
        }
        return sum;
    }

    /** target/analysis-inputs/reactor holding only the program's package: reactor-core is its class path. */
    private static Path inputDir() throws Exception {
        Path root = Path.of("target/analysis-inputs/reactor");
        Path pkg = Files.createDirectories(root.resolve(PKG));
        try (Stream<Path> classes = Files.list(Examples.CLASSES.resolve(PKG))) {
            for (Path c : classes.toList()) {
                Files.copy(c, pkg.resolve(c.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        return root;
    }

    private static String tail(String s) {
        return s.length() <= 4000 ? s : s.substring(s.length() - 4000);
    }
}
