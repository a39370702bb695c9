package dev.tempered.agent;

import dev.tempered.manifest.ClassBytes;
import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.SourceLocation;
import dev.tempered.manifest.Topology;
import dev.tempered.rewrite.ChecksMode;
import dev.tempered.rewrite.RewriteOptions;
import dev.tempered.rewrite.SiteRewriter;
import java.util.List;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * With {@code bootstrap=true}: runs the rewriter once in premain on a tiny class built in memory, so that ASM and the
 * rewriter are loaded before the first class (possibly a JDK class) is transformed, and no class loading (so no
 * circularity) happens inside that transform. The class is built, not read from the agent jar: reading a jar
 * resource loads the JDK's jar URL connection classes, which nothing else in premain needs.
 */
final class WarmUp {
    private static final String OWNER = "dev/tempered/agent/WarmUpSample";
    private static final String QUEUE = "java/util/concurrent/LinkedBlockingQueue";
    private static final String DESCRIPTOR = "()Ljava/lang/Object;";

    private WarmUp() {
    }

    static void run() {
        try {
            byte[] bytes = sample();
            Site site = new Site(Site.idOf(OWNER, "sample", DESCRIPTOR, 0), Site.KIND_QUEUE, OWNER, "sample",
                    DESCRIPTOR, 0, new SourceLocation(OWNER, "WarmUpSample.java", 1), ClassBytes.of(bytes), QUEUE,
                    "()V", null, Side.NONE, Side.NONE, List.of(), Topology.SPSC, Confidence.EXACT, List.of(),
                    Implementation.RING, null);
            SiteRewriter.rewrite(bytes, List.of(site), RewriteOptions.of(ChecksMode.OFF));
        } catch (RuntimeException e) {
            // warming up is an optimisation only
        }
    }

    /** {@code class WarmUpSample { static Object sample() { return new LinkedBlockingQueue(); } }} */
    static byte[] sample() {
        ClassWriter cw = new ClassWriter(0);
        cw.visit(Opcodes.V17, Opcodes.ACC_FINAL | Opcodes.ACC_SUPER, OWNER, null, "java/lang/Object", null);
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_STATIC, "sample", DESCRIPTOR, null, null);
        mv.visitCode();
        mv.visitTypeInsn(Opcodes.NEW, QUEUE);
        mv.visitInsn(Opcodes.DUP);
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, QUEUE, "<init>", "()V", false);
        mv.visitInsn(Opcodes.ARETURN);
        mv.visitMaxs(2, 0);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }
}
