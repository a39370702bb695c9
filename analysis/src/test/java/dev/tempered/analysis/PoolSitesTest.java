package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.ManifestSchema;
import dev.tempered.manifest.ManifestWriter;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Site;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Pool sites (kind "pool") and the work queues of ThreadPoolExecutors (issue 8, design note analysis). */
class PoolSitesTest {
    private static final String IMPORTS = "import java.util.*; import java.util.concurrent.*;\n";

    @TempDir
    Path tmp;

    private AnalysisResult analyse(String source) throws Exception {
        Path dir = Programs.compile(tmp.resolve("classes"), IMPORTS + source);
        AnalysisResult r = Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(dir)).mainClass("Main").build());
        ManifestSchema.assertValid(ManifestWriter.toJson(r.manifest()));
        assertEquals(r.manifest().sites().size(), r.remarks().size());
        return r;
    }

    private static Site kind(AnalysisResult r, String kind) {
        List<Site> l = r.manifest().sites().stream().filter(s -> s.kind().equals(kind)).toList();
        assertEquals(1, l.size(), () -> r.remarks().toString());
        return l.get(0);
    }

    private static String remark(AnalysisResult r, Site s) {
        return r.remarks().get(r.manifest().sites().indexOf(s)).format();
    }

    private static String why(Site s) {
        return s.id() + " " + s.reasons() + " " + s.producers() + " " + s.consumers();
    }

    private static final String POOL = """
            class Main {
                public static void main(String[] a) throws Exception {
                    String s = String.valueOf(a.length);
                    ExecutorService pool = %s;
                    %s
                    for (int i = 0; i < 10; i++) {
                        pool.execute(() -> System.out.println(s));
                    }
                    pool.shutdown();
                    pool.awaitTermination(1, TimeUnit.SECONDS);
                }
            }""";

    @Test
    void aFixedPoolFedByMainIsWorkStealing() throws Exception {
        AnalysisResult r = analyse(POOL.formatted("Executors.newFixedThreadPool(4)", ""));
        Site p = kind(r, Site.KIND_POOL);
        assertEquals(Implementation.WORK_STEALING, p.implementation(), why(p));
        assertEquals(Confidence.EXACT, p.confidence(), why(p));
        assertEquals("java/util/concurrent/Executors", p.queueType());
        assertEquals("newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;", p.constructor());
        assertEquals("Main.main([Ljava/lang/String;)V#p0", p.id());
        assertEquals(0, p.ordinal());
        assertEquals(4, p.capacity());
        assertEquals(Multiplicity.ONE, p.producers().count(), why(p));
        assertEquals("main", p.producers().threads().get(0).name());
        assertEquals(Multiplicity.MANY, p.consumers().count());
        assertEquals(List.of("awaitTermination", "execute", "shutdown"), p.operations());
        assertTrue(remark(r, p).matches("Main\\.java:\\d+: remark: fixed thread pool \\(4 workers\\) fed by main\\(\\) "
                + "-> work-stealing"), remark(r, p));
        assertEquals("0 queues; 1 pool: 1 work-stealing, 0 general", r.summary());
    }

    @Test
    void theOrdinalCountsEveryExecutorsCallAndTheFactoryOverloadIsSeen() throws Exception {
        AnalysisResult r = analyse(POOL.formatted("Executors.newFixedThreadPool(3, Executors.defaultThreadFactory())",
                ""));
        Site p = kind(r, Site.KIND_POOL);
        assertEquals("Main.main([Ljava/lang/String;)V#p1", p.id()); // defaultThreadFactory() is #p0
        assertEquals(3, p.capacity());
        assertEquals(Implementation.WORK_STEALING, p.implementation(), why(p));
    }

    @Test
    void aSingleThreadExecutorHasOneWorkerAndKeepsFifo() throws Exception {
        AnalysisResult r = analyse(POOL.formatted("Executors.newSingleThreadExecutor()", ""));
        Site p = kind(r, Site.KIND_POOL);
        assertEquals(Multiplicity.ONE, p.consumers().count(), why(p));
        assertEquals(1, p.capacity());
        assertEquals(Implementation.WORK_STEALING, p.implementation(), why(p));
        assertTrue(remark(r, p).contains("single-thread executor (1 worker) fed by main()"), remark(r, p));
    }

    @Test
    void aResizedPoolIsGeneral() throws Exception {
        Site p = kind(analyse(POOL.formatted("Executors.newFixedThreadPool(4)",
                "((ThreadPoolExecutor) pool).setMaximumPoolSize(8);")), Site.KIND_POOL);
        assertEquals(Implementation.GENERAL, p.implementation(), why(p));
        assertTrue(p.reasons().get(0).startsWith("the pool is resized (setCorePoolSize/setMaximumPoolSize at Main.java:"),
                why(p));
    }

    @Test
    void anEscapingPoolIsGeneral() throws Exception {
        Site p = kind(analyse(POOL.formatted("Executors.newFixedThreadPool(4)",
                "java.lang.reflect.Array.set(new Object[1], 0, pool);")), Site.KIND_POOL);
        assertEquals(Implementation.GENERAL, p.implementation(), why(p));
        assertEquals(Confidence.REFUSED, p.confidence(), why(p));
        assertTrue(p.reasons().get(0).startsWith("the pool escapes: passed to Array.set()"), why(p));
        assertEquals(Multiplicity.UNKNOWN, p.producers().count(), why(p));
    }

    @Test
    void aNonConstantSizeIsGeneral() throws Exception {
        Site p = kind(analyse(POOL.formatted("Executors.newFixedThreadPool(a.length + 2)", "")), Site.KIND_POOL);
        assertEquals(Implementation.GENERAL, p.implementation(), why(p));
        assertEquals(null, p.capacity());
        assertEquals(List.of("the number of threads is not a constant"), p.reasons());
    }

    @Test
    void workersThatSubmitSubtasksAreSubmitters() throws Exception {
        AnalysisResult r = analyse("""
                class Main {
                    static ExecutorService pool;
                    static void leaf() { System.out.println("leaf"); }
                    static void split() { for (int i = 0; i < 2; i++) pool.execute(Main::leaf); }
                    public static void main(String[] a) throws Exception {
                        pool = Executors.newFixedThreadPool(4);
                        pool.submit(Main::split).get(); // split's subtasks are queued before shutdown
                        pool.shutdown();
                    }
                }""");
        Site p = kind(r, Site.KIND_POOL);
        assertEquals(Multiplicity.MANY, p.producers().count(), why(p));
        assertTrue(p.producers().threads().stream().anyMatch(t -> t.name().equals("main")), why(p));
        assertTrue(p.producers().threads().stream().anyMatch(t -> t.kind().equals("executor")), why(p));
        assertEquals(Implementation.WORK_STEALING, p.implementation(), why(p));
        assertTrue(remark(r, p).contains("fed by main() and its own workers -> work-stealing"), remark(r, p));
    }

    private static final String TPE = """
            class Main {
                public static void main(String[] a) throws Exception {
                    BlockingQueue<Runnable> q = new LinkedBlockingQueue<>();
                    ThreadPoolExecutor pool = new ThreadPoolExecutor(%s, 0L, TimeUnit.MILLISECONDS, q);
                    %s
                    for (int i = 0; i < 10; i++) {
                        pool.execute(() -> System.out.println("task"));
                    }
                    pool.shutdown();
                }
            }""";

    @Test
    void aThreadPoolExecutorsLinkedBlockingQueueIsWorkStealing() throws Exception {
        AnalysisResult r = analyse(TPE.formatted("4, 4", ""));
        Site q = kind(r, Site.KIND_QUEUE);
        assertEquals(Implementation.WORK_STEALING, q.implementation(), why(q));
        assertEquals(Confidence.EXACT, q.confidence(), why(q));
        assertEquals(Multiplicity.ONE, q.producers().count(), why(q));
        assertEquals(Multiplicity.MANY, q.consumers().count(), why(q));
        assertEquals(List.of("drainTo", "isEmpty", "offer", "poll", "poll(timed)", "remove", "size", "take", "toArray"),
                q.operations());
        assertEquals("1 queue: 1 spmc; 1 exact, 0 conservative, 0 refused", r.summary());
    }

    @Test
    void aWorkQueueTheProgramAlsoUsesIsRefused() throws Exception {
        Site q = kind(analyse(TPE.formatted("4, 4", "System.out.println(q.size());")), Site.KIND_QUEUE);
        assertEquals(Implementation.GENERAL, q.implementation(), why(q));
        assertEquals(Confidence.REFUSED, q.confidence(), why(q));
        assertTrue(q.reasons().get(0).contains("also used by the program (size at Main.java:"), why(q));
    }

    @Test
    void aWorkQueueReadThroughGetQueueIsRefused() throws Exception {
        Site q = kind(analyse(TPE.formatted("4, 4", "pool.getQueue().clear();")), Site.KIND_QUEUE);
        assertEquals(Confidence.REFUSED, q.confidence(), why(q));
    }

    @Test
    void tasksPutInTheWorkQueueDirectlyStillRun() throws Exception {
        AnalysisResult r = analyse("""
                class Main {
                    public static void main(String[] a) throws Exception {
                        Queue<Integer> out = new ConcurrentLinkedQueue<>();
                        List<Runnable> first = List.of(() -> out.offer(1));
                        ThreadPoolExecutor pool = new ThreadPoolExecutor(2, 2, 0L, TimeUnit.MILLISECONDS,
                                new LinkedBlockingQueue<Runnable>(first));
                        pool.prestartAllCoreThreads();
                        pool.shutdown();
                        out.poll();
                    }
                }""");
        Site out = r.manifest().sites().stream().filter(s -> s.queueType().endsWith("ConcurrentLinkedQueue"))
                .findFirst().orElseThrow();
        assertEquals(Multiplicity.UNKNOWN, out.producers().count(), why(out)); // its producer runs as unknown code
    }

    @Test
    void aWorkQueueOfAGrowingOrResizedPoolIsRefused() throws Exception {
        Site growing = kind(analyse(TPE.formatted("2, 8", "")), Site.KIND_QUEUE);
        assertEquals(List.of("its pool's core size 2 differs from its maximum 8"), growing.reasons());
        Site resized = kind(analyse(TPE.formatted("4, 4", "pool.setCorePoolSize(2);")), Site.KIND_QUEUE);
        assertEquals(Implementation.GENERAL, resized.implementation(), why(resized));
        assertTrue(resized.reasons().get(0).startsWith("its pool is resized"), why(resized));
    }

    @Test
    void aScheduledPoolIsGeneral() throws Exception {
        AnalysisResult r = analyse("""
                class Main {
                    public static void main(String[] a) throws Exception {
                        ScheduledExecutorService pool = Executors.newScheduledThreadPool(2);
                        pool.schedule(() -> System.out.println("later"), 1, TimeUnit.MILLISECONDS);
                        pool.shutdown();
                    }
                }""");
        Site p = kind(r, Site.KIND_POOL);
        assertEquals(Implementation.GENERAL, p.implementation(), why(p));
        assertTrue(p.reasons().get(0).contains("delay queue"), why(p));
        assertEquals("0 queues; 1 pool: 0 work-stealing, 1 general", r.summary());
    }
}
