package dev.tempered.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.runtime.v1.TemperedLinkedBlockingQueue;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Decision 0045: which LinkedBlockingQueue substitutes keep their unbounded ring in their own fields, the layout that
 * keeps the two sides apart, and a consumer waiting in the core's take for an offer made on the substitute's own
 * ring. {@link UnboundedRingTest} runs the chunk boundaries and the walks on it; DifferentialTest, the Guava suite,
 * ExactlyOnceStressTest, Lincheck and jcstress run it through the unbounded ring form with checks off.
 */
class InlineLinkedRingTest {
    private static final String RING = "v1|form=ring|checks=off|topology=spsc|at=InlineLinkedRingTest.java:1|site=T.m()V#0";
    private static final String QUIET_RING = RING + "|waits=none";

    @Test
    void anUncheckedUnboundedRingIsKeptInlineQuietOrNot() {
        assertTrue(Cores.keepsRingInline(new TemperedLinkedBlockingQueue<>(RING)));
        assertTrue(Cores.keepsRingInline(new TemperedLinkedBlockingQueue<>(QUIET_RING)));
        assertTrue(Cores.keepsRingInline(new TemperedLinkedBlockingQueue<>(Integer.MAX_VALUE, RING)));
        assertTrue(Cores.keepsRingInline(new TemperedLinkedBlockingQueue<>(List.of(1, 2), RING)));
        // checked: the core's ring behind its guards
        for (String checks : new String[] {"log", "throw", "strict-log", "strict-throw"}) {
            assertFalse(Cores.keepsRingInline(new TemperedLinkedBlockingQueue<>(
                    RING.replace("checks=off", "checks=" + checks))), checks);
        }
        // bounded, another form, or the original: the core's storage
        assertFalse(Cores.keepsRingInline(new TemperedLinkedBlockingQueue<>(1024, RING)));
        assertFalse(Cores.keepsRingInline(new TemperedLinkedBlockingQueue<>(Integer.MAX_VALUE - 1, QUIET_RING)));
        assertFalse(Cores.keepsRingInline(new TemperedLinkedBlockingQueue<>(
                RING.replace("form=ring", "form=segmented").replace("spsc", "mpsc"))));
        assertFalse(Cores.keepsRingInline(new TemperedLinkedBlockingQueue<>("v1|form=general|checks=off|topology=mpmc")));
        assertFalse(Cores.keepsRingInline(new LinkedBlockingQueue<>()));
    }

    @Test
    void theCoreAndTheSubstituteShareOneRing() throws Exception {
        TemperedLinkedBlockingQueue<Integer> q = new TemperedLinkedBlockingQueue<>(List.of(0, 1), RING);
        for (int i = 2; i < 600; i++) { // across two chunk links, alternating the substitute's offer and the core's put
            if ((i & 1) == 0) {
                assertTrue(q.offer(i));
            } else {
                q.put(i);
            }
        }
        assertEquals(600, q.size());
        assertEquals(0, q.peek());
        assertTrue(q.contains(599));
        for (int i = 0; i < 600; i++) {
            Integer e = (i & 1) == 0 ? q.poll() : q.take();
            assertEquals(i, e);
        }
        assertNull(q.poll());
        assertNull(q.poll(1, TimeUnit.MILLISECONDS));
        assertTrue(q.isEmpty());
    }

    /**
     * A consumer parked in the core's take is woken by an offer on the substitute's own ring: the offer signals the
     * core's waiters. Again and again, each offer once the taker is parked. Its first parks are bounded until the
     * signal is armed and acknowledged (decision 0028) and would end by themselves; an untimed park (WAITING) ends only
     * on a signal, so the test requires that some offers found the taker there.
     */
    @Test
    void anOfferOnTheInlineRingWakesAConsumerParkedInTake() throws Exception {
        TemperedLinkedBlockingQueue<Integer> q = new TemperedLinkedBlockingQueue<>(RING);
        int untimed = InlineRingTest.offerEachToAParkedTaker(q, 400, "unbounded ring");
        assertTrue(untimed > 0, "no offer found the taker in an untimed park: the signal was not tested");
    }

    /** Each side's fields on cache lines of their own, away from every other field of the substitute (class comment). */
    @Test
    @SuppressWarnings({"removal", "deprecation"})
    void eachSidesFieldsAreTwoCacheLinesFromEveryOtherField() throws Exception {
        Field f = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
        f.setAccessible(true);
        sun.misc.Unsafe unsafe = (sun.misc.Unsafe) f.get(null);
        List<long[]> producer = fields(unsafe, LinkedRingProducerFields.class);
        List<long[]> consumer = fields(unsafe, LinkedRingConsumerFields.class);
        List<String> tooClose = new ArrayList<>();
        long end = 0;
        for (Class<?> c = TemperedLinkedBlockingQueue.class; c != Object.class; c = c.getSuperclass()) {
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
                if (c != LinkedRingProducerFields.class && near(at, producer)) {
                    tooClose.add(name + " at " + at + " near the producer's fields");
                }
                if (c != LinkedRingConsumerFields.class && near(at, consumer)) {
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
