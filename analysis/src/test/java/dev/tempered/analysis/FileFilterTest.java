package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Site;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code File.listFiles(FileFilter)} calls its filter on the calling thread and keeps nothing (ZooKeeper's
 * FileTxnSnapLog): a filter that captures the queue's owner lets nothing escape, and what the filter does to the
 * queue is done by the caller's thread.
 */
class FileFilterTest {
    @TempDir
    Path tmp;

    private Site analyse(String filterBody) throws Exception {
        String program = """
                import java.io.File;
                import java.util.concurrent.*;
                class Main {
                    final BlockingQueue<String> q = new LinkedBlockingQueue<>();
                    public static void main(String[] a) throws Exception {
                        Main m = new Main();
                        Thread t = new Thread(() -> { try { m.q.take(); } catch (InterruptedException e) { } });
                        t.start();
                        File[] fs = new File(".").listFiles(f -> { %s });
                        m.q.put("x");
                        t.join();
                    }
                }""".formatted(filterBody);
        Path classes = Programs.compile(tmp.resolve("classes"), program);
        return Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(classes)).mainClass("Main").build())
                .manifest().sites().stream().filter(s -> Site.KIND_QUEUE.equals(s.kind())).findFirst().orElseThrow();
    }

    @Test
    void aFilterCapturingTheOwnerLetsNothingEscape() throws Exception {
        Site s = analyse("return m.q.isEmpty() && f.isFile();");
        assertEquals("spsc", s.topology().json(), s.toString());
        assertEquals("exact", s.confidence().json(), s.toString());
    }

    @Test
    void theFilterRunsOnTheCallersThread() throws Exception {
        Site s = analyse("return m.q.offer(f.getName());");
        assertEquals(Multiplicity.ONE, s.producers().count(), s.toString());
        assertEquals("spsc", s.topology().json(), s.toString());
    }
}
