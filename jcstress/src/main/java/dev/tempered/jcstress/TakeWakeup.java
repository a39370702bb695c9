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
 * No lost wake-up on the consumer side: the consumer takes from an empty queue while the producer
 * puts one element. Whether the put lands before the consumer announces itself, between its
 * announcement and its re-check, or after it parked, the take must return. A consumer still parked
 * when jcstress gives up is STALE: the wake-up was lost.
 */
@Description("Consumer park/unpark: take() on an empty queue racing put().")
@Outcome(id = "TERMINATED", expect = ACCEPTABLE, desc = "the consumer got the element and returned")
@Outcome(id = "STALE", expect = FORBIDDEN, desc = "lost wake-up: the consumer stays parked with an element queued")
public abstract class TakeWakeup {

    private final BlockingQueue<Object> q;

    TakeWakeup(BlockingQueue<Object> q) {
        this.q = q;
    }

    // jcstress 0.16 only sees annotated methods declared in the test class itself: each test below
    // re-declares its actor and signal as one-line calls to these.
    void consumerSide() {
        try {
            if (q.take() == null) {
                throw new AssertionError("take() returned null");
            }
        } catch (InterruptedException e) {
            // jcstress does not interrupt actors; an interrupt here is a harness fault, never a pass
            throw new IllegalStateException(e);
        }
    }

    void producerSide() throws InterruptedException {
        q.put(Payload.make());
    }

    /** The producer's offer instead of put: on an inline ring the substitute's own offer, which signals itself. */
    void offerSide() {
        if (!q.offer(Payload.make())) {
            throw new AssertionError("offer() refused an element on an empty queue");
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(TakeWakeup.class)
    @State
    public static class RingBounded extends TakeWakeup {
        public RingBounded() {
            super(Subjects.ringBounded("off"));
        }

        @Actor
        public void consumer() {
            consumerSide();
        }

        @Signal
        public void producer() throws InterruptedException {
            producerSide();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(TakeWakeup.class)
    @State
    public static class RingUnbounded extends TakeWakeup {
        public RingUnbounded() {
            super(Subjects.ringUnbounded());
        }

        @Actor
        public void consumer() {
            consumerSide();
        }

        @Signal
        public void producer() throws InterruptedException {
            producerSide();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(TakeWakeup.class)
    @State
    public static class RingTransfer extends TakeWakeup {
        public RingTransfer() {
            super(Subjects.ringTransfer());
        }

        @Actor
        public void consumer() {
            consumerSide();
        }

        @Signal
        public void producer() throws InterruptedException {
            producerSide();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(TakeWakeup.class)
    @State
    public static class RingDeque extends TakeWakeup {
        public RingDeque() {
            super(Subjects.ringBoundedDeque(Subjects.CAPACITY));
        }

        @Actor
        public void consumer() {
            consumerSide();
        }

        @Signal
        public void producer() throws InterruptedException {
            producerSide();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(TakeWakeup.class)
    @State
    public static class SingleConsumer extends TakeWakeup {
        public SingleConsumer() {
            super(Subjects.singleConsumer());
        }

        @Actor
        public void consumer() {
            consumerSide();
        }

        @Signal
        public void producer() throws InterruptedException {
            producerSide();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(TakeWakeup.class)
    @State
    public static class SingleProducer extends TakeWakeup {
        public SingleProducer() {
            super(Subjects.singleProducer());
        }

        @Actor
        public void consumer() {
            consumerSide();
        }

        @Signal
        public void producer() throws InterruptedException {
            producerSide();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(TakeWakeup.class)
    @State
    public static class General extends TakeWakeup {
        public General() {
            super(Subjects.general());
        }

        @Actor
        public void consumer() {
            consumerSide();
        }

        @Signal
        public void producer() throws InterruptedException {
            producerSide();
        }
    }

    /** The signal is the ArrayBlockingQueue substitute's own offer on its inline ring (design note rings). */
    @JCStressTest(Mode.Termination)
    @JCStressMeta(TakeWakeup.class)
    @State
    public static class RingBoundedOffer extends TakeWakeup {
        public RingBoundedOffer() {
            super(Subjects.ringBounded("off"));
        }

        @Actor
        public void consumer() {
            consumerSide();
        }

        @Signal
        public void producer() {
            offerSide();
        }
    }

    /** The signal is the LinkedBlockingQueue substitute's own offer on its inline unbounded ring (design note rings).
     * */
    @JCStressTest(Mode.Termination)
    @JCStressMeta(TakeWakeup.class)
    @State
    public static class RingUnboundedOffer extends TakeWakeup {
        public RingUnboundedOffer() {
            super(Subjects.ringUnbounded());
        }

        @Actor
        public void consumer() {
            consumerSide();
        }

        @Signal
        public void producer() {
            offerSide();
        }
    }
}
