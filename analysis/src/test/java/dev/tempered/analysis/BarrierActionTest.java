package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Site;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code new CyclicBarrier(parties, action)} (JMH's BenchmarkHandler): the action runs once per trip on the last
 * party to arrive, one trip after the other, so it is one more thread of its own, not an escape; a barrier made in a
 * loop has as many.
 */
class BarrierActionTest {
    @TempDir
    Path tmp;

    private Site analyse(boolean inALoop) throws Exception {
        String program = """
                import java.util.concurrent.*;
                class Main {
                    final BlockingQueue<Integer> results = new LinkedBlockingQueue<>();
                    int round;
                    void collect() { results.offer(round++); }
                    static void trip(Main m) throws Exception {
                        CyclicBarrier barrier = new CyclicBarrier(2, m::collect);
                        Thread t = new Thread(() -> {
                            try { barrier.await(); } catch (Exception e) { }
                        });
                        t.start();
                        barrier.await();
                        t.join();
                    }
                    public static void main(String[] a) throws Exception {
                        Main m = new Main();
                        %s
                        while (m.results.poll() != null) { }
                    }
                }""".formatted(inALoop ? "for (int i = 0; i < 3; i++) trip(m);" : "trip(m);");
        Path classes = Programs.compile(tmp.resolve("classes"), program);
        return Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(classes)).mainClass("Main").build())
                .manifest().sites().stream().filter(x -> Site.KIND_QUEUE.equals(x.kind())).findFirst().orElseThrow();
    }

    @Test
    void theActionOfOneBarrierIsOneProducer() throws Exception {
        Site s = analyse(false);
        assertEquals("spsc", s.topology().json(), s.toString());
        assertEquals(Multiplicity.ONE, s.producers().count(), s.toString());
        assertTrue(s.producers().threads().stream().anyMatch(t -> t.kind().equals("barrier-action")), s.toString());
    }

    @Test
    void theActionsOfBarriersMadeInALoopAreMany() throws Exception {
        Site s = analyse(true);
        assertEquals(Multiplicity.MANY, s.producers().count(), s.toString());
    }
}
