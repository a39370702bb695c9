package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Site;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A thread start reached through a method reference straight to a JDK method ({@code Thread::start},
 * {@code executor::execute}, {@code pool::submit}) that the JDK calls many times (forEach, stream stages) starts
 * as many threads as there are elements, although the start has no call instruction of its own: the side must
 * read as many, never one.
 */
class MethodReferenceStartTest {
    private static final String IMPORTS = "import java.util.*; import java.util.concurrent.*;\n";
    /** Two consumer threads in a list; {@code START} is replaced by the statement that starts them. */
    private static final String CONSUMERS = Programs.mainDoing("""
            LinkedBlockingQueue<Integer> q = new LinkedBlockingQueue<>();
            List<Thread> cs = new ArrayList<>();
            for (int n = 0; n < 2; n++) {
                cs.add(new Thread(() -> { try { while (q.take() >= 0) { } } catch (InterruptedException e) { } }));
            }
            START
            q.put(1); q.put(-1); q.put(-1);
            """);

    @TempDir
    Path tmp;

    private Site only(String source) throws Exception {
        Path dir = Programs.compile(tmp.resolve("classes"), IMPORTS + source);
        List<Site> sites = Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(dir)).mainClass("Main").build())
                .manifest().sites().stream().filter(s -> Site.KIND_QUEUE.equals(s.kind())).toList();
        assertEquals(1, sites.size(), sites.toString());
        return sites.get(0);
    }

    private void consumers(String start, Multiplicity expected) throws Exception {
        Site s = only(CONSUMERS.replace("START", start));
        sides(s, Multiplicity.ONE, expected, start);
    }

    /** The site's two sides, with the program's start statement (if any) and the reasons in the message. */
    private static void sides(Site s, Multiplicity producers, Multiplicity consumers, String start) {
        String why = start + ": " + s.reasons() + " " + s.producers() + " " + s.consumers();
        assertEquals(producers, s.producers().count(), why);
        assertEquals(consumers, s.consumers().count(), why);
    }

    /** A start the JDK runs once per element (a list's, a stream's, an Arrays list's forEach; a lambda too). */
    @ParameterizedTest
    @ValueSource(strings = {"cs.forEach(Thread::start);", "cs.stream().forEach(Thread::start);",
            "Arrays.asList(cs.get(0), cs.get(1)).forEach(Thread::start);", "cs.forEach(t -> t.start());"})
    void threadStartHandedToTheJdkManyTimesStartsMany(String start) throws Exception {
        consumers(start, Multiplicity.MANY);
    }

    @Test
    void aBoundStartReferenceRunOnceStillStartsOne() throws Exception {
        // precision kept: the reference's one call runs once, so the one thread it starts is one
        consumers("Runnable r = cs.get(0)::start; r.run();", Multiplicity.ONE);
    }

    @Test
    void threadRunHandedToForEachRunsOnTheCallingThread() throws Exception {
        // Thread::run starts nothing: both tasks consume on main, one after the other
        Site s = only(Programs.mainDoing("""
                LinkedBlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                new Thread(() -> { q.offer(1); q.offer(2); }).start();
                List<Thread> cs = new ArrayList<>();
                for (int n = 0; n < 2; n++) {
                    cs.add(new Thread(() -> { try { q.take(); } catch (InterruptedException e) { } }));
                }
                cs.forEach(Thread::run);
                """));
        sides(s, Multiplicity.ONE, Multiplicity.ONE, "");
    }

    @ParameterizedTest
    @ValueSource(strings = {"tasks.forEach(pool::execute);", "tasks.forEach(pool::submit);"})
    void executeOrSubmitHandedToForEachRunsManyTasks(String start) throws Exception {
        consumersOnPool(start);
    }

    private void consumersOnPool(String start) throws Exception {
        Site s = only(Programs.mainDoing("""
                LinkedBlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                ExecutorService pool = Executors.newFixedThreadPool(2);
                Runnable c = () -> { try { while (q.take() >= 0) { } } catch (InterruptedException e) { } };
                List<Runnable> tasks = List.of(c, c);
                START
                q.put(1); q.put(-1); q.put(-1);
                pool.shutdown();
                """.replace("START", start)));
        sides(s, Multiplicity.ONE, Multiplicity.MANY, start);
    }

    @Test
    void aUserMethodThatStartsAThreadHandedToForEachStartsMany() throws Exception {
        Site s = only("""
                class Main {
                    static final LinkedBlockingQueue<Integer> Q = new LinkedBlockingQueue<>();
                    static void launch(String name) {
                        new Thread(() -> { try { while (Q.take() >= 0) { } } catch (InterruptedException e) { } },
                                name).start();
                    }
                    public static void main(String[] a) throws Exception {
                        List.of("c1", "c2").forEach(Main::launch);
                        Q.put(1); Q.put(-1); Q.put(-1);
                    }
                }""");
        sides(s, Multiplicity.ONE, Multiplicity.MANY, "");
    }

    @Test
    void threadsMadeByAConstructorReferenceAndStartedByAReferenceAreMany() throws Exception {
        Site s = only(Programs.mainDoing("""
                LinkedBlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                Runnable c = () -> { try { while (q.take() >= 0) { } } catch (InterruptedException e) { } };
                List.of(c, c).stream().map(Thread::new).forEach(Thread::start);
                q.put(1); q.put(-1); q.put(-1);
                """));
        sides(s, Multiplicity.ONE, Multiplicity.MANY, "");
    }

    @Test
    void runOfAThreadWhoseTargetIsAThreadRunsTheInnerTarget() throws Exception {
        // outer.run() runs inner.run(), which runs the lambda: the started thread produces beside main
        Site s = only(Programs.mainDoing("""
                LinkedBlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                Thread inner = new Thread(() -> q.offer(1));
                Thread outer = new Thread(inner);
                new Thread(outer::run).start();
                q.offer(2);
                q.take(); q.take();
                """));
        sides(s, Multiplicity.MANY, Multiplicity.ONE, "");
    }
}
