package dev.tempered.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import java.util.concurrent.BlockingQueue;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressMeta;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * {@link InlineRingPeek}'s race with two actors, so that it runs on two CPUs (CI's): the ring full with 1, 2, 3, 4,
 * one thread takes 1 and then offers 5, which can only go where 1 was (one thread as the consumer and then the
 * producer: each side still has one thread at a time), and another peeks. The peek must see 1 or 2, never 5: 5 in the
 * head's slot with the consumer's index still on it would be a later lap read as the head. r1: what was taken; r2: 1 if
 * the offer was accepted (it must be: the poll freed a slot); r3: what the peek returned (0 for null).
 */
@Description("Inline ring: a peek from another thread while the ring wraps (two actors)")
@Outcome(id = {"1, 1, 1", "1, 1, 2"}, expect = ACCEPTABLE, desc = "the head before or after the poll")
@Outcome(id = ".*", expect = FORBIDDEN, desc = "a later lap's element, nothing, a refused offer or a wrong poll")
public abstract class InlineRingPeekTwoActors {
    private final BlockingQueue<Object> q;

    InlineRingPeekTwoActors(BlockingQueue<Object> q) {
        this.q = Subjects.fullAfterAWrap(q);
    }

    // jcstress 0.16 only sees annotated methods declared in the test class itself: each test below re-declares its
    // actors as one-line calls to these.
    void takeThenOffer(III_Result r) {
        Object e = q.poll();
        r.r1 = e == null ? 0 : (Integer) e;
        r.r2 = q.offer(Subjects.CAPACITY + 1) ? 1 : 0;
    }

    void observe(III_Result r) {
        Object e = q.peek();
        r.r3 = e == null ? 0 : (Integer) e;
    }

    /** The ArrayBlockingQueue substitute's ring (design note rings). */
    @JCStressTest
    @JCStressMeta(InlineRingPeekTwoActors.class)
    @State
    public static class Array extends InlineRingPeekTwoActors {
        public Array() {
            super(Subjects.ringInline());
        }

        @Actor
        public void ends(III_Result r) {
            takeThenOffer(r);
        }

        @Actor
        public void observer(III_Result r) {
            observe(r);
        }
    }

    /** The bounded ring the LinkedBlockingQueue substitute keeps in its generated fields (design note rings), quiet. */
    @JCStressTest
    @JCStressMeta(InlineRingPeekTwoActors.class)
    @State
    public static class Linked extends InlineRingPeekTwoActors {
        public Linked() {
            super(Subjects.ringBoundedLinked(Subjects.CAPACITY, "|waits=none"));
        }

        @Actor
        public void ends(III_Result r) {
            takeThenOffer(r);
        }

        @Actor
        public void observer(III_Result r) {
            observe(r);
        }
    }
}
