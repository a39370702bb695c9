package dev.tempered.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import java.util.concurrent.BlockingQueue;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressMeta;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Mode;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.Signal;
import org.openjdk.jcstress.annotations.State;

/**
 * No lost wake-up on the bounded producer side: the producer puts into a full ring (capacity 1)
 * while the consumer takes the element that fills it. The freed slot must wake the producer.
 * The ring forms, and the bounded (array) segmented and general forms, each at capacity 1.
 */
@Description("Producer park/unpark: put() on a full bounded ring racing take().")
@Outcome(id = "TERMINATED", expect = ACCEPTABLE, desc = "the producer saw the freed slot and returned")
@Outcome(id = "STALE", expect = FORBIDDEN, desc = "lost wake-up: the producer stays parked beside a free slot")
public abstract class PutWakeup {

    private final BlockingQueue<Object> q;

    PutWakeup(BlockingQueue<Object> q) {
        if (!q.offer(Payload.make()) || q.remainingCapacity() != 0) {
            throw new IllegalStateException("subject must be full with one element: " + q.getClass());
        }
        this.q = q;
    }

    // jcstress 0.16 only sees annotated methods declared in the test class itself: each test below
    // re-declares its actor and signal as one-line calls to these.
    void producerSide() {
        try {
            q.put(Payload.make());
        } catch (InterruptedException e) {
            // jcstress does not interrupt actors; an interrupt here is a harness fault, never a pass
            throw new IllegalStateException(e);
        }
    }

    void consumerSide() throws InterruptedException {
        if (q.take() == null) {
            throw new AssertionError("take() returned null");
        }
    }

    /** The consumer's poll instead of take: on an inline ring the substitute's own poll, which signals itself. */
    void pollSide() {
        if (q.poll() == null) {
            throw new AssertionError("poll() found a full ring empty");
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(PutWakeup.class)
    @State
    public static class RingArray extends PutWakeup {
        public RingArray() {
            super(Subjects.ringBoundedArray(1));
        }

        @Actor
        public void producer() {
            producerSide();
        }

        @Signal
        public void consumer() throws InterruptedException {
            consumerSide();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(PutWakeup.class)
    @State
    public static class RingLinked extends PutWakeup {
        public RingLinked() {
            super(Subjects.ringBoundedLinked(1));
        }

        @Actor
        public void producer() {
            producerSide();
        }

        @Signal
        public void consumer() throws InterruptedException {
            consumerSide();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(PutWakeup.class)
    @State
    public static class RingDeque extends PutWakeup {
        public RingDeque() {
            super(Subjects.ringBoundedDeque(1));
        }

        @Actor
        public void producer() {
            producerSide();
        }

        @Signal
        public void consumer() throws InterruptedException {
            consumerSide();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(PutWakeup.class)
    @State
    public static class SingleConsumer extends PutWakeup {
        public SingleConsumer() {
            super(Subjects.singleConsumerBounded(1));
        }

        @Actor
        public void producer() {
            producerSide();
        }

        @Signal
        public void consumer() throws InterruptedException {
            consumerSide();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(PutWakeup.class)
    @State
    public static class SingleProducer extends PutWakeup {
        public SingleProducer() {
            super(Subjects.singleProducerBounded(1));
        }

        @Actor
        public void producer() {
            producerSide();
        }

        @Signal
        public void consumer() throws InterruptedException {
            consumerSide();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(PutWakeup.class)
    @State
    public static class General extends PutWakeup {
        public General() {
            super(Subjects.generalBounded(1));
        }

        @Actor
        public void producer() {
            producerSide();
        }

        @Signal
        public void consumer() throws InterruptedException {
            consumerSide();
        }
    }

    /**
     * The signal is the bounded LinkedBlockingQueue ring's own poll (design notes rings and rewrite-and-abi): the
     * bounded path alone, which frees the slot, then signals the producer parked in the core's put.
     */
    @JCStressTest(Mode.Termination)
    @JCStressMeta(PutWakeup.class)
    @State
    public static class RingLinkedPoll extends PutWakeup {
        public RingLinkedPoll() {
            super(Subjects.ringBoundedLinked(1));
        }

        @Actor
        public void producer() {
            producerSide();
        }

        @Signal
        public void consumer() {
            pollSide();
        }
    }

    /** {@link RingLinkedPoll} on the LinkedBlockingDeque substitute's bounded ring. */
    @JCStressTest(Mode.Termination)
    @JCStressMeta(PutWakeup.class)
    @State
    public static class RingDequePoll extends PutWakeup {
        public RingDequePoll() {
            super(Subjects.ringBoundedDeque(1));
        }

        @Actor
        public void producer() {
            producerSide();
        }

        @Signal
        public void consumer() {
            pollSide();
        }
    }

    /**
     * {@link RingArrayPoll} on the ring the constructor form makes, the substitute's own class, which tests the site's
     * kind before the same signalling poll.
     */
    @JCStressTest(Mode.Termination)
    @JCStressMeta(PutWakeup.class)
    @State
    public static class RingArrayConstructedPoll extends PutWakeup {
        public RingArrayConstructedPoll() {
            super(Subjects.ringBoundedArrayConstructed(1));
        }

        @Actor
        public void producer() {
            producerSide();
        }

        @Signal
        public void consumer() {
            pollSide();
        }
    }

    /** The signal is the ArrayBlockingQueue substitute's own poll on its inline ring (design note rings). */
    @JCStressTest(Mode.Termination)
    @JCStressMeta(PutWakeup.class)
    @State
    public static class RingArrayPoll extends PutWakeup {
        public RingArrayPoll() {
            super(Subjects.ringBoundedArray(1));
        }

        @Actor
        public void producer() {
            producerSide();
        }

        @Signal
        public void consumer() {
            pollSide();
        }
    }
}
