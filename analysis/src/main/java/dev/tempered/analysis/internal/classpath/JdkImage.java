package dev.tempered.analysis.internal.classpath;

import java.io.IOException;
import java.net.URI;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The running JDK's class files from its {@code jrt:} image, read on demand (for the hierarchy only). */
final class JdkImage {
    private final FileSystem jrt;
    private final Map<String, List<Path>> packageDirs = new HashMap<>();

    JdkImage() {
        FileSystem fs;
        try {
            fs = FileSystems.getFileSystem(URI.create("jrt:/"));
        } catch (RuntimeException e) {
            fs = null;
        }
        this.jrt = fs;
    }

    /** The bytes of a JDK class, or null when the running JDK has no such class. */
    byte[] read(String internalName) {
        if (jrt == null) {
            return null;
        }
        int slash = internalName.lastIndexOf('/');
        String pkg = slash < 0 ? "" : internalName.substring(0, slash);
        for (Path moduleDir : modulesOf(pkg)) {
            Path file = moduleDir.resolve(internalName + ".class");
            if (Files.isRegularFile(file)) {
                try {
                    return Files.readAllBytes(file);
                } catch (IOException e) {
                    return null;
                }
            }
        }
        return null;
    }

    private List<Path> modulesOf(String pkg) {
        return packageDirs.computeIfAbsent(pkg, p -> {
            Path dir = jrt.getPath("/packages", p.replace('/', '.'));
            if (!Files.isDirectory(dir)) {
                return List.of();
            }
            List<Path> modules = new java.util.ArrayList<>();
            try (DirectoryStream<Path> s = Files.newDirectoryStream(dir)) {
                for (Path link : s) {
                    modules.add(jrt.getPath("/modules", link.getFileName().toString()));
                }
            } catch (IOException e) {
                return List.of();
            }
            return modules;
        });
    }
}
