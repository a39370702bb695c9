package dev.tempered.it;

import dev.tempered.analysis.AnalysisRequest;
import dev.tempered.analysis.check.CheckOptions;
import dev.tempered.analysis.check.CheckResult;
import dev.tempered.analysis.check.Checker;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The programs of {@code tempered check} under src/main/java/dev/tempered/examples/check: each class is a program
 * of its own, checked with only its classes as input and the libraries it declares with on the class path. Where
 * the check names a thread's start, the source line says the name the program gives that thread
 * ({@code // thread: NAME}, {@code *} matching any run of characters).
 */
final class CheckExamples {
    static final String PACKAGE = "dev/tempered/examples/check/";
    static final Path SOURCES = Path.of("src/main/java").resolve(PACKAGE);
    private static final Pattern THREAD = Pattern.compile("//\\s*thread:\\s*(\\S+)");
    /** Agrona 2 reaches jdk.internal.misc.Unsafe. */
    static final List<String> JVM_ARGS = List.of("--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED");
    private static final Map<String, CheckResult> CHECKS = new ConcurrentHashMap<>();
    private static final Map<String, RecordedRun.Outcome> RUNS = new ConcurrentHashMap<>();

    private CheckExamples() {
    }

    static String mainClass(String name) {
        return PACKAGE.replace('/', '.') + name;
    }

    /** JCTools, Agrona, the Disruptor and our annotations, from the test class path. */
    static List<Path> libraries() {
        List<Path> out = new ArrayList<>();
        for (String e : System.getProperty("java.class.path").split(File.pathSeparator)) {
            String s = e.replace('\\', '/');
            if (s.contains("jctools-core") || s.contains("agrona") || s.contains("disruptor")
                    || s.contains("tempered-annotations") || s.contains("annotations/target/classes")) {
                out.add(Path.of(e));
            }
        }
        return out;
    }

    /** The check's result for one program, once per test JVM. */
    static CheckResult check(String name) throws Exception {
        CheckResult r = CHECKS.get(name);
        if (r == null) {
            r = Checker.check(AnalysisRequest.builder().inputs(List.of(inputs(name))).classPath(libraries())
                    .mainClass(mainClass(name)).build(), CheckOptions.defaults());
            CHECKS.put(name, r);
        }
        return r;
    }

    /** The program run as written and under the agent's recording mode, with the manifest its check made. */
    static RecordedRun.Outcome recorded(String name) throws Exception {
        RecordedRun.Outcome o = RUNS.get(name);
        if (o == null) {
            StringBuilder cp = new StringBuilder(Examples.CLASSES.toAbsolutePath().toString());
            for (Path p : libraries()) {
                cp.append(File.pathSeparator).append(p.toAbsolutePath());
            }
            o = RecordedRun.run("check-" + name, check(name).analysis().manifest(), cp.toString(), mainClass(name),
                    JVM_ARGS);
            RUNS.put(name, o);
        }
        return o;
    }

    /** The name the program gives the thread started at {@code line} of {@code file}, or null if unmarked. */
    static String threadName(String file, int line) {
        try {
            List<String> lines = Files.readAllLines(SOURCES.resolve(file));
            Matcher m = line >= 1 && line <= lines.size() ? THREAD.matcher(lines.get(line - 1)) : null;
            return m != null && m.find() ? m.group(1) : null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** True when {@code name} matches the marked {@code glob}, where {@code *} is any run of characters. */
    static boolean matches(String glob, String name) {
        return name.matches(Pattern.quote(glob).replace("*", "\\E.*\\Q"));
    }

    /** target/check-inputs/NAME holding that program's classes only, so nothing else is reachable. */
    private static Path inputs(String name) throws IOException {
        Path root = Path.of("target/check-inputs", name);
        Path pkg = Files.createDirectories(root.resolve(PACKAGE));
        try (Stream<Path> classes = Files.list(Examples.CLASSES.resolve(PACKAGE))) {
            for (Path c : classes.filter(p -> {
                String f = p.getFileName().toString();
                return f.equals(name + ".class") || f.startsWith(name + "$");
            }).toList()) {
                Files.copy(c, pkg.resolve(c.getFileName().toString()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        return root;
    }
}
