package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Site;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code AccessController.doPrivileged(PrivilegedAction)} (slf4j's {@code LoggerFactory.getServiceLoader}) runs the
 * action here, on the calling thread, and returns its result: what the action makes is the program's, not returned
 * to code outside it. The {@code PrivilegedExceptionAction} forms stay unknown code.
 */
class PrivilegedActionTest {
    @TempDir
    Path tmp;

    private Site analyse(String make) throws Exception {
        String program = """
                import java.security.*;
                import java.util.concurrent.*;
                class Main {
                    static int made;
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = %s;
                        Thread t = new Thread(() -> q.offer(made));
                        t.start();
                        q.take();
                        t.join();
                    }
                }""".formatted(make);
        Path classes = Programs.compile(tmp.resolve("classes"), program);
        return Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(classes)).mainClass("Main").build())
                .manifest().sites().stream().filter(x -> Site.KIND_QUEUE.equals(x.kind())).findFirst().orElseThrow();
    }

    @Test
    void theActionRunsHereAndItsResultIsTheCallsResult() throws Exception {
        Site s = analyse("AccessController.doPrivileged((PrivilegedAction<BlockingQueue<Integer>>) () -> {"
                + " made++; return new LinkedBlockingQueue<>(); })");
        assertEquals("spsc", s.topology().json(), s.toString());
        assertEquals(Multiplicity.ONE, s.producers().count(), s.toString());
        assertEquals(Multiplicity.ONE, s.consumers().count(), s.toString());
    }

    @Test
    void anExceptionActionStaysUnknownCode() throws Exception {
        Site s = analyse("AccessController.doPrivileged((PrivilegedExceptionAction<BlockingQueue<Integer>>) () ->"
                + " new LinkedBlockingQueue<>())");
        assertEquals(Confidence.REFUSED, s.confidence(), s.toString());
        assertTrue(s.reasons().stream().anyMatch(x -> x.contains("outside")), s.reasons()::toString);
    }
}
