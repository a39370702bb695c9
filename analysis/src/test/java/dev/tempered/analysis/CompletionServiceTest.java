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
 * {@code ExecutorCompletionService} (JMH's BenchmarkHandler): {@code submit} runs the task on the wrapped executor's
 * threads, {@code take}/{@code poll} hand back the futures of the tasks; and {@code Enum.valueOf(E.class, name)}, by
 * which JMH picks its executor from a system property, is one of E's constants whatever the name.
 */
class CompletionServiceTest {
    @TempDir
    Path tmp;

    private Site analyse(String program) throws Exception {
        Path classes = Programs.compile(tmp.resolve("classes"), program);
        return Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(classes)).mainClass("Main").build())
                .manifest().sites().stream().filter(x -> Site.KIND_QUEUE.equals(x.kind())).findFirst().orElseThrow();
    }

    @Test
    void tasksRunOnTheWrappedPoolAndTheCallerTakes() throws Exception {
        Site s = analyse("""
                import java.util.concurrent.*;
                class Main {
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> jobs = new ArrayBlockingQueue<>(4);
                        for (int i = 0; i < 4; i++) jobs.add(i);
                        ExecutorService pool = Executors.newFixedThreadPool(4);
                        CompletionService<Integer> cs = new ExecutorCompletionService<>(pool);
                        for (int i = 0; i < 4; i++) cs.submit(() -> jobs.poll());
                        for (int i = 0; i < 4; i++) cs.take().get();
                        pool.shutdown();
                    }
                }""");
        assertEquals("spmc", s.topology().json(), s.toString());
        assertEquals(Multiplicity.ONE, s.producers().count(), s.toString());
        assertEquals(Multiplicity.MANY, s.consumers().count(), s.toString());
    }

    @Test
    void aQueueReturnedByATaskReachesWhoeverTakesItsFuture() throws Exception {
        // the queue gets to main only through take().get(): missing that hand-over would leave main's poll out
        Site s = analyse("""
                import java.util.concurrent.*;
                class Main {
                    public static void main(String[] a) throws Exception {
                        ConcurrentLinkedQueue<Integer> q = new ConcurrentLinkedQueue<>();
                        ExecutorService pool = Executors.newFixedThreadPool(2);
                        CompletionService<ConcurrentLinkedQueue<Integer>> cs = new ExecutorCompletionService<>(pool);
                        cs.submit(() -> { q.offer(1); return q; });
                        cs.submit(() -> { q.offer(2); return q; });
                        cs.take().get().poll();
                        cs.poll(1, TimeUnit.SECONDS).get().poll();
                        pool.shutdown();
                    }
                }""");
        assertEquals(Multiplicity.MANY, s.producers().count(), s.toString());
        assertTrue(s.consumers().threads().stream().anyMatch(t -> t.kind().equals("main")), s.toString());
        assertEquals("mpsc", s.topology().json(), s.toString());
    }

    @Test
    void aCompletionQueueOfTheProgramEscapes() throws Exception {
        Site s = analyse("""
                import java.util.concurrent.*;
                class Main {
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Future<Integer>> done = new LinkedBlockingQueue<>();
                        ExecutorService pool = Executors.newFixedThreadPool(2);
                        CompletionService<Integer> cs = new ExecutorCompletionService<>(pool, done);
                        cs.submit(() -> 1);
                        done.take();
                        pool.shutdown();
                    }
                }""");
        assertEquals(Confidence.REFUSED, s.confidence(), s.toString());
        assertTrue(s.reasons().stream().anyMatch(x -> x.contains("ExecutorCompletionService.<init>()")),
                s.reasons()::toString);
    }

    @Test
    void enumValueOfIsAnyConstantOfTheClass() throws Exception {
        // the name comes from a property: whichever constant it names, its executor is one the analysis knows
        Site s = analyse("""
                import java.util.concurrent.*;
                class Main {
                    enum Kind {
                        FIXED { ExecutorService make() { return Executors.newFixedThreadPool(2); } },
                        SINGLE { ExecutorService make() { return Executors.newSingleThreadExecutor(); } };
                        abstract ExecutorService make();
                    }
                    static final Kind KIND = Enum.valueOf(Kind.class, System.getProperty("kind", "SINGLE"));
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        ExecutorService pool = KIND.make();
                        pool.submit(() -> q.offer(1));
                        pool.submit(() -> q.offer(2));
                        q.take();
                        pool.shutdown();
                    }
                }""");
        assertEquals("mpsc", s.topology().json(), s.toString());
        assertEquals(Multiplicity.MANY, s.producers().count(), s.toString());
    }

}
