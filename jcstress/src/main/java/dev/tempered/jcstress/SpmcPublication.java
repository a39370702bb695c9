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
 * Single producer, two consumers: the producer offers two elements and then consumes one, racing
 * the other consumer for them. Two offers, at most one taken elsewhere: the producer's own poll
 * never finds the queue empty, and no element may be claimed by both consumers.
 * r1: the producer's poll; r2: the other consumer's poll; r3: 10 * distinct + total (22).
 */
@JCStressTest
@Description("Segmented, single producer (topology spmc): publication to a racing consumer, exactly once.")
@Outcome(id = {"4, -1, 22", "4, 4, 22"}, expect = ACCEPTABLE, desc = "every element fully visible, claimed once")
@Outcome(id = ".*", expect = FORBIDDEN, desc = "empty after two offers, torn, lost or claimed twice")
@State
public class SpmcPublication {

    private final Queue<Object> q = Subjects.singleProducer();
    private Object taken1;
    private Object taken2;

    @Actor
    public void producerAndConsumer(III_Result r) {
        q.offer(Payload.make());
        q.offer(Payload.make());
        taken1 = q.poll();
        r.r1 = Payload.seen(taken1);
    }

    @Actor
    public void consumer(III_Result r) {
        taken2 = q.poll();
        r.r2 = Payload.seen(taken2);
    }

    @Arbiter
    public void arbiter(III_Result r) {
        r.r3 = Handover.exactlyOnce(q, taken1, taken2);
    }
}
