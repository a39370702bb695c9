package dev.tempered.runtime.internal.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.runtime.internal.ring.PaddedSlots;
import dev.tempered.runtime.v1.TemperedArrayBlockingQueue;
import dev.tempered.runtime.v1.TemperedConcurrentLinkedQueue;
import dev.tempered.runtime.v1.TemperedLinkedBlockingDeque;
import dev.tempered.runtime.v1.TemperedLinkedBlockingQueue;
import dev.tempered.runtime.v1.TemperedLinkedTransferQueue;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Decisions 0045, 0047 and 0049: which linked substitutes ({@code LinkedBlockingQueue}, {@code ConcurrentLinkedQueue},
 * {@code LinkedTransferQueue}, {@code LinkedBlockingDeque}) keep their ring in their own fields, unbounded or bounded
 * (whose exact capacity, hand-overs and third-thread readers {@link InlineRingTest} runs with the other bounded rings), the layout
 * that keeps the two sides apart in each generated class, and a consumer waiting in the core's take for an offer made
 * on the substitute's own ring. {@link UnboundedRingTest} runs the chunk boundaries and the walks on it;
 * DifferentialTest, the Guava suite, ExactlyOnceStressTest, Lincheck and jcstress run it through the unbounded ring
 * form with checks off.
 */
class InlineLinkedRingTest {
    private static final String RING = "v1|form=ring|checks=off|topology=spsc|at=InlineLinkedRingTest.java:1|site=T.m()V#0";
    private static final String QUIET_RING = RING + "|waits=none";

    /** A linked substitute, built from a spec, and the generated classes that hold its ring's two sides. */
    record Host(String name, Function<String, Queue<Integer>> make, Class<?> producerFields, Class<?> consumerFields) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Host> hosts() {
        return Stream.of(
                new Host("LinkedBlockingQueue", TemperedLinkedBlockingQueue::new,
                        LinkedBlockingQueueRingProducerFields.class, LinkedBlockingQueueRingConsumerFields.class),
                new Host("ConcurrentLinkedQueue", TemperedConcurrentLinkedQueue::new,
                        ConcurrentLinkedQueueRingProducerFields.class, ConcurrentLinkedQueueRingConsumerFields.class),
                new Host("LinkedTransferQueue", TemperedLinkedTransferQueue::new,
                        LinkedTransferQueueRingProducerFields.class, LinkedTransferQueueRingConsumerFields.class),
                new Host("LinkedBlockingDeque", TemperedLinkedBlockingDeque::new,
                        LinkedBlockingDequeRingProducerFields.class, LinkedBlockingDequeRingConsumerFields.class));
    }

    /** Every generated ring host, the bounded-only ArrayBlockingQueue one included: for the layout. */
    static Stream<Host> everyHost() {
        return Stream.concat(Stream.of(new Host("ArrayBlockingQueue", spec -> new TemperedArrayBlockingQueue<>(1024, spec),
                ArrayBlockingQueueRingProducerFields.class, ArrayBlockingQueueRingConsumerFields.class)), hosts());
    }

    /** The substitutes with a take: an offer on the inline ring must wake a consumer waiting there. */
    static Stream<Function<String, BlockingQueue<Integer>>> blocking() {
        return Stream.of(TemperedLinkedBlockingQueue::new, TemperedLinkedTransferQueue::new,
                TemperedLinkedBlockingDeque::new);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("hosts")
    void anUnboundedRingIsKeptInlineQuietOrNotCheckedOrNot(Host host) {
        assertTrue(Cores.keepsRingInline(host.make().apply(RING)));
        assertTrue(Cores.keepsRingInline(host.make().apply(QUIET_RING)));
        for (String checks : new String[] {"throw", "strict-throw"}) { // decision 0048
            assertTrue(Cores.keepsRingInline(host.make().apply(RING.replace("checks=off", "checks=" + checks))),
                    checks);
        }
        // another form, or the original: the core's storage
        assertFalse(Cores.keepsRingInline(host.make().apply(
                RING.replace("form=ring", "form=segmented").replace("spsc", "mpsc"))));
        assertFalse(Cores.keepsRingInline(host.make().apply("v1|form=general|checks=off|topology=mpmc")));
    }

    @Test
    void anInitialCollectionAnUnboundedCapacityOrABoundUpToTheArrayLimitKeepsTheRingInline() {
        assertTrue(Cores.keepsRingInline(new TemperedLinkedBlockingQueue<>(Integer.MAX_VALUE, RING)));
        assertTrue(Cores.keepsRingInline(new TemperedLinkedBlockingQueue<>(List.of(1, 2), RING)));
        assertTrue(Cores.keepsRingInline(new TemperedLinkedBlockingDeque<>(List.of(1, 2), RING)));
        assertTrue(Cores.keepsRingInline(new TemperedConcurrentLinkedQueue<>(List.of(1, 2), RING)));
        assertTrue(Cores.keepsRingInline(new TemperedLinkedTransferQueue<>(List.of(1, 2), RING)));
        for (int capacity : new int[] {1, 3, 1024, Cores.ARRAY_LIMIT}) { // decision 0049
            for (String spec : new String[] {RING, QUIET_RING, RING.replace("checks=off", "checks=strict-throw")}) {
                assertTrue(Cores.keepsRingInline(new TemperedLinkedBlockingQueue<>(capacity, spec)), capacity + spec);
                assertTrue(Cores.keepsRingInline(new TemperedLinkedBlockingDeque<>(capacity, spec)), capacity + spec);
            }
        }
        // a bound above the array limit: the core's chunked ring, which allocates as it fills
        assertFalse(Cores.keepsRingInline(new TemperedLinkedBlockingQueue<>(Cores.ARRAY_LIMIT + 1, RING)));
        assertFalse(Cores.keepsRingInline(new TemperedLinkedBlockingQueue<>(Integer.MAX_VALUE - 1, QUIET_RING)));
        assertFalse(Cores.keepsRingInline(new TemperedLinkedBlockingDeque<>(Cores.ARRAY_LIMIT + 1, RING)));
        assertFalse(Cores.keepsRingInline(new LinkedBlockingQueue<>()));
        assertFalse(Cores.keepsRingInline(new ConcurrentLinkedQueue<>()));
    }

    /** The substitutes with a bound: a bounded ring up to the array limit is kept inline too (decision 0049). */
    static Stream<BiFunction<Integer, String, BlockingQueue<Integer>>> bounded() {
        return Stream.of(TemperedLinkedBlockingQueue::new, TemperedLinkedBlockingDeque::new);
    }

    /**
     * Decision 0049: the substitute's offer and poll and the core's add, put, remove, take, drainTo and walks use one
     * bounded ring, full at exactly the capacity whichever side of the two filled it, lap after lap.
     */
    @ParameterizedTest
    @MethodSource("bounded")
    void theCoreAndTheSubstituteShareOneBoundedRing(BiFunction<Integer, String, BlockingQueue<Integer>> make)
            throws Exception {
        for (int capacity : new int[] {1, 5, 1000}) {
            BlockingQueue<Integer> q = make.apply(capacity, RING);
            assertTrue(Cores.keepsRingInline(q));
            LinkedBlockingQueue<Integer> jdk = new LinkedBlockingQueue<>(capacity);
            int next = 0;
            for (int lap = 0; lap < 7; lap++) {
                String at = "capacity " + capacity + ", lap " + lap;
                while (jdk.remainingCapacity() > 0) { // alternating the substitute's offer and the core's add and put
                    int e = next++;
                    jdk.add(e);
                    switch (e % 3) {
                        case 0 -> assertTrue(q.offer(e), at);
                        case 1 -> assertTrue(q.add(e), at);
                        default -> q.put(e);
                    }
                }
                assertFalse(q.offer(-1), at);
                assertThrows(IllegalStateException.class, () -> q.add(-1), at);
                assertFalse(q.offer(-1, 1, TimeUnit.MILLISECONDS), at);
                assertEquals(0, q.remainingCapacity(), at);
                assertEquals(capacity, q.size(), at);
                assertEquals(jdk.peek(), q.peek(), at);
                assertEquals(new ArrayList<>(jdk), new ArrayList<>(q), at);
                assertTrue(q.contains(next - 1), at);
                int polls = 1 + lap % capacity;
                for (int i = 0; i < polls; i++) { // the substitute's poll and the core's remove and take
                    Integer expected = jdk.poll();
                    switch (i % 3) {
                        case 0 -> assertEquals(expected, q.poll(), at);
                        case 1 -> assertEquals(expected, q.remove(), at);
                        default -> assertEquals(expected, q.take(), at);
                    }
                }
                assertEquals(capacity - polls, q.size(), at);
                assertEquals(polls, q.remainingCapacity(), at);
            }
            List<Integer> drained = new ArrayList<>();
            List<Integer> expected = new ArrayList<>();
            q.drainTo(drained); // the core's, as the consumer
            jdk.drainTo(expected);
            assertEquals(expected, drained);
            assertNull(q.poll());
            assertNull(q.peek());
            assertTrue(q.isEmpty());
            assertEquals(capacity, q.remainingCapacity());
        }
    }

    /**
     * The bounded ring keeps {@code SLOT_PAD} unused slots at each end of its array (off the header's line, which
     * both sides read for every bounds check): lap after lap, through the substitute's own class, the ring classes
     * {@code allocate} makes (quiet and signalling) and the core's operations, the pads stay empty and the slots
     * between them hold exactly the queue's elements.
     */
    @Test
    void theBoundedRingsSlotsSitBetweenTwoEmptyPads() throws Exception {
        List<BlockingQueue<Integer>> queues = List.of(
                new TemperedLinkedBlockingQueue<>(1000, RING),
                TemperedLinkedBlockingQueue.allocate(RING, RING, 1000),
                TemperedLinkedBlockingQueue.allocate(QUIET_RING, QUIET_RING, 1000),
                new TemperedLinkedBlockingDeque<>(1000, RING),
                TemperedLinkedBlockingDeque.allocate(RING, RING, 1000),
                TemperedLinkedBlockingDeque.allocate(QUIET_RING, QUIET_RING, 1000));
        for (BlockingQueue<Integer> q : queues) {
            String at = q.getClass().getName();
            assertTrue(Cores.keepsRingInline(q), at);
            Object[] slots = producerSlots(q);
            int pad = PaddedSlots.SLOT_PAD;
            assertTrue(pad >= 16, at); // 64 bytes of compressed references at least, past the header's line
            assertEquals(Cores.ringSize(1, 1000) + 2 * pad, slots.length, at);
            int next = 0;
            int taken = 0;
            for (int round = 0; round < 40; round++) { // 40 rounds of up to 700 in, 500 out: many laps of 1024
                for (int i = 0; i < 700 && q.remainingCapacity() > 0; i++) {
                    if (i % 2 == 0) {
                        assertTrue(q.offer(next++), at);
                    } else {
                        q.put(next++);
                    }
                }
                assertPadsEmptyAndElementsBetween(slots, pad, q.size(), at + ", round " + round);
                for (int i = 0; i < 500 && !q.isEmpty(); i++) {
                    assertEquals(taken++, i % 2 == 0 ? q.poll() : q.take(), at);
                }
                assertPadsEmptyAndElementsBetween(slots, pad, q.size(), at + ", round " + round);
            }
        }
    }

    private static Object[] producerSlots(Queue<?> q) {
        if (q instanceof LinkedBlockingQueueRingProducerFields<?> f) {
            return f.producerSlots;
        }
        return ((LinkedBlockingDequeRingProducerFields<?>) q).producerSlots;
    }

    private static void assertPadsEmptyAndElementsBetween(Object[] slots, int pad, int size, String at) {
        int held = 0;
        for (int i = 0; i < slots.length; i++) {
            if (i < pad || i >= slots.length - pad) {
                assertNull(slots[i], at + ": pad slot " + i);
            } else if (slots[i] != null) {
                held++;
            }
        }
        assertEquals(size, held, at);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("hosts")
    void theCoreAndTheSubstituteShareOneRing(Host host) {
        Queue<Integer> q = host.make().apply(RING);
        q.addAll(List.of(0, 1)); // through the core
        int n = 2 * Cores.RING_CHUNK + 88; // across two chunk links
        for (int i = 2; i < n; i++) { // alternating the substitute's offer and the core's add
            if ((i & 1) == 0) {
                assertTrue(q.offer(i));
            } else {
                assertTrue(q.addAll(List.of(i)));
            }
        }
        assertEquals(n, q.size());
        assertEquals(0, q.peek());
        assertTrue(q.contains(n - 1));
        for (int i = 0; i < n; i++) {
            if ((i & 1) == 0) {
                assertEquals(i, q.poll());
            } else {
                assertEquals(i, q.remove()); // the core's
            }
        }
        assertNull(q.poll());
        assertTrue(q.isEmpty());
        q.offer(7);
        q.offer(8);
        assertEquals(List.of(7, 8), new ArrayList<>(q)); // the core's walk over the same ring
        q.clear(); // the core's, as the consumer
        assertNull(q.poll());
    }

    @ParameterizedTest
    @MethodSource("blocking")
    void theCoresBlockingOperationsUseTheSameRing(Function<String, BlockingQueue<Integer>> make) throws Exception {
        BlockingQueue<Integer> q = make.apply(RING);
        int n = 2 * Cores.RING_CHUNK + 88; // across two chunk links
        for (int i = 0; i < n; i++) { // alternating the substitute's offer and the core's put
            if ((i & 1) == 0) {
                assertTrue(q.offer(i));
            } else {
                q.put(i);
            }
        }
        for (int i = 0; i < n; i++) {
            Integer e = (i & 1) == 0 ? q.poll() : q.take();
            assertEquals(i, e);
        }
        assertNull(q.poll());
        assertNull(q.poll(1, TimeUnit.MILLISECONDS));
    }

    /**
     * A consumer parked in the core's take is woken by an offer on the substitute's own ring: the offer signals the
     * core's waiters. Again and again, each offer once the taker is parked. Its first parks are bounded until the
     * signal is armed and acknowledged (decision 0028) and would end by themselves; an untimed park (WAITING) ends only
     * on a signal, so the test requires that some offers found the taker there.
     */
    @ParameterizedTest
    @MethodSource("blocking")
    void anOfferOnTheInlineRingWakesAConsumerParkedInTake(Function<String, BlockingQueue<Integer>> make)
            throws Exception {
        BlockingQueue<Integer> q = make.apply(RING);
        assertTrue(Cores.keepsRingInline(q));
        int untimed = InlineRingTest.offerEachToAParkedTaker(q, 400, q.getClass().getSimpleName() + " unbounded ring");
        assertTrue(untimed > 0, "no offer found the taker in an untimed park: the signal was not tested");
    }

    /** Each side's fields on cache lines of their own, away from every other field of the substitute (class comment). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("everyHost")
    @SuppressWarnings({"removal", "deprecation"})
    void eachSidesFieldsAreTwoCacheLinesFromEveryOtherField(Host host) throws Exception {
        Field f = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
        f.setAccessible(true);
        sun.misc.Unsafe unsafe = (sun.misc.Unsafe) f.get(null);
        List<long[]> producer = fields(unsafe, host.producerFields());
        List<long[]> consumer = fields(unsafe, host.consumerFields());
        List<String> tooClose = new ArrayList<>();
        long end = 0;
        for (Class<?> c = host.make().apply(RING).getClass(); c != Object.class; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                if (Modifier.isStatic(field.getModifiers())) {
                    continue;
                }
                long at = unsafe.objectFieldOffset(field);
                end = Math.max(end, at + 8);
                if (field.getName().matches("[pt]\\d\\d\\d")) {
                    continue; // padding: never read or written
                }
                String name = c.getSimpleName() + "." + field.getName();
                if (c != host.producerFields() && near(at, producer)) {
                    tooClose.add(name + " at " + at + " near the producer's fields");
                }
                if (c != host.consumerFields() && near(at, consumer)) {
                    tooClose.add(name + " at " + at + " near the consumer's fields");
                }
            }
        }
        assertEquals(List.of(), tooClose, "on Java " + Runtime.version());
        // and nothing allocated after the substitute comes within two lines of the consumer's fields
        for (long[] field : consumer) {
            assertTrue(end - field[0] >= 128, "the substitute ends " + (end - field[0]) + " bytes after a consumer field");
        }
    }

    private static boolean near(long at, List<long[]> side) {
        for (long[] field : side) {
            if (Math.abs(at - field[0]) < 128) {
                return true;
            }
        }
        return false;
    }

    @SuppressWarnings({"removal", "deprecation"})
    private static List<long[]> fields(sun.misc.Unsafe unsafe, Class<?> c) {
        List<long[]> offsets = new ArrayList<>();
        for (Field field : c.getDeclaredFields()) {
            if (!Modifier.isStatic(field.getModifiers())) {
                offsets.add(new long[] {unsafe.objectFieldOffset(field)});
            }
        }
        assertFalse(offsets.isEmpty(), c.getName());
        return offsets;
    }
}
