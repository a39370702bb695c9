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
 * Look-ups netty makes before it invokes: a {@code Method} that a privileged action returns (an anonymous class or a
 * lambda, kept in a static final field, as {@code JdkAlpnSslUtils} does), and a method of a JDK class that this JDK
 * lacks ({@code PlatformDependent}'s {@code sun.misc.VM.maxDirectMemory}). Both are calls into the JDK; an action
 * whose method is not a constant stays unresolved.
 */
class PrivilegedLookupTest {
    @TempDir
    Path tmp;

    private AnalysisResult analyse(String members, String call) throws Exception {
        Path dir = Programs.compile(tmp.resolve("classes"), """
                import java.util.concurrent.*;
                import java.lang.reflect.Method;
                import java.security.*;
                class Main {
                    static final BlockingQueue<Integer> Q = new LinkedBlockingQueue<>();
                """ + members + """
                    public static void main(String[] a) throws Exception {
                        Thread t = new Thread(() -> { try { Q.take(); } catch (InterruptedException e) { } });
                        t.start();
                        Q.put(1);
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

    private static ReflectiveCall call(AnalysisResult r, String api) {
        return r.manifest().reflection().stream().filter(c -> c.call().equals(api)).findFirst()
                .orElseThrow(() -> new AssertionError(r.manifest().reflection().toString()));
    }

    private static void assertExactSpsc(AnalysisResult r) {
        Site s = queue(r);
        assertEquals(Topology.SPSC, s.topology(), s.reasons()::toString);
        assertEquals(Confidence.EXACT, s.confidence(), s.reasons()::toString);
    }

    @Test
    void aMethodAnAnonymousActionReturnsIsAJdkCall() throws Exception {
        AnalysisResult r = analyse("""
                    private static final Method CORES;
                    static {
                        Method m;
                        try {
                            m = AccessController.doPrivileged(new PrivilegedExceptionAction<Method>() {
                                public Method run() throws Exception {
                                    return Runtime.class.getMethod("availableProcessors");
                                }
                            });
                        } catch (Exception e) {
                            m = null;
                        }
                        CORES = m;
                    }
                """, """
                        if (CORES != null) System.out.println(CORES.invoke(Runtime.getRuntime()));
                """);
        ReflectiveCall inv = call(r, "Method.invoke");
        assertEquals(ReflectiveCall.RESOLVED, inv.status(), r.manifest().reflection()::toString);
        assertEquals(List.of("java.lang.Runtime.availableProcessors"), inv.targets());
        assertExactSpsc(r);
    }

    @Test
    void aMethodALambdaActionReturnsIsAJdkCall() throws Exception {
        AnalysisResult r = analyse("""
                    static final Method CORES = AccessController.doPrivileged(
                            (PrivilegedAction<Method>) () -> {
                                try {
                                    return Runtime.class.getMethod("availableProcessors");
                                } catch (NoSuchMethodException e) {
                                    return null;
                                }
                            });
                """, """
                        System.out.println(CORES.invoke(Runtime.getRuntime()));
                """);
        assertEquals(ReflectiveCall.RESOLVED, call(r, "Method.invoke").status(), r.manifest().reflection()::toString);
        assertExactSpsc(r);
    }

    @Test
    void anActionThatReturnsItsLookUpOrTheExceptionItCaught() throws Exception {
        AnalysisResult r = analyse("""
                    private static final Method CORES;
                    static {
                        Object found = AccessController.doPrivileged(new PrivilegedAction<Object>() {
                            public Object run() {
                                try {
                                    return Runtime.class.getMethod("availableProcessors");
                                } catch (Throwable t) {
                                    return t;
                                }
                            }
                        });
                        CORES = found instanceof Method ? (Method) found : null;
                    }
                """, """
                        if (CORES != null) System.out.println(CORES.invoke(Runtime.getRuntime()));
                """);
        assertEquals(ReflectiveCall.RESOLVED, call(r, "Method.invoke").status(), r.manifest().reflection()::toString);
        assertExactSpsc(r);
    }

    @Test
    void aStringOrTheExceptionCaughtIsNoConstant() throws Exception {
        AnalysisResult r = analyse("""
                    static final String NAME = "" + AccessController.doPrivileged((PrivilegedAction<Object>) () -> {
                        try {
                            return "java.lang." + "Runtime".trim();
                        } catch (Throwable t) {
                            return t;
                        }
                    });
                """, """
                        try {
                            Class.forName(NAME).getMethod("gc").invoke(null);
                        } catch (Exception e) {
                            System.out.println(e);
                        }
                """);
        assertEquals(ReflectiveCall.UNRESOLVED, call(r, "Class.forName").status(), r.manifest().reflection()::toString);
    }

    @Test
    void anActionThatComputesItsMethodStaysUnresolved() throws Exception {
        AnalysisResult r = analyse("""
                    static Method find(String name) throws Exception {
                        return AccessController.doPrivileged(new PrivilegedExceptionAction<Method>() {
                            public Method run() throws Exception {
                                return Main.class.getDeclaredMethod(name);
                            }
                        });
                    }
                    static void touch() { }
                """, """
                        find(a.length > 0 ? a[0] : "touch").invoke(null);
                """);
        assertEquals(ReflectiveCall.UNRESOLVED, call(r, "Method.invoke").status(), r.manifest().reflection()::toString);
        assertEquals(Confidence.REFUSED, queue(r).confidence(), queue(r).reasons()::toString);
    }

    @Test
    void aJdkClassThisJdkLacksIsTheJdks() throws Exception {
        AnalysisResult r = analyse("", """
                        try {
                            Class<?> vm = Class.forName("sun.misc.VM", true, ClassLoader.getSystemClassLoader());
                            Method m = vm.getDeclaredMethod("maxDirectMemory");
                            System.out.println(((Number) m.invoke(null)).longValue());
                        } catch (Throwable e) {
                            System.out.println("no VM");
                        }
                """);
        assertEquals(ReflectiveCall.RESOLVED, call(r, "Class.forName").status(), r.manifest().reflection()::toString);
        assertEquals(ReflectiveCall.RESOLVED, call(r, "Method.invoke").status(), r.manifest().reflection()::toString);
        assertExactSpsc(r);
    }

    @Test
    void aMissingClassOutsideTheJdksPackagesStaysUnresolved() throws Exception {
        AnalysisResult r = analyse("", """
                        try {
                            Class.forName("sun.nothing.Here").getDeclaredMethod("run").invoke(null);
                        } catch (Throwable e) {
                            System.out.println("none");
                        }
                """);
        assertEquals(ReflectiveCall.UNRESOLVED, call(r, "Method.invoke").status(), r.manifest().reflection()::toString);
        assertEquals(Confidence.REFUSED, queue(r).confidence(), queue(r).reasons()::toString);
    }
}
