package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.ReflectiveCall;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.Topology;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code Method.invoke} of a method looked up by a constant name on a class computed at run time (slf4j's
 * {@code SubstituteLogger} calls {@code log(LoggingEvent)} on its delegate so): the receiver's methods of that name
 * and parameter types are called, on the calling thread, so a queue they fill counts each invoking thread as a
 * producer. A static method of that name and those parameters anywhere keeps it unresolved.
 */
class InvokeByNameTest {
    @TempDir
    Path tmp;

    private AnalysisResult analyse(String extra) throws Exception {
        Path dir = Programs.compile(tmp.resolve("classes"), """
                import java.util.concurrent.*;
                import java.lang.reflect.Method;
                public class Main {
                    public static void main(String[] a) throws Exception {
                        Sink sink = new Sink();
                        Facade f = new Facade(sink);
                        Thread c = new Thread(() -> { try { sink.q.take(); sink.q.take(); } catch (InterruptedException e) { } });
                        c.start();
                        Thread p = new Thread(() -> f.log("one"));
                        p.start();
                        f.log("two");
                        p.join();
                        c.join();
                    }
                }
                class Sink {
                    final BlockingQueue<String> q = new LinkedBlockingQueue<>();
                    public void log(String s) { q.offer(s); }
                }
                class Facade {
                    private final Object delegate;
                    private Method cache;
                    Facade(Object d) { delegate = d; }
                    void log(String s) {
                        try {
                            if (cache == null) cache = delegate.getClass().getMethod("log", String.class);
                            cache.invoke(delegate, s);
                        } catch (Exception e) {
                            throw new IllegalStateException(e);
                        }
                    }
                }
                """ + extra);
        return Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(dir)).mainClass("Main").build());
    }

    private static ReflectiveCall invoke(AnalysisResult r) {
        return r.manifest().reflection().stream().filter(c -> c.call().equals("Method.invoke")).findFirst()
                .orElseThrow(() -> new AssertionError(r.manifest().reflection().toString()));
    }

    private static Site sink(AnalysisResult r) {
        return r.manifest().sites().stream().filter(s -> s.className().equals("Sink")).findFirst().orElseThrow();
    }

    @Test
    void theReceiversMethodsOfThatNameRunOnEachInvokingThread() throws Exception {
        AnalysisResult r = analyse("");
        assertEquals(ReflectiveCall.RESOLVED, invoke(r).status(), r.manifest().reflection()::toString);
        Site s = sink(r);
        assertEquals(Topology.MPSC, s.topology(), s.reasons()::toString);
        assertEquals(Confidence.EXACT, s.confidence(), s.reasons()::toString);
    }

    @Test
    void aStaticMethodOfThatNameWithOtherParametersDoesNotMatter() throws Exception {
        AnalysisResult r = analyse("class Audit { static void log(int level, String s) { } }");
        assertEquals(ReflectiveCall.RESOLVED, invoke(r).status(), r.manifest().reflection()::toString);
        assertEquals(List.of("*.log(Ljava/lang/String;)"), invoke(r).targets());
        assertEquals(Topology.MPSC, sink(r).topology(), sink(r).reasons()::toString);
    }

    @Test
    void aStaticMethodOfThatNameAndParametersKeepsItUnresolved() throws Exception {
        AnalysisResult r = analyse("class Other { public static void log(String s) { } }");
        assertEquals(ReflectiveCall.UNRESOLVED, invoke(r).status(), r.manifest().reflection()::toString);
        assertEquals(Confidence.REFUSED, sink(r).confidence(), sink(r).reasons()::toString);
    }
}
