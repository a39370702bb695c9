package dev.tempered.it.recorder;

import dev.tempered.manifest.QueueTypes;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Rewrites {@code NEW X ... INVOKESPECIAL X.<init>(A..)V} into
 * {@code NEW RecordingX ... LDC "site File.java:line"; INVOKESPECIAL RecordingX.<init>(A..Ljava/lang/String;)V} for the JDK queues
 * that have a recording subclass. Ordinals count every tracked NEW, like the manifest's site identity.
 */
final class QueueNewRewriter {
    static final String PKG = "dev/tempered/it/recorder/";
    static final Map<String, String> RECORDING = Map.of(
            "java/util/concurrent/LinkedBlockingQueue", PKG + "RecordingLinkedBlockingQueue",
            "java/util/concurrent/ArrayBlockingQueue", PKG + "RecordingArrayBlockingQueue",
            "java/util/concurrent/ConcurrentLinkedQueue", PKG + "RecordingConcurrentLinkedQueue",
            "java/util/concurrent/LinkedTransferQueue", PKG + "RecordingLinkedTransferQueue",
            "java/util/concurrent/LinkedBlockingDeque", PKG + "RecordingLinkedBlockingDeque");

    private QueueNewRewriter() {
    }

    static byte[] rewrite(byte[] bytes) {
        ClassReader reader = new ClassReader(bytes);
        // no frame recomputation: the substitute is a subclass, so every existing frame still verifies
        ClassWriter writer = new ClassWriter(reader, 0);
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            private String owner;
            private String sourceFile;

            @Override
            public void visit(int version, int access, String name, String sig, String superName, String[] ifs) {
                owner = name;
                super.visit(version, access, name, sig, superName, ifs);
            }

            @Override
            public void visitSource(String source, String debug) {
                sourceFile = source;
                super.visitSource(source, debug);
            }

            @Override
            public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] exceptions) {
                MethodVisitor mv = super.visitMethod(access, name, desc, sig, exceptions);
                return new Method(mv, owner, name, desc, sourceFile);
            }
        }, 0);
        return writer.toByteArray();
    }

    private static final class Method extends MethodVisitor {
        /** Every NEW still waiting for its constructor call; site is null for the ones left alone. */
        private record Pending(String type, String site) {
        }

        private final String owner;
        private final String name;
        private final String desc;
        private final String sourceFile;
        private final Deque<Pending> pending = new ArrayDeque<>();
        private int ordinal;
        private int line;

        Method(MethodVisitor mv, String owner, String name, String desc, String sourceFile) {
            super(Opcodes.ASM9, mv);
            this.owner = owner;
            this.name = name;
            this.desc = desc;
            this.sourceFile = sourceFile;
        }

        @Override
        public void visitLineNumber(int line, Label start) {
            this.line = line;
            super.visitLineNumber(line, start);
        }

        @Override
        public void visitTypeInsn(int opcode, String type) {
            if (opcode != Opcodes.NEW) {
                super.visitTypeInsn(opcode, type);
                return;
            }
            String site = null;
            if (QueueTypes.isTracked(type)) {
                int n = ordinal++;
                if (RECORDING.containsKey(type)) {
                    // the site id, then where it is for people: "id File.java:line" (ids hold no space)
                    site = owner + "." + name + desc + "#" + n + " " + sourceFile + ":" + line;
                }
            }
            pending.push(new Pending(type, site));
            super.visitTypeInsn(opcode, site != null ? RECORDING.get(type) : type);
        }

        @Override
        public void visitMethodInsn(int opcode, String owner, String name, String desc, boolean itf) {
            if (opcode == Opcodes.INVOKESPECIAL && "<init>".equals(name) && !pending.isEmpty()
                    && pending.peek().type().equals(owner)) {
                Pending p = pending.pop();
                if (p.site() != null) {
                    super.visitLdcInsn(p.site());
                    String withSite = desc.substring(0, desc.lastIndexOf(')')) + "Ljava/lang/String;)V";
                    super.visitMethodInsn(opcode, RECORDING.get(owner), name, withSite, false);
                    return;
                }
            }
            super.visitMethodInsn(opcode, owner, name, desc, itf);
        }

        @Override
        public void visitMaxs(int maxStack, int maxLocals) {
            super.visitMaxs(maxStack + 1, maxLocals);
        }
    }
}
