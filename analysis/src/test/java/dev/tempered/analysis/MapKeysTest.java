package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Site;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A map's keys are kept apart from its values: a lookup or {@code values()} returns values only, so keys made by
 * JDK code (unknown objects) do not turn the values' receivers unknown (slf4j's {@code SubstituteLoggerFactory}
 * iterates {@code new ArrayList<>(loggers.values())} of a map keyed by logger names). Every way a key comes back
 * out ({@code keySet()}, {@code entrySet()}, a copy, a wrapper) still carries the keys.
 */
class MapKeysTest {
    @TempDir
    Path tmp;

    private Site analyse(String body) throws Exception {
        String program = """
                import java.util.*;
                import java.util.concurrent.*;
                class Worker {
                    final BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                    void produce() { q.offer(1); }
                }
                class Main {
                    public static void main(String[] a) throws Exception {
                %s
                    }
                }""".formatted(body.indent(8));
        Path classes = Programs.compile(tmp.resolve("classes"), program);
        return Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(classes)).mainClass("Main").build())
                .manifest().sites().stream().filter(x -> Site.KIND_QUEUE.equals(x.kind())).findFirst().orElseThrow();
    }

    @Test
    void valuesOfAMapKeyedByJdkStringsStayKnown() throws Exception {
        Site s = analyse("""
                Map<String, Worker> byName = new ConcurrentHashMap<>();
                byName.put(String.valueOf(System.nanoTime()), new Worker());
                for (Worker w : new ArrayList<>(byName.values())) {
                    w.produce();
                }
                Worker one = byName.get("x");
                if (one != null) {
                    one.q.poll();
                }
                """);
        assertNotEquals(Confidence.REFUSED, s.confidence(), s.toString());
        assertEquals("spsc", s.topology().json(), s.toString());
    }

    private static final String THREADS_FROM = """
            for (Worker w : %s) {
                new Thread(w::produce).start();
            }
            """;

    private void keysStillReachTheirThreads(String setUp, String keys) throws Exception {
        Site s = analyse(setUp + THREADS_FROM.formatted(keys));
        assertEquals(Multiplicity.MANY, s.producers().count(), s.toString());
    }

    @Test
    void keySetHandsTheKeysBack() throws Exception {
        keysStillReachTheirThreads("""
                Map<Worker, String> m = new HashMap<>();
                m.put(new Worker(), "w");
                """, "m.keySet()");
    }

    @Test
    void entrySetHandsTheKeysBack() throws Exception {
        Site s = analyse("""
                Map<Worker, String> m = new HashMap<>();
                m.put(new Worker(), "w");
                for (Map.Entry<Worker, String> e : m.entrySet()) {
                    new Thread(e.getKey()::produce).start();
                }
                """);
        assertEquals(Multiplicity.MANY, s.producers().count(), s.toString());
    }

    @Test
    void aCopyOfTheMapKeepsTheKeys() throws Exception {
        keysStillReachTheirThreads("""
                Map<Worker, String> m = new HashMap<>();
                m.put(new Worker(), "w");
                Map<Worker, String> copy = new TreeMap<>(m);
                """, "copy.keySet()");
    }

    @Test
    void aKeyPutThroughAWrapperIsAKeyOfTheMap() throws Exception {
        keysStillReachTheirThreads("""
                Map<Worker, String> m = new HashMap<>();
                Map<Worker, String> sync = Collections.synchronizedMap(m);
                sync.put(new Worker(), "w");
                """, "m.keySet()");
    }

    @Test
    void aKeyGivenToAFunctionOfTheMapIsTheKey() throws Exception {
        Site s = analyse("""
                Map<Worker, String> m = new HashMap<>();
                m.put(new Worker(), "w");
                m.forEach((w, name) -> new Thread(w::produce).start());
                """);
        assertEquals(Multiplicity.MANY, s.producers().count(), s.toString());
    }
}
