package dev.tempered.analysis.check;

import dev.tempered.analysis.AnalysisRequest;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/** Compiles one example program of src/test/resources/check-examples and checks it. */
final class Examples {
    private Examples() {
    }

    /** The jars of JCTools, Agrona, the Disruptor and our annotations from the test class path. */
    static List<Path> libraries() {
        List<Path> out = new ArrayList<>();
        for (String e : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (e.contains("jctools-core") || e.contains("agrona") || e.contains("disruptor")
                    || e.contains("tempered-annotations") || e.replace('\\', '/').contains("annotations/target/classes")) {
                out.add(Path.of(e));
            }
        }
        return out;
    }

    /** Compiles {@code name}.java into {@code dir}/classes; returns that directory. */
    static Path compile(Path dir, String name) throws IOException {
        Path src = dir.resolve("src/dev/tempered/examples/check/" + name + ".java");
        Files.createDirectories(src.getParent());
        try (InputStream in = Examples.class.getResourceAsStream("/check-examples/" + name + ".java")) {
            Files.writeString(src, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        Path out = dir.resolve("classes");
        Files.createDirectories(out);
        StringBuilder cp = new StringBuilder();
        for (Path p : libraries()) {
            cp.append(p).append(File.pathSeparator);
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int rc = javac.run(null, null, null, "-d", out.toString(), "--release", "17", "-g", "-classpath",
                cp.toString(), src.toString());
        if (rc != 0) {
            throw new IllegalStateException(name + " does not compile");
        }
        return out;
    }

    static CheckResult check(Path dir, String name) throws Exception {
        Path classes = compile(dir, name);
        return Checker.check(AnalysisRequest.builder().inputs(List.of(classes)).classPath(libraries())
                .mainClass("dev.tempered.examples.check." + name).build(), CheckOptions.defaults());
    }
}
