package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Site;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Objects a constructor makes for the object it builds are kept apart per outer object two levels deep, as in
 * logback's AppenderAttachableImpl -> COWArrayList -> CopyOnWriteArrayList, where one shared inner list made the
 * AsyncAppender's worker look like it appends to itself. Recursive constructors still reach a fixpoint.
 */
class ConstructorContextTest {
    /** A wrapper whose constructor makes an inner object, whose constructor makes the list. */
    private static final String HOLDER = """

            class Holder {
                private final Inner inner = new Inner();
                void add(Runnable r) { inner.items.add(r); }
                void runAll() { for (Runnable r : inner.items) { r.run(); } }
            }
            class Inner {
                final java.util.List<Runnable> items = new CopyOnWriteArrayList<>();
            }""";

    @TempDir
    Path tmp;

    private List<Site> analyse(String program) throws Exception {
        Path classes = Programs.compile(tmp.resolve("classes"), program);
        return Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(classes)).mainClass("Main").build())
                .manifest().sites().stream().filter(s -> Site.KIND_QUEUE.equals(s.kind())).toList();
    }

    @Test
    void innerListsOfTwoWrappersStayApart() throws Exception {
        List<Site> sites = analyse("""
                import java.util.concurrent.*;
                class Main {
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new ArrayBlockingQueue<>(8);
                        Holder withOffer = new Holder();
                        Holder empty = new Holder();
                        withOffer.add(() -> q.offer(1));
                        Thread t = new Thread(() -> {
                            empty.runAll();
                            try { q.take(); } catch (InterruptedException e) { }
                        });
                        t.start();
                        withOffer.runAll();
                        t.join();
                    }
                }""" + HOLDER);
        assertEquals(1, sites.size(), sites.toString());
        Site s = sites.get(0);
        // main offers through the holder that has the task; the thread runs the empty holder only
        assertEquals(Multiplicity.ONE, s.producers().count(), s.toString());
        assertEquals(Multiplicity.ONE, s.consumers().count(), s.toString());
        assertEquals("spsc", s.topology().json(), s.toString());
    }

    @Test
    void theTaskInEitherHolderIsStillSeenOnEveryThreadThatRunsIt() throws Exception {
        List<Site> sites = analyse("""
                import java.util.concurrent.*;
                class Main {
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new ArrayBlockingQueue<>(8);
                        Holder shared = new Holder();
                        shared.add(() -> q.offer(1));
                        Thread t = new Thread(() -> shared.runAll());
                        t.start();
                        shared.runAll();
                        t.join();
                        q.take();
                    }
                }""" + HOLDER);
        assertEquals(Multiplicity.MANY, sites.get(0).producers().count(), sites.toString());
    }

    @Test
    void aRecursiveConstructorReachesAFixpointAndKeepsItsQueue() throws Exception {
        List<Site> sites = analyse("""
                import java.util.concurrent.*;
                class Main {
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new ArrayBlockingQueue<>(8);
                        Node n = new Node(5, q);
                        Thread t = new Thread(() -> n.last().q.offer(1));
                        t.start();
                        n.last().q.offer(2);
                        t.join();
                        q.take();
                    }
                }
                class Node {
                    final Node next;
                    final BlockingQueue<Integer> q;
                    Node(int depth, BlockingQueue<Integer> q) {
                        this.q = q;
                        this.next = depth > 0 ? new Node(depth - 1, q) : null;
                    }
                    Node last() { return next == null ? this : next.last(); }
                }""");
        assertEquals(1, sites.size(), sites.toString());
        assertEquals(Multiplicity.MANY, sites.get(0).producers().count(), sites.toString());
    }
}
