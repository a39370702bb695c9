package dev.tempered.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/** Compiles small programs for the command tests, so they need nothing built by other modules. */
final class TestPrograms {
    /** Two threads, one queue: a reader would say spsc. */
    static final String PIPE = """
            package demo;
            import java.util.concurrent.*;
            public class Pipe {
                public static void main(String[] args) throws Exception {
                    BlockingQueue<Integer> q = new LinkedBlockingQueue<>(16);
                    Thread producer = new Thread(() -> {
                        for (int i = 0; i < 1000; i++) {
                            try { q.put(i); } catch (InterruptedException e) { return; }
                        }
                    });
                    producer.start();
                    long sum = 0;
                    for (int i = 0; i < 1000; i++) {
                        sum += q.take();
                    }
                    producer.join();
                    if (args.length > 0) {
                        java.nio.file.Files.writeString(java.nio.file.Path.of(args[0]), String.join(" ", args) + " sum=" + sum);
                    }
                    System.out.println("sum=" + sum);
                }
            }
            """;

    private TestPrograms() {
    }

    /** Compiles {@code sources} (Java files already under {@code srcDir}, or given texts) into {@code classes}. */
    static Path compile(Path dir, String relativePath, String source) throws IOException {
        Path src = dir.resolve("src").resolve(relativePath);
        Files.createDirectories(src.getParent());
        Files.writeString(src, source);
        return compileTree(dir.resolve("src"), dir.resolve("classes"));
    }

    static Path compileTree(Path srcRoot, Path classes) throws IOException {
        Files.createDirectories(classes);
        List<String> args = new ArrayList<>(List.of("-d", classes.toString(), "--release", "17", "-g"));
        try (Stream<Path> files = Files.walk(srcRoot)) {
            files.filter(p -> p.toString().endsWith(".java")).forEach(p -> args.add(p.toString()));
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertEquals(0, javac.run(null, null, null, args.toArray(String[]::new)), "test program did not compile");
        return classes;
    }

    /** A jar of {@code classes}, with a Main-Class when {@code mainClass} is not null. */
    static Path jar(Path classes, Path jar, String mainClass) throws IOException {
        java.util.jar.Manifest mf = new java.util.jar.Manifest();
        mf.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        if (mainClass != null) {
            mf.getMainAttributes().put(Attributes.Name.MAIN_CLASS, mainClass);
        }
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(out, mf);
             Stream<Path> files = Files.walk(classes)) {
            for (Path p : files.filter(Files::isRegularFile).sorted().toList()) {
                j.putNextEntry(new JarEntry(classes.relativize(p).toString().replace('\\', '/')));
                j.write(Files.readAllBytes(p));
                j.closeEntry();
            }
        }
        return jar;
    }

    /** The repository root (the cli module's parent), where the agent and example jars are built. */
    static Path repoRoot() {
        return Path.of("").toAbsolutePath().getParent();
    }
}
