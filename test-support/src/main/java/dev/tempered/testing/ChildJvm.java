package dev.tempered.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs a program in a child JVM for a test and captures what it prints. Output goes to temporary files, not pipes,
 * so a chatty child never blocks on a full pipe; a child that outlives its time is killed and the test fails with
 * the command and what the child printed so far.
 */
public final class ChildJvm {
    static final int DEFAULT_TIMEOUT_SECONDS = 120;

    /** Exit status, standard output and standard error (empty when the two were merged into {@code out}). */
    public record Result(int exit, String out, String err) {
        /** Everything the child printed: standard output, then standard error. */
        public String output() {
            return out + err;
        }

        /** The agent's own lines on standard error. */
        public List<String> temperedLines() {
            return err.lines().filter(l -> l.startsWith("tempered:")).toList();
        }
    }

    private ChildJvm() {
    }

    /** The JDK running the test. */
    public static Path runningJdk() {
        return Path.of(System.getProperty("java.home"));
    }

    /**
     * The JDKs to test on: the running one, and JDK 25 where installed (the build names it with
     * {@code -Dtempered.test.jdk25=HOME}; unset, Temurin 25's usual home): the agent runs on both.
     */
    public static List<Path> jdks() {
        List<Path> out = new ArrayList<>();
        out.add(runningJdk());
        String jdk25 = System.getProperty("tempered.test.jdk25", "");
        if (jdk25.isEmpty() || jdk25.startsWith("${")) {
            jdk25 = "/usr/lib/jvm/temurin-25-jdk-amd64";
        }
        Path home = Path.of(jdk25);
        if (Files.isExecutable(java(home)) && !java(home).toAbsolutePath().normalize()
                .equals(java(out.get(0)).toAbsolutePath().normalize())) {
            out.add(home);
        }
        return out;
    }

    /** The {@code java} executables of {@link #jdks()}. */
    public static List<Path> javas() {
        return jdks().stream().map(ChildJvm::java).toList();
    }

    public static Path java(Path jdk) {
        return jdk.resolve("bin").resolve("java");
    }

    /** {@code jdk/bin/java ARGS}, standard output and error apart, within the default time. */
    public static Result run(Path jdk, List<String> args) throws IOException, InterruptedException {
        return run(jdk, args, DEFAULT_TIMEOUT_SECONDS, false);
    }

    /** {@code java JVM_ARGS -cp CLASS_PATH MAIN ARGS} on the running JDK, standard error merged into the output. */
    public static Result run(List<String> jvmArgs, String classPath, String mainClass, List<String> args,
                             int timeoutSeconds) throws IOException, InterruptedException {
        List<String> all = new ArrayList<>(jvmArgs);
        all.add("-cp");
        all.add(classPath);
        all.add(mainClass);
        all.addAll(args);
        return run(runningJdk(), all, timeoutSeconds, true);
    }

    /** {@code java JVM_ARGS -cp CLASS_PATH MAIN ARGS} with the given {@code java} executable, standard error merged. */
    public static Result runWith(Path java, List<String> jvmArgs, String classPath, String mainClass, List<String> args,
                                 int timeoutSeconds) throws IOException, InterruptedException {
        List<String> all = new ArrayList<>(jvmArgs);
        all.add("-cp");
        all.add(classPath);
        all.add(mainClass);
        all.addAll(args);
        return run(java.getParent().getParent(), all, timeoutSeconds, true);
    }

    public static Result run(Path jdk, List<String> args, int timeoutSeconds, boolean mergeErr)
            throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(java(jdk).toString());
        cmd.addAll(args);
        Path out = Files.createTempFile("child-jvm", ".out");
        Path err = Files.createTempFile("child-jvm", ".err");
        try {
            ProcessBuilder pb = new ProcessBuilder(cmd).redirectOutput(out.toFile());
            if (mergeErr) {
                pb.redirectErrorStream(true);
            } else {
                pb.redirectError(err.toFile());
            }
            Process p = pb.start();
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.destroyForcibly().waitFor();
                throw new AssertionError("child JVM timed out after " + timeoutSeconds + " s: " + String.join(" ", cmd)
                        + "\n" + Files.readString(out, StandardCharsets.UTF_8)
                        + Files.readString(err, StandardCharsets.UTF_8));
            }
            return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
