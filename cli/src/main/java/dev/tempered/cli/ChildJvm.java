package dev.tempered.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Starts a program in a second JVM, the same Java that runs tempered. */
final class ChildJvm {
    /** What one run printed and how long the JVM took, start-up to exit. */
    record Result(int exitCode, String stdout, String stderr, long nanos) {
        double seconds() {
            return nanos / 1e9;
        }
    }

    private ChildJvm() {
    }

    static Path java() {
        return Path.of(System.getProperty("java.home"), "bin", "java");
    }

    /** {@code java [-agentlib:instrument=... | -javaagent:...] -cp CP MAIN ARGS} (see {@link #agentOption}). */
    static List<String> command(String agentArg, List<Path> classPath, String mainClass, List<String> args) {
        List<String> cmd = new ArrayList<>();
        cmd.add(java().toString());
        if (agentArg != null) {
            cmd.add(agentOption(ModuleLayer.boot().findModule("java.instrument").isPresent()) + agentArg);
        }
        cmd.add("-cp");
        cmd.add(String.join(java.io.File.pathSeparator, classPath.stream().map(Path::toString).toList()));
        cmd.add(mainClass);
        cmd.addAll(args);
        return cmd;
    }

    /**
     * How the child loads the agent. {@code -agentlib:instrument=JAR=OPTIONS} runs the same JDK library and premain as
     * {@code -javaagent}, without adding {@code java.instrument} to the root modules, which costs JDK 17 its archived
     * module graph at every start (docs/design/start-up.md). It needs that module in the child's boot layer, or the JVM aborts:
     * the child is a class-path program on this same JDK, with the same environment, so it resolves the module
     * whenever this JVM's boot layer has it. Otherwise {@code -javaagent}, which adds the module itself.
     */
    static String agentOption(boolean instrumentInBootLayer) {
        return instrumentInBootLayer ? "-agentlib:instrument=" : "-javaagent:";
    }

    /** Runs with the terminal attached (for {@code tempered run}); returns the exit status. */
    static int inherit(List<String> command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).inheritIO().start();
        return p.waitFor();
    }

    /** Runs with output captured to files (no pipe can fill up), timed from start to exit. */
    static Result capture(List<String> command, Path workDir, long timeoutSeconds) throws IOException, InterruptedException {
        Path out = Files.createTempFile(workDir, "stdout", ".txt");
        Path err = Files.createTempFile(workDir, "stderr", ".txt");
        try {
            long start = System.nanoTime();
            Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.destroyForcibly().waitFor();
                throw new UserError(Exit.FINDINGS, "the program did not finish within " + timeoutSeconds + " s: "
                        + String.join(" ", command));
            }
            long nanos = System.nanoTime() - start;
            return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8), nanos);
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
