package dev.tempered.runtime.internal.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Test;

class ChaseLevDequeTest {
    private static final boolean STRESS = Boolean.getBoolean("tempered.stress");

    @Test
    void ownerPopsNewestThiefStealsOldestAcrossGrowth() {
        ChaseLevDeque<Integer> d = new ChaseLevDeque<>(2);
        for (int i = 0; i < 100; i++) {
            d.push(i);
        }
        assertEquals(100, d.size());
        assertEquals(0, d.steal());
        assertEquals(1, d.steal());
        assertEquals(99, d.pop());
        List<Integer> seen = new ArrayList<>();
        d.forEachPresent(seen::add);
        assertEquals(97, seen.size());
        assertEquals(2, seen.get(0));
        assertEquals(98, seen.get(96));
        for (int i = 98; i >= 2; i--) {
            assertEquals(i, d.pop());
        }
        assertNull(d.pop());
        assertNull(d.steal());
        assertTrue(d.isEmpty());
        d.push(7);
        assertEquals(7, d.steal());
        assertNull(d.pop());
    }

    /** Owner pushes and pops, two thieves steal, with growth: every element is taken exactly once. */
    @Test
    void everyElementTakenExactlyOnceUnderOwnerThiefRaces() throws Exception {
        int n = STRESS ? 5_000_000 : 300_000;
        ChaseLevDeque<Integer> d = new ChaseLevDeque<>(4);
        AtomicIntegerArray taken = new AtomicIntegerArray(n);
        AtomicBoolean done = new AtomicBoolean();
        Runnable thief = () -> {
            while (!done.get() || !d.isEmpty()) {
                Integer x = d.steal();
                if (x != null) {
                    taken.incrementAndGet(x);
                }
            }
        };
        Thread t1 = new Thread(thief);
        Thread t2 = new Thread(thief);
        t1.start();
        t2.start();
        for (int i = 0; i < n; i++) {
            d.push(i);
            if ((i & 3) == 3) {           // pop now and then, often the last element, racing the thieves
                Integer x = d.pop();
                if (x != null) {
                    taken.incrementAndGet(x);
                }
            }
        }
        for (Integer x; (x = d.pop()) != null; ) {
            taken.incrementAndGet(x);
        }
        done.set(true);
        t1.join();
        t2.join();
        for (int i = 0; i < n; i++) {
            assertEquals(1, taken.get(i), "element " + i);
        }
    }
}
