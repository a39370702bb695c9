package dev.tempered.agent.record;

import java.util.HashMap;
import java.util.Map;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Adds the reflection log's calls around the reflective calls of one class: after {@code Class.forName},
 * {@code loadClass} and the two {@code newInstance}s, the result is handed to {@code ReflectionLog} (a {@code DUP}
 * and a static call that leaves the stack as it was); before {@code Method.invoke}, its two arguments are kept in
 * two new locals while the {@code Method} is handed over, then put back. The reflective call itself stays in
 * place, so the JDK sees the program's class as its caller. No branch is added and every existing frame stays
 * valid (the new locals are past every frame's), so nothing is recomputed.
 *
 * <p>Each call is named as the analysis looks it up: {@code owner.name(desc)|Api.name|ordinal|line}, the ordinal
 * counting the method's calls with the same owner and name.
 */
final class ReflectionHookInserter extends ClassVisitor {
    static final String LOG = "dev/tempered/runtime/v1/recording/ReflectionLog";

    private final Map<String, Integer> maxLocals;
    private String owner;
    private boolean changed;

    private ReflectionHookInserter(ClassVisitor next, Map<String, Integer> maxLocals) {
        super(Opcodes.ASM9, next);
        this.maxLocals = maxLocals;
    }

    /** The class with its hooks, or null when it makes no reflective call this logs. */
    static byte[] rewrite(byte[] bytes) {
        ClassReader reader = new ClassReader(bytes);
        // a first pass for each method's locals: Method.invoke's arguments wait in two new ones past them
        Map<String, Integer> locals = new HashMap<>();
        reader.accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] exceptions) {
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitMaxs(int maxStack, int max) {
                        locals.put(name + desc, max);
                    }
                };
            }
        }, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        ClassWriter writer = new ClassWriter(reader, 0);
        ReflectionHookInserter hooks = new ReflectionHookInserter(writer, locals);
        reader.accept(hooks, 0);
        return hooks.changed ? writer.toByteArray() : null;
    }

    /** The kind of hook a call gets, or null for none. */
    static Hook hook(String owner, String name, String desc) {
        if (owner.equals("java/lang/Class") && name.equals("forName") && desc.endsWith(")Ljava/lang/Class;")) {
            return Hook.LOADED;
        }
        if (name.equals("loadClass") && owner.endsWith("ClassLoader")
                && desc.equals("(Ljava/lang/String;)Ljava/lang/Class;")) {
            return Hook.LOADED;
        }
        if (owner.equals("java/lang/Class") && name.equals("newInstance") && desc.equals("()Ljava/lang/Object;")
                || owner.equals("java/lang/reflect/Constructor") && name.equals("newInstance")
                && desc.equals("([Ljava/lang/Object;)Ljava/lang/Object;")) {
            return Hook.CREATED;
        }
        if (owner.equals("java/lang/reflect/Method") && name.equals("invoke")
                && desc.equals("(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;")) {
            return Hook.INVOKED;
        }
        return null;
    }

    enum Hook { LOADED, CREATED, INVOKED }

    @Override
    public void visit(int version, int access, String name, String signature, String superName, String[] interfaces) {
        owner = name;
        super.visit(version, access, name, signature, superName, interfaces);
    }

    @Override
    public MethodVisitor visitMethod(int access, String name, String desc, String signature, String[] exceptions) {
        MethodVisitor mv = super.visitMethod(access, name, desc, signature, exceptions);
        if ((access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) != 0) {
            return mv;
        }
        Integer max = maxLocals.get(name + desc);
        return max == null ? mv : new Calls(mv, owner + "." + name + desc, max);
    }

    private final class Calls extends MethodVisitor {
        private final String method;
        private final Map<String, Integer> ordinals = new HashMap<>();
        private final int localA;
        private int line;
        private boolean usedLocals;

        Calls(MethodVisitor mv, String method, int maxLocals) {
            super(Opcodes.ASM9, mv);
            this.method = method;
            this.localA = maxLocals;
        }

        @Override
        public void visitLineNumber(int line, Label start) {
            this.line = line;
            super.visitLineNumber(line, start);
        }

        @Override
        public void visitMethodInsn(int opcode, String callOwner, String name, String desc, boolean itf) {
            String key = callOwner + "." + name;
            int ordinal = ordinals.merge(key, 1, Integer::sum) - 1;
            Hook h = hook(callOwner, name, desc);
            if (h == null) {
                super.visitMethodInsn(opcode, callOwner, name, desc, itf);
                return;
            }
            changed = true;
            String api = callOwner.substring(callOwner.lastIndexOf('/') + 1).replace('$', '.') + "." + name;
            String site = method + "|" + api + "|" + ordinal + "|" + line;
            if (h == Hook.INVOKED) {
                usedLocals = true;
                super.visitVarInsn(Opcodes.ASTORE, localA + 1);
                super.visitVarInsn(Opcodes.ASTORE, localA);
                super.visitInsn(Opcodes.DUP);
                super.visitLdcInsn(site);
                super.visitMethodInsn(Opcodes.INVOKESTATIC, LOG, "invoked",
                        "(Ljava/lang/reflect/Method;Ljava/lang/String;)V", false);
                super.visitVarInsn(Opcodes.ALOAD, localA);
                super.visitVarInsn(Opcodes.ALOAD, localA + 1);
                super.visitMethodInsn(opcode, callOwner, name, desc, itf);
                return;
            }
            super.visitMethodInsn(opcode, callOwner, name, desc, itf);
            super.visitInsn(Opcodes.DUP);
            super.visitLdcInsn(site);
            if (h == Hook.LOADED) {
                super.visitMethodInsn(Opcodes.INVOKESTATIC, LOG, "loaded", "(Ljava/lang/Class;Ljava/lang/String;)V",
                        false);
            } else {
                super.visitMethodInsn(Opcodes.INVOKESTATIC, LOG, "created", "(Ljava/lang/Object;Ljava/lang/String;)V",
                        false);
            }
        }

        @Override
        public void visitMaxs(int maxStack, int maxLocals) {
            super.visitMaxs(maxStack + 2, usedLocals ? maxLocals + 2 : maxLocals);
        }
    }
}
