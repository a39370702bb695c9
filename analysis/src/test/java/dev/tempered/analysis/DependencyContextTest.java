package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Site;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Design note analysis: methods of dependency classes run without receiver contexts in application mode. Merging their
 * contexts merges points-to sets and adds up executions, so threads started or queues used inside a dependency
 * are still all counted, only less precisely.
 */
class DependencyContextTest {
    private static final String PUMP = """
            package lib;
            import java.util.Queue;
            public class Pump {
                private final Queue<Integer> out;
                public Pump(Queue<Integer> out) { this.out = out; }
                public void start() { new Thread(() -> out.offer(1)).start(); }
                public void put(int v) { out.offer(v); }
            }""";

    @TempDir
    Path tmp;

    /** Compiles {@code main} with the library; the library's classes go to their own directory, the class path. */
    private List<Site> analyse(String main) throws Exception {
        Path all = Programs.compile(tmp.resolve("all"), PUMP, "import java.util.concurrent.*; import lib.Pump;\n"
                + main);
        Path lib = Files.createDirectories(tmp.resolve("lib/lib"));
        try (Stream<Path> s = Files.list(all.resolve("lib"))) {
            for (Path c : s.toList()) {
                Files.move(c, lib.resolve(c.getFileName()));
            }
        }
        return Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(all)).classPath(List.of(tmp.resolve("lib")))
                .mainClass("Main").build()).manifest().sites().stream()
                .filter(s -> Site.KIND_QUEUE.equals(s.kind())).toList();
    }

    @Test
    void aDependencyStartingOneThreadPerInstanceCountsEveryThread() throws Exception {
        List<Site> sites = analyse("""
                class Main {
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        new Pump(q).start();
                        new Pump(q).start();
                        q.take();
                        q.take();
                    }
                }""");
        assertEquals(1, sites.size(), sites.toString());
        assertEquals(Multiplicity.MANY, sites.get(0).producers().count(), sites.toString());
        assertEquals(Multiplicity.ONE, sites.get(0).consumers().count(), sites.toString());
    }

    @Test
    void twoQueuesThroughOneDependencyMethodEachKeepTheirThread() throws Exception {
        List<Site> sites = analyse("""
                class Main {
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q1 = new LinkedBlockingQueue<>();
                        BlockingQueue<Integer> q2 = new LinkedBlockingQueue<>();
                        Pump p1 = new Pump(q1);
                        Pump p2 = new Pump(q2);
                        Thread t1 = new Thread(() -> p1.put(1));
                        Thread t2 = new Thread(() -> p2.put(2));
                        t1.start(); t2.start();
                        q1.take();
                        q2.take();
                    }
                }""");
        assertEquals(2, sites.size(), sites.toString());
        for (Site s : sites) {
            // one Pump.put node serves both receivers: each queue may be charged both threads, never none
            assertNotEquals(Multiplicity.NONE, s.producers().count(), s.toString());
            assertEquals(Multiplicity.ONE, s.consumers().count(), s.toString());
        }
    }
}
