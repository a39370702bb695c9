package dev.tempered.analysis.internal.pta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.analysis.ProgressListener;
import dev.tempered.analysis.Programs;
import dev.tempered.analysis.internal.classpath.ClassInfo;
import dev.tempered.analysis.internal.classpath.ClassPath;
import dev.tempered.analysis.internal.classpath.Diagnostics;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What keeps points-to sets from merging on real programs: fields and array elements admit only objects of their
 * type, and factory helpers are analysed per call site. Each test checks the precise set and that nothing the run
 * holds is missing from it.
 */
class HeapFilterTest {
    private static final ProgressListener QUIET = new ProgressListener() {
        @Override
        public void classesRead(int count) {
        }

        @Override
        public void methodsAnalysed(int count) {
        }
    };

    @TempDir
    Path tmp;

    private Solver solve(String... sources) throws Exception {
        Path classes = Programs.compile(tmp.resolve("c"), sources);
        ClassPath cp = new ClassPath(new Diagnostics());
        cp.add(classes, ClassInfo.Origin.INPUT, QUIET);
        Solver s = new Solver(cp, false, () -> { });
        s.mainRoot("Main");
        s.solve();
        return s;
    }

    private static List<Heap.Obj> objs(Solver s, String type) {
        return s.heap.objs.stream().filter(o -> o.type.equals(type)).toList();
    }

    private static Set<String> types(Solver s, int node) {
        BitSet p = s.g.pts(node);
        return p.stream().mapToObj(o -> s.heap.obj(o).type).collect(Collectors.toSet());
    }

    /** A store through an {@code Object[]} view of an {@code A[]} checks the element's class at run time. */
    @Test
    void anArrayHoldsOnlyItsComponentType() throws Exception {
        Solver s = solve("""
                class Main {
                    public static void main(String[] x) {
                        Object[] all = {new A(), new B()};
                        A[] as = new A[2];
                        as[0] = (A) all[0];
                        Object[] covariant = as;
                        covariant[1] = all[1]; // may be a B: the store would throw ArrayStoreException
                        as[0].hashCode();
                    }
                }""", "class A { }", "class B { }");
        Heap.Obj as = objs(s, "[LA;").get(0);
        Heap.Obj all = objs(s, "[Ljava/lang/Object;").get(0);
        assertEquals(Set.of("A"), types(s, s.field(as.id, Heap.ELEM)));
        assertEquals(Set.of("A", "B"), types(s, s.field(all.id, Heap.ELEM)));
    }

    /**
     * A two-dimensional array is one abstract object that holds its inner arrays, so an element load two levels
     * down also yields the array itself; the field it is stored in has type A and never holds an array.
     */
    @Test
    void aFieldHoldsOnlyItsDeclaredType() throws Exception {
        Solver s = solve("""
                class Main {
                    public static void main(String[] x) {
                        A[][] m = new A[1][1];
                        m[0][0] = new A();
                        Holder h = new Holder();
                        h.a = m[0][0];
                        h.any = m[0][0];
                    }
                }""", "class A { }", "class Holder { A a; Object any; }");
        Heap.Obj h = objs(s, "Holder").get(0);
        assertEquals(Set.of("A"), types(s, s.field(h.id, "a")));
        assertTrue(types(s, s.field(h.id, "any")).containsAll(Set.of("A", "[[")),
                "an Object field is not filtered: " + types(s, s.field(h.id, "any")));
    }

    /** A field declared twice along the hierarchy shares one node between two types: it is not filtered. */
    @Test
    void aShadowedFieldIsNotFiltered() throws Exception {
        Solver s = solve("""
                class Main {
                    public static void main(String[] x) {
                        Sub o = new Sub();
                        ((Base) o).f = new A();
                        o.f = new B();
                        Object r = ((Base) o).f;
                        r.hashCode();
                    }
                }""", "class A { }", "class B { }", "class Base { A f; }", "class Sub extends Base { B f; }");
        Heap.Obj o = objs(s, "Sub").get(0);
        assertEquals(Set.of("A", "B"), types(s, s.field(o.id, "f")));
    }

    /** Each caller of a small static helper that makes a list gets its own list, holding only what it put in. */
    @Test
    void aFactoryHelperMakesOneObjectPerCallSite() throws Exception {
        Solver s = solve("""
                import java.util.*;
                import java.util.concurrent.*;
                class Main {
                    static List<Object> newList() { return new ArrayList<>(4); }
                    public static void main(String[] x) {
                        List<Object> one = newList();
                        one.add(new LinkedBlockingQueue<Integer>());
                        List<Object> two = newList();
                        two.add(new ArrayBlockingQueue<Integer>(4));
                        new Thread(() -> ((Queue<Integer>) one.get(0)).offer(1)).start();
                    }
                }""");
        List<Heap.Obj> lists = objs(s, "java/util/ArrayList");
        assertEquals(2, lists.size(), "one list per call site of newList()");
        for (Heap.Obj l : lists) {
            Set<String> queues = types(s, s.field(l.id, Heap.ELEM)).stream().filter(t -> t.contains("Queue"))
                    .collect(Collectors.toSet());
            assertEquals(1, queues.size(), "one queue per list: " + queues);
        }
        Set<String> offered = s.ops.stream().filter(op -> op.name().equals("offer"))
                .map(op -> s.heap.obj(op.obj()).type).collect(Collectors.toSet());
        assertEquals(Set.of("java/util/concurrent/LinkedBlockingQueue"), offered);
        assertFalse(offered.contains("java/util/concurrent/ArrayBlockingQueue"));
    }
}
