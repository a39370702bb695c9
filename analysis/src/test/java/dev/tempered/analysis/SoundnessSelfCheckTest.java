package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.analysis.internal.verdict.SiteInvariant;
import dev.tempered.manifest.ClassBytes;
import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.SourceLocation;
import dev.tempered.manifest.Topology;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Soundness self-check: shapes where the engine once claimed fewer threads than ran (found by the dynamic soundness
 * test). Each side must be unknown or many, and no refused queue may ever claim a side of none.
 */
class SoundnessSelfCheckTest {
    private static final String IMPORTS = "import java.util.*; import java.util.concurrent.*;\n"
            + "import java.lang.reflect.*; import java.lang.invoke.*;\n";

    @TempDir
    Path tmp;

    private List<Site> analyse(String source, boolean serialHandoff) throws Exception {
        Path dir = Programs.compile(tmp.resolve("classes"), IMPORTS + source);
        List<Site> sites = Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(dir)).mainClass("Main")
                .serialHandoff(serialHandoff).build()).manifest().sites().stream()
                .filter(s -> Site.KIND_QUEUE.equals(s.kind())).toList();
        for (Site s : sites) { // the invariant, on every site of every shape
            assertFalse(SiteInvariant.violated(s), () -> "refused with a side of none: " + describe(s));
        }
        return sites;
    }

    private static Site at(List<Site> sites, int ordinal) {
        return sites.stream().filter(s -> s.ordinal() == ordinal).findFirst().orElseThrow();
    }

    private static String describe(Site s) {
        return s.id() + " " + s.producers().count() + "/" + s.consumers().count() + " " + s.topology() + " "
                + s.confidence() + " " + s.reasons();
    }

    private static void unknownEscape(Site s, String call) {
        assertEquals(Multiplicity.UNKNOWN, s.producers().count(), describe(s));
        assertEquals(Multiplicity.UNKNOWN, s.consumers().count(), describe(s));
        assertEquals(Topology.UNKNOWN, s.topology(), describe(s));
        assertEquals(Confidence.REFUSED, s.confidence(), describe(s));
        assertEquals(Implementation.GENERAL, s.implementation(), describe(s));
        assertTrue(s.reasons().stream().anyMatch(r -> r.contains(call) && r.matches(".*Main\\.java:\\d+.*")),
                describe(s));
    }

    // ---- 1. reflection: the queue reaches the callee through the argument array, from a started thread ----------

    @Test
    void methodInvokeWithAnExplicitArgumentArrayMakesTheQueueUnknown() throws Exception {
        Site s = at(analyse("""
                class Main {
                    public static void fill(BlockingQueue<Integer> q) { q.offer(1); }
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        Method m = Main.class.getMethod(new StringBuilder("llif").reverse().toString(),
                                BlockingQueue.class);
                        Object[] args = new Object[1];
                        args[0] = q;
                        Thread t = new Thread(() -> {
                            try { m.invoke(null, args); } catch (ReflectiveOperationException e) { }
                        });
                        t.start();
                        q.take();
                    }
                }""", false), 0);
        unknownEscape(s, "invoke()");
    }

    @Test
    void constructorNewInstanceMakesTheQueueUnknown() throws Exception {
        Site s = at(analyse("""
                class Main {
                    public static class Filler { public Filler(BlockingQueue<Integer> q) { q.offer(1); } }
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        Constructor<?> c = Class.forName("Main$Filler").getConstructor(BlockingQueue.class);
                        Thread t = new Thread(() -> {
                            try { c.newInstance(new Object[] {q}); } catch (ReflectiveOperationException e) { }
                        });
                        t.start();
                        q.take();
                    }
                }""", false), 0);
        unknownEscape(s, "newInstance()");
    }

    @Test
    void methodHandleInvocationMakesTheQueueUnknown() throws Exception {
        Site s = at(analyse("""
                class Main {
                    public static void fill(BlockingQueue<Integer> q) { q.offer(1); }
                    public static void main(String[] a) throws Throwable {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        MethodHandle h = MethodHandles.lookup().findStatic(Main.class, "fill",
                                MethodType.methodType(void.class, BlockingQueue.class));
                        Thread t = new Thread(() -> {
                            try { h.invokeWithArguments(List.of(q)); } catch (Throwable e) { }
                        });
                        t.start();
                        q.take();
                    }
                }""", false), 0);
        assertEquals(Multiplicity.UNKNOWN, s.producers().count(), describe(s));
        assertEquals(Topology.UNKNOWN, s.topology(), describe(s));
        assertEquals(Confidence.REFUSED, s.confidence(), describe(s));
    }

    /**
     * Reflection makes the contents of every static field escape; escaping an object runs its methods as entries of
     * unknown code, and those may read a static field not seen before (found on a 20 MB class path: the solver
     * threw ConcurrentModificationException). The queue behind that field is refused, not lost.
     */
    @Test
    void reflectionReachingANewStaticFieldThroughAnEscapedObjectRefusesItsQueue() throws Exception {
        Site s = at(analyse("""
                class Main {
                    static Holder held = new Holder();
                    // more static fields, so that the one first read during the walk is not the last one walked
                    static Object s0 = "0", s1 = "1", s2 = "2", s3 = "3", s4 = "4", s5 = "5", s6 = "6", s7 = "7";
                    static class Holder { public void use() { Other.q.offer(1); } }
                    static class Other { static final BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); }
                    public static void main(String[] a) throws Exception {
                        System.out.println(held != null && s0 != s1 && s2 != s3 && s4 != s5 && s6 != s7);
                        new Thread(() -> {
                            try {
                                Class.forName(new StringBuilder("niaM").reverse().toString()).getMethod("toString")
                                        .invoke(held);
                            } catch (ReflectiveOperationException e) { }
                        }).start();
                    }
                }""", false), 0);
        assertEquals(Confidence.REFUSED, s.confidence(), describe(s));
        assertEquals(Multiplicity.UNKNOWN, s.producers().count(), describe(s));
    }

    // ---- 2. a queue handed to a ThreadPoolExecutor and refused: never a side of none --------------------------

    @Test
    void anEscapingWorkQueueHasUnknownSides() throws Exception {
        Site s = at(analyse("""
                class Main {
                    public static void main(String[] a) throws Exception {
                        LinkedBlockingQueue<Runnable> work = new LinkedBlockingQueue<>();
                        ThreadPoolExecutor pool = new ThreadPoolExecutor(2, 2, 0L, TimeUnit.MILLISECONDS, work);
                        Main.class.getMethod("toString").invoke(work);
                        pool.execute(() -> { });
                        pool.shutdown();
                    }
                }""", false), 0);
        unknownEscape(s, "invoke()");
    }

    @Test
    void refusedWorkQueuesNeverClaimNoThreads() throws Exception {
        List<Site> sites = analyse("""
                class Main {
                    public static void main(String[] a) throws Exception {
                        ThreadPoolExecutor one = new ThreadPoolExecutor(1, 1, 0L, TimeUnit.MILLISECONDS,
                                new LinkedBlockingQueue<>());
                        ThreadPoolExecutor grows = new ThreadPoolExecutor(1, 4, 0L, TimeUnit.MILLISECONDS,
                                new ArrayBlockingQueue<>(8));
                        grows.execute(() -> { });
                        one.shutdown();
                        grows.shutdown();
                    }
                }""", false);
        assertEquals(2, sites.size(), sites.toString());
        for (Site s : sites) {
            if (s.confidence() == Confidence.REFUSED) {
                assertTrue(s.producers().count() != Multiplicity.NONE && s.consumers().count() != Multiplicity.NONE,
                        describe(s));
            }
        }
    }

    /** The invariant itself, independent of any rule that might produce such a site. */
    @Test
    void theFinalCheckWidensARefusedSideOfNone() {
        Site bad = new Site("Main.main([Ljava/lang/String;)V#0", Site.KIND_QUEUE, "Main", "main",
                "([Ljava/lang/String;)V", 0, new SourceLocation("Main", "Main.java", 3),
                ClassBytes.of(new byte[] {1}), "java/util/concurrent/LinkedBlockingQueue", "()V", null,
                Side.NONE, Side.NONE, List.of(), Topology.SPSC, Confidence.REFUSED, List.of("the queue escapes"),
                Implementation.GENERAL, null);
        assertTrue(SiteInvariant.violated(bad));
        Site fixed = SiteInvariant.enforce(bad, false, List.of());
        assertFalse(SiteInvariant.violated(fixed));
        assertEquals(Multiplicity.UNKNOWN, fixed.producers().count());
        assertEquals(Multiplicity.UNKNOWN, fixed.consumers().count());
        assertEquals(Topology.UNKNOWN, fixed.topology());
        Site escaping = SiteInvariant.enforce(new Site(bad.id(), bad.kind(), bad.className(), bad.method(),
                bad.descriptor(), 0, bad.source(), bad.classBytes(), bad.queueType(), bad.constructor(), null,
                new Side(Multiplicity.ONE, List.of()), new Side(Multiplicity.ONE, List.of()), List.of(),
                Topology.SPSC, Confidence.EXACT, List.of(), Implementation.RING, null), true,
                List.of("the queue escapes: passed to X.y() at Main.java:4"));
        assertEquals(Multiplicity.UNKNOWN, escaping.producers().count());
        assertEquals(Topology.UNKNOWN, escaping.topology());
        assertEquals(Confidence.REFUSED, escaping.confidence());
        assertEquals(Implementation.GENERAL, escaping.implementation());
        assertEquals(List.of("the queue escapes: passed to X.y() at Main.java:4"), escaping.reasons());
    }

    // ---- 3. periodic tasks: one at a time, but on any of a parallel scheduled pool's threads ------------------

    private static final String PERIODIC = """
            class Main {
                public static void main(String[] a) throws Exception {
                    BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                    ScheduledExecutorService ses = %s;
                    ses.scheduleAtFixedRate(() -> q.offer(1), 0, 1, TimeUnit.MILLISECONDS);
                    q.take();
                    ses.shutdown();
                }
            }""";

    @Test
    void aPeriodicTaskOnAMultiThreadScheduledPoolIsManyProducers() throws Exception {
        Site s = at(analyse(PERIODIC.formatted("Executors.newScheduledThreadPool(2)"), false), 0);
        assertEquals(Multiplicity.MANY, s.producers().count(), describe(s));
        assertEquals(Multiplicity.ONE, s.consumers().count(), describe(s));
        assertEquals(Confidence.CONSERVATIVE, s.confidence(), describe(s));
        assertTrue(s.reasons().stream().anyMatch(r -> r.contains("--serial-handoff")), describe(s));
        Site fixedDelay = at(analyse(PERIODIC.formatted("Executors.newScheduledThreadPool(2)")
                .replace("scheduleAtFixedRate", "scheduleWithFixedDelay"), false), 0);
        assertEquals(Multiplicity.MANY, fixedDelay.producers().count(), describe(fixedDelay));
    }

    @Test
    void serialHandoffOptInMergesThePeriodicRuns() throws Exception {
        Site s = at(analyse(PERIODIC.formatted("Executors.newScheduledThreadPool(2)"), true), 0);
        assertEquals(Multiplicity.ONE, s.producers().count(), describe(s));
    }

    @Test
    void singleThreadScheduledExecutorsAndTimersStayOneProducer() throws Exception {
        Site s = at(analyse(PERIODIC.formatted("Executors.newSingleThreadScheduledExecutor()"), false), 0);
        assertEquals(Multiplicity.ONE, s.producers().count(), describe(s));
        Site timer = at(analyse("""
                class Main {
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        Timer t = new Timer();
                        t.scheduleAtFixedRate(new TimerTask() { public void run() { q.offer(1); } }, 0, 1);
                        q.take();
                        t.cancel();
                    }
                }""", false), 0);
        assertEquals(Multiplicity.ONE, timer.producers().count(), describe(timer));
    }
}
