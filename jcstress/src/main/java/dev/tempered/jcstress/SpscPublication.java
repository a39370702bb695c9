package dev.tempered.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import java.util.Queue;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressMeta;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * One producer offers two elements, one consumer polls twice, racing it: every element the
 * consumer gets must show all four fields, and the arbiter must find each element handed over once.
 * r1, r2: the consumer's polls (-1 empty, 4 all fields seen); r3: 10 * distinct + total (22).
 */
@Description("Ring forms: element publication from the single producer to the single consumer.")
@Outcome(id = {"-1, -1, 22", "4, -1, 22", "-1, 4, 22", "4, 4, 22"}, expect = ACCEPTABLE, desc = "every element fully visible, handed over once")
@Outcome(id = ".*", expect = FORBIDDEN, desc = "a torn element, a lost element or a duplicate")
public abstract class SpscPublication {

    private final Queue<Object> q;
    private Object taken1;
    private Object taken2;

    SpscPublication(Queue<Object> q) {
        this.q = q;
    }

    // jcstress 0.16 only sees annotated methods declared in the test class itself: each test below
    // re-declares its actors and arbiter as one-line calls to these.
    void produce() {
        q.offer(Payload.make());
        q.offer(Payload.make());
    }

    void consume(III_Result r) {
        taken1 = q.poll();
        taken2 = q.poll();
        r.r1 = Payload.seen(taken1);
        r.r2 = Payload.seen(taken2);
    }

    void check(III_Result r) {
        r.r3 = Handover.exactlyOnce(q, taken1, taken2);
    }

    @JCStressTest
    @JCStressMeta(SpscPublication.class)
    @State
    public static class RingBounded extends SpscPublication {
        public RingBounded() {
            super(Subjects.advanced(Subjects.ringBounded("off"), Subjects.CAPACITY - 1));
        }

        @Actor
        public void producer() {
            produce();
        }

        @Actor
        public void consumer(III_Result r) {
            consume(r);
        }

        @Arbiter
        public void arbiter(III_Result r) {
            check(r);
        }
    }

    /**
     * The ring the ArrayBlockingQueue substitute keeps in its own fields (design note rings), at capacity 3 on an array
     * of 4, across the array's wrap: the second offer (index 4, slot 0) is admitted by the slot of element 1 (design
     * note rings). The power-of-two shape, where the two slots are one, is InlineRingPeek's.
     */
    @JCStressTest
    @JCStressMeta(SpscPublication.class)
    @State
    public static class RingInline extends SpscPublication {
        public RingInline() {
            super(Subjects.advanced(Subjects.ringInline("off", 3), 3));
        }

        @Actor
        public void producer() {
            produce();
        }

        @Actor
        public void consumer(III_Result r) {
            consume(r);
        }

        @Arbiter
        public void arbiter(III_Result r) {
            check(r);
        }
    }

    /**
     * The bounded ring the LinkedBlockingQueue substitute keeps in its generated fields (design note rings), quiet, at
     * capacity 3 on an array of 4, across the wrap: the second offer is admitted by the slot of element 1.
     */
    @JCStressTest
    @JCStressMeta(SpscPublication.class)
    @State
    public static class RingLinkedBoundedInline extends SpscPublication {
        public RingLinkedBoundedInline() {
            super(Subjects.advanced(Subjects.ringBoundedLinked(3, "|waits=none"), 3));
        }

        @Actor
        public void producer() {
            produce();
        }

        @Actor
        public void consumer(III_Result r) {
            consume(r);
        }

        @Arbiter
        public void arbiter(III_Result r) {
            check(r);
        }
    }

    /** The same with contract checks on: a false topology violation would surface as a test error. */
    @JCStressTest
    @JCStressMeta(SpscPublication.class)
    @State
    public static class RingBoundedChecked extends SpscPublication {
        public RingBoundedChecked() {
            super(Subjects.advanced(Subjects.ringBounded("throw"), Subjects.CAPACITY - 1));
        }

        @Actor
        public void producer() {
            produce();
        }

        @Actor
        public void consumer(III_Result r) {
            consume(r);
        }

        @Arbiter
        public void arbiter(III_Result r) {
            check(r);
        }
    }

    @JCStressTest
    @JCStressMeta(SpscPublication.class)
    @State
    public static class RingUnbounded extends SpscPublication {
        public RingUnbounded() {
            super(Subjects.advanced(Subjects.ringUnbounded(), Subjects.CHUNK - 1));
        }

        @Actor
        public void producer() {
            produce();
        }

        @Actor
        public void consumer(III_Result r) {
            consume(r);
        }

        @Arbiter
        public void arbiter(III_Result r) {
            check(r);
        }
    }

    @JCStressTest
    @JCStressMeta(SpscPublication.class)
    @State
    public static class RingLinkedInCore extends SpscPublication {
        public RingLinkedInCore() {
            super(Subjects.advanced(Subjects.ringLinkedInCore(), Subjects.CHUNK - 1));
        }

        @Actor
        public void producer() {
            produce();
        }

        @Actor
        public void consumer(III_Result r) {
            consume(r);
        }

        @Arbiter
        public void arbiter(III_Result r) {
            check(r);
        }
    }

    @JCStressTest
    @JCStressMeta(SpscPublication.class)
    @State
    public static class RingUnboundedNonBlocking extends SpscPublication {
        public RingUnboundedNonBlocking() {
            super(Subjects.ringUnboundedNonBlocking());
        }

        @Actor
        public void producer() {
            produce();
        }

        @Actor
        public void consumer(III_Result r) {
            consume(r);
        }

        @Arbiter
        public void arbiter(III_Result r) {
            check(r);
        }
    }

    @JCStressTest
    @JCStressMeta(SpscPublication.class)
    @State
    public static class RingTransfer extends SpscPublication {
        public RingTransfer() {
            super(Subjects.ringTransfer());
        }

        @Actor
        public void producer() {
            produce();
        }

        @Actor
        public void consumer(III_Result r) {
            consume(r);
        }

        @Arbiter
        public void arbiter(III_Result r) {
            check(r);
        }
    }

    @JCStressTest
    @JCStressMeta(SpscPublication.class)
    @State
    public static class RingDeque extends SpscPublication {
        public RingDeque() {
            super(Subjects.advanced(Subjects.ringBoundedDeque(Subjects.CAPACITY), Subjects.CAPACITY - 1));
        }

        @Actor
        public void producer() {
            produce();
        }

        @Actor
        public void consumer(III_Result r) {
            consume(r);
        }

        @Arbiter
        public void arbiter(III_Result r) {
            check(r);
        }
    }
}
