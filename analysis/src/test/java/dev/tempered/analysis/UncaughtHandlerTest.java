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
 * {@code Thread.setUncaughtExceptionHandler}: the handler runs on the dying thread, so a thread subclass that installs
 * a handler capturing itself (ZooKeeper's {@code ZooKeeperThread}) no longer escapes with its queue, and what the
 * handler does to a queue counts as one more thread.
 */
class UncaughtHandlerTest {
    @TempDir
    Path tmp;

    /** {@code handlerBody} is the body of the handler; the worker thread drains its own queue, main feeds it. */
    private Site analyse(String handlerBody) throws Exception {
        String program = """
                import java.util.concurrent.*;
                class Main {
                    public static void main(String[] a) throws Exception {
                        Worker w = new Worker();
                        w.start();
                        for (int i = 0; i < 10; i++) w.q.put(i);
                        w.q.put(-1);
                        w.join();
                    }
                }
                class Worker extends Thread {
                    final BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                    private final Thread.UncaughtExceptionHandler handler = (t, e) -> handle(t.getName(), e);
                    Worker() {
                        setUncaughtExceptionHandler(handler);
                    }
                    void handle(String name, Throwable e) {
                        %s
                    }
                    @Override public void run() {
                        try { while (q.take() >= 0) { } } catch (InterruptedException e) { }
                    }
                }""".formatted(handlerBody);
        Path classes = Programs.compile(tmp.resolve("classes"), program);
        List<Site> sites = Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(classes)).mainClass("Main")
                .build()).manifest().sites().stream().filter(s -> Site.KIND_QUEUE.equals(s.kind())).toList();
        assertEquals(1, sites.size(), sites.toString());
        return sites.get(0);
    }

    @Test
    void aHandlerCapturingItsThreadLetsNothingEscape() throws Exception {
        Site s = analyse("System.err.println(name + \": \" + e);");
        assertEquals("spsc", s.topology().json(), s.toString());
        assertEquals("exact", s.confidence().json(), s.toString());
    }

    @Test
    void whatTheHandlerDoesToTheQueueCountsAsAnotherThread() throws Exception {
        Site s = analyse("q.clear();");
        assertEquals(Multiplicity.MANY, s.consumers().count(), s.toString());
        assertTrue(s.consumers().threads().stream().anyMatch(t -> t.kind().equals("uncaught-handler")),
                s.toString());
    }
}
