package dev.tempered.maven;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.maven.plugin.MojoExecutionException;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/** Finds the one class in a directory that declares {@code public static void main(String[])}. */
final class MainClassFinder {
    private static final int PUBLIC_STATIC = Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC;

    private MainClassFinder() {
    }

    static String find(Path classes) throws MojoExecutionException {
        List<String> mains = all(classes);
        if (mains.size() == 1) {
            return mains.get(0);
        }
        if (mains.isEmpty()) {
            throw new MojoExecutionException("tempered: no class in " + classes + " has a main method; set"
                    + " <mainClass>com.acme.Main</mainClass>, or <library>true</library> to analyse a library");
        }
        throw new MojoExecutionException("tempered: several classes in " + classes + " have a main method "
                + mains + "; choose one with <mainClass>" + mains.get(0) + "</mainClass>");
    }

    /** Binary names of the classes with a main method, sorted. */
    static List<String> all(Path classes) throws MojoExecutionException {
        List<String> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".class")).sorted()::iterator) {
                String name = mainOf(f);
                if (name != null) {
                    out.add(name);
                }
            }
        } catch (IOException e) {
            throw new MojoExecutionException("tempered: cannot read " + classes + ": " + e.getMessage(), e);
        }
        out.sort(null);
        return out;
    }

    private static String mainOf(Path classFile) throws IOException {
        if (classFile.getFileName().toString().equals("module-info.class")) {
            return null;
        }
        try (InputStream in = Files.newInputStream(classFile)) {
            MainVisitor v = new MainVisitor();
            new ClassReader(in).accept(v, ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
            return v.hasMain ? v.name.replace('/', '.') : null;
        }
    }

    private static final class MainVisitor extends ClassVisitor {
        String name;
        boolean hasMain;

        MainVisitor() {
            super(Opcodes.ASM9);
        }

        @Override
        public void visit(int version, int access, String name, String signature, String superName,
                          String[] interfaces) {
            this.name = name;
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                         String[] exceptions) {
            if (name.equals("main") && descriptor.equals("([Ljava/lang/String;)V")
                    && (access & PUBLIC_STATIC) == PUBLIC_STATIC) {
                hasMain = true;
            }
            return null;
        }
    }
}
