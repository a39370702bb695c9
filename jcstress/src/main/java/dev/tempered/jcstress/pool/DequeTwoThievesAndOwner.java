package dev.tempered.jcstress.pool;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.tempered.runtime.internal.pool.ChaseLevDeque;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.I_Result;

/**
 * Two elements, the owner pops and two thieves steal; the arbiter drains what is left. Each element must be taken
 * exactly once (bit 0 = element 1, bit 1 = element 2; a duplicate sets bit 2).
 */
@JCStressTest
@Outcome(id = "3", expect = ACCEPTABLE, desc = "each element taken exactly once")
@Outcome(id = ".*", expect = FORBIDDEN, desc = "an element lost or taken twice")
@State
public class DequeTwoThievesAndOwner {
    private final ChaseLevDeque<Integer> deque = new ChaseLevDeque<>(2);
    private int a;
    private int b;
    private int c;

    public DequeTwoThievesAndOwner() {
        deque.push(1);
        deque.push(2);
    }

    @Actor
    public void owner() {
        Integer x = deque.pop();
        a = x == null ? 0 : x;
    }

    @Actor
    public void thief1() {
        Integer x = deque.steal();
        b = x == null ? 0 : x;
    }

    @Actor
    public void thief2() {
        Integer x = deque.steal();
        c = x == null ? 0 : x;
    }

    @Arbiter
    public void arbiter(I_Result r) {
        int mask = 0;
        int[] got = {a, b, c, 0, 0};
        Integer x;
        int i = 3;
        while ((x = deque.pop()) != null && i < got.length) {
            got[i++] = x;
        }
        for (int g : got) {
            if (g == 0) {
                continue;
            }
            int bit = 1 << (g - 1);
            if ((mask & bit) != 0) {
                mask |= 4;
            }
            mask |= bit;
        }
        r.r1 = mask;
    }
}
