package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.ManifestSchema;
import dev.tempered.manifest.ManifestWriter;
import dev.tempered.manifest.ReflectiveCall;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.Topology;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code Method.invoke} of a method of a JDK class (its name computed, as ZooKeeper's OSMXBean does) is the JDK call a
 * direct call would be: what it is passed escapes, and it reaches no static field of the program. A method of the
 * reflective API itself stays unresolved.
 */
class JdkMethodInvokeTest {
    @TempDir
    Path tmp;

    private AnalysisResult analyse(String call) throws Exception {
        Path dir = Programs.compile(tmp.resolve("classes"), """
                import java.util.concurrent.*;
                import java.lang.reflect.Method;
                class Main {
                    static final BlockingQueue<Integer> Q = new LinkedBlockingQueue<>();
                    public static void main(String[] a) throws Exception {
                        Thread t = new Thread(() -> { try { Q.take(); } catch (InterruptedException e) { } });
                        t.start();
                        Q.put(1);
                        String name = a.length > 0 ? a[0] : "availableProcessors";
                """ + call + """
                        t.join();
                    }
                }""");
        AnalysisResult r = Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(dir)).mainClass("Main").build());
        ManifestSchema.assertValid(ManifestWriter.toJson(r.manifest()));
        return r;
    }

    private static Site queue(AnalysisResult r) {
        return r.manifest().sites().stream().filter(s -> Site.KIND_QUEUE.equals(s.kind())).findFirst().orElseThrow();
    }

    private static ReflectiveCall invoke(AnalysisResult r) {
        return r.manifest().reflection().stream().filter(c -> c.call().equals("Method.invoke")).findFirst()
                .orElseThrow(() -> new AssertionError(r.manifest().reflection().toString()));
    }

    @Test
    void aJdkMethodByAComputedNameReachesNoStaticField() throws Exception {
        AnalysisResult r = analyse("""
                        Method m = Class.forName("java.lang.Runtime").getMethod(name);
                        System.out.println(m.invoke(Runtime.getRuntime()));
                """);
        assertEquals(ReflectiveCall.RESOLVED, invoke(r).status(), r.manifest().reflection()::toString);
        assertTrue(invoke(r).targets().contains("java.lang.Runtime.*"), invoke(r).targets()::toString);
        Site s = queue(r);
        assertEquals(Topology.SPSC, s.topology(), s.reasons()::toString);
        assertEquals(Confidence.EXACT, s.confidence(), s.reasons()::toString);
    }

    @Test
    void whatTheJdkMethodIsPassedEscapes() throws Exception {
        AnalysisResult r = analyse("""
                        Method m = Class.forName("java.util.Objects").getMethod(name, Object.class);
                        m.invoke(null, Q);
                """);
        Site s = queue(r);
        assertEquals(Confidence.REFUSED, s.confidence(), s.reasons()::toString);
        assertTrue(String.join(" ", s.reasons()).contains("of a method of the JDK"), s.reasons()::toString);
    }

    @Test
    void aMethodOfTheReflectiveApiStaysUnresolved() throws Exception {
        AnalysisResult r = analyse("""
                        Method m = Class.forName("java.lang.reflect.Field").getMethod(name, Object.class);
                        m.invoke(Main.class.getDeclaredField("Q"), (Object) null);
                """);
        assertEquals(ReflectiveCall.UNRESOLVED, invoke(r).status(), r.manifest().reflection()::toString);
        assertEquals(Confidence.REFUSED, queue(r).confidence(), queue(r).reasons()::toString);
    }
}
