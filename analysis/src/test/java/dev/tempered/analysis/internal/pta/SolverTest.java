package dev.tempered.analysis.internal.pta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.analysis.ProgressListener;
import dev.tempered.analysis.Programs;
import dev.tempered.analysis.internal.classpath.ClassInfo;
import dev.tempered.analysis.internal.classpath.ClassPath;
import dev.tempered.analysis.internal.classpath.Diagnostics;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/** The points-to solver on tiny programs: what it proves, and that it stays iterative. */
class SolverTest {
    private static final ProgressListener QUIET = new ProgressListener() {
        @Override
        public void classesRead(int count) {
        }

        @Override
        public void methodsAnalysed(int count) {
        }
    };

    @TempDir
    Path tmp;

    private Solver solve(Path classes, String main) {
        ClassPath cp = new ClassPath(new Diagnostics());
        cp.add(classes, ClassInfo.Origin.INPUT, QUIET);
        Solver s = new Solver(cp, false, () -> { });
        s.mainRoot(main);
        s.solve();
        return s;
    }

    private static Set<String> opsOn(Solver s, String queueType) {
        return s.ops.stream().filter(o -> s.heap.obj(o.obj()).type.equals(queueType)).map(Solver.Op::name)
                .collect(Collectors.toSet());
    }

    private static Set<String> threadKinds(Solver s) {
        return s.threads.all().stream().map(t -> t.kind).collect(Collectors.toSet());
    }

    @Test
    void aQueueHandedToAThreadIsSeenOnBothSides() throws Exception {
        Path out = Programs.compile(tmp.resolve("c"), """
                import java.util.concurrent.*;
                class Main {
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new ArrayBlockingQueue<>(8);
                        Thread t = new Thread(() -> q.offer(1));
                        t.start();
                        q.take();
                    }
                }""");
        Solver s = solve(out, "Main");
        assertEquals(Set.of("offer", "take"), opsOn(s, "java/util/concurrent/ArrayBlockingQueue"));
        assertTrue(threadKinds(s).contains("thread"), "the started thread is a thread of its own: " + threadKinds(s));
        assertTrue(s.escapeReason.isEmpty(), "nothing escapes: " + s.escapeReason);
    }

    @Test
    void aQueuePassedToUnseenCodeEscapesWithTheCallNamed() throws Exception {
        Path out = Programs.compile(tmp.resolve("c"), """
                import java.util.concurrent.*;
                class Main {
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        Class.forName(a[0]).getMethod("m", Object.class).invoke(null, q);
                    }
                }""");
        Solver s = solve(out, "Main");
        int q = s.heap.objs.stream().filter(o -> o.type.equals("java/util/concurrent/LinkedBlockingQueue"))
                .findFirst().orElseThrow().id;
        String why = s.escapeReason.get(q);
        assertTrue(why != null && why.contains("invoke"), String.valueOf(why));
    }

    /**
     * A method reference bound to a lambda that may be itself (a static field re-bound in a loop): invoking it
     * reaches the same call with the same lambda again. It must end, and the body of the first lambda runs.
     */
    @Test
    void aLambdaBoundToItselfEnds() throws Exception {
        Path out = Programs.compile(tmp.resolve("c"), """
                import java.util.concurrent.*;
                class Main {
                    static final BlockingQueue<Integer> Q = new LinkedBlockingQueue<>();
                    static Runnable r = () -> Q.offer(1);
                    public static void main(String[] a) throws Exception {
                        for (int i = 0; i < 3; i++) {
                            r = r::run;
                        }
                        r.run();
                        Q.take();
                    }
                }""");
        Solver s = solve(out, "Main");
        assertEquals(Set.of("offer", "take"), opsOn(s, "java/util/concurrent/LinkedBlockingQueue"));
    }

    /**
     * A chain of calls deeper than a small thread stack could follow by recursion: the solver finishes on a thread
     * with 256 KB of stack and still sees the operation at the chain's end.
     */
    @Test
    void aDeepCallChainNeedsNoDeepStack() throws Exception {
        int depth = 4000;
        Path dir = Files.createDirectories(tmp.resolve("deep"));
        Files.write(dir.resolve("Chain.class"), chain(depth));
        AtomicReference<Object> result = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            try {
                result.set(solve(dir, "Chain"));
            } catch (Throwable e) {
                result.set(e);
            }
        }, "small-stack", 256 * 1024);
        t.start();
        t.join();
        assertFalse(result.get() instanceof Throwable, () -> String.valueOf(result.get()));
        Solver s = (Solver) result.get();
        assertEquals(Set.of("offer"), opsOn(s, "java/util/concurrent/LinkedBlockingQueue"));
        Solver.Op offer = s.ops.stream().filter(o -> o.name().equals("offer")).findFirst().orElseThrow();
        assertEquals("Chain.m" + (depth - 1) + "(Ljava/util/Queue;)V", s.mnodes.get(offer.mnode()).ir.key());
        assertNull(s.escapeReason.get(offer.obj()));
    }

    /** {@code Chain.main} makes a queue and calls m0(q); each m_i calls m_(i+1)(q); the last offers to q. */
    private static byte[] chain(int depth) {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, "Chain", null, "java/lang/Object", null);
        MethodVisitor main = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "main", "([Ljava/lang/String;)V",
                null, null);
        main.visitCode();
        main.visitTypeInsn(Opcodes.NEW, "java/util/concurrent/LinkedBlockingQueue");
        main.visitInsn(Opcodes.DUP);
        main.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/util/concurrent/LinkedBlockingQueue", "<init>", "()V", false);
        main.visitMethodInsn(Opcodes.INVOKESTATIC, "Chain", "m0", "(Ljava/util/Queue;)V", false);
        main.visitInsn(Opcodes.RETURN);
        main.visitMaxs(0, 0);
        main.visitEnd();
        for (int i = 0; i < depth; i++) {
            MethodVisitor m = cw.visitMethod(Opcodes.ACC_STATIC, "m" + i, "(Ljava/util/Queue;)V", null, null);
            m.visitCode();
            m.visitVarInsn(Opcodes.ALOAD, 0);
            if (i + 1 < depth) {
                m.visitMethodInsn(Opcodes.INVOKESTATIC, "Chain", "m" + (i + 1), "(Ljava/util/Queue;)V", false);
            } else {
                m.visitLdcInsn("x");
                m.visitMethodInsn(Opcodes.INVOKEINTERFACE, "java/util/Queue", "offer", "(Ljava/lang/Object;)Z", true);
                m.visitInsn(Opcodes.POP);
            }
            m.visitInsn(Opcodes.RETURN);
            m.visitMaxs(0, 0);
            m.visitEnd();
        }
        cw.visitEnd();
        return cw.toByteArray();
    }

    @Test
    void deferredWatchersSeeEveryObjectOnce() {
        Graph g = new Graph();
        int a = g.newNode();
        int b = g.newNode();
        g.addObj(a, 5);
        g.addEdge(a, b);
        List<Integer> seen = new java.util.ArrayList<>();
        g.watch(b, seen::add);
        g.addObj(a, 7);
        assertTrue(seen.isEmpty(), "a watcher runs from solve(), never in place");
        g.solve();
        g.addObj(a, 9);
        g.watch(b, x -> { });
        g.solve();
        assertEquals(List.of(5, 7, 9), seen.stream().sorted().toList());
    }
}
