package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Implementation;
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

/** Reflection resolved from constants, and unresolved reflection never silent (docs/closed-world.md). */
class ReflectionTest {
    private static final String IMPORTS = "import java.util.*; import java.util.concurrent.*; "
            + "import java.lang.reflect.*; import java.lang.invoke.*;\n";
    /** A worker whose constructor starts a thread that drains a queue of its own; main feeds it. */
    private static final String WORKER = IMPORTS + """
            public class Worker implements java.util.function.IntConsumer {
                final BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                public Worker() {
                    new Thread(() -> { try { while (q.take() >= 0) { } } catch (InterruptedException e) { } }).start();
                }
                public void accept(int v) { q.offer(v); }
            }""";

    @TempDir
    Path tmp;

    private AnalysisResult analyse(String... sources) throws Exception {
        return analyse(false, sources);
    }

    private AnalysisResult analyse(boolean absentClassesThrow, String... sources) throws Exception {
        Path dir = Programs.compile(tmp.resolve("classes"), sources);
        AnalysisResult r = Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(dir)).mainClass("Main")
                .absentClassesThrow(absentClassesThrow).build());
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
    void constantForNameAndNewInstanceReachTheClass() throws Exception {
        AnalysisResult r = analyse(WORKER, IMPORTS + """
                class Main {
                    public static void main(String[] a) throws Exception {
                        java.util.function.IntConsumer w = (java.util.function.IntConsumer)
                                Class.forName("Worker").getDeclaredConstructor().newInstance();
                        for (int i = 0; i < 10; i++) w.accept(i);
                    }
                }""");
        Site s = site(r, "Worker");
        assertEquals(Topology.SPSC, s.topology(), s.reasons()::toString);
        assertEquals(Confidence.EXACT, s.confidence(), s.reasons()::toString);
        ReflectiveCall forName = call(r, "Class.forName");
        assertEquals(ReflectiveCall.RESOLVED, forName.status(), r.manifest().reflection()::toString);
        assertEquals(List.of("Worker"), forName.targets());
        assertEquals("Main", forName.at().className());
        assertTrue(forName.at().line() > 0);
        assertEquals(ReflectiveCall.RESOLVED, call(r, "Constructor.newInstance").status());
        assertTrue(r.summary().endsWith("; reflective calls: 2 resolved, 0 unresolved"), r.summary());
    }

    @Test
    void aPropertyDefaultIsTakenAndTheKeyRecorded() throws Exception {
        AnalysisResult r = analyse(WORKER, IMPORTS + """
                class Main {
                    private static String prefix = "Wor";
                    public static void main(String[] a) throws Exception {
                        String n = System.getProperty("acme.worker", prefix + "ker");
                        java.util.function.IntConsumer w = (java.util.function.IntConsumer)
                                Class.forName(n).getDeclaredConstructor().newInstance();
                        w.accept(1);
                    }
                }""");
        ReflectiveCall forName = call(r, "Class.forName");
        assertEquals(ReflectiveCall.ASSUMED, forName.status());
        assertTrue(forName.assumes().contains("'acme.worker'"), forName.assumes());
        Site s = site(r, "Worker");
        assertEquals(Topology.SPSC, s.topology(), s.reasons()::toString);
        assertTrue(s.reasons().stream().anyMatch(x -> x.contains("depends on the reflective call Class.forName")
                && x.contains("acme.worker")), s.reasons()::toString);
        assertTrue(r.diagnostics().stream().anyMatch(d -> d.contains("acme.worker")), r.diagnostics()::toString);
    }

    @Test
    void aPropertyWithAClassLiteralFallbackIsTakenAndTheKeyRecorded() throws Exception {
        // ZooKeeper's ServerCnxnFactory.createFactory(): the property, or the class literal's name when unset
        AnalysisResult r = analyse(WORKER, IMPORTS + """
                class Main {
                    public static void main(String[] a) throws Exception {
                        String n = System.getProperty("acme.worker");
                        if (n == null) {
                            n = Worker.class.getName();
                        }
                        java.util.function.IntConsumer w = (java.util.function.IntConsumer)
                                Class.forName(n).getDeclaredConstructor().newInstance();
                        w.accept(1);
                    }
                }""");
        ReflectiveCall forName = call(r, "Class.forName");
        assertEquals(ReflectiveCall.ASSUMED, forName.status(), r.manifest().reflection()::toString);
        assertEquals(List.of("Worker"), forName.targets());
        assertTrue(forName.assumes().contains("'acme.worker'"), forName.assumes());
        Site s = site(r, "Worker");
        assertEquals(Topology.SPSC, s.topology(), s.reasons()::toString);
        assertTrue(s.reasons().stream().anyMatch(x -> x.contains("acme.worker")), s.reasons()::toString);
    }

    @Test
    void aPropertyReadWithoutFallbackLoadsNothingWhileUnset() throws Exception {
        AnalysisResult r = analyse(WORKER, IMPORTS + """
                class Main {
                    public static void main(String[] a) throws Exception {
                        String n = System.getProperty("acme.worker");
                        if (n != null) {
                            Object w = Class.forName(n).getDeclaredConstructor().newInstance();
                            System.out.println(w);
                        }
                    }
                }""");
        // unset, the property is null and the branch is not taken: nothing is loaded, under that stated assumption
        ReflectiveCall forName = call(r, "Class.forName");
        assertEquals(ReflectiveCall.ASSUMED, forName.status(), r.manifest().reflection()::toString);
        assertEquals(List.of(), forName.targets());
        assertTrue(forName.assumes().contains("'acme.worker'"), forName.assumes());
        assertTrue(r.diagnostics().stream().anyMatch(d -> d.contains("acme.worker")), r.diagnostics()::toString);
    }

    @Test
    void aConstantNameOfAnAbsentClassLoadsNothing() throws Exception {
        // ZooKeeper's ManagedUtil loads log4j's JMX classes by name; without log4j the call throws and makes nothing
        AnalysisResult r = analyse(true, WORKER, IMPORTS + """
                class Main {
                    public static void main(String[] a) throws Exception {
                        java.util.function.IntConsumer w = new Worker();
                        try {
                            Object o = Class.forName("org.acme.absent.Plugin").getDeclaredConstructor(Object.class)
                                    .newInstance(w);
                            System.out.println(o);
                        } catch (ReflectiveOperationException e) {
                            System.out.println("no plugin");
                        }
                        w.accept(1);
                    }
                }""");
        ReflectiveCall forName = call(r, "Class.forName");
        assertEquals(ReflectiveCall.RESOLVED, forName.status(), r.manifest().reflection()::toString);
        assertEquals(List.of(), forName.targets());
        assertEquals(ReflectiveCall.RESOLVED, call(r, "Constructor.newInstance").status());
        Site s = site(r, "Worker");
        assertEquals(Topology.SPSC, s.topology(), s.reasons()::toString);
        assertTrue(s.reasons().stream().anyMatch(x -> x.contains("org.acme.absent.Plugin absent")), s.reasons()::toString);
    }

    @Test
    void aConstructorThatIsNullWhileThePropertyIsUnsetMakesNothing() throws Exception {
        // slf4j's LoggerFactory.loadExplicitlySpecified: the named provider only when the property is set
        AnalysisResult r = analyse(WORKER, IMPORTS + """
                class Main {
                    public static void main(String[] a) throws Exception {
                        java.util.function.IntConsumer w = new Worker();
                        String n = System.getProperty("acme.provider");
                        Object p = null;
                        if (n != null) {
                            p = Class.forName(n).getConstructor().newInstance();
                        }
                        System.out.println(p);
                        w.accept(1);
                    }
                }""");
        ReflectiveCall make = call(r, "Constructor.newInstance");
        assertEquals(ReflectiveCall.ASSUMED, make.status(), r.manifest().reflection()::toString);
        assertEquals(List.of(), make.targets());
        assertTrue(make.assumes().contains("'acme.provider'"), make.assumes());
        Site s = site(r, "Worker");
        assertEquals(Topology.SPSC, s.topology(), s.reasons()::toString);
        assertEquals(Confidence.EXACT, s.confidence(), s.reasons()::toString);
    }

    @Test
    void unresolvedForNameMakesUnreachedSitesNotReachedByTheAnalysis() throws Exception {
        AnalysisResult r = analyse(WORKER, IMPORTS + """
                class Main {
                    public static void main(String[] a) throws Exception {
                        Object w = Class.forName(a[0]).getDeclaredConstructor().newInstance();
                        System.out.println(w);
                    }
                }""");
        Site s = site(r, "Worker");
        assertEquals(Topology.UNKNOWN, s.topology());
        assertEquals(Multiplicity.UNKNOWN, s.producers().count());
        assertEquals(Confidence.REFUSED, s.confidence());
        assertEquals(Implementation.GENERAL, s.implementation());
        String why = String.join(" ", s.reasons());
        assertTrue(why.startsWith("not reached by the analysis") && why.contains("Class.forName() at Main"), why);
        ReflectiveCall forName = call(r, "Class.forName");
        assertEquals(ReflectiveCall.UNRESOLVED, forName.status());
        assertTrue(r.diagnostics().stream().anyMatch(d -> d.startsWith("unresolved reflective call Class.forName")),
                r.diagnostics()::toString);
        assertTrue(r.summary().contains("unresolved"), r.summary());
    }

    @Test
    void withoutReflectionAnUnreachedSiteIsNotReachable() throws Exception {
        AnalysisResult r = analyse(WORKER, IMPORTS + """
                class Main {
                    public static void main(String[] a) { System.out.println(a.length); }
                }""");
        Site s = site(r, "Worker");
        assertTrue(r.manifest().reflection().isEmpty());
        assertTrue(String.join(" ", s.reasons()).contains("not reachable"), s.reasons()::toString);
    }

    @Test
    void constantMethodInvokeCallsTheMethodWithTheQueue() throws Exception {
        Site s = only(analyse(IMPORTS + """
                class Main {
                    public static void fill(BlockingQueue<Integer> q) { q.offer(1); }
                    static void produce(BlockingQueue<Integer> q) {
                        try { Main.class.getMethod("fill", BlockingQueue.class).invoke(null, q); }
                        catch (ReflectiveOperationException e) { throw new IllegalStateException(e); }
                    }
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        Thread t = new Thread(() -> produce(q)); t.start();
                        q.take(); t.join();
                    }
                }"""));
        assertEquals(Topology.SPSC, s.topology(), s.reasons()::toString);
    }

    @Test
    void invokeOfAMethodWithAComputedNameLetsTheQueueEscape() throws Exception {
        AnalysisResult r = analyse(IMPORTS + """
                class Main {
                    public static void fill(BlockingQueue<Integer> q) { q.offer(1); }
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        Method m = Main.class.getMethod(a[0], BlockingQueue.class);
                        m.invoke(null, q);
                        q.take();
                    }
                }""");
        Site s = only(r);
        assertEquals(Confidence.REFUSED, s.confidence());
        assertEquals(Multiplicity.UNKNOWN, s.producers().count());
        assertEquals(ReflectiveCall.UNRESOLVED, call(r, "Method.invoke").status());
    }

    @Test
    void aClassHeldInAPrivateStaticFieldIsResolved() throws Exception {
        AnalysisResult r = analyse(WORKER, IMPORTS + """
                class Main {
                    private static final Class<?> TYPE = pick();
                    private static Class<?> impl = Worker.class;
                    static Class<?> pick() { return Worker.class; }
                    public static void main(String[] a) throws Exception {
                        java.util.function.IntConsumer w = (java.util.function.IntConsumer)
                                impl.getDeclaredConstructor().newInstance();
                        w.accept(1);
                        System.out.println(TYPE);
                    }
                }""");
        assertEquals(Topology.SPSC, site(r, "Worker").topology(), site(r, "Worker").reasons()::toString);
        assertEquals(List.of("Worker"), call(r, "Constructor.newInstance").targets());
    }

    @Test
    void aFieldAnotherClassMayWriteIsNotTakenAsAConstant() throws Exception {
        AnalysisResult r = analyse(WORKER, IMPORTS + """
                class Main {
                    static Class<?> impl = Worker.class;
                    public static void main(String[] a) throws Exception {
                        Other.change(a[0]);
                        Object w = impl.getDeclaredConstructor().newInstance();
                        System.out.println(w);
                    }
                }""", """
                class Other {
                    static void change(String name) throws Exception { Main.impl = Class.forName(name); }
                }""");
        // the points-to follows the field's Class values, the one named at run time among them: the call stays
        // unresolved, and the Worker of the literal is made (its queue, fed by no one, is reached)
        assertEquals(ReflectiveCall.UNRESOLVED, call(r, "Constructor.newInstance").status());
        assertEquals(List.of(), call(r, "Constructor.newInstance").targets());
        assertEquals(List.of("no producer found; nothing to specialise"), site(r, "Worker").reasons());
    }

    @Test
    void aStaticMethodHandleInAFinalFieldIsResolved() throws Exception {
        Site s = only(analyse(IMPORTS + """
                class Main {
                    private static final MethodHandle FILL;
                    static {
                        try {
                            FILL = MethodHandles.lookup().findStatic(Main.class, "fill",
                                    MethodType.methodType(void.class, BlockingQueue.class));
                        } catch (ReflectiveOperationException e) { throw new ExceptionInInitializerError(e); }
                    }
                    static void fill(BlockingQueue<Integer> q) { q.offer(1); }
                    static void produce(BlockingQueue<Integer> q) {
                        try { FILL.invokeExact(q); } catch (Throwable e) { throw new IllegalStateException(e); }
                    }
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        Thread t = new Thread(() -> produce(q)); t.start();
                        q.take(); t.join();
                    }
                }"""));
        assertEquals(Topology.SPSC, s.topology(), s.reasons()::toString);
    }

    @Test
    void aStringBuilderNameStaysUnresolved() throws Exception {
        AnalysisResult r = analyse(WORKER, IMPORTS + """
                class Main {
                    public static void main(String[] a) throws Exception {
                        String n = new StringBuilder("Wor").append("ker").toString();
                        Object w = Class.forName(n).getDeclaredConstructor().newInstance();
                        System.out.println(w);
                    }
                }""");
        ReflectiveCall forName = call(r, "Class.forName");
        assertEquals(ReflectiveCall.UNRESOLVED, forName.status());
        assertNotNull(forName.at().file());
    }

    /** A service type, its provider (the worker's queue inside), and the services file naming it. */
    private AnalysisResult withService(String main) throws Exception {
        Path dir = Programs.compile(tmp.resolve("classes"), WORKER, IMPORTS + """
                public interface Svc { void put(int v); }""", IMPORTS + """
                public class SvcImpl implements Svc {
                    final Worker w = new Worker();
                    public void put(int v) { w.accept(v); }
                }""", main);
        java.nio.file.Files.createDirectories(dir.resolve("META-INF/services"));
        java.nio.file.Files.writeString(dir.resolve("META-INF/services/Svc"), "# the one provider\nSvcImpl\n");
        AnalysisResult r = Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(dir)).mainClass("Main").build());
        ManifestSchema.assertValid(ManifestWriter.toJson(r.manifest()));
        return r;
    }

    @Test
    void serviceLoaderProvidersComeFromMetaInfServices() throws Exception {
        AnalysisResult r = withService(IMPORTS + """
                class Main {
                    public static void main(String[] a) {
                        for (Svc s : ServiceLoader.load(Svc.class)) { s.put(1); }
                    }
                }""");
        ReflectiveCall load = call(r, "ServiceLoader.load");
        assertEquals(ReflectiveCall.RESOLVED, load.status());
        assertEquals(List.of("SvcImpl"), load.targets());
        assertEquals(Topology.SPSC, site(r, "Worker").topology(), site(r, "Worker").reasons()::toString);
    }

    @Test
    void providersHandedOutByStreamEscape() throws Exception {
        AnalysisResult r = withService(IMPORTS + """
                class Main {
                    public static void main(String[] a) {
                        ServiceLoader.load(Svc.class).stream().forEach(p -> p.get().put(1));
                    }
                }""");
        Site s = site(r, "Worker");
        assertEquals(Confidence.REFUSED, s.confidence(), s.reasons()::toString);
        assertTrue(String.join(" ", s.reasons()).contains("ServiceLoader.stream()"), s.reasons()::toString);
    }

    private static Site only(AnalysisResult r) {
        List<Site> queues = r.manifest().sites().stream().filter(s -> Site.KIND_QUEUE.equals(s.kind())).toList();
        assertEquals(1, queues.size(), () -> r.remarks().toString());
        return queues.get(0);
    }
}
