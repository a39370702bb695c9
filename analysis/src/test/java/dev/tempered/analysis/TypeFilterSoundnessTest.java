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
 * The cheaper propagation of design note analysis (type filters at casts, parameters and returns; JDK-modelled objects
 * filtered at application owners and array accesses; flooded container elements merged; one parallel view per
 * container) must never drop a thread: each program hands a queue through the places those filters act on.
 */
class TypeFilterSoundnessTest {
    private static final String IMPORTS = "import java.util.*; import java.util.concurrent.*;\n";

    @TempDir
    Path tmp;

    private Site only(List<Path> classPath, String... sources) throws Exception {
        Path dir = Programs.compile(tmp.resolve("classes"), sources);
        List<Site> sites = Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(dir)).classPath(classPath)
                .mainClass("Main").build()).manifest().sites().stream()
                .filter(s -> Site.KIND_QUEUE.equals(s.kind())).toList();
        assertEquals(1, sites.size(), sites.toString());
        return sites.get(0);
    }

    private static Path jar(Class<?> c) throws Exception {
        return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    /** A queue of an analysed library (JCTools) is modelled but is no JDK object: casts must let it through. */
    @Test
    void anAnalysedLibraryQueueSurvivesCastsToItsOwnType() throws Exception {
        Site s = only(List.of(jar(org.jctools.queues.MpscArrayQueue.class)), IMPORTS + """
                import org.jctools.queues.MpscArrayQueue;
                class Box { Object held; }
                class Main {
                    static void feed(Object o) {
                        MpscArrayQueue<Integer> q = (MpscArrayQueue<Integer>) o;
                        q.relaxedOffer(1);
                    }
                    public static void main(String[] a) throws Exception {
                        List<Object> all = new ArrayList<>();
                        all.add(new Box());
                        all.add(new MpscArrayQueue<Integer>(16));
                        Thread t1 = new Thread(() -> feed(all.get(1)));
                        Thread t2 = new Thread(() -> feed(all.get(1)));
                        t1.start(); t2.start(); t1.join(); t2.join();
                        ((MpscArrayQueue<Integer>) all.get(1)).relaxedPoll();
                    }
                }""");
        assertEquals(Multiplicity.MANY, s.producers().count(), s.reasons() + " " + s.producers());
    }

    /** JCTools' relaxed operations count on their sides; before, a thread using only them was counted on neither. */
    @Test
    void relaxedOperationsOfALibraryQueueCountOnTheirSides() throws Exception {
        Site s = only(List.of(jar(org.jctools.queues.MpscArrayQueue.class)), IMPORTS + """
                import org.jctools.queues.MpscArrayQueue;
                class Main {
                    public static void main(String[] a) throws Exception {
                        MpscArrayQueue<Integer> q = new MpscArrayQueue<Integer>(16);
                        Thread t1 = new Thread(() -> q.relaxedOffer(1));
                        Thread t2 = new Thread(() -> q.relaxedOffer(2));
                        Thread t3 = new Thread(() -> q.relaxedPoll());
                        t1.start(); t2.start(); t3.start(); t1.join(); t2.join(); t3.join();
                    }
                }""");
        assertEquals(Multiplicity.MANY, s.producers().count(), s.reasons() + " " + s.producers());
        assertEquals(Multiplicity.ONE, s.consumers().count(), s.reasons() + " " + s.consumers());
    }

    /** Arrays held as Object, mixed with application objects: only containers are arrays, and they keep the queue. */
    @Test
    void aQueueInAnArrayHeldAsObjectReachesBothConsumers() throws Exception {
        Site s = only(List.of(), IMPORTS + """
                class Other { Object[] items = new Object[1]; }
                class Main {
                    static Object holder;
                    static void drain() { ((Queue<Integer>) ((Object[]) holder)[0]).poll(); }
                    public static void main(String[] a) throws Exception {
                        Object[] arr = new Object[] { new ConcurrentLinkedQueue<Integer>() };
                        holder = new Other();
                        holder = arr;
                        ((Queue<Integer>) arr[0]).offer(1);
                        Thread t1 = new Thread(Main::drain);
                        Thread t2 = new Thread(Main::drain);
                        t1.start(); t2.start(); t1.join(); t2.join();
                    }
                }""");
        assertEquals(Multiplicity.MANY, s.consumers().count(), s.reasons() + " " + s.consumers());
    }

    /** A parallel view of a parallel view is the same view: still parallel, so its callbacks run on many threads. */
    @Test
    void aParallelViewMadeParallelAgainStillRunsOnManyThreads() throws Exception {
        Site s = only(List.of(), IMPORTS + """
                class Item { }
                class Main {
                    public static void main(String[] a) {
                        Queue<Item> q = new ConcurrentLinkedQueue<>();
                        List<Item> xs = new ArrayList<>();
                        xs.add(new Item());
                        xs.parallelStream().parallel().forEach(x -> q.offer(x));
                        q.poll();
                    }
                }""");
        assertEquals(Multiplicity.MANY, s.producers().count(), s.reasons() + " " + s.producers());
    }

    /** Past 256 elements a list's element set is merged into the shared flood node: the queue is still found. */
    @Test
    void aQueueInAFloodedListReachesBothProducers() throws Exception {
        StringBuilder adds = new StringBuilder();
        for (int i = 0; i < 300; i++) {
            adds.append("all.add(new Item").append(i % 3).append("());\n");
        }
        Site s = only(List.of(), IMPORTS + """
                class Item0 { } class Item1 { } class Item2 { }
                class Main {
                    static final List<Object> all = new ArrayList<>();
                    static void feed() {
                        for (Object o : all) { if (o instanceof Queue) { ((Queue<Integer>) o).offer(1); } }
                    }
                    public static void main(String[] a) throws Exception {
                        all.add(new ConcurrentLinkedQueue<Integer>());
                """ + adds + """
                        Thread t1 = new Thread(Main::feed);
                        Thread t2 = new Thread(Main::feed);
                        t1.start(); t2.start(); t1.join(); t2.join();
                        ((Queue<Integer>) all.get(0)).poll();
                    }
                }""");
        assertEquals(Multiplicity.MANY, s.producers().count(), s.reasons() + " " + s.producers());
    }

    /**
     * {@code addAll} of an application collection: the JDK reads it through its own {@code toArray} or
     * {@code iterator}, which the analysis does not follow, so its contents escape (the queue is refused) instead
     * of the queue being lost, which gave no producer at all.
     */
    @Test
    void aQueueCopiedOutOfAnApplicationCollectionIsNotLost() throws Exception {
        Site s = only(List.of(), IMPORTS + """
                class One implements Collection<Object> {
                    private final Object[] items;
                    One(Object a) { items = new Object[] { a }; }
                    public int size() { return 1; }
                    public boolean isEmpty() { return false; }
                    public boolean contains(Object o) { return items[0] == o; }
                    public Iterator<Object> iterator() { return Arrays.asList(items).iterator(); }
                    public Object[] toArray() { return items.clone(); }
                    public <T> T[] toArray(T[] a) { throw new UnsupportedOperationException(); }
                    public boolean add(Object o) { throw new UnsupportedOperationException(); }
                    public boolean remove(Object o) { throw new UnsupportedOperationException(); }
                    public boolean containsAll(Collection<?> c) { return false; }
                    public boolean addAll(Collection<?> c) { throw new UnsupportedOperationException(); }
                    public boolean removeAll(Collection<?> c) { throw new UnsupportedOperationException(); }
                    public boolean retainAll(Collection<?> c) { throw new UnsupportedOperationException(); }
                    public void clear() { throw new UnsupportedOperationException(); }
                }
                class Main {
                    public static void main(String[] a) throws Exception {
                        Queue<Integer> q = new ConcurrentLinkedQueue<>();
                        List<Object> l = new ArrayList<>();
                        l.addAll(new One(q));
                        Thread t1 = new Thread(() -> ((Queue<Integer>) l.get(0)).offer(1));
                        Thread t2 = new Thread(() -> ((Queue<Integer>) l.get(0)).offer(2));
                        t1.start(); t2.start(); t1.join(); t2.join();
                        q.poll();
                    }
                }""");
        Multiplicity p = s.producers().count();
        assertTrue(p == Multiplicity.MANY || p == Multiplicity.UNKNOWN, s.reasons() + " " + s.producers());
    }
}
