package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.ReflectiveCall;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.Topology;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Class values through the points-to (Solar's and Doop's idea): a class literal is a Class object of that class, its
 * {@code getConstructor} a Constructor object of it, and {@code newInstance} on that makes the class and runs its
 * constructors, however far the values travel through parameters and fields. Netty's ReflectiveChannelFactory keeps
 * the constructor of the class given to {@code Bootstrap.channel(..)} in a final field this way.
 */
class ClassValueReflectionTest {
    private static final String IMPORTS = "import java.util.*; import java.util.concurrent.*;\n";
    private static final String CHAN = IMPORTS + "public interface Chan { void start(BlockingQueue<Integer> q); }";
    /** Drains the queue on one thread of its own. */
    private static final String ONE = IMPORTS + """
            public class One implements Chan {
                public One() { }
                public void start(BlockingQueue<Integer> q) {
                    new Thread(() -> { try { while (q.take() >= 0) { } } catch (InterruptedException e) { } }).start();
                }
            }""";
    /** Drains the queue on two threads: a cast to Chan alone would have to assume this one too. */
    private static final String TWO = IMPORTS + """
            public class Two implements Chan {
                public Two() { }
                public void start(BlockingQueue<Integer> q) {
                    for (int i = 0; i < 2; i++) {
                        new Thread(() -> { try { while (q.take() >= 0) { } } catch (InterruptedException e) { } })
                                .start();
                    }
                }
            }""";
    /** The constructor of the class passed in, kept in a final field, as netty's ReflectiveChannelFactory does. */
    private static final String FACTORY = IMPORTS + """
            public class Factory<T extends Chan> {
                private final java.lang.reflect.Constructor<? extends T> ctor;
                public Factory(Class<? extends T> type) {
                    try {
                        ctor = type.getConstructor();
                    } catch (NoSuchMethodException e) {
                        throw new IllegalArgumentException(e);
                    }
                }
                public T make() {
                    try {
                        return ctor.newInstance();
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                }
            }""";

    @TempDir
    Path tmp;

    private AnalysisResult analyse(String main) throws Exception {
        Path dir = Programs.compile(tmp.resolve("classes"), CHAN, ONE, TWO, FACTORY, main);
        return Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(dir)).mainClass("Main").build());
    }

    private static Site site(AnalysisResult r) {
        return r.manifest().sites().stream().filter(s -> s.className().equals("Main")).findFirst().orElseThrow();
    }

    private static ReflectiveCall made(AnalysisResult r) {
        return r.manifest().reflection().stream().filter(c -> c.call().equals("Constructor.newInstance"))
                .findFirst().orElseThrow(() -> new AssertionError("not listed: " + r.manifest().reflection()));
    }

    @Test
    void aClassLiteralThroughAParameterAndAFinalFieldIsMadeExactly() throws Exception {
        AnalysisResult r = analyse(IMPORTS + """
                class Main {
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        Chan c = new Factory<One>(One.class).make();
                        c.start(q);
                        q.offer(1);
                    }
                }""");
        ReflectiveCall made = made(r);
        assertEquals(ReflectiveCall.RESOLVED, made.status(), r.manifest().reflection()::toString);
        assertEquals(List.of("One"), made.targets());
        Site s = site(r);
        assertEquals(Topology.SPSC, s.topology(), s.reasons()::toString);
        assertEquals(Confidence.EXACT, s.confidence(), s.reasons()::toString);
    }

    @Test
    void everyClassThatReachesTheFieldIsMade() throws Exception {
        AnalysisResult r = analyse(IMPORTS + """
                class Main {
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        Class<? extends Chan> type = a.length == 0 ? One.class : Two.class;
                        Chan c = new Factory<>(type).make();
                        c.start(q);
                        q.offer(1);
                    }
                }""");
        assertEquals(List.of("One", "Two"), made(r).targets(), r.manifest().reflection()::toString);
        Site s = site(r);
        assertEquals(Multiplicity.MANY, s.consumers().count(), s.reasons()::toString);
    }

    @Test
    void aClassNamedAtRunTimeFallsBackOnTheCastsBound() throws Exception {
        // one Class value the points-to cannot tell beside one it can: the unknown one is bounded by the cast to Chan
        // in make(), as without Class values, so both Chans are made
        AnalysisResult r = analyse(IMPORTS + """
                class Main {
                    @SuppressWarnings("unchecked")
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        Class<? extends Chan> type = a.length == 0 ? One.class
                                : (Class<? extends Chan>) Class.forName(a[0], false, Main.class.getClassLoader());
                        Chan c = new Factory<>(type).make();
                        c.start(q);
                        q.offer(1);
                    }
                }""");
        ReflectiveCall made = made(r);
        assertEquals(ReflectiveCall.ASSUMED, made.status(), r.manifest().reflection()::toString);
        assertEquals(List.of("One", "Two"), made.targets());
        assertEquals(Multiplicity.MANY, site(r).consumers().count(), site(r).reasons()::toString);
    }

    @Test
    void aClassNamedAtRunTimeWithoutACastStaysUnresolved() throws Exception {
        AnalysisResult r = analyse(IMPORTS + """
                class Main {
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        Class<?> type = a.length == 0 ? One.class : Class.forName(a[0]);
                        Object c = type.getConstructor().newInstance();
                        ((Chan) c).start(q);
                        q.offer(1);
                    }
                }""");
        assertEquals(ReflectiveCall.UNRESOLVED, made(r).status(), r.manifest().reflection()::toString);
        Site s = site(r);
        assertNotEquals(Confidence.EXACT, s.confidence(), s.reasons()::toString);
    }
}
