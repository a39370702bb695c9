package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Site;
import java.nio.file.Path;
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
        return Programs.firstQueue(tmp.resolve("classes"), program);
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
        manyProducers(setUp + THREADS_FROM.formatted(keys));
    }

    /** A key's thread is started once per key the loop finds: many, never fewer. */
    private void manyProducers(String body) throws Exception {
        Site s = analyse(body);
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
        manyProducers("""
                Map<Worker, String> m = new HashMap<>();
                m.put(new Worker(), "w");
                for (Map.Entry<Worker, String> e : m.entrySet()) {
                    new Thread(e.getKey()::produce).start();
                }
                """);
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
        manyProducers("""
                Map<Worker, String> m = new HashMap<>();
                m.put(new Worker(), "w");
                m.forEach((w, name) -> new Thread(w::produce).start());
                """);
    }
}
