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
import java.util.concurrent.TimeUnit;

/** Runs a program in a child JVM, with or without the agent; builds manifests from real class bytes. */
final class ChildJvm {
    record Result(int exit, String out, String err) {
        List<String> temperedLines() {
            return err.lines().filter(l -> l.startsWith("tempered:")).toList();
        }
    }

    static Path agentJar() {
        String p = System.getProperty("tempered.agent.jar");
        if (p == null || !Files.isRegularFile(Paths.get(p))) {
            throw new IllegalStateException("tempered.agent.jar not built (" + p + "); run `mvn -pl agent install`");
        }
        return Paths.get(p);
    }

    /** The JDKs to test on: the running one, and the JDK 25 the build names when it exists. */
    static List<Path> jdks() {
        List<Path> out = new ArrayList<>();
        out.add(Paths.get(System.getProperty("java.home")));
        String jdk25 = System.getProperty("tempered.test.jdk25", "");
        if (!jdk25.isEmpty() && Files.isExecutable(Paths.get(jdk25, "bin", "java"))
                && !Paths.get(jdk25).equals(out.get(0))) {
            out.add(Paths.get(jdk25));
        }
        return out;
    }

    static Path testClasses() {
        try {
            return Paths.get(ChildJvm.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static Result run(Path jdk, List<String> args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(jdk.resolve("bin").resolve("java").toString());
        cmd.add("-Xshare:auto");
        cmd.addAll(args);
        Path out = Files.createTempFile("child", ".out");
        Path err = Files.createTempFile("child", ".err");
        Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IllegalStateException("child JVM timed out: " + cmd);
        }
        Result r = new Result(p.exitValue(), Files.readString(out), Files.readString(err));
        Files.delete(out);
        Files.delete(err);
        return r;
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
        Manifest m = new Manifest(Manifest.FORMAT, Manifest.currentToolVersion(), Manifest.MODE_APPLICATION, true,
                List.of(), List.of(), List.of(sites));
        String json = ManifestWriter.toJson(m);
        ManifestSchema.assertValid(json);
        Path file = dir.resolve("manifest.json");
        Files.writeString(file, json, StandardCharsets.UTF_8);
        return file;
    }
}
