package dev.tempered.jcstress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.tempered.runtime.TopologyViolation;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.locks.LockSupport;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressMeta;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Mode;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.Signal;
import org.openjdk.jcstress.annotations.State;

/**
 * The stop-and-wake protocol of a blocked thread (runtime Waiters, IdleWatch and Fuse; design notes waiting and
 * checks), with the real queues: a waiter announces itself, fences and re-checks before it parks; the other side
 * publishes (or stops the queue), fences, reads the announcement and unparks.
 * <ul>
 * <li>{@code *Idle}: the other side acts after a pause drawn around the moment the waiter, its back-off spent on an
 * idle queue (the single signaller has not acknowledged it), hands its re-check to the runtime's idle-watch thread and
 * parks untimed: before it (the waiter's own timed re-check finds the element or room), while it hands over, or after
 * (the signal unparks it, or the watcher's read finds what a skipped signal left). {@code SingleConsumerPutIdleRemoval}
 * frees the room by the consumer's {@code remove(Object)} rather than a poll (issue 35: the removal returns the
 * element's permit and signals the producers' condition like a poll).</li>
 * <li>{@code *Stopped}: with {@code checks=strict-throw} a second thread on the guarded side is a violation, which
 * stops the queue (Fuse): whether the second thread comes before the waiter enters (the waiter then throws at its own
 * entry), while it announces, or after it parked (the stop must unpark it, and it throws), the waiter returns.</li>
 * </ul>
 * A waiter still parked when jcstress gives up is STALE: a wake-up (or the stop's) was lost.
 */
@Description("A blocked take()/put() woken by a publish around its hand-over to the idle watch, or by a fail-stop.")
@Outcome(id = "TERMINATED", expect = ACCEPTABLE, desc = "the waiter returned (with its element or room, or the stop)")
@Outcome(id = "STALE", expect = FORBIDDEN, desc = "lost wake-up: the waiter stays parked")
public abstract class StopAndWake {
    /**
     * The pauses of the {@code *Idle} signals: around the hand-over, which comes once the back-off (1 us doubling to
     * 50 ms) has been slept through, about 65 ms after the waiter started to park.
     */
    static final long PAUSE_MIN_NANOS = 40_000_000L;
    static final long PAUSE_MAX_NANOS = 100_000_000L;

    final BlockingQueue<Object> q;

    StopAndWake(BlockingQueue<Object> q) {
        this.q = q;
    }

    /** take(); a stop (TopologyViolation) ends it too. */
    void take() {
        try {
            if (q.take() == null) {
                throw new AssertionError("take() returned null");
            }
        } catch (TopologyViolation stopped) {
            // the queue was stopped: the waiter must wake and throw, which it did
        } catch (InterruptedException e) {
            throw new IllegalStateException(e); // jcstress does not interrupt actors: a harness fault
        }
    }

    /** put(); a stop ends it too. */
    void put() {
        try {
            q.put(Payload.make());
        } catch (TopologyViolation stopped) {
            // as in take
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A second thread's operation on the guarded side: the violation that stops the queue (thrown here or not). */
    static void violate(Runnable op) {
        try {
            op.run();
        } catch (TopologyViolation expected) {
            // this thread found the violation (or the stop); the waiter must wake all the same
        }
    }

    static void pause() {
        LockSupport.parkNanos(ThreadLocalRandom.current().nextLong(PAUSE_MIN_NANOS, PAUSE_MAX_NANOS));
    }

    // jcstress 0.16 only sees annotated methods declared in the test class itself.

    @JCStressTest(Mode.Termination)
    @JCStressMeta(StopAndWake.class)
    @State
    public static class RingTakeIdle extends StopAndWake {
        public RingTakeIdle() {
            super(Subjects.ringBounded("off"));
        }

        @Actor
        public void consumer() {
            take();
        }

        @Signal
        public void producer() {
            pause();
            if (!q.offer(Payload.make())) {
                throw new AssertionError("offer() refused an element on an empty ring");
            }
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(StopAndWake.class)
    @State
    public static class SingleProducerTakeIdle extends StopAndWake {
        public SingleProducerTakeIdle() {
            super(Subjects.singleProducer());
        }

        @Actor
        public void consumer() {
            take();
        }

        @Signal
        public void producer() {
            pause();
            if (!q.offer(Payload.make())) {
                throw new AssertionError("offer() refused an element on an unbounded queue");
            }
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(StopAndWake.class)
    @State
    public static class SingleConsumerPutIdle extends StopAndWake {
        public SingleConsumerPutIdle() {
            super(Subjects.singleConsumerFull(Payload.make()));
        }

        @Actor
        public void producer() {
            put();
        }

        @Signal
        public void consumer() {
            pause();
            if (q.poll() == null) {
                throw new AssertionError("poll() found a full queue empty");
            }
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(StopAndWake.class)
    @State
    public static class SingleConsumerPutIdleRemoval extends StopAndWake {
        private final Object first;

        public SingleConsumerPutIdleRemoval() {
            this(Payload.make());
        }

        private SingleConsumerPutIdleRemoval(Object first) {
            super(Subjects.singleConsumerFull(first));
            this.first = first;
        }

        @Actor
        public void producer() {
            put();
        }

        @Signal
        public void consumer() {
            pause();
            if (!q.remove(first)) {
                throw new AssertionError("remove(Object) did not find the only element");
            }
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(StopAndWake.class)
    @State
    public static class RingTakeStopped extends StopAndWake {
        public RingTakeStopped() {
            super(Subjects.ringBounded("strict-throw"));
        }

        @Actor
        public void consumer() {
            take();
        }

        @Signal
        public void secondConsumer() {
            violate(q::poll);
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(StopAndWake.class)
    @State
    public static class SingleConsumerTakeStopped extends StopAndWake {
        public SingleConsumerTakeStopped() {
            super(Subjects.singleConsumer("strict-throw"));
        }

        @Actor
        public void consumer() {
            take();
        }

        @Signal
        public void secondConsumer() {
            violate(q::poll);
        }
    }

    @JCStressTest(Mode.Termination)
    @JCStressMeta(StopAndWake.class)
    @State
    public static class SingleProducerPutStopped extends StopAndWake {
        public SingleProducerPutStopped() {
            super(Subjects.singleProducerFull(Payload.make(), "strict-throw"));
        }

        @Actor
        public void producer() {
            put();
        }

        @Signal
        public void secondProducer() {
            violate(() -> q.offer(Payload.make()));
        }
    }
}
