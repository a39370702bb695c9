package dev.tempered.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.maven.plugin.MojoExecutionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MainClassFinderTest {
    @TempDir
    Path classes;

    /** Has {@code public static void main(String[])}. */
    public static final class WithMain {
        public static void main(String[] args) {
        }
    }

    /** A main that is not the entry signature. */
    public static final class NotAMain {
        public void main(String[] args) {
        }

        static void main(String arg) {
        }
    }

    private void copy(Class<?> c) throws Exception {
        String path = c.getName().replace('.', '/') + ".class";
        Path to = classes.resolve(path);
        Files.createDirectories(to.getParent());
        try (InputStream in = c.getClassLoader().getResourceAsStream(path)) {
            Files.write(to, in.readAllBytes());
        }
    }

    @Test
    void findsTheOnlyMain() throws Exception {
        copy(WithMain.class);
        copy(NotAMain.class);
        assertEquals(WithMain.class.getName(), MainClassFinder.find(classes));
    }

    @Test
    void noMainSaysToSetOneOrUseLibraryMode() throws Exception {
        copy(NotAMain.class);
        MojoExecutionException e = assertThrows(MojoExecutionException.class, () -> MainClassFinder.find(classes));
        assertTrue(e.getMessage().contains("<mainClass>") && e.getMessage().contains("<library>"), e.getMessage());
    }

    @Test
    void severalMainsAreListedAndOneMustBeChosen() throws Exception {
        copy(WithMain.class);
        Files.write(classes.resolve("Other.class"), otherMain());
        MojoExecutionException e = assertThrows(MojoExecutionException.class, () -> MainClassFinder.find(classes));
        assertTrue(e.getMessage().contains("Other") && e.getMessage().contains(WithMain.class.getName()), e.getMessage());
    }

    /** A class {@code Other} with a main, made with ASM. */
    private static byte[] otherMain() {
        org.objectweb.asm.ClassWriter cw = new org.objectweb.asm.ClassWriter(0);
        cw.visit(org.objectweb.asm.Opcodes.V17, org.objectweb.asm.Opcodes.ACC_PUBLIC, "Other", null,
                "java/lang/Object", null);
        org.objectweb.asm.MethodVisitor mv = cw.visitMethod(
                org.objectweb.asm.Opcodes.ACC_PUBLIC | org.objectweb.asm.Opcodes.ACC_STATIC, "main",
                "([Ljava/lang/String;)V", null, null);
        mv.visitCode();
        mv.visitInsn(org.objectweb.asm.Opcodes.RETURN);
        mv.visitMaxs(0, 1);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }
}
