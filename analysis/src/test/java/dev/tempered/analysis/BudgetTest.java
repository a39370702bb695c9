package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Site;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The budget bounds the whole analysis: a tiny budget on a larger program returns promptly, every site refused. */
class BudgetTest {
    @TempDir
    Path tmp;

    /** A library of {@code n} classes, each with a queue, calling each other through Object-typed holders. */
    private static String[] program(int n) {
        List<String> srcs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int next = (i + 1) % n;
            int other = (i * 7 + 3) % n;
            srcs.add("import java.util.*; import java.util.concurrent.*;\n"
                    + "public class C" + i + " {\n"
                    + "  private final BlockingQueue<Object> q = new LinkedBlockingQueue<>();\n"
                    + "  private final List<Object> all = new ArrayList<>();\n"
                    + "  public Object held = new Object();\n"
                    + "  public void put(Object o) { q.offer(o); all.add(o); new C" + next + "().put(all.get(0)); }\n"
                    + "  public Object take() throws Exception { Object o = q.take(); held = o; return o; }\n"
                    + "  public void spread(Map<Object, Object> m) { for (Object o : all) m.put(o, q);"
                    + " new C" + other + "().put(m); }\n"
                    + "  public void start() { new Thread(() -> { try { put(take()); } catch (Exception e) { } })"
                    + ".start(); }\n"
                    + "}");
        }
        return srcs.toArray(String[]::new);
    }

    @Test
    void aTinyBudgetRefusesEverySiteAndReturnsPromptly() throws Exception {
        Path dir = Programs.compile(tmp.resolve("lib"), program(300));
        long t0 = System.nanoTime();
        AnalysisResult r = Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(dir)).library(true)
                .budget(Duration.ofMillis(1)).build());
        long ms = (System.nanoTime() - t0) / 1_000_000;
        List<Site> queues = r.manifest().sites().stream().filter(s -> Site.KIND_QUEUE.equals(s.kind())).toList();
        assertEquals(300, queues.size());
        for (Site s : queues) {
            assertEquals(Confidence.REFUSED, s.confidence(), s.id());
            assertEquals(Multiplicity.UNKNOWN, s.producers().count(), s.id());
            assertFalse(s.reasons().isEmpty());
            assertTrue(s.reasons().get(0).contains("budget") || s.reasons().get(0).contains("elapsed"),
                    s.reasons().get(0));
        }
        // class reading and site finding are outside the budget; the solve itself stops at its first check
        assertTrue(ms < 20_000, "took " + ms + " ms");
    }

    /**
     * The same library with the default budget reaches its fixpoint (design note analysis: no receiver contexts in
     * library mode, type filters, flooded elements merged): every site gets the verdict of the solved program, here
     * refusals because its queues escape, none for the budget.
     */
    @Test
    @org.junit.jupiter.api.Tag("scale")
    void theDefaultBudgetSolvesTheLibrary() throws Exception {
        Path dir = Programs.compile(tmp.resolve("lib"), program(300));
        AnalysisResult r = Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(dir)).library(true).build());
        List<Site> queues = r.manifest().sites().stream().filter(s -> Site.KIND_QUEUE.equals(s.kind())).toList();
        assertEquals(300, queues.size());
        for (Site s : queues) {
            assertFalse(s.reasons().isEmpty(), s.id());
            String why = s.reasons().get(0);
            assertFalse(why.contains("budget") || why.contains("elapsed time"), s.id() + ": " + why);
            assertTrue(why.contains("escapes"), s.id() + ": " + why);
        }
    }
}
