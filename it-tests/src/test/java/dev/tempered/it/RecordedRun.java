package dev.tempered.it;

import dev.tempered.manifest.Manifest;
import dev.tempered.manifest.ManifestWriter;
import dev.tempered.testing.ChildJvm;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Runs one program as written and under the agent's recording mode
 * ({@code -javaagent:tempered-agent.jar=manifest=M,record=R}), as users run it; both outputs must agree once the
 * agent's own {@code tempered:} lines are set aside.
 */
final class RecordedRun {
    static final int TIMEOUT_S = 60;
    static final Path AGENT_JAR = Path.of("../agent/target/tempered-agent.jar").toAbsolutePath().normalize();

    private RecordedRun() {
    }

    /** {@code agentLines}: what the agent said on stderr (sites it could not record, say). */
    record Outcome(String plainOutput, String recordedOutput, List<String> agentLines, Observations observations) {
    }

    static Outcome run(String name, Manifest manifest, String classPath, String mainClass, List<String> jvmArgs)
            throws IOException, InterruptedException {
        if (!Files.isRegularFile(AGENT_JAR)) {
            throw new AssertionError(AGENT_JAR + " is missing: build the agent first (mvn -pl agent package), or run "
                    + "`mvn verify` at the root, where the reactor builds it before it-tests");
        }
        Path dir = Files.createDirectories(Path.of("target/recordings").toAbsolutePath());
        Path agentJar = agentCopy(dir);
        Path manifestFile = dir.resolve(name + ".manifest.json");
        Path out = dir.resolve(name + ".recording.json");
        Files.writeString(manifestFile, ManifestWriter.toJson(manifest), StandardCharsets.UTF_8);
        Files.deleteIfExists(out);
        ChildJvm.Result plain = ChildJvm.run(jvmArgs, classPath, mainClass, List.of(), TIMEOUT_S);
        List<String> withAgent = new ArrayList<>(jvmArgs);
        withAgent.add("-javaagent:" + agentJar + "=manifest=" + manifestFile + ",record=" + out);
        ChildJvm.Result recorded = ChildJvm.run(withAgent, classPath, mainClass, List.of(), TIMEOUT_S);
        if (plain.exit() != 0 || recorded.exit() != 0) {
            throw new AssertionError(name + " failed: plain rc=" + plain.exit() + "\n" + plain.output()
                    + "\nrecorded rc=" + recorded.exit() + "\n" + recorded.output());
        }
        if (!Files.exists(out)) {
            throw new AssertionError(name + ": the agent wrote no recording\n" + recorded.output());
        }
        List<String> agent = recorded.output().lines().filter(l -> l.startsWith(AGENT_PREFIX)).toList();
        return new Outcome(program(plain.output()), program(recorded.output()), agent, Observations.read(out));
    }

    private static Path agentCopy;

    /**
     * The agent jar copied once per test JVM: every run of one test JVM uses the same agent, even while the agent
     * module is rebuilt beside it.
     */
    private static synchronized Path agentCopy(Path dir) throws IOException {
        if (agentCopy == null) {
            Path copy = dir.resolve("tempered-agent.jar");
            Files.copy(AGENT_JAR, copy, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            agentCopy = copy;
        }
        return agentCopy;
    }

    private static final String AGENT_PREFIX = "tempered: ";

    /** The program's own lines. */
    private static String program(String output) {
        return output.lines().filter(l -> !l.startsWith(AGENT_PREFIX)).collect(Collectors.joining("\n"));
    }
}
