package dev.tempered.it;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs a plain child JVM (the running java) and captures what it prints. */
final class ChildJvm {
    private ChildJvm() {
    }

    record Result(int exitCode, String output) {
    }

    static Path javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java");
    }

    /** The running JDK, and JDK 25 where installed ({@code -Dtempered.test.jdk25=HOME}): the agent runs on both. */
    static List<Path> javas() {
        List<Path> out = new ArrayList<>();
        out.add(javaExecutable());
        String home = System.getProperty("tempered.test.jdk25", "");
        if (home.isEmpty() || home.startsWith("${")) {
            home = "/usr/lib/jvm/temurin-25-jdk-amd64";
        }
        Path j25 = Path.of(home, "bin", "java");
        if (Files.isExecutable(j25) && !j25.toAbsolutePath().normalize()
                .equals(javaExecutable().toAbsolutePath().normalize())) {
            out.add(j25);
        }
        return out;
    }

    static Result run(List<String> jvmArgs, String classPath, String mainClass, List<String> args, int timeoutSeconds)
            throws IOException, InterruptedException {
        return run(javaExecutable(), jvmArgs, classPath, mainClass, args, timeoutSeconds);
    }

    /** The same with another JDK's {@code java}. */
    static Result run(Path java, List<String> jvmArgs, String classPath, String mainClass, List<String> args,
                      int timeoutSeconds) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(java.toString());
        cmd.addAll(jvmArgs);
        cmd.add("-cp");
        cmd.add(classPath);
        cmd.add(mainClass);
        cmd.addAll(args);
        Path log = Files.createTempFile("child-jvm", ".out");
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.destroyForcibly().waitFor();
                throw new AssertionError("timed out after " + timeoutSeconds + " s: " + String.join(" ", cmd)
                        + "\n" + Files.readString(log, StandardCharsets.UTF_8));
            }
            return new Result(p.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(log);
        }
    }
}
