package dev.tempered.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import java.util.Queue;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * General form, two threads each offering then polling. Every poll follows its own thread's offer
 * and at most one other poll, so neither can find the queue empty: both see a full element.
 * r1, r2: the two polls; r3: 10 * distinct + total (22).
 */
@JCStressTest
@Description("Segmented, general form (topology mpmc): publication between producer-consumers, exactly once.")
@Outcome(id = "4, 4, 22", expect = ACCEPTABLE, desc = "both polls got a fully visible element, each element once")
@Outcome(id = ".*", expect = FORBIDDEN, desc = "empty after own offer, torn, lost or duplicated")
@State
public class MpmcPublication {

    private final Queue<Object> q = Subjects.general();
    private Object taken1;
    private Object taken2;

    @Actor
    public void actor1(III_Result r) {
        q.offer(Payload.make());
        taken1 = q.poll();
        r.r1 = Payload.seen(taken1);
    }

    @Actor
    public void actor2(III_Result r) {
        q.offer(Payload.make());
        taken2 = q.poll();
        r.r2 = Payload.seen(taken2);
    }

    @Arbiter
    public void arbiter(III_Result r) {
        r.r3 = Handover.exactlyOnce(q, taken1, taken2);
    }
}
