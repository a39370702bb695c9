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
 * {@code java.beans.PropertyChangeEvent} is modelled as a holder of its source and values, as Log4j's
 * {@code LoggerContext.setConfiguration} makes one with itself and its configuration: making one lets nothing escape,
 * and a value read back out of it is the object put in, so what a thread does with it is still followed.
 */
class PropertyChangeEventTest {
    @TempDir
    Path tmp;

    /** {@code onThread} runs on the second thread with {@code ev}, the event made in main holding {@code c}. */
    private Site analyse(String onThread) throws Exception {
        String program = """
                import java.beans.PropertyChangeEvent;
                import java.util.concurrent.*;
                class Main {
                    public static void main(String[] a) throws Exception {
                        Ctx c = new Ctx();
                        PropertyChangeEvent ev = new PropertyChangeEvent(c, "config", null, c);
                        Thread t = new Thread(() -> {
                            try { c.q.put(1); } catch (InterruptedException e) { }
                            %s
                        });
                        t.start();
                        c.q.take();
                        t.join();
                    }
                }
                class Ctx {
                    final BlockingQueue<Integer> q = new ArrayBlockingQueue<>(8);
                }""".formatted(onThread);
        Path classes = Programs.compile(tmp.resolve("classes"), program);
        List<Site> sites = Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(classes)).mainClass("Main")
                .build()).manifest().sites().stream().filter(s -> Site.KIND_QUEUE.equals(s.kind())).toList();
        assertEquals(1, sites.size(), sites.toString());
        return sites.get(0);
    }

    @Test
    void anEventHoldingTheQueuesOwnerLetsNothingEscape() throws Exception {
        Site s = analyse("");
        assertEquals("spsc", s.topology().json(), s.toString());
        assertEquals("exact", s.confidence().json(), s.toString());
    }

    @Test
    void aValueReadBackIsTheObjectPutIn() throws Exception {
        // the thread's offer through the event's new value makes it a producer twice over, and main, which takes,
        // stays the one consumer; a value that came back as an unknown object would refuse the site instead
        Site s = analyse("((Ctx) ev.getNewValue()).q.offer(2); ((Ctx) ev.getSource()).q.offer(3);");
        assertEquals(Multiplicity.ONE, s.producers().count(), s.toString());
        assertEquals(Multiplicity.ONE, s.consumers().count(), s.toString());
        assertEquals("exact", s.confidence().json(), s.toString());
    }

    @Test
    void aValueReadBackAndUsedOnMainCountsMain() throws Exception {
        Site s = analyse("((Ctx) ev.getOldValue()).q.poll();");
        // the old value is null in the program, but the model does not tell old from new: the thread's poll through
        // it counts the thread as a consumer next to main, never fewer threads than can run
        assertTrue(s.consumers().count() != Multiplicity.ONE, s.toString());
    }
}
