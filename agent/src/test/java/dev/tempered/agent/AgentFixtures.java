package dev.tempered.agent;

import dev.tempered.manifest.ClassBytes;
import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Manifest;
import dev.tempered.manifest.ManifestSchema;
import dev.tempered.manifest.ManifestWriter;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.SourceLocation;
import dev.tempered.manifest.Topology;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

/**
 * What the agent's tests run in a child JVM ({@link dev.tempered.testing.ChildJvm}): the agent jar, the test classes,
 * and manifests built from real class bytes.
 */
final class AgentFixtures {
    private AgentFixtures() {
    }

    static Path agentJar() {
        String p = System.getProperty("tempered.agent.jar");
        if (p == null || !Files.isRegularFile(Paths.get(p))) {
            throw new IllegalStateException("tempered.agent.jar not built (" + p + "); run `mvn -pl agent install`");
        }
        return Paths.get(p);
    }

    static Path testClasses() {
        try {
            return Paths.get(AgentFixtures.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static byte[] classBytes(Path root, String internalName) throws IOException {
        return Files.readAllBytes(root.resolve(internalName + ".class"));
    }

    /**
     * A site whose operations include waiting ones, as the test programs' queues have (they take and put), so that
     * the spec makes no {@code waits=none} claim.
     */
    static Site site(String owner, byte[] bytes, String method, String descriptor, int ordinal, String queue,
                     String constructor, Implementation impl, Topology topology) {
        return site(owner, bytes, method, descriptor, ordinal, queue, constructor, impl, topology,
                List.of("add", "offer", "poll", "put", "take"));
    }

    static Site site(String owner, byte[] bytes, String method, String descriptor, int ordinal, String queue,
                     String constructor, Implementation impl, Topology topology, List<String> operations) {
        return new Site(Site.idOf(owner, method, descriptor, ordinal), Site.KIND_QUEUE, owner, method, descriptor,
                ordinal, new SourceLocation(owner, owner.substring(owner.lastIndexOf('/') + 1) + ".java", 12),
                ClassBytes.of(bytes), "java/util/concurrent/" + queue, constructor, null, Side.NONE, Side.NONE,
                operations, topology, Confidence.EXACT, List.of(), impl, null);
    }

    static Path manifest(Path dir, Site... sites) throws IOException {
        return manifest(dir, List.of(), sites);
    }

    /** A manifest whose verdicts take {@code absentClasses} (binary names) as absent at run time. */
    static Path manifest(Path dir, List<String> absentClasses, Site... sites) throws IOException {
        Manifest m = new Manifest(Manifest.FORMAT, Manifest.currentToolVersion(), Manifest.MODE_APPLICATION, true,
                List.of(), List.of(), List.of(sites), List.of(), absentClasses);
        String json = ManifestWriter.toJson(m);
        ManifestSchema.assertValid(json);
        Path file = dir.resolve("manifest.json");
        Files.writeString(file, json, StandardCharsets.UTF_8);
        return file;
    }
}
