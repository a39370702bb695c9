package dev.tempered.agent.record;

import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Adds the recording calls to one library queue class: each constructor tells {@code DeclaredQueues.made} as it
 * returns, each producer or consumer method calls {@code enter} first and {@code exit} on its way out, by a return
 * or by an exception. The added code leaves the stack as it found it, so every existing frame stays valid; the one
 * new frame, at the catch-all handler, is written from the method's descriptor. Nothing is recomputed (ASM never
 * loads a class to merge types).
 */
final class HookInserter extends ClassVisitor {
    static final String RECORDER = "dev/tempered/runtime/v1/recording/DeclaredQueues";

    private final Family family;
    private String owner;
    private boolean frames;
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
        // expanded frames: the handler's frame is written expanded too, and a method's frames must all be alike
        reader.accept(hooks, ClassReader.EXPAND_FRAMES);
        return hooks.changed ? writer.toByteArray() : null;
    }

    @Override
    public void visit(int version, int access, String name, String signature, String superName, String[] interfaces) {
        owner = name;
        // before Java 6 a class has no stack map frames, and gets no handler (a call that throws is not seen leaving)
        frames = (version & 0xFFFF) >= Opcodes.V1_6;
        super.visit(version, access, name, signature, superName, interfaces);
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
        return new Operation(mv, name, producer, frames ? handlerLocals(owner, desc) : null);
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

    /** The locals at the handler: {@code this} and the parameters, as an expanded frame lists them. */
    static Object[] handlerLocals(String owner, String desc) {
        List<Object> locals = new ArrayList<>();
        locals.add(owner);
        for (Type t : Type.getArgumentTypes(desc)) {
            locals.add(switch (t.getSort()) {
                case Type.BOOLEAN, Type.CHAR, Type.BYTE, Type.SHORT, Type.INT -> Opcodes.INTEGER;
                case Type.FLOAT -> Opcodes.FLOAT;
                case Type.LONG -> Opcodes.LONG;
                case Type.DOUBLE -> Opcodes.DOUBLE;
                default -> t.getSort() == Type.ARRAY ? t.getDescriptor() : t.getInternalName();
            });
        }
        return locals.toArray();
    }

    /**
     * {@code enter(this, name, producer)} first, {@code exit(this)} before each return, and a catch-all handler over
     * the whole body that calls {@code exit(this)} and rethrows. The handler is the last entry of the exception
     * table, so the method's own handlers still catch first. Its frame holds {@code this} and the parameters in
     * their declared types: javac never stores another type into a parameter's slot.
     */
    private static final class Operation extends MethodVisitor {
        private final String name;
        private final boolean producer;
        private final Object[] handlerLocals; // null: no handler
        private final Label start = new Label();

        Operation(MethodVisitor mv, String name, boolean producer, Object[] handlerLocals) {
            super(Opcodes.ASM9, mv);
            this.name = name;
            this.producer = producer;
            this.handlerLocals = handlerLocals;
        }

        @Override
        public void visitCode() {
            super.visitCode();
            super.visitVarInsn(Opcodes.ALOAD, 0);
            super.visitLdcInsn(name);
            super.visitInsn(producer ? Opcodes.ICONST_1 : Opcodes.ICONST_0);
            super.visitMethodInsn(Opcodes.INVOKESTATIC, RECORDER, "enter", "(Ljava/lang/Object;Ljava/lang/String;Z)V",
                    false);
            super.visitLabel(start);
        }

        @Override
        public void visitInsn(int opcode) {
            if (opcode >= Opcodes.IRETURN && opcode <= Opcodes.RETURN) {
                exit();
            }
            super.visitInsn(opcode);
        }

        private void exit() {
            super.visitVarInsn(Opcodes.ALOAD, 0);
            super.visitMethodInsn(Opcodes.INVOKESTATIC, RECORDER, "exit", "(Ljava/lang/Object;)V", false);
        }

        @Override
        public void visitMaxs(int maxStack, int maxLocals) {
            if (handlerLocals != null) {
                Label end = new Label();
                Label handler = new Label();
                super.visitLabel(end);
                super.visitTryCatchBlock(start, end, handler, null);
                super.visitLabel(handler);
                super.visitFrame(Opcodes.F_NEW, handlerLocals.length, handlerLocals, 1,
                        new Object[] {"java/lang/Throwable"});
                exit();
                super.visitInsn(Opcodes.ATHROW);
            }
            super.visitMaxs(Math.max(maxStack + 1, 3), maxLocals);
        }
    }
}
