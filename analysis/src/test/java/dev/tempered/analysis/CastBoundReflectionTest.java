package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.ManifestReader;
import dev.tempered.manifest.ManifestSchema;
import dev.tempered.manifest.ManifestWriter;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.ReflectiveCall;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.Topology;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A class named at run time (a configuration value) whose object is cast to a program type is one of that type's
 * subtypes in the closed world (docs/closed-world.md, "assumed"): ZooKeeper's MetricsProviderBootstrap and
 * ProviderRegistry, ClientCnxnSocket in ZooKeeper's client.
 */
class CastBoundReflectionTest {
    private static final String IMPORTS = "import java.util.*; import java.util.concurrent.*;\n";
    private static final String PLUGIN = IMPORTS + "public interface Plugin { void put(int v); }";
    /** A plugin whose constructor starts the one thread that drains its own queue. */
    private static final String DRAINING = IMPORTS + """
            public class Draining implements Plugin {
                final BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                public Draining() {
                    new Thread(() -> { try { while (q.take() >= 0) { } } catch (InterruptedException e) { } }).start();
                }
                public void put(int v) { q.offer(v); }
            }""";
    /** Not a plugin: a name computed at run time never makes one here, and its queue is not reachable. */
    private static final String OTHER = IMPORTS + """
            public class Other {
                final BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                public Other() { q.offer(1); }
            }""";

    @TempDir
    Path tmp;

    private AnalysisResult analyse(String... sources) throws Exception {
        Path dir = Programs.compile(tmp.resolve("classes"), sources);
        AnalysisResult r = Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(dir)).mainClass("Main").build());
        String json = ManifestWriter.toJson(r.manifest());
        ManifestSchema.assertValid(json);
        assertEquals(r.manifest(), ManifestReader.read(new StringReader(json), "test"), "round trip");
        return r;
    }

    private static Site site(AnalysisResult r, String cls) {
        return r.manifest().sites().stream().filter(s -> s.className().equals(cls)).findFirst().orElseThrow();
    }

    private static ReflectiveCall call(AnalysisResult r, String api) {
        return r.manifest().reflection().stream().filter(c -> c.call().equals(api)).findFirst()
                .orElseThrow(() -> new AssertionError(api + " not listed: " + r.manifest().reflection()));
    }

    @Test
    void aComputedNameCastToAProgramTypeMakesItsSubtypes() throws Exception {
        AnalysisResult r = analyse(PLUGIN, DRAINING, OTHER, IMPORTS + """
                class Main {
                    public static void main(String[] a) throws Exception {
                        Class<?> c = Class.forName(a[0]);
                        if (c == null) return;
                        Plugin p = (Plugin) c.getDeclaredConstructor().newInstance();
                        for (int i = 0; i < 10; i++) p.put(i);
                    }
                }""");
        ReflectiveCall forName = call(r, "Class.forName");
        assertEquals(ReflectiveCall.ASSUMED, forName.status(), r.manifest().reflection()::toString);
        assertEquals(List.of("Draining", "Plugin"), forName.targets());
        assertTrue(forName.assumes().contains("is a Plugin"), forName.assumes());
        ReflectiveCall made = call(r, "Constructor.newInstance");
        assertEquals(ReflectiveCall.ASSUMED, made.status());
        assertEquals(List.of("Draining"), made.targets());
        assertTrue(r.manifest().reflection().stream().noneMatch(x -> x.status().equals(ReflectiveCall.UNRESOLVED)),
                r.manifest().reflection()::toString);
        Site s = site(r, "Draining");
        assertEquals(Topology.SPSC, s.topology(), s.reasons()::toString);
        assertEquals(Confidence.EXACT, s.confidence(), s.reasons()::toString);
        assertTrue(s.reasons().stream().anyMatch(x -> x.contains("depends on the reflective call")
                && x.contains("is a Plugin")), s.reasons()::toString);
        // nothing unresolved is left, so a class that is no Plugin is plainly not reachable
        Site other = site(r, "Other");
        assertEquals(Topology.NONE, other.topology());
        assertTrue(String.join(" ", other.reasons()).contains("not reachable"), other.reasons()::toString);
    }

    @Test
    void theConstructorsOfEverySubtypeRunWithTheArguments() throws Exception {
        // two plugins take the queue; one drains it on a thread of its own, the other feeds it from another: the
        // queue has two producers (main and the feeder) whichever class the configuration names
        AnalysisResult r = analyse(PLUGIN, IMPORTS + """
                public class Drain implements Plugin {
                    public Drain(BlockingQueue<Integer> q) {
                        new Thread(() -> { try { while (q.take() >= 0) { } } catch (InterruptedException e) { } })
                                .start();
                    }
                    public void put(int v) { }
                }""", IMPORTS + """
                public class Feed implements Plugin {
                    public Feed(BlockingQueue<Integer> q) { new Thread(() -> q.offer(7)).start(); }
                    public void put(int v) { }
                }""", IMPORTS + """
                class Main {
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        ClassLoader l = Main.class.getClassLoader();
                        java.lang.reflect.Constructor<?> k = l.loadClass(a[0]).getConstructor(BlockingQueue.class);
                        Plugin p = (Plugin) k.newInstance(q);
                        q.offer(1);
                        p.put(2);
                    }
                }""");
        // loading does not initialise: it runs no code of the class, whatever it is
        ReflectiveCall load = call(r, "ClassLoader.loadClass");
        assertEquals(ReflectiveCall.RESOLVED, load.status(), r.manifest().reflection()::toString);
        assertEquals(List.of(), load.targets());
        assertEquals(List.of("Drain", "Feed"), call(r, "Constructor.newInstance").targets());
        Site s = site(r, "Main");
        assertEquals(Multiplicity.MANY, s.producers().count(), s.reasons()::toString);
        assertEquals(Multiplicity.ONE, s.consumers().count(), s.reasons()::toString);
        assertEquals(Topology.MPSC, s.topology(), s.reasons()::toString);
    }

    @Test
    void forNameWithoutInitialisationRunsNoCode() throws Exception {
        AnalysisResult r = analyse(PLUGIN, DRAINING, OTHER, IMPORTS + """
                class Main {
                    public static void main(String[] a) throws Exception {
                        Class<?> c = Class.forName(a[0], false, Main.class.getClassLoader());
                        System.out.println(c.getName());
                    }
                }""");
        ReflectiveCall forName = call(r, "Class.forName");
        assertEquals(ReflectiveCall.RESOLVED, forName.status(), r.manifest().reflection()::toString);
        assertEquals(List.of(), forName.targets());
        assertTrue(String.join(" ", site(r, "Other").reasons()).contains("not reachable"),
                site(r, "Other").reasons()::toString);
    }

    @Test
    void forNameWithAComputedInitialiseFlagStaysUnresolved() throws Exception {
        AnalysisResult r = analyse(PLUGIN, DRAINING, OTHER, IMPORTS + """
                class Main {
                    public static void main(String[] a) throws Exception {
                        Class<?> c = Class.forName(a[0], a.length > 1, Main.class.getClassLoader());
                        System.out.println(c.getName());
                    }
                }""");
        assertEquals(ReflectiveCall.UNRESOLVED, call(r, "Class.forName").status(), r.manifest().reflection()::toString);
        assertTrue(String.join(" ", site(r, "Other").reasons()).startsWith("not reached by the analysis"),
                site(r, "Other").reasons()::toString);
    }

    @Test
    void aClassValueUsedAnyOtherWayStaysUnresolved() throws Exception {
        AnalysisResult r = analyse(PLUGIN, DRAINING, OTHER, IMPORTS + """
                class Main {
                    public static void main(String[] a) throws Exception {
                        Class<?> c = Class.forName(a[0]);
                        System.out.println(c.getName());
                        Plugin p = (Plugin) c.getDeclaredConstructor().newInstance();
                        p.put(1);
                    }
                }""");
        assertEquals(ReflectiveCall.UNRESOLVED, call(r, "Class.forName").status(), r.manifest().reflection()::toString);
        // the object made is still bounded by its own cast; the loading of any class is not, so a site no entry
        // point reaches may be reached through it
        assertEquals(ReflectiveCall.ASSUMED, call(r, "Constructor.newInstance").status());
        Site other = site(r, "Other");
        assertEquals(Confidence.REFUSED, other.confidence());
        assertTrue(String.join(" ", other.reasons()).startsWith("not reached by the analysis")
                && other.reasons().toString().contains("Class.forName() at Main"), other.reasons()::toString);
    }

    @Test
    void aCastToAJdkTypeDoesNotBoundTheClass() throws Exception {
        AnalysisResult r = analyse(DRAINING, PLUGIN, IMPORTS + """
                class Main {
                    public static void main(String[] a) throws Exception {
                        Runnable p = (Runnable) Class.forName(a[0]).getDeclaredConstructor().newInstance();
                        p.run();
                    }
                }""");
        assertEquals(ReflectiveCall.UNRESOLVED, call(r, "Class.forName").status(), r.manifest().reflection()::toString);
        Site s = site(r, "Draining");
        assertEquals(Confidence.REFUSED, s.confidence());
        assertTrue(String.join(" ", s.reasons()).startsWith("not reached by the analysis"), s.reasons()::toString);
    }
}
