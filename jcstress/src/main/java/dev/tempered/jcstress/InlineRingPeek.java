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
 * A bounded ring kept in a substitute's own fields, full with 1, 2, 3, 4: the consumer takes 1, the producer offers 5
 * (which can only go where 1 was), a third thread peeks. The peek must see the head before the poll (1) or after it
 * (2), never 5: 5 in the head's slot with the consumer's index still on it would be a later lap read as the head,
 * which the consumer's order (advance its index, then clear the slot) rules out. r1: what the consumer took; r2: 1 if
 * the offer was accepted; r3: what the peek returned (0 for null).
 */
@Description("Inline ring: a peek from a third thread while the ring wraps")
@Outcome(id = {"1, 0, 1", "1, 0, 2", "1, 1, 1", "1, 1, 2"}, expect = ACCEPTABLE, desc = "the head before or after the poll")
@Outcome(id = ".*", expect = FORBIDDEN, desc = "a later lap's element, nothing, or a wrong poll")
public abstract class InlineRingPeek {
    private final BlockingQueue<Object> q;

    InlineRingPeek(BlockingQueue<Object> q) {
        this.q = Subjects.fullAfterAWrap(q);
    }

    // jcstress 0.16 only sees annotated methods declared in the test class itself: each test below re-declares its
    // actors as one-line calls to these.
    void consume(III_Result r) {
        Object e = q.poll();
        r.r1 = e == null ? 0 : (Integer) e;
    }

    void produce(III_Result r) {
        r.r2 = q.offer(Subjects.CAPACITY + 1) ? 1 : 0;
    }

    void observe(III_Result r) {
        Object e = q.peek();
        r.r3 = e == null ? 0 : (Integer) e;
    }

    /** The ArrayBlockingQueue substitute's ring (design note rings). */
    @JCStressTest
    @JCStressMeta(InlineRingPeek.class)
    @State
    public static class Array extends InlineRingPeek {
        public Array() {
            super(Subjects.ringInline());
        }

        @Actor
        public void consumer(III_Result r) {
            consume(r);
        }

        @Actor
        public void producer(III_Result r) {
            produce(r);
        }

        @Actor
        public void observer(III_Result r) {
            observe(r);
        }
    }

    /**
     * The bounded ring the LinkedBlockingQueue substitute keeps in its generated fields (design note rings), quiet: its
     * consumer clears the slot after advancing its index, as the unbounded ring's now does too.
     */
    @JCStressTest
    @JCStressMeta(InlineRingPeek.class)
    @State
    public static class Linked extends InlineRingPeek {
        public Linked() {
            super(Subjects.ringBoundedLinked(Subjects.CAPACITY, "|waits=none"));
        }

        @Actor
        public void consumer(III_Result r) {
            consume(r);
        }

        @Actor
        public void producer(III_Result r) {
            produce(r);
        }

        @Actor
        public void observer(III_Result r) {
            observe(r);
        }
    }
}
