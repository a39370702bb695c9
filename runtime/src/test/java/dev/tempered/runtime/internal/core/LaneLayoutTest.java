package dev.tempered.runtime.internal.core;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.runtime.internal.ring.SpmcLinkedConsumerFields;
import dev.tempered.runtime.internal.ring.SpmcLinkedProducerFields;
import dev.tempered.runtime.internal.ring.SpmcLinkedQueue;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Decision 0022: the lane's {@code q}, which both sides read on every operation, must not share a cache line with the
 * last slots of the JCTools element array allocated just before the lane (written by both sides once per lap), and a
 * {@link SingleProducerLane}'s producer-written {@code limit} must not share one with {@code q} or with whatever is
 * allocated after the lane. Checks the layout HotSpot chose.
 */
class LaneLayoutTest {
    /** two 64-byte lines: HotSpot on x86 prefetches lines in pairs */
    private static final long PAD = 128;
    private static sun.misc.Unsafe unsafe;

    @BeforeAll
    @SuppressWarnings({"removal", "deprecation"})
    static void unsafe() throws Exception {
        Field f = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
        f.setAccessible(true);
        unsafe = (sun.misc.Unsafe) f.get(null);
    }

    @SuppressWarnings({"removal", "deprecation"})
    private static long offset(Class<?> c, String name) throws NoSuchFieldException {
        return unsafe.objectFieldOffset(c.getDeclaredField(name));
    }

    /** the first byte after the last instance field of {@code c} and its superclasses */
    @SuppressWarnings({"removal", "deprecation"})
    private static long end(Class<?> c) {
        long end = 0;
        for (; c != Object.class; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                if (!Modifier.isStatic(field.getModifiers())) {
                    Class<?> t = field.getType();
                    long size = t == byte.class || t == boolean.class ? 1 : t == long.class || t == double.class ? 8 : 4;
                    end = Math.max(end, unsafe.objectFieldOffset(field) + size);
                }
            }
        }
        return end;
    }

    @Test
    void laneFieldsFollowTwoCacheLinesOfPadding() throws Exception {
        long q = offset(Lane.class, "q");
        long capacity = offset(Lane.class, "capacity");
        assertTrue(Math.min(q, capacity) >= PAD, "q at " + q + ", capacity at " + capacity);
    }

    @Test
    void producerLimitIsTwoCacheLinesFromEverythingElse() throws Exception {
        long laneEnd = span(Lane.class)[1];
        long limit = offset(ProducerLaneFields.class, "limit");
        assertTrue(limit - laneEnd >= PAD, "limit at " + limit + ", lane fields end at " + laneEnd);
        assertTrue(end(SingleProducerLane.class) - (limit + 8) >= PAD,
                "only " + (end(SingleProducerLane.class) - limit - 8) + " bytes follow limit");
        // the lane's own indices reference may sit anywhere after limit: only the producer reads it
    }

    /** the span [first, end) of the instance fields {@code c} itself declares */
    @SuppressWarnings({"removal", "deprecation"})
    private static long[] span(Class<?> c) {
        long first = Long.MAX_VALUE;
        long last = 0;
        for (Field field : c.getDeclaredFields()) {
            if (!Modifier.isStatic(field.getModifiers())) {
                long at = unsafe.objectFieldOffset(field);
                long size = field.getType() == long.class ? 8 : 4;
                first = Math.min(first, at);
                last = Math.max(last, at + size);
            }
        }
        return new long[] {first, last};
    }

    @Test
    void spmcQueueKeepsTheProducersFieldsAwayFromHead() {
        // the producer writes tail and produced on every offer, the consumers CAS head on every poll
        long[] producer = span(SpmcLinkedProducerFields.class);
        long[] consumers = span(SpmcLinkedConsumerFields.class);
        assertTrue(producer[0] >= PAD, "producer fields start at " + producer[0]);
        assertTrue(consumers[0] - producer[1] >= PAD, "producer fields end at " + producer[1] + ", head is at "
                + consumers[0]);
        assertTrue(end(SpmcLinkedQueue.class) - consumers[1] >= PAD,
                "only " + (end(SpmcLinkedQueue.class) - consumers[1]) + " bytes follow head");
    }
}
