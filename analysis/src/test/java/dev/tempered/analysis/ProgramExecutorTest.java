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
 * An {@code Executor} of the program handed to JDK code that submits to it ({@code ExecutorCompletionService},
 * {@code CompletableFuture.runAsync(task, executor)}, an async stage): the JDK calls its {@code execute()}, so what
 * that method does with the queue counts, on the submitting thread where the call is synchronous, as code called from
 * outside where the completing thread calls it.
 */
class ProgramExecutorTest {
    @TempDir
    Path tmp;

    private Site analyse(String submit) throws Exception {
        String program = """
                import java.util.concurrent.*;
                class Main {
                    static final class Pending implements Executor {
                        final BlockingQueue<Runnable> pending = new LinkedBlockingQueue<>();
                        public void execute(Runnable r) { pending.offer(r); }
                    }
                    public static void main(String[] a) throws Exception {
                        Pending exec = new Pending();
                        Thread t = new Thread(() -> { %s });
                        t.start();
                        t.join();
                        exec.pending.take().run();
                    }
                }""".formatted(submit);
        Path classes = Programs.compile(tmp.resolve("classes"), program);
        return Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(classes)).mainClass("Main").build())
                .manifest().sites().stream().filter(x -> Site.KIND_QUEUE.equals(x.kind())).findFirst().orElseThrow();
    }

    @Test
    void aCompletionServiceCallsTheExecutorOnTheSubmittingThread() throws Exception {
        Site s = analyse("new ExecutorCompletionService<Integer>(exec).submit(() -> 1);");
        assertEquals(Multiplicity.ONE, s.producers().count(), s.toString());
        assertTrue(s.producers().threads().stream().anyMatch(t -> t.kind().equals("thread")), s.toString());
        assertEquals("spsc", s.topology().json(), s.toString());
    }

    @Test
    void runAsyncCallsTheExecutorOnTheCallingThread() throws Exception {
        Site s = analyse("CompletableFuture.runAsync(() -> { }, exec);");
        assertEquals(Multiplicity.ONE, s.producers().count(), s.toString());
        assertTrue(s.producers().threads().stream().anyMatch(t -> t.kind().equals("thread")), s.toString());
    }

    @Test
    void anAsyncStageCallsTheExecutorFromOutside() throws Exception {
        // whichever thread completes the first stage calls execute(): the executor escapes, its queue is refused
        Site s = analyse("CompletableFuture.supplyAsync(() -> 1).thenRunAsync(() -> { }, exec);");
        assertEquals(Confidence.REFUSED, s.confidence(), s.toString());
    }
}
