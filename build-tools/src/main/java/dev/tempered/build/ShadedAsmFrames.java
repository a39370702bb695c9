package dev.tempered.build;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.Enumeration;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;

/**
 * Build step (agent/pom.xml, after the shade): rewrites the shaded ASM classes of the agent jar from class-file
 * version 49 (Java 5, as ASM ships them) to 52 with stack-map frames computed by ASM itself. A version-49 class is
 * checked by the JVM's old type-inferencing verifier, loaded from {@code libverify} on first use; with frames the
 * class is checked by the type-checking verifier in one linear pass. The first rewrite in a JVM loads and verifies
 * about 25 of these classes on the application's critical path (design note start-up). Not part of the agent jar.
 *
 * <p>Usage: {@code ShadedAsmFrames JAR PACKAGE_PREFIX}, e.g. {@code dev/tempered/agent/internal/asm/}. Classes
 * outside the prefix, and classes of version 50 or newer, are copied unchanged, as are all other entries, in order.
 */
public final class ShadedAsmFrames {
    private static final int UPGRADED_VERSION = Opcodes.V1_8;

    private ShadedAsmFrames() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: ShadedAsmFrames JAR PACKAGE_PREFIX");
        }
        Path jar = Paths.get(args[0]);
        int n = upgrade(jar, args[1]);
        System.out.println("ShadedAsmFrames: " + n + " classes under " + args[1] + " upgraded to version 52 with frames");
    }

    /** Rewrites {@code jar} in place; returns how many classes were upgraded. */
    static int upgrade(Path jar, String prefix) throws IOException {
        Path tmp = jar.resolveSibling(jar.getFileName() + ".frames.tmp");
        int upgraded = 0;
        // the hierarchy that frame computation asks about is the shaded one: load it from the jar itself
        try (URLClassLoader hierarchy = new URLClassLoader(new URL[] {jar.toUri().toURL()}, null);
             JarFile in = new JarFile(jar.toFile());
             OutputStream file = Files.newOutputStream(tmp);
             JarOutputStream out = new JarOutputStream(file)) {
            for (Enumeration<JarEntry> e = in.entries(); e.hasMoreElements(); ) {
                JarEntry entry = e.nextElement();
                byte[] bytes;
                try (InputStream s = in.getInputStream(entry)) {
                    bytes = s.readAllBytes();
                }
                String name = entry.getName();
                if (name.startsWith(prefix) && name.endsWith(".class") && majorVersion(bytes) < Opcodes.V1_6) {
                    bytes = withFrames(bytes, hierarchy);
                    upgraded++;
                }
                JarEntry copy = new JarEntry(name);
                copy.setTime(entry.getTime());
                out.putNextEntry(copy);
                out.write(bytes);
                out.closeEntry();
            }
        }
        Files.move(tmp, jar, StandardCopyOption.REPLACE_EXISTING);
        return upgraded;
    }

    static int majorVersion(byte[] bytes) {
        return ((bytes[6] & 0xff) << 8) | (bytes[7] & 0xff);
    }

    /** The class at version 52, its frames computed (a version-49 class has none), everything else as it was. */
    static byte[] withFrames(byte[] bytes, ClassLoader hierarchy) {
        ClassReader reader = new ClassReader(bytes);
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
            @Override
            protected ClassLoader getClassLoader() {
                return hierarchy;
            }
        };
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public void visit(int version, int access, String name, String signature, String superName,
                              String[] interfaces) {
                super.visit(UPGRADED_VERSION, access, name, signature, superName, interfaces);
            }
        }, ClassReader.SKIP_FRAMES);
        return writer.toByteArray();
    }
}
