package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Site;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A JDK collection printed or appended as text (slf4j's {@code "Actual provider is of type [" + list.get(0)}, where
 * the analysis' list may hold itself) reads its elements as text, on the printing thread, instead of escaping with
 * everything it holds; an element's {@code toString()} that touches a queue counts there.
 */
class ContainerTextTest {
    @TempDir
    Path tmp;

    private Site analyse(String print) throws Exception {
        String program = """
                import java.util.*;
                import java.util.concurrent.*;
                class Main {
                    static final class Box {
                        final BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        @Override public String toString() { return "box of " + q.poll(); }
                    }
                    public static void main(String[] a) throws Exception {
                        Box box = new Box();
                        List<Object> list = new ArrayList<>();
                        list.add(box);
                        Map<String, Object> map = new HashMap<>();
                        map.put("box", list);
                        Thread t = new Thread(() -> box.q.offer(1));
                        t.start();
                        t.join();
                        %s
                    }
                }""".formatted(print);
        Path classes = Programs.compile(tmp.resolve("classes"), program);
        return Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(classes)).mainClass("Main").build())
                .manifest().sites().stream().filter(x -> Site.KIND_QUEUE.equals(x.kind())).findFirst().orElseThrow();
    }

    @Test
    void aPrintedCollectionRunsItsElementsToStringHere() throws Exception {
        Site s = analyse("System.out.println(map); System.out.println(\"list \" + list.get(0));");
        assertEquals("spsc", s.topology().json(), s.toString());
        assertEquals(Multiplicity.ONE, s.consumers().count(), s.toString());
        assertTrue(s.consumers().threads().stream().anyMatch(t -> t.kind().equals("main")), s.toString());
    }

    @Test
    void theElementsToStringOnAnotherThreadCounts() throws Exception {
        Site s = analyse("Thread p = new Thread(() -> System.out.println(map)); p.start(); p.join();"
                + " System.out.println(list);");
        assertEquals(Multiplicity.MANY, s.consumers().count(), s.toString());
    }

    @Test
    void aPrintedThreadStillEscapes() throws Exception {
        // only the containers' text is modelled; a thread object printed escapes with its target, as before
        Site s = analyse("Thread idle = new Thread(() -> box.q.poll()); System.out.println(idle);");
        assertEquals(Confidence.REFUSED, s.confidence(), s.toString());
    }
}
