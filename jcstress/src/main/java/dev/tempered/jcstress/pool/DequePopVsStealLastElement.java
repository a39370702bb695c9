package dev.tempered.jcstress.pool;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.tempered.runtime.internal.pool.ChaseLevDeque;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/** The owner pops and a thief steals the only element: exactly one of them gets it. */
@JCStressTest
@Outcome(id = "1, 0", expect = ACCEPTABLE, desc = "owner took it")
@Outcome(id = "0, 1", expect = ACCEPTABLE, desc = "thief took it")
@Outcome(id = "1, 1", expect = FORBIDDEN, desc = "taken twice")
@Outcome(id = "0, 0", expect = FORBIDDEN, desc = "lost")
@State
public class DequePopVsStealLastElement {
    private final ChaseLevDeque<Object> deque = new ChaseLevDeque<>(2);

    public DequePopVsStealLastElement() {
        deque.push(new Object());
    }

    @Actor
    public void owner(II_Result r) {
        r.r1 = deque.pop() == null ? 0 : 1;
    }

    @Actor
    public void thief(II_Result r) {
        r.r2 = deque.steal() == null ? 0 : 1;
    }
}
