package dev.tempered.runtime.internal.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
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

    /**
     * Round by round, the owner pushes one element and then pops it while a thief, released by the same round
     * counter, steals: every round exactly one of them gets the element.
     */
    @Test
    @org.junit.jupiter.api.Tag("stress")
    void lastElementGoesToExactlyOneOfOwnerAndThief() throws Exception {
        int rounds = STRESS ? 2_000_000 : 200_000;
        ChaseLevDeque<Integer> d = new ChaseLevDeque<>(2);
        AtomicInteger round = new AtomicInteger(-1);
        AtomicInteger thiefDone = new AtomicInteger(-1);
        int[] stolen = new int[rounds];
        Thread thief = new Thread(() -> {
            for (int r = 0; r < rounds; r++) {
                while (round.get() < r) {
                    Thread.onSpinWait();
                }
                Integer x = d.steal();
                stolen[r] = x == null ? 0 : 1;
                thiefDone.set(r);
            }
        });
        thief.start();
        int twice = 0;
        int lost = 0;
        for (int r = 0; r < rounds; r++) {
            d.push(r);
            round.set(r);
            for (int spin = r & 63; spin > 0; spin--) {   // vary the owner's lead so the windows overlap
                Thread.onSpinWait();
            }
            int popped = d.pop() == null ? 0 : 1;
            while (thiefDone.get() < r) {
                Thread.onSpinWait();
            }
            int got = popped + stolen[r];
            if (got == 2) {
                twice++;
            } else if (got == 0) {
                lost++;
            }
        }
        thief.join();
        assertEquals(0, twice, "rounds where both took the element");
        assertEquals(0, lost, "rounds where nobody took it");
        assertTrue(d.isEmpty());
    }
}
