package dev.tempered.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.agent.programs.Pipeline;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Topology;
import dev.tempered.testing.ChildJvm;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The user guide's start-up recipe (design note start-up): the agent jar also on {@code -cp}, a class list recorded
 * with the agent attached, its {@code @cp} lines dropped, a static archive dumped with {@code --add-modules
 * java.instrument}. Then every agent class the run loads comes from the archive, the manifest class is still rewritten
 * (from its original bytes, read from the jar), and the JVM prints nothing.
 */
@org.junit.jupiter.api.Tag("child-jvm")
class AppCdsRecipeIT {
    private static final String PIPELINE = Pipeline.class.getName().replace('.', '/');

    @TempDir
    Path dir;

    @Test
    void the_agent_classes_come_from_an_appcds_archive_and_the_site_is_still_rewritten() throws Exception {
        byte[] bytes = AgentFixtures.classBytes(AgentFixtures.testClasses(), PIPELINE);
        Path app = dir.resolve("app.jar"); // CDS archives classes from jars only, not from directories
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(app))) {
            out.putNextEntry(new JarEntry(PIPELINE + ".class"));
            out.write(bytes);
            out.closeEntry();
        }
        Path manifest = AgentFixtures.manifest(dir, AgentFixtures.site(PIPELINE, bytes, "main", "([Ljava/lang/String;)V", 0,
                "LinkedBlockingQueue", "()V", Implementation.RING, Topology.SPSC));
        String cp = app + File.pathSeparator + AgentFixtures.agentJar();
        String agent = "-javaagent:" + AgentFixtures.agentJar() + "=manifest=" + manifest;
        for (Path jdk : ChildJvm.jdks()) {
            String name = jdk.getFileName().toString();
            Path recorded = dir.resolve(name + "-recorded.classlist");
            ChildJvm.Result record = ChildJvm.run(jdk, List.of("-XX:DumpLoadedClassList=" + recorded, "-cp", cp, agent,
                    Pipeline.class.getName()));
            assertEquals(0, record.exit(), record.out() + record.err());
            List<String> kept = new ArrayList<>();
            Set<String> trained = new HashSet<>();
            for (String line : Files.readAllLines(recorded)) {
                if (!line.startsWith("@cp ")) {
                    kept.add(line);
                }
                if (!line.startsWith("@") && !line.startsWith("#") && !line.isBlank()) {
                    trained.add(line.split(" ", 2)[0].replace('/', '.'));
                }
            }
            Path classList = dir.resolve(name + ".classlist");
            Files.write(classList, kept);
            Path archive = dir.resolve(name + ".jsa");
            ChildJvm.Result dump = ChildJvm.run(jdk, List.of("-Xshare:dump", "--add-modules", "java.instrument",
                    "-XX:SharedClassListFile=" + classList, "-XX:SharedArchiveFile=" + archive, "-cp", cp));
            assertEquals(0, dump.exit(), dump.out() + dump.err());

            Path log = dir.resolve(name + "-classes.log");
            ChildJvm.Result run = ChildJvm.run(jdk, List.of("-XX:SharedArchiveFile=" + archive,
                    "-Xlog:class+load=info:file=" + log, "-cp", cp, agent, Pipeline.class.getName(), "class"));
            assertEquals(0, run.exit(), run.err());
            assertEquals("", run.err(), name);
            assertEquals(List.of("start", "sum 50005000", "dev.tempered.runtime.v1.TemperedLinkedBlockingQueue"),
                    run.out().lines().toList(), name + ": the program's lines only, the site rewritten");
            List<String> own = new ArrayList<>();
            List<String> ownNotShared = new ArrayList<>();
            int ownShared = 0;
            String pipelineSource = null;
            for (String line : Files.readAllLines(log)) {
                int source = line.indexOf(" source: ");
                if (source < 0) {
                    continue;
                }
                String cls = line.substring(line.lastIndexOf(' ', source - 1) + 1, source);
                if (cls.startsWith("dev.tempered.") && !cls.startsWith("dev.tempered.agent.programs.")) {
                    own.add(cls);
                    // A class the training run never loaded (Spin, say, is loaded only under contention) cannot be
                    // in the archive; the recipe promises the archive for what the training run loaded.
                    if (line.contains("shared objects file")) {
                        ownShared++;
                    } else if (trained.contains(cls)) {
                        ownNotShared.add(cls);
                    }
                }
                if (cls.equals(Pipeline.class.getName())) {
                    pipelineSource = line.substring(source + " source: ".length());
                }
            }
            assertTrue(own.contains(SiteTransformer.class.getName()) && own.size() > 40, name + ": " + own);
            assertTrue(ownShared > 40, name + ": only " + ownShared + " agent classes from the archive");
            assertEquals(List.of(), ownNotShared, name + ": agent classes read from the jar, not the archive");
            assertFalse(pipelineSource == null || pipelineSource.contains("shared objects file"),
                    name + ": the rewritten class cannot come from the archive: " + pipelineSource);
        }
    }
}
