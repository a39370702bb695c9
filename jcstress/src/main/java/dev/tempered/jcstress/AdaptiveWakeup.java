package dev.tempered.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.tempered.runtime.internal.core.Cores;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressMeta;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Mode;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.Signal;
import org.openjdk.jcstress.annotations.State;

/**
 * The adaptive signal (runtime Waiters, design note waiting) in both of its phases, on the forms whose signalling side
 * is single: the ring (both conditions), the single-producer form (notEmpty, many waiters) and the single-consumer form
 * (notFull).
 * <ul>
 * <li>{@code *FirstBlock}: a fresh queue. The blocking thread is the first ever to announce, so the signaller has not
 * acknowledged: its publish may skip the fence and the unpark, and the waiter must not park without a timeout.</li>
 * <li>{@code *Acknowledged}: before the race, a helper thread blocked once (arming), the signaller signalled
 * (acknowledging), and the helper blocked a second time and reached Thread.State.WAITING, which only an
 * acknowledged waiter does (an unacknowledged one parks timed). In the race the waiter parks untimed and every
 * signal takes the fenced Dekker path.</li>
 * <li>{@code *Disarming}: acknowledged, then one fenced signal short of the disarm threshold (design note waiting): the
 * racing signal is the one that disarms (clears both flags, fences, looks for a waiter) while the waiter announces,
 * reads acknowledged and parks, untimed if it read the flag before the clear.</li>
 * <li>{@code *Disarmed}: acknowledged, then disarmed before the race: the signaller skips again until the waiter
 * re-arms, as in {@code *FirstBlock}.</li>
 * <li>{@code *Poll}: the consumer signals with the inline ring's own poll (ABQ's and the linked substitutes' bounded
 * ring), whose fast path reads the copy of the producers' armed flag in the consumer's fields instead of the flag
 * (design note waiting): it must leave that path, and fence, for as long as the producer may park untimed.</li>
 * </ul>
 * A waiter still parked when jcstress gives up is STALE: the wake-up was lost.
 */
@Description("Adaptive signal: take()/put() racing put()/take(), before and after the signaller acknowledged.")
@Outcome(id = "TERMINATED", expect = ACCEPTABLE, desc = "the waiter returned")
@Outcome(id = "STALE", expect = FORBIDDEN, desc = "lost wake-up: the waiter stays parked beside an element or a free slot")
public abstract class AdaptiveWakeup {

    private final BlockingQueue<Object> q;

    AdaptiveWakeup(BlockingQueue<Object> q) {
        this.q = q;
    }

    void take() {
        try {
            if (q.take() == null) {
                throw new AssertionError("take() returned null");
            }
        } catch (InterruptedException e) {
            throw new IllegalStateException(e); // jcstress does not interrupt actors: a harness fault
        }
    }

    void put() {
        try {
            q.put(Payload.make());
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The consumer's poll instead of take: on an inline ring the substitute's own poll, which signals itself, reading
     * the copy of the producers' armed flag in its own fields (design note waiting).
     */
    void poll() {
        if (q.poll() == null) {
            throw new AssertionError("poll() found a full ring empty");
        }
    }

    /** A full queue of capacity 1 (the put side's subject). */
    static BlockingQueue<Object> full(BlockingQueue<Object> q) {
        if (!q.offer(Payload.make()) || q.remainingCapacity() != 0) {
            throw new IllegalStateException("subject must be full with one element: " + q.getClass());
        }
        return q;
    }

    /** Empty, with notEmpty acknowledged: a helper takes twice, the second time parked untimed (WAITING). */
    static BlockingQueue<Object> takeAcknowledged(BlockingQueue<Object> q) {
        Thread helper = start(() -> {
            q.take();
            q.take();
        });
        await(helper, Thread.State.TIMED_WAITING); // first block: armed, parked with a back-off
        q.offer(Payload.make()); // sees armed: acknowledges and unparks
        await(helper, Thread.State.WAITING); // second block: read acknowledged, parked untimed
        q.offer(Payload.make());
        join(helper);
        if (!q.isEmpty()) {
            throw new IllegalStateException("helper left elements");
        }
        return q;
    }

    /** Full at capacity 1, with notFull acknowledged: a helper puts twice into a full queue, the second WAITING. */
    static BlockingQueue<Object> putAcknowledged(BlockingQueue<Object> q) {
        full(q);
        Thread helper = start(() -> {
            q.put(Payload.make());
            q.put(Payload.make());
        });
        await(helper, Thread.State.TIMED_WAITING);
        q.poll(); // frees the slot: sees armed, acknowledges, unparks
        await(helper, Thread.State.WAITING);
        q.poll();
        join(helper);
        if (q.remainingCapacity() != 0) {
            throw new IllegalStateException("subject must be full with one element");
        }
        return q;
    }

    /**
     * {@code n} fenced signals on the take side's condition that find nobody waiting (offer then poll on this thread):
     * one short of {@link Cores#disarmAfter()} leaves the next signal to disarm.
     */
    static BlockingQueue<Object> quietTakeSignals(BlockingQueue<Object> q, int n) {
        for (int i = 0; i < n; i++) {
            if (!q.offer(Payload.make()) || q.poll() == null) {
                throw new IllegalStateException("subject must take an element");
            }
        }
        return q;
    }

    /** The same on the put side's condition of a full queue of capacity 1: poll (the signal) then offer. */
    static BlockingQueue<Object> quietPutSignals(BlockingQueue<Object> q, int n) {
        for (int i = 0; i < n; i++) {
            if (q.poll() == null || !q.offer(Payload.make())) {
                throw new IllegalStateException("subject must be full with one element");
            }
        }
        return q;
    }

    interface Blocking {
        void run() throws InterruptedException;
    }

    private static Thread start(Blocking body) {
        Thread t = new Thread(() -> {
            try {
                body.run();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }, "adaptive-wakeup-setup");
        t.setDaemon(true);
        t.start();
        return t;
    }

    private static void await(Thread t, Thread.State state) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (t.getState() != state) {
            if (System.nanoTime() - deadline > 0) {
                // the state would not test what it claims to: fail the run rather than pass it
                throw new IllegalStateException("setup thread is " + t.getState() + ", expected " + state);
            }
            Thread.yield();
        }
    }

    private static void join(Thread t) {
        try {
            t.join(TimeUnit.SECONDS.toMillis(30));
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
        if (t.isAlive()) {
            throw new IllegalStateException("setup thread did not finish");
        }
    }

    // jcstress 0.16 only sees annotated methods declared in the test class itself.

    @JCStressTest(Mode.Termination)
    @JCStressMeta(AdaptiveWakeup.class)
    @State
    public static class RingTakeFirstBlock extends AdaptiveWakeup {
        public RingTakeFirstBlock() {
            super(Subjects.ringBounded("off"));
        }

        @Actor
        public void consumer() {
            take();
        }

        @Signal
        public void producer() {
            put();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(AdaptiveWakeup.class)
    @State
    public static class RingTakeAcknowledged extends AdaptiveWakeup {
        public RingTakeAcknowledged() {
            super(takeAcknowledged(Subjects.ringBounded("off")));
        }

        @Actor
        public void consumer() {
            take();
        }

        @Signal
        public void producer() {
            put();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(AdaptiveWakeup.class)
    @State
    public static class RingPutFirstBlock extends AdaptiveWakeup {
        public RingPutFirstBlock() {
            super(full(Subjects.ringBoundedArray(1)));
        }

        @Actor
        public void producer() {
            put();
        }

        @Signal
        public void consumer() {
            take();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(AdaptiveWakeup.class)
    @State
    public static class RingPutAcknowledged extends AdaptiveWakeup {
        public RingPutAcknowledged() {
            super(putAcknowledged(Subjects.ringBoundedArray(1)));
        }

        @Actor
        public void producer() {
            put();
        }

        @Signal
        public void consumer() {
            take();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(AdaptiveWakeup.class)
    @State
    public static class SingleProducerTakeAcknowledged extends AdaptiveWakeup {
        public SingleProducerTakeAcknowledged() {
            super(takeAcknowledged(Subjects.singleProducer()));
        }

        @Actor
        public void consumer() {
            take();
        }

        @Signal
        public void producer() {
            put();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(AdaptiveWakeup.class)
    @State
    public static class SingleConsumerPutAcknowledged extends AdaptiveWakeup {
        public SingleConsumerPutAcknowledged() {
            super(putAcknowledged(Subjects.singleConsumerBounded(1)));
        }

        @Actor
        public void producer() {
            put();
        }

        @Signal
        public void consumer() {
            take();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(AdaptiveWakeup.class)
    @State
    public static class RingTakeDisarming extends AdaptiveWakeup {
        public RingTakeDisarming() {
            super(quietTakeSignals(takeAcknowledged(Subjects.ringBounded("off")), Cores.disarmAfter() - 1));
        }

        @Actor
        public void consumer() {
            take();
        }

        @Signal
        public void producer() {
            put();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(AdaptiveWakeup.class)
    @State
    public static class RingTakeDisarmed extends AdaptiveWakeup {
        public RingTakeDisarmed() {
            super(quietTakeSignals(takeAcknowledged(Subjects.ringBounded("off")), Cores.disarmAfter()));
        }

        @Actor
        public void consumer() {
            take();
        }

        @Signal
        public void producer() {
            put();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(AdaptiveWakeup.class)
    @State
    public static class RingPutDisarming extends AdaptiveWakeup {
        public RingPutDisarming() {
            super(quietPutSignals(putAcknowledged(Subjects.ringBoundedArray(1)), Cores.disarmAfter() - 1));
        }

        @Actor
        public void producer() {
            put();
        }

        @Signal
        public void consumer() {
            take();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(AdaptiveWakeup.class)
    @State
    public static class SingleProducerTakeDisarming extends AdaptiveWakeup {
        public SingleProducerTakeDisarming() {
            super(quietTakeSignals(takeAcknowledged(Subjects.singleProducer()), Cores.disarmAfter() - 1));
        }

        @Actor
        public void consumer() {
            take();
        }

        @Signal
        public void producer() {
            put();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(AdaptiveWakeup.class)
    @State
    public static class RingPutAcknowledgedPoll extends AdaptiveWakeup {
        public RingPutAcknowledgedPoll() {
            super(putAcknowledged(Subjects.ringBoundedArray(1)));
        }

        @Actor
        public void producer() {
            put();
        }

        @Signal
        public void consumer() {
            poll();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(AdaptiveWakeup.class)
    @State
    public static class RingPutDisarmingPoll extends AdaptiveWakeup {
        public RingPutDisarmingPoll() {
            super(quietPutSignals(putAcknowledged(Subjects.ringBoundedArray(1)), Cores.disarmAfter() - 1));
        }

        @Actor
        public void producer() {
            put();
        }

        @Signal
        public void consumer() {
            poll();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(AdaptiveWakeup.class)
    @State
    public static class RingPutDisarmedPoll extends AdaptiveWakeup {
        public RingPutDisarmedPoll() {
            super(quietPutSignals(putAcknowledged(Subjects.ringBoundedArray(1)), Cores.disarmAfter()));
        }

        @Actor
        public void producer() {
            put();
        }

        @Signal
        public void consumer() {
            poll();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(AdaptiveWakeup.class)
    @State
    public static class RingLinkedPutAcknowledgedPoll extends AdaptiveWakeup {
        public RingLinkedPutAcknowledgedPoll() {
            super(putAcknowledged(Subjects.ringBoundedLinked(1)));
        }

        @Actor
        public void producer() {
            put();
        }

        @Signal
        public void consumer() {
            poll();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(AdaptiveWakeup.class)
    @State
    public static class RingLinkedPutDisarmingPoll extends AdaptiveWakeup {
        public RingLinkedPutDisarmingPoll() {
            super(quietPutSignals(putAcknowledged(Subjects.ringBoundedLinked(1)), Cores.disarmAfter() - 1));
        }

        @Actor
        public void producer() {
            put();
        }

        @Signal
        public void consumer() {
            poll();
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(AdaptiveWakeup.class)
    @State
    public static class RingLinkedPutDisarmedPoll extends AdaptiveWakeup {
        public RingLinkedPutDisarmedPoll() {
            super(quietPutSignals(putAcknowledged(Subjects.ringBoundedLinked(1)), Cores.disarmAfter()));
        }

        @Actor
        public void producer() {
            put();
        }

        @Signal
        public void consumer() {
            poll();
        }
    }
}
