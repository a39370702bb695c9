package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.Topology;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code new ArrayList<>(map.values())} (slf4j's {@code SubstituteLoggerFactory.getLoggers()}): the copy reads the
 * values through the map's view, and a value of the program does not escape as a collection read through its own
 * methods. A collection of the program that is itself the argument still does.
 */
class BulkArgumentTypeTest {
    @TempDir
    Path tmp;

    private AnalysisResult analyse(String holder) throws Exception {
        return analyse(holder, "all.values()");
    }

    private AnalysisResult analyse(String holder, String copied) throws Exception {
        Path dir = Programs.compile(tmp.resolve("classes"), """
                import java.util.*;
                import java.util.concurrent.*;
                public class Main {
                    public static void main(String[] a) throws Exception {
                        Map<String, Holder> all = new ConcurrentHashMap<>();
                        Holder h = new Holder();
                        all.put("h", h);
                        Thread t = new Thread(() -> { try { h.q.take(); } catch (InterruptedException e) { } });
                        t.start();
                        h.q.put(1);
                        List<Object> copy = new ArrayList<>(%s);
                        System.out.println(copy.size());
                        t.join();
                    }
                }
                """.formatted(copied) + holder);
        return Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(dir)).mainClass("Main").build());
    }

    private static Site queue(AnalysisResult r) {
        return r.manifest().sites().stream().filter(s -> Site.KIND_QUEUE.equals(s.kind())).findFirst().orElseThrow();
    }

    @Test
    void anObjectThatIsNoCollectionIsNotReadAsOne() throws Exception {
        AnalysisResult r = analyse("class Holder { final BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); }");
        Site s = queue(r);
        assertEquals(Topology.SPSC, s.topology(), s.reasons()::toString);
        assertEquals(Confidence.EXACT, s.confidence(), s.reasons()::toString);
    }

    @Test
    void aCollectionOfTheProgramStillEscapes() throws Exception {
        AnalysisResult r = analyse("""
                class Holder implements Collection<Integer> {
                    final BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                    public Iterator<Integer> iterator() { return q.iterator(); }
                    public int size() { return q.size(); }
                    public boolean isEmpty() { return q.isEmpty(); }
                    public boolean contains(Object o) { return q.contains(o); }
                    public Object[] toArray() { return q.toArray(); }
                    public <T> T[] toArray(T[] a) { return q.toArray(a); }
                    public boolean add(Integer e) { return q.add(e); }
                    public boolean remove(Object o) { return q.remove(o); }
                    public boolean containsAll(Collection<?> c) { return q.containsAll(c); }
                    public boolean addAll(Collection<? extends Integer> c) { return q.addAll(c); }
                    public boolean removeAll(Collection<?> c) { return q.removeAll(c); }
                    public boolean retainAll(Collection<?> c) { return q.retainAll(c); }
                    public void clear() { q.clear(); }
                }""", "h");
        Site s = queue(r);
        assertEquals(Confidence.REFUSED, s.confidence(), s.reasons()::toString);
        assertTrue(String.join(" ", s.reasons()).contains("through its own methods"), s.reasons()::toString);
    }
}
