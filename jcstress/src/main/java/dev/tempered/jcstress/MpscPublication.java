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
 * Single consumer, two producers: the second producer is also the consumer. Its first poll follows
 * its own offer, so it can never find the queue empty; the other producer's element must arrive
 * fully visible. r1, r2: the consumer's polls; r3: 10 * distinct + total (22).
 */
@JCStressTest
@Description("Segmented, single consumer (topology mpsc): publication from a second producer, exactly once.")
@Outcome(id = {"4, -1, 22", "4, 4, 22"}, expect = ACCEPTABLE, desc = "every element fully visible, handed over once")
@Outcome(id = ".*", expect = FORBIDDEN, desc = "empty after own offer, torn, lost or duplicated")
@State
public class MpscPublication {

    private final Queue<Object> q = Subjects.singleConsumer();
    private Object taken1;
    private Object taken2;

    @Actor
    public void producer() {
        q.offer(Payload.make());
    }

    @Actor
    public void producerAndConsumer(III_Result r) {
        q.offer(Payload.make());
        taken1 = q.poll();
        taken2 = q.poll();
        r.r1 = Payload.seen(taken1);
        r.r2 = Payload.seen(taken2);
    }

    @Arbiter
    public void arbiter(III_Result r) {
        r.r3 = Handover.exactlyOnce(q, taken1, taken2);
    }
}
