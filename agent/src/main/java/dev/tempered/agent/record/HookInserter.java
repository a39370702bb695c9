package dev.tempered.agent.record;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Adds the recording calls to one library queue class: each constructor tells {@code DeclaredQueues.made} as it
 * returns, each producer or consumer method calls {@code enter} first and {@code exit} before each return. The
 * added code is straight-line and leaves the stack as it found it, so every existing frame stays valid and nothing
 * is recomputed (ASM never loads a class to merge types).
 */
final class HookInserter extends ClassVisitor {
    static final String RECORDER = "dev/tempered/runtime/v1/recording/DeclaredQueues";

    private final Family family;
    private boolean changed;

    private HookInserter(ClassVisitor next, Family family) {
        super(Opcodes.ASM9, next);
        this.family = family;
    }

    /** The class with its hooks, or null when it has no constructor or operation to hook. */
    static byte[] rewrite(byte[] bytes, Family family) {
        ClassReader reader = new ClassReader(bytes);
        ClassWriter writer = new ClassWriter(reader, 0);
        HookInserter hooks = new HookInserter(writer, family);
        reader.accept(hooks, 0);
        return hooks.changed ? writer.toByteArray() : null;
    }

    @Override
    public MethodVisitor visitMethod(int access, String name, String desc, String signature, String[] exceptions) {
        MethodVisitor mv = super.visitMethod(access, name, desc, signature, exceptions);
        boolean hasCode = (access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) == 0;
        boolean plain = (access & (Opcodes.ACC_STATIC | Opcodes.ACC_BRIDGE | Opcodes.ACC_SYNTHETIC)) == 0;
        if (!hasCode || !plain) {
            return mv;
        }
        if (name.equals("<init>")) {
            changed = true;
            return new Made(mv, family.library);
        }
        Boolean producer = family.side(name);
        if (producer == null) {
            return mv;
        }
        changed = true;
        return new Operation(mv, name, producer);
    }

    /** {@code DeclaredQueues.made(this, library)} before each {@code return} of a constructor. */
    private static final class Made extends MethodVisitor {
        private final String library;

        Made(MethodVisitor mv, String library) {
            super(Opcodes.ASM9, mv);
            this.library = library;
        }

        @Override
        public void visitInsn(int opcode) {
            if (opcode == Opcodes.RETURN) {
                super.visitVarInsn(Opcodes.ALOAD, 0);
                super.visitLdcInsn(library);
                super.visitMethodInsn(Opcodes.INVOKESTATIC, RECORDER, "made", "(Ljava/lang/Object;Ljava/lang/String;)V",
                        false);
            }
            super.visitInsn(opcode);
        }

        @Override
        public void visitMaxs(int maxStack, int maxLocals) {
            super.visitMaxs(maxStack + 2, maxLocals);
        }
    }

    /**
     * {@code enter(this, name, producer)} first, {@code exit(this)} before each return. A call that ends by
     * throwing is not seen leaving (a catch-all handler would need a new frame); DeclaredQueues says what that
     * costs.
     */
    private static final class Operation extends MethodVisitor {
        private final String name;
        private final boolean producer;

        Operation(MethodVisitor mv, String name, boolean producer) {
            super(Opcodes.ASM9, mv);
            this.name = name;
            this.producer = producer;
        }

        @Override
        public void visitCode() {
            super.visitCode();
            super.visitVarInsn(Opcodes.ALOAD, 0);
            super.visitLdcInsn(name);
            super.visitInsn(producer ? Opcodes.ICONST_1 : Opcodes.ICONST_0);
            super.visitMethodInsn(Opcodes.INVOKESTATIC, RECORDER, "enter", "(Ljava/lang/Object;Ljava/lang/String;Z)V",
                    false);
        }

        @Override
        public void visitInsn(int opcode) {
            if (opcode >= Opcodes.IRETURN && opcode <= Opcodes.RETURN) {
                super.visitVarInsn(Opcodes.ALOAD, 0);
                super.visitMethodInsn(Opcodes.INVOKESTATIC, RECORDER, "exit", "(Ljava/lang/Object;)V", false);
            }
            super.visitInsn(opcode);
        }

        @Override
        public void visitMaxs(int maxStack, int maxLocals) {
            super.visitMaxs(Math.max(maxStack + 1, 3), maxLocals);
        }
    }
}
