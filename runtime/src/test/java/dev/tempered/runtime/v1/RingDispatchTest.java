package dev.tempered.runtime.v1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.runtime.internal.core.Cores;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Decision 0050: at a ring site kept in the substitute's own fields, {@code allocate} (the rewriter's usual, in-place
 * form) returns a subclass whose offer and poll are the ring's alone, a checked one where checks are on (decision
 * 0053); everywhere else, and always through the constructor form, the substitute's own class. The subclass is an implementation detail: it adds no public surface,
 * and serializes as the plain original.
 */
class RingDispatchTest {
    private static final int LIMIT = 1 << 16; // Cores.ARRAY_LIMIT: the largest ring kept in one array
    private static final int[] BOUNDS = {1, 3, 1000, 1024, LIMIT, LIMIT + 1};

    /** Every spec a site can carry that matters here: each form, checks off and on, quiet or not. */
    static List<String> specs() {
        List<String> specs = new ArrayList<>();
        for (Cases.FormSpec form : Cases.FormSpec.values()) {
            for (String checks : List.of("off", "throw", "strict-throw")) {
                specs.add(form.spec(checks));
                specs.add(form.spec(checks) + "|waits=none");
            }
        }
        specs.add("v1|form=nonsense|checks=off|topology=spsc"); // falls back to the general form, never to a ring
        return specs;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void arrayBlockingQueueRingSitesGetTheRingsOwnClass(String spec) {
        for (int capacity : BOUNDS) {
            ArrayBlockingQueue<Integer> allocated = TemperedArrayBlockingQueue.allocate(spec, spec, capacity);
            boolean inline = Cores.keepsRingInline(new TemperedArrayBlockingQueue<>(capacity, spec));
            boolean quiet = spec.endsWith("|waits=none");
            Class<?> expected = !inline ? TemperedArrayBlockingQueue.class
                    : checked(spec) ? (quiet ? TemperedArrayBlockingQueue.CheckedRing.class
                            : TemperedArrayBlockingQueue.CheckedSignallingRing.class)
                    : quiet ? TemperedArrayBlockingQueue.Ring.class
                    : TemperedArrayBlockingQueue.SignallingRing.class;
            assertSame(expected, allocated.getClass(), capacity + " " + spec);
            assertEquals(inline, Cores.keepsRingInline(allocated), capacity + " " + spec);
            assertEquals(inline, spec.contains("form=ring|") && capacity <= LIMIT, capacity + " " + spec);
            assertSame(expected, TemperedArrayBlockingQueue.allocate(spec, spec, capacity, true).getClass());
            assertSame(expected, TemperedArrayBlockingQueue.allocate(spec, spec, capacity, false, List.of(7)).getClass());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void boundedLinkedRingSitesGetTheRingsOwnClass(String spec) {
        for (int capacity : BOUNDS) {
            boolean ring = spec.contains("form=ring|") && capacity <= LIMIT;
            boolean quiet = spec.endsWith("|waits=none");
            LinkedBlockingQueue<Integer> queue = TemperedLinkedBlockingQueue.allocate(spec, spec, capacity);
            assertSame(!ring ? TemperedLinkedBlockingQueue.class
                    : checked(spec) ? (quiet ? TemperedLinkedBlockingQueue.CheckedBoundedRing.class
                            : TemperedLinkedBlockingQueue.CheckedSignallingBoundedRing.class)
                    : quiet ? TemperedLinkedBlockingQueue.BoundedRing.class
                    : TemperedLinkedBlockingQueue.SignallingBoundedRing.class, queue.getClass(), capacity + " " + spec);
            LinkedBlockingDeque<Integer> deque = TemperedLinkedBlockingDeque.allocate(spec, spec, capacity);
            assertSame(!ring ? TemperedLinkedBlockingDeque.class
                    : checked(spec) ? (quiet ? TemperedLinkedBlockingDeque.CheckedBoundedRing.class
                            : TemperedLinkedBlockingDeque.CheckedSignallingBoundedRing.class)
                    : quiet ? TemperedLinkedBlockingDeque.BoundedRing.class
                    : TemperedLinkedBlockingDeque.SignallingBoundedRing.class, deque.getClass(), capacity + " " + spec);
            assertEquals(ring, Cores.keepsRingInline(queue) && Cores.keepsRingInline(deque), capacity + " " + spec);
        }
    }

    /** Whether a spec turns contract checks on, read from its text rather than through the runtime's parser. */
    private static boolean checked(String spec) {
        return !spec.contains("|checks=off|");
    }

    /** An unbounded ring keeps the substitute's own class: specialising it measured slower (decision 0050). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void unboundedSitesKeepTheSubstitutesOwnClass(String spec) {
        assertSame(TemperedLinkedBlockingQueue.class, TemperedLinkedBlockingQueue.allocate(spec, spec).getClass());
        assertSame(TemperedLinkedBlockingQueue.class,
                TemperedLinkedBlockingQueue.allocate(spec, spec, Integer.MAX_VALUE).getClass());
        assertSame(TemperedLinkedBlockingQueue.class,
                TemperedLinkedBlockingQueue.allocate(spec, spec, List.of(1)).getClass());
        assertSame(TemperedLinkedBlockingDeque.class, TemperedLinkedBlockingDeque.allocate(spec, spec).getClass());
        assertSame(TemperedConcurrentLinkedQueue.class, TemperedConcurrentLinkedQueue.allocate(spec, spec).getClass());
        assertSame(TemperedLinkedTransferQueue.class, TemperedLinkedTransferQueue.allocate(spec, spec).getClass());
    }

    @Test
    void theConstructorFormAlwaysMakesTheSubstitutesOwnClass() {
        String quiet = Cases.FormSpec.RING.spec("off") + "|waits=none";
        String signalling = Cases.FormSpec.RING.spec("off");
        assertSame(TemperedArrayBlockingQueue.class, new TemperedArrayBlockingQueue<>(16, quiet).getClass());
        assertSame(TemperedArrayBlockingQueue.class, new TemperedArrayBlockingQueue<>(16, signalling).getClass());
        assertSame(TemperedLinkedBlockingQueue.class, new TemperedLinkedBlockingQueue<>(16, quiet).getClass());
        assertSame(TemperedLinkedBlockingDeque.class, new TemperedLinkedBlockingDeque<>(16, signalling).getClass());
    }

    /** A capacity the original refuses is refused the same way, whichever class allocate would have chosen. */
    @Test
    void badCapacitiesAreRefusedAsTheOriginalRefusesThem() {
        String ring = Cases.FormSpec.RING.spec("off");
        for (int capacity : new int[] {0, -1, Integer.MIN_VALUE}) {
            assertThrows(IllegalArgumentException.class, () -> new ArrayBlockingQueue<>(capacity));
            assertThrows(IllegalArgumentException.class, () -> TemperedArrayBlockingQueue.allocate(ring, ring, capacity));
            assertThrows(IllegalArgumentException.class,
                    () -> TemperedArrayBlockingQueue.allocate(ring + "|waits=none", ring, capacity, true));
            assertThrows(IllegalArgumentException.class, () -> TemperedLinkedBlockingQueue.allocate(ring, ring, capacity));
            assertThrows(IllegalArgumentException.class, () -> TemperedLinkedBlockingDeque.allocate(ring, ring, capacity));
        }
    }

    /** The collection form: the elements in order, a collection over the capacity or holding null refused. */
    @Test
    void theArrayBlockingQueueCollectionFormFillsTheRingItMakes() {
        for (String spec : List.of(Cases.FormSpec.RING.spec("throw") + "|waits=none", Cases.FormSpec.RING.spec("off"))) {
            ArrayBlockingQueue<Integer> q = TemperedArrayBlockingQueue.allocate(spec, spec, 3, false, List.of(1, 2, 3));
            assertNotEquals(TemperedArrayBlockingQueue.class, q.getClass());
            assertEquals("[1, 2, 3]", q.toString());
            assertFalse(q.offer(4), "full at exactly the capacity");
            assertEquals(1, q.poll());
            assertTrue(q.offer(4));
            assertEquals(List.of(2, 3, 4), new ArrayList<>(q));
            assertThrows(IllegalArgumentException.class,
                    () -> TemperedArrayBlockingQueue.allocate(spec, spec, 2, false, List.of(1, 2, 3)));
            assertThrows(NullPointerException.class,
                    () -> TemperedArrayBlockingQueue.allocate(spec, spec, 3, false, Arrays.asList(1, null)));
            assertThrows(NullPointerException.class, () -> TemperedArrayBlockingQueue.allocate(spec, spec, 3, false, null));
        }
    }

    static Stream<Class<?>> ringClasses() {
        return Stream.of(TemperedArrayBlockingQueue.Ring.class, TemperedArrayBlockingQueue.SignallingRing.class,
                TemperedArrayBlockingQueue.CheckedRing.class, TemperedArrayBlockingQueue.CheckedSignallingRing.class,
                TemperedLinkedBlockingQueue.BoundedRing.class, TemperedLinkedBlockingQueue.SignallingBoundedRing.class,
                TemperedLinkedBlockingQueue.CheckedBoundedRing.class,
                TemperedLinkedBlockingQueue.CheckedSignallingBoundedRing.class,
                TemperedLinkedBlockingDeque.BoundedRing.class, TemperedLinkedBlockingDeque.SignallingBoundedRing.class,
                TemperedLinkedBlockingDeque.CheckedBoundedRing.class,
                TemperedLinkedBlockingDeque.CheckedSignallingBoundedRing.class);
    }

    /**
     * Rewritten code names only the substitute (its {@code allocate}), so a ring's own class is free to change: it is
     * final and not public, has no public constructor, and declares nothing but overrides of the substitute's public
     * methods.
     */
    @ParameterizedTest
    @MethodSource("ringClasses")
    void aRingsOwnClassOnlyOverridesTheSubstitute(Class<?> ring) throws Exception {
        Class<?> substitute = ring.getSuperclass();
        assertSame(substitute, ring.getEnclosingClass());
        assertTrue(Modifier.isFinal(ring.getModifiers()));
        assertFalse(Modifier.isPublic(ring.getModifiers()));
        for (Constructor<?> c : ring.getDeclaredConstructors()) {
            assertFalse(Modifier.isPublic(c.getModifiers()), c.toString());
        }
        List<String> declared = new ArrayList<>();
        for (Method m : ring.getDeclaredMethods()) {
            if (m.isSynthetic()) {
                continue;
            }
            Method overridden = substitute.getMethod(m.getName(), m.getParameterTypes());
            assertSame(substitute, overridden.getDeclaringClass(), m.toString());
            assertTrue(Modifier.isPublic(m.getModifiers()), m.toString());
            declared.add(m.getName());
        }
        assertTrue(declared.containsAll(List.of("offer", "poll")), declared.toString());
    }

    /** Each ring's class, checked or not, serializes as the plain original, with its capacity and elements. */
    @ParameterizedTest
    @MethodSource("checksModes")
    void aRingsOwnClassSerializesAsThePlainOriginal(String checks) throws Exception {
        String spec = Cases.FormSpec.RING.spec(checks);
        List<BiFunction<String, Integer, BlockingQueue<Integer>>> makers = List.of(
                (s, c) -> TemperedArrayBlockingQueue.allocate(s + "|waits=none", s, c),
                (s, c) -> TemperedArrayBlockingQueue.allocate(s, s, c),
                (s, c) -> TemperedLinkedBlockingQueue.allocate(s + "|waits=none", s, c),
                (s, c) -> TemperedLinkedBlockingQueue.allocate(s, s, c),
                (s, c) -> TemperedLinkedBlockingDeque.allocate(s + "|waits=none", s, c),
                (s, c) -> TemperedLinkedBlockingDeque.allocate(s, s, c));
        List<Class<?>> originals = List.of(ArrayBlockingQueue.class, ArrayBlockingQueue.class,
                LinkedBlockingQueue.class, LinkedBlockingQueue.class, LinkedBlockingDeque.class, LinkedBlockingDeque.class);
        for (int i = 0; i < makers.size(); i++) {
            BlockingQueue<Integer> q = makers.get(i).apply(spec, 5);
            assertNotEquals(originals.get(i), q.getClass());
            q.offer(1);
            q.offer(2);
            Queue<?> copy = (Queue<?>) roundTrip(q);
            assertSame(originals.get(i), copy.getClass());
            assertEquals(List.of(1, 2), new ArrayList<>(copy));
            assertEquals(3, ((BlockingQueue<?>) copy).remainingCapacity());
        }
    }

    static Stream<String> checksModes() {
        return Stream.of("off", "throw");
    }

    private static Object roundTrip(Object o) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(o);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return in.readObject();
        }
    }
}
