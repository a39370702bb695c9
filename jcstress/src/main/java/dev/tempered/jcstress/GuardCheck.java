package dev.tempered.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE_INTERESTING;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.tempered.runtime.TopologyViolation;
import java.util.Queue;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.IIII_Result;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * The contract check of a single side (runtime SideGuard, design note checks), on the consumer side of a bounded ring
 * with {@code checks=throw} or {@code strict-throw}; the hand-over cases also run it on the ring an ArrayBlockingQueue
 * substitute keeps inline (design note checks) and, in the Linked ones, on the unbounded ring a LinkedBlockingQueue
 * substitute keeps inline (design note checks). Each actor's result: 0 did not enter, 1 entered and was not
 * told, 2 was told (TopologyViolation). The first actor polls twice, so its second poll takes the biased fast path.
 */
public final class GuardCheck {

    private GuardCheck() {
    }

    /** Polls once; 1 if the side let us in quietly, 2 if the check fired (at entry or at exit). */
    static int poll(Queue<Object> q) {
        try {
            q.poll();
            return 1;
        } catch (TopologyViolation v) {
            return 2;
        }
    }

    static int pollTwice(Queue<Object> q) {
        return Math.max(poll(q), poll(q));
    }

    @JCStressTest
    @Description("Non-strict: the consumer side handed from one thread to another through a volatile flag "
            + "(a happens-before edge) is legal and must never be flagged; on the core's ring (r1, r2) and on the "
            + "inline ring (r3, r4), whose owner's second poll checks at entry only (design note checks).")
    @Outcome(id = {"1, 0, 1, 0", "1, 1, 1, 1"}, expect = ACCEPTABLE, desc = "no violation: the second thread ran before the hand-over (0) or after it (1)")
    @Outcome(id = ".*", expect = FORBIDDEN, desc = "a serial hand-over with a happens-before edge was flagged")
    @State
    public static class HandOver {
        private final Queue<Object> q = Subjects.ringInCore("throw");
        private final Queue<Object> inline = Subjects.ringInline("throw");
        private volatile boolean handedOver;

        @Actor
        public void first(IIII_Result r) {
            r.r1 = pollTwice(q);
            r.r3 = pollTwice(inline);
            handedOver = true;
        }

        @Actor
        public void second(IIII_Result r) {
            boolean after = handedOver;
            r.r2 = after ? poll(q) : 0;
            r.r4 = after ? poll(inline) : 0;
        }
    }

    @JCStressTest
    @Description("Strict: a second thread on the consumer side is a violation even after a clean hand-over; on the "
            + "core's ring (r1, r2) and on the inline ring (r3, r4).")
    @Outcome(id = {"1, 0, 1, 0", "1, 2, 1, 2"}, expect = ACCEPTABLE, desc = "the second thread skipped (0), or entered after the hand-over and was told (2)")
    @Outcome(id = ".*", expect = FORBIDDEN, desc = "a second thread entered a strict side unflagged, or the first was flagged")
    @State
    public static class StrictHandOver {
        private final Queue<Object> q = Subjects.ringInCore("strict-throw");
        private final Queue<Object> inline = Subjects.ringInline("strict-throw");
        private volatile boolean handedOver;

        @Actor
        public void first(IIII_Result r) {
            r.r1 = pollTwice(q);
            r.r3 = pollTwice(inline);
            handedOver = true;
        }

        @Actor
        public void second(IIII_Result r) {
            boolean after = handedOver;
            r.r2 = after ? poll(q) : 0;
            r.r4 = after ? poll(inline) : 0;
        }
    }

    @JCStressTest
    @Description("Non-strict, on the unbounded ring the LinkedBlockingQueue substitute keeps inline (design note checks): "
            + "a hand-over through a volatile flag is legal and must never be flagged.")
    @Outcome(id = {"1, 0", "1, 1"}, expect = ACCEPTABLE, desc = "no violation: the second thread ran before the hand-over (0) or after it (1)")
    @Outcome(id = ".*", expect = FORBIDDEN, desc = "a serial hand-over with a happens-before edge was flagged")
    @State
    public static class LinkedHandOver {
        private final Queue<Object> q = Subjects.ringUnbounded("throw");
        private volatile boolean handedOver;

        @Actor
        public void first(II_Result r) {
            r.r1 = pollTwice(q);
            handedOver = true;
        }

        @Actor
        public void second(II_Result r) {
            r.r2 = handedOver ? poll(q) : 0;
        }
    }

    @JCStressTest
    @Description("Strict, on the unbounded ring the LinkedBlockingQueue substitute keeps inline (design note checks): a "
            + "second thread on the consumer side is a violation even after a clean hand-over.")
    @Outcome(id = {"1, 0", "1, 2"}, expect = ACCEPTABLE, desc = "the second thread skipped (0), or entered after the hand-over and was told (2)")
    @Outcome(id = ".*", expect = FORBIDDEN, desc = "a second thread entered a strict side unflagged, or the first was flagged")
    @State
    public static class LinkedStrictHandOver {
        private final Queue<Object> q = Subjects.ringUnbounded("strict-throw");
        private volatile boolean handedOver;

        @Actor
        public void first(II_Result r) {
            r.r1 = pollTwice(q);
            handedOver = true;
        }

        @Actor
        public void second(II_Result r) {
            r.r2 = handedOver ? poll(q) : 0;
        }
    }

    /**
     * Both actors enter at once, with no ordering between them: a violation whenever their operations overlap.
     * Nothing here is forbidden, because the non-strict check is allowed to miss: jcstress often runs the two actors
     * apart in time (no overlap to catch), and an overlap shorter than a store-buffer drain can pass unseen
     * (SideGuard's class comment). The counts show how often an overlap was caught; the unit test
     * OverlapHammeringStressTest asserts that a sustained overlap is always caught, and PlantedViolationTest forces
     * each overlap with a handshake. A caught overlap stops the queue, so the first actor's second poll is told too.
     */
    @JCStressTest
    @Description("Non-strict: two threads poll one single consumer side at once.")
    @Outcome(id = "1, 1", expect = ACCEPTABLE, desc = "neither was told: no overlap, or one inside the documented window")
    @Outcome(id = {"2, 1", "1, 2", "2, 2"}, expect = ACCEPTABLE_INTERESTING, desc = "an overlap was caught")
    @Outcome(id = ".*", expect = FORBIDDEN, desc = "an actor neither entered nor was told")
    @State
    public static class Overlap {
        private final Queue<Object> q = Subjects.ringInCore("throw");

        @Actor
        public void first(II_Result r) {
            r.r1 = pollTwice(q);
        }

        @Actor
        public void second(II_Result r) {
            r.r2 = poll(q);
        }
    }
}
