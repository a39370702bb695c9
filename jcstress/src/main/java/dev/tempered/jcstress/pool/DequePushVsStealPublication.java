package dev.tempered.jcstress.pool;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.tempered.runtime.internal.pool.ChaseLevDeque;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.I_Result;

/**
 * The owner pushes an object whose field is set by a plain store; a thief that steals it must see the field
 * (the release store of bottom publishes it). The deque starts at capacity 2 holding one element, so the push also
 * grows the array, which must publish the copied slots too.
 */
@JCStressTest
@Outcome(id = "-1", expect = ACCEPTABLE, desc = "nothing stolen yet")
@Outcome(id = "1", expect = ACCEPTABLE, desc = "stole the element pushed first")
@Outcome(id = "42", expect = ACCEPTABLE, desc = "stole the new element, fully visible")
@Outcome(id = "0", expect = FORBIDDEN, desc = "stole an element whose contents were not visible")
@State
public class DequePushVsStealPublication {
    static final class Box {
        int value;

        Box(int v) {
            value = v;
        }
    }

    private final ChaseLevDeque<Box> deque = new ChaseLevDeque<>(2);

    @Actor
    public void owner() {
        deque.push(new Box(1));
        deque.push(new Box(42));
        deque.pop();              // takes 42 back unless stolen; the thief sees 1, 42 or nothing
    }

    @Actor
    public void thief(I_Result r) {
        Box b = deque.steal();
        r.r1 = b == null ? -1 : b.value;
    }
}
