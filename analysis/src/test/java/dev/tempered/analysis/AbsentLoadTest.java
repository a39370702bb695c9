package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.ReflectiveCall;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.Topology;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code Class.forName} of a constant naming an absent class always throws, so the code after it in its block never
 * runs: the methods looked up there are never stored, and a field filled only there holds null (netty's
 * {@code BouncyCastleAlpnSslUtils} without BouncyCastle). With the class present the look-up by a computed name is
 * unresolved, as before. {@code Proxy.newProxyInstance} is a JDK call: its handler escapes, no static field does.
 */
class AbsentLoadTest {
    private static final String PROGRAM = """
            import java.util.concurrent.*;
            import java.lang.reflect.*;
            public class Main {
                static final BlockingQueue<Integer> Q = new LinkedBlockingQueue<>();
                public static void main(String[] a) throws Exception {
                    Thread t = new Thread(() -> { try { Q.take(); } catch (InterruptedException e) { } });
                    t.start();
                    Q.put(1);
                    Bridge.call(a);
                    t.join();
                }
            }
            class Bridge {
                private static final Method HOOK;
                static {
                    Method m;
                    try {
                        Class<?> c = Class.forName("Engine");
                        m = c.getMethod(System.getenv("HOOK"), Object.class);
                    } catch (Exception e) {
                        m = null;
                    }
                    HOOK = m;
                }
                static void call(Object o) throws Exception {
                    if (HOOK != null) {
                        HOOK.invoke(null, o);
                    }
                }
            }
            class Engine {
                public static void hook(Object o) { }
            }""";

    @TempDir
    Path tmp;

    private AnalysisResult analyse(boolean withEngine) throws Exception {
        Path classes = Programs.compile(tmp.resolve("classes"), PROGRAM);
        if (!withEngine) {
            Files.delete(classes.resolve("Engine.class"));
        }
        return Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(classes)).mainClass("Main").build());
    }

    private static Site queue(AnalysisResult r) {
        return r.manifest().sites().stream().filter(s -> Site.KIND_QUEUE.equals(s.kind())).findFirst().orElseThrow();
    }

    private static ReflectiveCall invoke(AnalysisResult r) {
        return r.manifest().reflection().stream().filter(c -> c.call().equals("Method.invoke")).findFirst()
                .orElseThrow(() -> new AssertionError(r.manifest().reflection().toString()));
    }

    @Test
    void whatFollowsTheLoadOfAnAbsentClassNeverRuns() throws Exception {
        AnalysisResult r = analyse(false);
        assertEquals(ReflectiveCall.RESOLVED, invoke(r).status(), r.manifest().reflection()::toString);
        assertEquals(List.of(), invoke(r).targets());
        Site s = queue(r);
        assertEquals(Topology.SPSC, s.topology(), s.reasons()::toString);
        assertEquals(Confidence.EXACT, s.confidence(), s.reasons()::toString);
        assertTrue(s.reasons().stream().anyMatch(x -> x.contains("assumes class Engine absent")), s.reasons()::toString);
        assertEquals(List.of("Engine"), r.manifest().absentClasses());
    }

    @Test
    void withTheClassPresentTheComputedLookUpStaysUnresolved() throws Exception {
        AnalysisResult r = analyse(true);
        assertEquals(ReflectiveCall.UNRESOLVED, invoke(r).status(), r.manifest().reflection()::toString);
        assertEquals(Confidence.REFUSED, queue(r).confidence(), queue(r).reasons()::toString);
    }

    @Test
    void aProxysHandlerEscapesButNoStaticField() throws Exception {
        Path classes = Programs.compile(tmp.resolve("proxy"), """
                import java.util.concurrent.*;
                import java.lang.reflect.*;
                public class Main {
                    static final BlockingQueue<Integer> Q = new LinkedBlockingQueue<>();
                    public static void main(String[] a) throws Exception {
                        Thread t = new Thread(() -> { try { Q.take(); } catch (InterruptedException e) { } });
                        t.start();
                        Q.put(1);
                        Runnable r = (Runnable) Proxy.newProxyInstance(Main.class.getClassLoader(),
                                new Class<?>[] {Runnable.class}, new Handler());
                        r.run();
                        t.join();
                    }
                }
                class Handler implements InvocationHandler {
                    final BlockingQueue<Integer> mine = new LinkedBlockingQueue<>();
                    public Object invoke(Object p, Method m, Object[] args) {
                        mine.offer(1);
                        return null;
                    }
                }""");
        AnalysisResult r = Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(classes)).mainClass("Main").build());
        ReflectiveCall proxy = r.manifest().reflection().stream().filter(c -> c.call().equals("Proxy.newProxyInstance"))
                .findFirst().orElseThrow(() -> new AssertionError(r.manifest().reflection().toString()));
        assertEquals(ReflectiveCall.RESOLVED, proxy.status());
        Site main = r.manifest().sites().stream().filter(s -> s.className().equals("Main")).findFirst().orElseThrow();
        assertEquals(Confidence.EXACT, main.confidence(), main.reasons()::toString);
        Site handler = r.manifest().sites().stream().filter(s -> s.className().equals("Handler")).findFirst()
                .orElseThrow();
        assertEquals(Confidence.REFUSED, handler.confidence(), handler.reasons()::toString);
    }
}
