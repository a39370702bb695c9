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
 * An application class that extends a JDK collection, as logback's {@code TurboFilterList extends
 * CopyOnWriteArrayList}: its inherited methods are modelled on its own elements, so an interface call on an element
 * of an empty list has no target and leaks nothing, an element that was added is still called, and a class that
 * overrides a JDK method (JDK code may call it back) keeps the safe escape.
 */
class InheritedCollectionTest {
    @TempDir
    Path tmp;

    /** {@code extra} goes into class Filters; {@code setup} runs in main before the threads start. */
    private Site analyse(String extra, String setup) throws Exception {
        String program = """
                import java.util.concurrent.*;
                class Main {
                    public static void main(String[] a) throws Exception {
                        Ctx c = new Ctx();
                        %s
                        Thread t = new Thread(() -> {
                            try { c.q.put(1); } catch (InterruptedException e) { }
                            c.filters.decideAll(c);
                        });
                        t.start();
                        c.filters.decideAll(c);
                        c.q.take();
                        t.join();
                    }
                }
                interface Filter { void decide(Ctx ctx); }
                class Offering implements Filter { public void decide(Ctx ctx) { ctx.q.offer(2); } }
                class Filters extends CopyOnWriteArrayList<Filter> {
                    %s
                    void decideAll(Ctx ctx) {
                        if (size() == 1) {
                            get(0).decide(ctx);
                            return;
                        }
                        for (Object f : toArray()) {
                            ((Filter) f).decide(ctx);
                        }
                    }
                }
                class Ctx {
                    final BlockingQueue<Integer> q = new ArrayBlockingQueue<>(8);
                    final Filters filters = new Filters();
                }""".formatted(setup, extra);
        Path classes = Programs.compile(tmp.resolve("classes"), program);
        List<Site> sites = Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(classes)).mainClass("Main")
                .build()).manifest().sites().stream().filter(s -> Site.KIND_QUEUE.equals(s.kind())).toList();
        assertEquals(1, sites.size(), sites.toString());
        return sites.get(0);
    }

    @Test
    void anEmptyInheritedListCallsNothingSoNothingEscapes() throws Exception {
        Site s = analyse("", "");
        assertEquals("spsc", s.topology().json(), s.toString());
        assertEquals("exact", s.confidence().json(), s.toString());
    }

    @Test
    void anElementAddedThroughTheInheritedAddIsCalledOnEveryThread() throws Exception {
        Site s = analyse("", "c.filters.add(new Offering());");
        assertFollowed(s);
        assertEquals(Multiplicity.ONE, s.consumers().count(), s.toString());
    }

    /**
     * Offering.decide offers on main and on the thread: main produces through it, and the side counts more than one
     * (many, or unknown: a class extending a JDK collection still escapes where it is made, so its methods are also
     * run by code outside the program).
     */
    private static void assertFollowed(Site s) {
        assertTrue(s.producers().count() == Multiplicity.MANY || s.producers().count() == Multiplicity.UNKNOWN,
                s.toString());
        assertTrue(s.producers().threads().stream().anyMatch(t -> t.name().equals("main")
                && t.chain().stream().anyMatch(c -> c.startsWith("Offering.decide"))), s.toString());
    }

    @Test
    void anElementAddedThroughAnotherCollectionIsCalledToo() throws Exception {
        Site s = analyse("", "c.filters.addAll(java.util.List.of(new Offering()));");
        assertFollowed(s);
    }

    @Test
    void aClassThatOverridesAJdkMethodKeepsTheUnknownCall() throws Exception {
        Site s = analyse("@Override public boolean add(Filter f) { return super.add(f); }", "");
        assertEquals("refused", s.confidence().json(), s.toString());
        assertTrue(String.join(" ", s.reasons()).contains("escapes"), s.toString());
    }
}
