package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.Topology;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Cases where an imprecise analysis merged threads or missed them: each verdict must be exact, or safe. */
class PrecisionTest {
    private static final String IMPORTS = "import java.util.*; import java.util.concurrent.*;\n";

    @TempDir
    Path tmp;

    private List<Site> analyse(String source) throws Exception {
        Path dir = Programs.compile(tmp.resolve("classes"), IMPORTS + source);
        return Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(dir)).mainClass("Main").build())
                .manifest().sites();
    }

    private static Site at(List<Site> sites, int ordinal) {
        return sites.stream().filter(s -> s.ordinal() == ordinal).findFirst().orElseThrow();
    }

    private static void verdict(Site s, Multiplicity p, Multiplicity c, Confidence conf, Implementation impl) {
        String why = s.id() + " " + s.reasons() + " " + s.producers() + " " + s.consumers();
        assertEquals(p, s.producers().count(), why);
        assertEquals(c, s.consumers().count(), why);
        assertEquals(conf, s.confidence(), why);
        assertEquals(impl, s.implementation(), why);
    }

    /** The demo's shape: javac reuses the reader loop's {@code t} slot for {@code aggregator}. */
    @Test
    void aLocalSlotReusedForAnotherThreadDoesNotMergeTheThreads() throws Exception {
        List<Site> sites = analyse("""
                class Main {
                    static void read(BlockingQueue<Integer> in) { in.offer(1); }
                    static void enrich(BlockingQueue<Integer> in, BlockingQueue<Integer> out) {
                        try { out.put(in.take()); } catch (InterruptedException e) { }
                    }
                    static void aggregate(BlockingQueue<Integer> in, Queue<Integer> slow) {
                        try { slow.offer(in.take()); } catch (InterruptedException e) { }
                    }
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> parsed = new ArrayBlockingQueue<>(16);
                        BlockingQueue<Integer> enriched = new LinkedBlockingQueue<>(16);
                        Queue<Integer> slow = new ConcurrentLinkedQueue<>();
                        List<Thread> readers = new ArrayList<>();
                        for (int r = 0; r < 2; r++) {
                            int shard = r;
                            Thread t = new Thread(() -> read(parsed), "reader-" + shard);
                            t.start();
                            readers.add(t);
                        }
                        Thread enricher = new Thread(() -> enrich(parsed, enriched));
                        enricher.start();
                        int[] totals = new int[1]; // takes shard's slot, so aggregator takes t's
                        Thread aggregator = new Thread(() -> aggregate(enriched, slow));
                        aggregator.start();
                        for (Thread t : readers) { t.join(); }
                        enricher.join();
                        aggregator.join();
                        slow.poll();
                    }
                }""");
        verdict(at(sites, 0), Multiplicity.MANY, Multiplicity.ONE, Confidence.EXACT, Implementation.GENERAL); // bounded, many producers
        verdict(at(sites, 1), Multiplicity.ONE, Multiplicity.ONE, Confidence.EXACT, Implementation.RING);
        verdict(at(sites, 2), Multiplicity.ONE, Multiplicity.ONE, Confidence.EXACT, Implementation.RING);
    }

    @Test
    void aQueueHandedToAMethodFoundByReflectionIsUnknown() throws Exception {
        Site s = at(analyse("""
                class Main {
                    public static void fill(BlockingQueue<Integer> q) { q.offer(1); }
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        java.lang.reflect.Method m = Main.class.getMethod("fill", BlockingQueue.class);
                        Thread t = new Thread(() -> {
                            try { m.invoke(null, q); } catch (ReflectiveOperationException e) { }
                        });
                        t.start();
                        q.take();
                    }
                }"""), 0);
        verdict(s, Multiplicity.UNKNOWN, Multiplicity.UNKNOWN, Confidence.REFUSED, Implementation.GENERAL);
        assertEquals(Topology.UNKNOWN, s.topology());
    }

    @Test
    void pushIsAProducerOperation() throws Exception {
        Site s = at(analyse("""
                class Main {
                    public static void main(String[] a) {
                        BlockingDeque<Integer> undo = new LinkedBlockingDeque<>();
                        for (int i = 0; i < 10; i++) { undo.push(i); }
                        while (!undo.isEmpty()) { undo.pop(); }
                    }
                }"""), 0);
        assertEquals(Multiplicity.ONE, s.producers().count(), s.reasons().toString());
        assertEquals(Multiplicity.ONE, s.consumers().count(), s.reasons().toString());
        assertEquals(Implementation.GENERAL, s.implementation()); // push: no specialised form supports it
    }
    @Test
    void aThreadJoinedBeforeTheNextStartsIsOneAtATime() throws Exception {
        Site s = at(analyse("""
                class Main {
                    static Runnable fill(BlockingQueue<Integer> q) { return () -> q.offer(1); }
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        Thread c = new Thread(() -> { try { q.take(); q.take(); q.take(); } catch (InterruptedException e) { } });
                        c.start();
                        Thread first = new Thread(fill(q));
                        first.start();
                        first.join();
                        Thread second = new Thread(fill(q));
                        second.start();
                        second.join();
                        q.offer(3);
                        c.join();
                    }
                }"""), 0);
        verdict(s, Multiplicity.ONE, Multiplicity.ONE, Confidence.EXACT, Implementation.RING);
    }

    @Test
    void aThreadNotJoinedOnEveryPathStillOverlaps() throws Exception {
        Site s = at(analyse("""
                class Main {
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        Thread c = new Thread(() -> { try { q.take(); q.take(); } catch (InterruptedException e) { } });
                        c.start();
                        Thread first = new Thread(() -> q.offer(1));
                        first.start();
                        if (a.length > 0) { first.join(); }
                        q.offer(2);
                        first.join(1);
                    }
                }"""), 0);
        assertEquals(Multiplicity.MANY, s.producers().count(), s.reasons().toString());
    }
}
