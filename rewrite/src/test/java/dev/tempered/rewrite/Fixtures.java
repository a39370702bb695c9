package dev.tempered.rewrite;

import dev.tempered.manifest.ClassBytes;
import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.SourceLocation;
import dev.tempered.manifest.Topology;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.util.CheckClassAdapter;

/** Test helpers: class bytes of compiled fixtures, sites for them, loading rewritten bytes with verification. */
final class Fixtures {
    private Fixtures() {
    }

    static byte[] bytes(Class<?> c) {
        try (InputStream in = c.getResourceAsStream(c.getSimpleName() + ".class")) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String internal(Class<?> c) {
        return c.getName().replace('.', '/');
    }

    static Site site(String owner, byte[] bytes, String method, String descriptor, int ordinal, String queue,
                     String constructor, Implementation impl) {
        return new Site(Site.idOf(owner, method, descriptor, ordinal), Site.KIND_QUEUE, owner, method, descriptor,
                ordinal, new SourceLocation(owner, "Allocations.java", 10), ClassBytes.of(bytes),
                "java/util/concurrent/" + queue, constructor, null, Side.NONE, Side.NONE, List.of(),
                Topology.SPSC, Confidence.EXACT, List.of(), impl, null);
    }

    /** ASM's data-flow verifier over every method, with {@code loader} resolving types; "" when it passes. */
    static String checkClass(byte[] bytes, ClassLoader loader) {
        StringWriter out = new StringWriter();
        CheckClassAdapter.verify(new ClassReader(bytes), loader, false, new PrintWriter(out));
        return out.toString();
    }

    /** Defines {@code bytes} as class {@code name} in a fresh loader (child-first for that name only). */
    static Class<?> load(String name, byte[] bytes, ClassLoader parent) throws ClassNotFoundException {
        ClassLoader l = new ClassLoader(parent) {
            @Override
            protected Class<?> loadClass(String n, boolean resolve) throws ClassNotFoundException {
                if (n.equals(name)) {
                    synchronized (getClassLoadingLock(n)) {
                        Class<?> c = findLoadedClass(n);
                        return c != null ? c : defineClass(n, bytes, 0, bytes.length);
                    }
                }
                return super.loadClass(n, resolve);
            }
        };
        Class<?> c = Class.forName(name, true, l); // initialise: runs the verifier and <clinit>
        return c;
    }
}
