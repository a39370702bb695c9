package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.ManifestSchema;
import dev.tempered.manifest.ManifestWriter;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.Topology;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AnalyzerTest {
    private static final String IMPORTS = "import java.util.*; import java.util.concurrent.*;\n";

    @TempDir
    Path tmp;

    private AnalysisResult analyse(String... sources) throws Exception {
        Path dir = Programs.compile(tmp.resolve("classes"), sources);
        AnalysisResult r = Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(dir)).mainClass("Main").build());
        ManifestSchema.assertValid(ManifestWriter.toJson(r.manifest()));
        assertEquals(r.manifest().sites().size(), r.remarks().size());
        return r;
    }

    /** A program whose whole work is the given statements of {@code Main.main}; its lines start at line 4. */
    private static String mainDoing(String statements) {
        return IMPORTS + Programs.mainDoing(statements);
    }

    /** The one queue site (pool sites, kind "pool", are PoolSitesTest's). */
    private static Site only(AnalysisResult r) {
        List<Site> queues = r.manifest().sites().stream().filter(s -> Site.KIND_QUEUE.equals(s.kind())).toList();
        assertEquals(1, queues.size(), () -> r.remarks().toString());
        return queues.get(0);
    }

    private static void verdict(Site s, Multiplicity p, Multiplicity c, Topology t, Confidence conf,
                                Implementation impl) {
        String why = s.id() + " " + s.reasons() + " " + s.producers() + " " + s.consumers();
        assertEquals(p, s.producers().count(), why);
        assertEquals(c, s.consumers().count(), why);
        assertEquals(t, s.topology(), why);
        assertEquals(conf, s.confidence(), why);
        assertEquals(impl, s.implementation(), why);
    }

    @Test
    void oneProducerThreadOneConsumerThreadIsARing() throws Exception {
        AnalysisResult r = analyse(mainDoing("""
                BlockingQueue<Integer> q = new LinkedBlockingQueue<>(64);
                Thread p = new Thread(() -> { for (int i = 0; i < 10; i++) q.offer(i); });
                Thread c = new Thread(() -> { try { for (int i = 0; i < 10; i++) q.take(); }
                                              catch (InterruptedException e) { } });
                p.start(); c.start(); p.join(); c.join();
                """));
        Site s = only(r);
        verdict(s, Multiplicity.ONE, Multiplicity.ONE, Topology.SPSC, Confidence.EXACT, Implementation.RING);
        assertEquals(64, s.capacity());
        assertEquals("(I)V", s.constructor());
        assertEquals(List.of("offer", "take"), s.operations());
        assertEquals(0, s.ordinal());
        assertTrue(s.source().line() > 0);
        assertEquals("lambda in main()", s.producers().threads().get(0).name());
        assertFalse(s.producers().threads().get(0).chain().isEmpty());
        assertTrue(r.remarks().get(0).format().contains("is spsc"), r.remarks().get(0).format());
        assertEquals("1 queue: 1 spsc; 1 exact, 0 conservative, 0 refused", r.summary());
    }

    @Test
    void twoProducerThreadsMakeMpsc() throws Exception {
        Site s = only(analyse(IMPORTS + """
                class Main {
                    static final Queue<String> Q = new ConcurrentLinkedQueue<>();
                    static void produce() { Q.offer("x"); }
                    public static void main(String[] a) {
                        new Thread(Main::produce).start();
                        new Thread(Main::produce).start();
                        new Thread(() -> { while (Q.poll() == null) { } }).start();
                    }
                }"""));
        verdict(s, Multiplicity.MANY, Multiplicity.ONE, Topology.MPSC, Confidence.EXACT, Implementation.SEGMENTED);
        assertEquals(2, s.producers().threads().size());
    }

    @Test
    void threadStartedInALoopIsMany() throws Exception {
        Site s = only(analyse(mainDoing("""
                BlockingQueue<Integer> q = new ArrayBlockingQueue<>(16);
                for (int i = 0; i < 4; i++) {
                    new Thread(() -> { try { q.take(); } catch (InterruptedException e) { } }).start();
                }
                q.put(1);
                """)));
        verdict(s, Multiplicity.ONE, Multiplicity.MANY, Topology.SPMC, Confidence.EXACT, Implementation.SEGMENTED);
        assertEquals("main", s.producers().threads().get(0).kind());
    }

    @Test
    void twoWorkersWithTheirOwnQueuesStayApart() throws Exception {
        AnalysisResult r = analyse(IMPORTS + """
                class Worker implements Runnable {
                    private final BlockingQueue<String> in;
                    Worker(BlockingQueue<String> in) { this.in = in; }
                    public void run() { try { in.take(); } catch (InterruptedException e) { } }
                }""", mainDoing("""
                BlockingQueue<String> q1 = new LinkedBlockingQueue<>();
                BlockingQueue<String> q2 = new LinkedBlockingQueue<>();
                new Thread(new Worker(q1)).start();
                new Thread(new Worker(q2)).start();
                q1.put("a");
                q2.put("b");
                """));
        assertEquals(2, r.manifest().sites().size());
        for (Site s : r.manifest().sites()) {
            verdict(s, Multiplicity.ONE, Multiplicity.ONE, Topology.SPSC, Confidence.EXACT, Implementation.RING);
            assertEquals("Worker.run()", s.consumers().threads().get(0).name());
        }
    }

    @Test
    void singleThreadExecutorIsOneConsumerAndAFixedPoolIsMany() throws Exception {
        AnalysisResult r = analyse(mainDoing("""
                BlockingQueue<Integer> serial = new LinkedBlockingQueue<>();
                BlockingQueue<Integer> pooled = new LinkedBlockingQueue<>();
                ExecutorService one = Executors.newSingleThreadExecutor();
                ExecutorService many = Executors.newFixedThreadPool(4);
                for (int i = 0; i < 3; i++) {
                    one.execute(() -> serial.poll());
                    many.execute(() -> pooled.poll());
                }
                one.submit(() -> serial.poll());
                serial.offer(1);
                pooled.offer(2);
                one.shutdown(); many.shutdown();
                """));
        List<Site> sites = r.manifest().sites();
        verdict(sites.get(0), Multiplicity.ONE, Multiplicity.ONE, Topology.SPSC, Confidence.EXACT, Implementation.RING);
        verdict(sites.get(1), Multiplicity.ONE, Multiplicity.MANY, Topology.SPMC, Confidence.EXACT,
                Implementation.SEGMENTED);
    }

    @Test
    void aQueueHandedToUnknownCodeIsRefused() throws Exception {
        Site s = only(analyse(mainDoing("""
                BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                new Thread(() -> q.offer(1)).start();
                q.take();
                // a log record's parameters may be handed to a handler's own thread (printing is no escape)
                java.util.logging.Logger.getGlobal().log(java.util.logging.Level.INFO, "{0}", q);
                """)));
        assertEquals(Confidence.REFUSED, s.confidence());
        assertEquals(Implementation.GENERAL, s.implementation());
        assertTrue(s.reasons().get(0).contains("Logger.log"), s.reasons().toString());
    }

    @Test
    void anUnsupportedOperationRefusesTheRingAndNamesIt() throws Exception {
        Site s = only(analyse(mainDoing("""
                LinkedBlockingDeque<Integer> q = new LinkedBlockingDeque<>();
                new Thread(() -> q.offer(1)).start();
                q.take();
                q.pollLast();
                """)));
        assertEquals(Topology.SPSC, s.topology());
        assertEquals(Confidence.REFUSED, s.confidence());
        assertEquals(Implementation.GENERAL, s.implementation());
        assertTrue(s.reasons().get(0).contains("pollLast") && s.reasons().get(0).contains("ring"),
                s.reasons().toString());
    }

    /** Removal is the ring consumer's (issue 35): the remover is a consumer, and a single one keeps the ring. */
    @Test
    void removalOnTheConsumerThreadKeepsTheRing() throws Exception {
        Site s = only(analyse(mainDoing("""
                BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                new Thread(() -> q.offer(1)).start();
                q.take();
                q.remove(Integer.valueOf(3));
                q.removeIf(x -> x > 5);
                """)));
        verdict(s, Multiplicity.ONE, Multiplicity.ONE, Topology.SPSC, Confidence.EXACT, Implementation.RING);
        assertTrue(s.operations().contains("remove(Object)"), s.operations().toString());
    }

    /** Removal from a second thread makes it a second consumer: the single-consumer ring is no longer proven. */
    @Test
    void removalOnAnotherThreadCountsItAsAConsumer() throws Exception {
        Site s = only(analyse(mainDoing("""
                BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                new Thread(() -> q.offer(1)).start();
                new Thread(() -> q.remove(Integer.valueOf(3))).start();
                q.take();
                """)));
        assertEquals(Multiplicity.MANY, s.consumers().count(), s.reasons().toString());
        assertFalse(s.implementation() == Implementation.RING, s.reasons().toString());
    }

    @Test
    void iterationIsWeakAndIteratorRemoveIsTheSingleConsumersButRefusedWithManyConsumers() throws Exception {
        Site reading = only(analyse(IMPORTS + """
                class Main {
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        new Thread(() -> q.offer(1)).start();
                        q.take();
                        for (Integer i : q) { }
                    }
                }"""));
        verdict(reading, Multiplicity.ONE, Multiplicity.ONE, Topology.SPSC, Confidence.EXACT, Implementation.RING);
        Site removing = only(analyse(mainDoing("""
                BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                new Thread(() -> q.offer(1)).start();
                q.take();
                Iterator<Integer> it = q.iterator();
                if (it.hasNext()) { it.next(); it.remove(); }
                """)));
        verdict(removing, Multiplicity.ONE, Multiplicity.ONE, Topology.SPSC, Confidence.EXACT, Implementation.RING);
        assertTrue(removing.operations().contains("Iterator.remove()"), removing.operations().toString());
        Site manyProducers = only(analyse(IMPORTS + """
                class Main {
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        new Thread(() -> q.offer(1)).start();
                        new Thread(() -> q.offer(2)).start();
                        q.take();
                        Iterator<Integer> it = q.iterator();
                        if (it.hasNext()) { it.next(); it.remove(); }
                    }
                }"""));
        // many producers, one consumer: removal is the segmented-sc consumer's too (its front, issue 35)
        verdict(manyProducers, Multiplicity.MANY, Multiplicity.ONE, Topology.MPSC, Confidence.EXACT,
                Implementation.SEGMENTED);
        Site manyConsumers = only(analyse(IMPORTS + """
                class Main {
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        new Thread(() -> q.offer(1)).start();
                        new Thread(() -> q.poll()).start();
                        q.take();
                        Iterator<Integer> it = q.iterator();
                        if (it.hasNext()) { it.next(); it.remove(); }
                    }
                }"""));
        // the forms with many consumers cannot remove: the site stays general and the remark names the operation
        assertEquals(Topology.SPMC, manyConsumers.topology());
        assertEquals(Implementation.GENERAL, manyConsumers.implementation());
        assertTrue(manyConsumers.reasons().toString().contains("Iterator.remove()"), manyConsumers.reasons().toString());
    }

    /**
     * The deque's other-end operations are unsupported in the ring form (docs/runtime-operations.md): a site that uses
     * any of them keeps the general queue, with the operation named, even where one thread is on each side.
     */
    @Test
    void dequeOtherEndOperationsKeepTheSiteGeneral() throws Exception {
        for (String call : new String[] {"q.pollLast()", "q.peekLast()", "q.pollLast(1, TimeUnit.SECONDS)",
                "q.takeLast()", "q.removeLast()", "q.getLast()"}) {
            Site s = only(analyse(mainDoing("""
                    LinkedBlockingDeque<Integer> q = new LinkedBlockingDeque<>();
                    new Thread(() -> q.offer(1)).start();
                    q.take();
                    try { %s; } catch (RuntimeException e) { }
                    """.formatted(call))));
            assertEquals(Implementation.GENERAL, s.implementation(), call + ": " + s.reasons());
            assertEquals(Confidence.REFUSED, s.confidence(), call + ": " + s.reasons());
            String op = call.substring(2, call.indexOf('('));
            assertTrue(s.reasons().toString().contains(op), call + ": the reason names the operation: " + s.reasons());
        }
        for (String call : new String[] {"q.push(1)", "q.addFirst(1)", "q.offerFirst(1)", "q.putFirst(1)"}) {
            Site s = only(analyse(mainDoing("""
                    LinkedBlockingDeque<Integer> q = new LinkedBlockingDeque<>();
                    new Thread(() -> { try { %s; } catch (Exception e) { } }).start();
                    q.take();
                    """.formatted(call))));
            assertEquals(Implementation.GENERAL, s.implementation(), call + ": " + s.reasons());
            String op = call.substring(2, call.indexOf('('));
            assertTrue(s.reasons().toString().contains(op), call + ": " + s.reasons());
        }
    }

    /**
     * The deque's descending iterator removes as the queue's own iterator does (a consumer-side removal): on the one
     * consumer it keeps the ring; on another thread it makes that thread a second consumer, so no single-consumer
     * form is chosen.
     */
    @Test
    void descendingIteratorRemovalCountsItsThreadAsAConsumer() throws Exception {
        String removeNewest = "Iterator<Integer> it = q.descendingIterator();"
                + " if (it.hasNext()) { it.next(); it.remove(); }";
        Site onConsumer = only(analyse(mainDoing("""
                LinkedBlockingDeque<Integer> q = new LinkedBlockingDeque<>();
                new Thread(() -> q.offer(1)).start();
                q.take();
                %s
                """.formatted(removeNewest))));
        verdict(onConsumer, Multiplicity.ONE, Multiplicity.ONE, Topology.SPSC, Confidence.EXACT, Implementation.RING);
        assertTrue(onConsumer.operations().contains("Iterator.remove()"), onConsumer.operations().toString());
        Site onAnother = only(analyse(mainDoing("""
                LinkedBlockingDeque<Integer> q = new LinkedBlockingDeque<>();
                new Thread(() -> q.offer(1)).start();
                new Thread(() -> { %s }).start();
                q.take();
                """.formatted(removeNewest))));
        assertEquals(Multiplicity.MANY, onAnother.consumers().count(), onAnother.reasons().toString());
        assertFalse(onAnother.implementation() == Implementation.RING, onAnother.reasons().toString());
        assertFalse(onAnother.topology() == Topology.SPSC || onAnother.topology() == Topology.MPSC,
                onAnother.topology() + " " + onAnother.reasons());
    }

    @Test
    void aBoundedQueueWithManyProducersKeepsTheJdkQueueWithItsReason() throws Exception {
        for (String make : List.of("new ArrayBlockingQueue<Integer>(64)", "new LinkedBlockingQueue<Integer>(64)",
                "new LinkedBlockingQueue<Integer>()")) {
            Site s = only(analyse(mainDoing("""
                    BlockingQueue<Integer> q = %s;
                    new Thread(() -> q.offer(1)).start();
                    new Thread(() -> q.offer(2)).start();
                    new Thread(() -> q.poll()).start();
                    """.formatted(make))));
            boolean bounded = !make.endsWith("()");
            verdict(s, Multiplicity.MANY, Multiplicity.ONE, Topology.MPSC, Confidence.EXACT,
                    bounded ? Implementation.GENERAL : Implementation.SEGMENTED);
            assertEquals(bounded, s.reasons().stream().anyMatch(r -> r.startsWith("bounded with many producers")),
                    make + ": " + s.reasons());
        }
    }

    @Test
    void mainAndAThreadProducingIsMany() throws Exception {
        Site s = only(analyse(mainDoing("""
                ConcurrentLinkedQueue<Integer> q = new ConcurrentLinkedQueue<>();
                Thread t = new Thread(() -> q.add(1));
                t.start();
                q.add(2);
                new Thread(() -> q.poll()).start();
                """)));
        verdict(s, Multiplicity.MANY, Multiplicity.ONE, Topology.MPSC, Confidence.EXACT, Implementation.SEGMENTED);
    }

    @Test
    void librarymodeTreatsPublicMethodsAsManyCallers() throws Exception {
        Path dir = Programs.compile(tmp.resolve("lib"), IMPORTS + """
                public class Buffer {
                    private final BlockingQueue<String> q = new LinkedBlockingQueue<>();
                    public void put(String s) { q.offer(s); }
                    public String take() throws InterruptedException { return q.take(); }
                }""");
        AnalysisResult r = Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(dir)).library(true).build());
        ManifestSchema.assertValid(ManifestWriter.toJson(r.manifest()));
        Site s = only(r);
        verdict(s, Multiplicity.MANY, Multiplicity.MANY, Topology.MPMC, Confidence.EXACT, Implementation.GENERAL);
        assertEquals("unknown-caller", s.producers().threads().get(0).kind());
        assertFalse(r.manifest().closedWorld());
    }

    private static final String ONE_WORKER = mainDoing("""
            BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
            ExecutorService pool = %s;
            %s
            pool.execute(() -> q.offer(1));
            pool.execute(() -> q.offer(2));
            q.take(); q.take();
            pool.shutdown();
            """);

    @Test
    void aFixedPoolOfOneIsOneSerialThread() throws Exception {
        Site s = only(analyse(ONE_WORKER.formatted("Executors.newFixedThreadPool(1)", "")));
        verdict(s, Multiplicity.ONE, Multiplicity.ONE, Topology.SPSC, Confidence.EXACT, Implementation.RING);
    }

    @Test
    void aThreadPoolExecutorOfOneAndOneIsOneSerialThread() throws Exception {
        AnalysisResult r = analyse(ONE_WORKER.formatted(
                "new ThreadPoolExecutor(1, 1, 0L, TimeUnit.MILLISECONDS, new SynchronousQueue<Runnable>())", ""));
        Site s = r.manifest().sites().stream().filter(x -> x.operations().contains("offer")).findFirst()
                .orElseThrow();
        verdict(s, Multiplicity.ONE, Multiplicity.ONE, Topology.SPSC, Confidence.EXACT, Implementation.RING);
    }

    @Test
    void aResizedPoolOfOneRunsItsTasksInParallel() throws Exception {
        Site s = only(analyse(ONE_WORKER.formatted("Executors.newFixedThreadPool(1)",
                "((ThreadPoolExecutor) pool).setCorePoolSize(4); ((ThreadPoolExecutor) pool).setMaximumPoolSize(4);")));
        assertEquals(Multiplicity.MANY, s.producers().count(), s.reasons().toString());
        assertEquals(Implementation.SEGMENTED, s.implementation());
    }

    @Test
    void aFixedPoolOfTwoRunsItsTasksInParallel() throws Exception {
        Site s = only(analyse(ONE_WORKER.formatted("Executors.newFixedThreadPool(2)", "")));
        assertEquals(Multiplicity.MANY, s.producers().count(), s.reasons().toString());
    }
}
