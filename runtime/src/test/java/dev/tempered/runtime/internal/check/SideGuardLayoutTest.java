package dev.tempered.runtime.internal.check;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import org.junit.jupiter.api.Test;

/**
 * The guard's hot fields (written by the owning thread on every operation) must not share a cache line with anything
 * allocated next to the guard: the other side's guard, the queue core, the storage. Checks the layout HotSpot chose.
 */
class SideGuardLayoutTest {
    /** two 64-byte lines: HotSpot on x86 prefetches lines in pairs */
    private static final long PAD = 128;

    @Test
    @SuppressWarnings({"removal", "deprecation"})
    void hotFieldsHaveTwoCacheLinesOfPaddingOnEitherSide() throws Exception {
        Field f = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
        f.setAccessible(true);
        sun.misc.Unsafe unsafe = (sun.misc.Unsafe) f.get(null);
        long owner = unsafe.objectFieldOffset(GuardFields.class.getDeclaredField("owner"));
        long inside = unsafe.objectFieldOffset(GuardFields.class.getDeclaredField("busy"));
        long first = Math.min(owner, inside);
        long last = Math.max(owner, inside);
        long end = 0; // the first byte after the last field
        for (Class<?> c = SideGuard.class; c != Object.class; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                if (!Modifier.isStatic(field.getModifiers())) {
                    long size = field.getType() == byte.class || field.getType() == boolean.class ? 1 : 4;
                    end = Math.max(end, unsafe.objectFieldOffset(field) + size);
                }
            }
        }
        assertTrue(first >= PAD, "owner/busy start at offset " + first + " of the guard");
        assertTrue(end - (last + 4) >= PAD, "only " + (end - last - 4) + " bytes follow the hot fields");
    }
}
