package dev.tempered.it;

import dev.tempered.it.recorder.RecorderAgent;
import dev.tempered.manifest.QueueTypes;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import org.objectweb.asm.ClassReader;

/** Builds the test-only recorder agent jar: the recorder package, QueueTypes and ASM, self-contained. */
final class RecorderJar {
    static final Path JAR = Path.of("target/recorder-agent.jar");
    /** Built once per test JVM, always from the classes just compiled (a jar from an older build is stale). */
    private static boolean built;

    private RecorderJar() {
    }

    static synchronized Path build() throws IOException {
        if (built) {
            return JAR;
        }
        Manifest mf = new Manifest();
        mf.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        mf.getMainAttributes().putValue("Premain-Class", RecorderAgent.class.getName());
        Path tmp = Files.createTempFile(JAR.getParent(), "recorder", ".jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(tmp), mf)) {
            Path recorderRoot = codeSource(RecorderAgent.class);
            String pkg = "dev/tempered/it/recorder/";
            try (Stream<Path> files = Files.list(recorderRoot.resolve(pkg))) {
                for (Path f : files.filter(p -> p.toString().endsWith(".class")).sorted().toList()) {
                    put(out, pkg + f.getFileName(), Files.readAllBytes(f));
                }
            }
            copyClass(out, QueueTypes.class);
            copyJarClasses(out, codeSource(ClassReader.class));
        }
        Files.move(tmp, JAR, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        built = true;
        return JAR;
    }

    private static void copyClass(JarOutputStream out, Class<?> c) throws IOException {
        String name = c.getName().replace('.', '/') + ".class";
        try (InputStream in = c.getClassLoader().getResourceAsStream(name)) {
            put(out, name, in.readAllBytes());
        }
    }

    private static void copyJarClasses(JarOutputStream out, Path jar) throws IOException {
        try (JarFile jf = new JarFile(jar.toFile())) {
            Enumeration<JarEntry> entries = jf.entries();
            while (entries.hasMoreElements()) {
                JarEntry e = entries.nextElement();
                if (e.getName().endsWith(".class") && !e.getName().endsWith("module-info.class")
                        && !e.getName().startsWith("META-INF/")) {
                    try (InputStream in = jf.getInputStream(e)) {
                        put(out, e.getName(), in.readAllBytes());
                    }
                }
            }
        }
    }

    private static void put(OutputStream jar, String name, byte[] bytes) throws IOException {
        JarOutputStream out = (JarOutputStream) jar;
        out.putNextEntry(new JarEntry(name));
        out.write(bytes);
        out.closeEntry();
    }

    private static Path codeSource(Class<?> c) {
        try {
            return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
