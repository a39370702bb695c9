package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.Topology;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A JDK call whose parameter is of a final JDK class ({@code String}) is passed only objects of that class: the
 * verifier checks it, and no class of the program can extend it. So an imprecise argument (an element of an array
 * {@code toArray} made, which stands for the list's elements, a queue among them) lets no queue escape there. A parameter of a type the program can extend
 * ({@code Object}) still does.
 */
class FinalParameterFilterTest {
    @TempDir
    Path tmp;

    private AnalysisResult analyse(String use) throws Exception {
        Path dir = Programs.compile(tmp.resolve("classes"), """
                import java.util.*;
                import java.util.concurrent.*;
                public class Main {
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        List<Object> all = new ArrayList<>();
                        all.add(q);
                        all.add("name");
                        String[] names = all.toArray(new String[0]);
                        Thread t = new Thread(() -> { try { q.take(); } catch (InterruptedException e) { } });
                        t.start();
                        q.put(1);
                """ + use + """
                        t.join();
                    }
                }""");
        return Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(dir)).mainClass("Main").build());
    }

    private static Site queue(AnalysisResult r) {
        return r.manifest().sites().stream().filter(s -> Site.KIND_QUEUE.equals(s.kind())).findFirst().orElseThrow();
    }

    @Test
    void aStringParameterTakesNoQueue() throws Exception {
        AnalysisResult r = analyse("""
                        System.out.println(new StringBuilder(names[a.length]).reverse());
                """);
        Site s = queue(r);
        assertEquals(Topology.SPSC, s.topology(), s.reasons()::toString);
        assertEquals(Confidence.EXACT, s.confidence(), s.reasons()::toString);
    }

    @Test
    void anObjectParameterStillLetsItEscape() throws Exception {
        AnalysisResult r = analyse("""
                        Object[] objects = all.toArray();
                        java.util.logging.Logger.getGlobal().log(java.util.logging.Level.INFO, "{0}", objects[a.length]);
                """);
        assertEquals(Confidence.REFUSED, queue(r).confidence(), queue(r).reasons()::toString);
    }
}
