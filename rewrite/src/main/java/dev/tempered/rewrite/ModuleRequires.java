package dev.tempered.rewrite;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.ModuleVisitor;
import org.objectweb.asm.Opcodes;

/** Adds {@code requires dev.tempered.runtime} to a {@code module-info} class, and nothing else. */
final class ModuleRequires {
    static final String RUNTIME_MODULE = "dev.tempered.runtime";

    private ModuleRequires() {
    }

    /** The patched module-info, or null when it already requires the runtime. */
    static byte[] addRuntime(byte[] moduleInfo) {
        ClassReader reader = ClassFiles.reader(moduleInfo);
        boolean[] present = {false};
        reader.accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public ModuleVisitor visitModule(String name, int access, String version) {
                return new ModuleVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitRequire(String module, int access, String v) {
                        present[0] |= RUNTIME_MODULE.equals(module);
                    }
                };
            }
        }, 0);
        if (present[0]) {
            return null;
        }
        ClassWriter writer = new ClassWriter(reader, 0);
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public ModuleVisitor visitModule(String name, int access, String version) {
                ModuleVisitor mv = super.visitModule(name, access, version);
                mv.visitRequire(RUNTIME_MODULE, 0, null);
                return mv;
            }
        }, 0);
        return writer.toByteArray();
    }
}
