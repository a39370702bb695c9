package dev.tempered.analysis.check;

import dev.tempered.analysis.AnalysisRequest;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Checks one small program of the fixtures package (compiled with the tests) with only its own classes as input;
 * the programs that show the check end to end live in it-tests (dev.tempered.examples.check).
 */
final class Fixtures {
    private static final String PKG = "dev/tempered/analysis/check/fixtures/";

    private Fixtures() {
    }

    /** A result's findings for an assertion's message (the report module renders the user's text). */
    static String describe(CheckResult r) {
        StringBuilder b = new StringBuilder();
        r.queues().forEach(q -> b.append(q).append('\n'));
        r.progress().forEach(p -> b.append(p).append('\n'));
        return b.append(r.summary()).toString();
    }

    /** The jars of JCTools, Agrona, the Disruptor and our annotations from the test class path. */
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

    static CheckResult check(Path dir, String name) throws Exception {
        return Checker.check(AnalysisRequest.builder().inputs(List.of(inputs(dir, name))).classPath(libraries())
                .mainClass(PKG.replace('/', '.') + name).build(), CheckOptions.defaults());
    }

    /** {@code dir} holding the fixture's classes (it and its nested classes and lambdas' hosts) only. */
    private static Path inputs(Path dir, String name) throws IOException, URISyntaxException {
        Path compiled = Path.of(Fixtures.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                .resolve(PKG);
        Path pkg = Files.createDirectories(dir.resolve(PKG));
        try (Stream<Path> files = Files.list(compiled)) {
            for (Path c : files.filter(p -> p.getFileName().toString().equals(name + ".class")
                    || p.getFileName().toString().startsWith(name + "$")).toList()) {
                Files.copy(c, pkg.resolve(c.getFileName().toString()));
            }
        }
        return dir;
    }
}
