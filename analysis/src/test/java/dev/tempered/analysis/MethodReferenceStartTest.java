package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Site;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A thread start reached through a method reference straight to a JDK method ({@code Thread::start},
 * {@code executor::execute}, {@code pool::submit}) that the JDK calls many times (forEach, stream stages) starts
 * as many threads as there are elements, although the start has no call instruction of its own: the side must
 * read as many, never one.
 */
class MethodReferenceStartTest {
    private static final String IMPORTS = "import java.util.*; import java.util.concurrent.*;\n";
    /** Two consumer threads in a list; {@code START} is replaced by the statement that starts them. */
    private static final String CONSUMERS = """
            class Main {
                public static void main(String[] a) throws Exception {
                    LinkedBlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                    List<Thread> cs = new ArrayList<>();
                    for (int n = 0; n < 2; n++) {
                        cs.add(new Thread(() -> { try { while (q.take() >= 0) { } } catch (InterruptedException e) { } }));
                    }
                    START
                    q.put(1); q.put(-1); q.put(-1);
                }
            }""";

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
        String why = start + ": " + s.reasons() + " " + s.producers() + " " + s.consumers();
        assertEquals(Multiplicity.ONE, s.producers().count(), why);
        assertEquals(expected, s.consumers().count(), why);
    }

    @Test
    void threadStartHandedToForEachStartsMany() throws Exception {
        consumers("cs.forEach(Thread::start);", Multiplicity.MANY);
    }

    @Test
    void threadStartHandedToAStreamForEachStartsMany() throws Exception {
        consumers("cs.stream().forEach(Thread::start);", Multiplicity.MANY);
    }

    @Test
    void threadStartHandedToForEachOfAnArraysListStartsMany() throws Exception {
        consumers("Arrays.asList(cs.get(0), cs.get(1)).forEach(Thread::start);", Multiplicity.MANY);
    }

    @Test
    void theLambdaFormStillStartsMany() throws Exception {
        consumers("cs.forEach(t -> t.start());", Multiplicity.MANY);
    }

    @Test
    void aBoundStartReferenceRunOnceStillStartsOne() throws Exception {
        // precision kept: the reference's one call runs once, so the one thread it starts is one
        consumers("Runnable r = cs.get(0)::start; r.run();", Multiplicity.ONE);
    }

    @Test
    void threadRunHandedToForEachRunsOnTheCallingThread() throws Exception {
        // Thread::run starts nothing: both tasks consume on main, one after the other
        Site s = only("""
                class Main {
                    public static void main(String[] a) throws Exception {
                        LinkedBlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        new Thread(() -> { q.offer(1); q.offer(2); }).start();
                        List<Thread> cs = new ArrayList<>();
                        for (int n = 0; n < 2; n++) {
                            cs.add(new Thread(() -> { try { q.take(); } catch (InterruptedException e) { } }));
                        }
                        cs.forEach(Thread::run);
                    }
                }""");
        assertEquals(Multiplicity.ONE, s.producers().count(), s.reasons().toString());
        assertEquals(Multiplicity.ONE, s.consumers().count(), s.reasons().toString());
    }

    @Test
    void executeHandedToForEachRunsManyTasks() throws Exception {
        consumersOnPool("tasks.forEach(pool::execute);");
    }

    @Test
    void submitHandedToForEachRunsManyTasks() throws Exception {
        consumersOnPool("tasks.forEach(pool::submit);");
    }

    private void consumersOnPool(String start) throws Exception {
        Site s = only("""
                class Main {
                    public static void main(String[] a) throws Exception {
                        LinkedBlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        ExecutorService pool = Executors.newFixedThreadPool(2);
                        Runnable c = () -> { try { while (q.take() >= 0) { } } catch (InterruptedException e) { } };
                        List<Runnable> tasks = List.of(c, c);
                        START
                        q.put(1); q.put(-1); q.put(-1);
                        pool.shutdown();
                    }
                }""".replace("START", start));
        String why = start + ": " + s.reasons() + " " + s.producers() + " " + s.consumers();
        assertEquals(Multiplicity.ONE, s.producers().count(), why);
        assertEquals(Multiplicity.MANY, s.consumers().count(), why);
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
        assertEquals(Multiplicity.ONE, s.producers().count(), s.reasons().toString());
        assertEquals(Multiplicity.MANY, s.consumers().count(), s.reasons().toString());
    }

    @Test
    void threadsMadeByAConstructorReferenceAndStartedByAReferenceAreMany() throws Exception {
        Site s = only("""
                class Main {
                    public static void main(String[] a) throws Exception {
                        LinkedBlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        Runnable c = () -> { try { while (q.take() >= 0) { } } catch (InterruptedException e) { } };
                        List.of(c, c).stream().map(Thread::new).forEach(Thread::start);
                        q.put(1); q.put(-1); q.put(-1);
                    }
                }""");
        assertEquals(Multiplicity.ONE, s.producers().count(), s.reasons().toString());
        assertEquals(Multiplicity.MANY, s.consumers().count(), s.reasons().toString());
    }

    @Test
    void runOfAThreadWhoseTargetIsAThreadRunsTheInnerTarget() throws Exception {
        // outer.run() runs inner.run(), which runs the lambda: the started thread produces beside main
        Site s = only("""
                class Main {
                    public static void main(String[] a) throws Exception {
                        LinkedBlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        Thread inner = new Thread(() -> q.offer(1));
                        Thread outer = new Thread(inner);
                        new Thread(outer::run).start();
                        q.offer(2);
                        q.take(); q.take();
                    }
                }""");
        assertEquals(Multiplicity.MANY, s.producers().count(), s.reasons().toString());
        assertEquals(Multiplicity.ONE, s.consumers().count(), s.reasons().toString());
    }
}
