package dev.tempered.runtime.internal.check;

import dev.tempered.runtime.internal.core.QueueCore;
import dev.tempered.runtime.internal.core.Report;
import dev.tempered.runtime.internal.core.Spec;
import dev.tempered.runtime.internal.wait.Waiters;
import dev.tempered.runtime.TopologyViolation;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The fail-stop of one checked queue: once a side guard finds a violation (checks {@code throw} or
 * {@code strict-throw}), the fuse blows, and from then on every producer or consumer operation on that queue, by any
 * thread, throws a {@link TopologyViolation} with the first violation's message, and every thread parked in the queue
 * wakes and throws it. The first violation is printed once to standard error, because libraries swallow exceptions
 * (logback's {@code AsyncAppender.doAppend} records them in its status list only).
 *
 * <p><b>Costs nothing until it blows.</b> Nothing on a fast path reads the fuse. Blowing folds the stop into words
 * the fast paths read anyway: each guard's owner (and the owner the guard mirrors into an inline ring) becomes
 * {@link #STOPPED}, a thread that is never current, so every owner compare fails and sends the caller to the guard's
 * slow path, which reads the fuse and throws; the core's unchecked fast-path fields of a side that has no guard (the
 * many side of a segmented form) are cleared, which sends that side to the path that reads the fuse
 * ({@link QueueCore#stop}).
 *
 * <p><b>Ordering.</b> {@link #blow} publishes the violation with a compare-and-swap (a full fence) before it writes
 * {@code STOPPED} anywhere or reads any waiter set. A guard's slow path writes the owner (or its mirror), then reads the
 * fuse with a volatile load: either it sees the violation, or its write came first in the synchronization order and
 * the blower's later {@code STOPPED} overwrites it (SideGuard's newcomer path). A waiter announces itself (a fenced
 * write to its waiter set), then reads the fuse before it parks: either it sees the violation, or the blower, which
 * reads the waiter sets after its fence, finds it and unparks it (the store-load argument of the wake-up, Waiters).
 * An operation that had passed its owner compare before {@code STOPPED} was written runs to its end: the stop holds
 * from the next operation, and a guarded operation that re-checks at exit throws there.
 */
public final class Fuse {
    /** The owner of every guard of a stopped queue: a thread object that is never started, so never current. */
    static final Thread STOPPED = new Thread("tempered-stopped-queue");
    private static final VarHandle VIOLATION;

    static {
        try {
            VIOLATION = MethodHandles.lookup().findVarHandle(Fuse.class, "violation", String.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final Spec spec;
    private final QueueCore<?> core;
    private final SideGuard producers;
    private final SideGuard consumers;
    private final Waiters notEmpty;
    private final Waiters notFull;
    /** The first violation's message; null until the fuse blows. */
    @SuppressWarnings("unused")
    private volatile String violation;

    public Fuse(Spec spec, QueueCore<?> core, SideGuard producers, SideGuard consumers, Waiters notEmpty, Waiters notFull) {
        this.spec = spec;
        this.core = core;
        this.producers = producers;
        this.consumers = consumers;
        this.notEmpty = notEmpty;
        this.notFull = notFull;
    }

    boolean blown() {
        return violation != null;
    }

    /** Throws the stop when the fuse has blown; else returns. */
    public void check() {
        String v = violation;
        if (v != null) {
            throw stopped(v);
        }
    }

    /**
     * Stops the queue for {@code message} (the first call only; a later one finds it stopped) and returns what the
     * caller throws.
     */
    TopologyViolation blow(String message) {
        if (VIOLATION.compareAndSet(this, (String) null, message)) {
            // printed whatever the caller does with the exception: a library may swallow it
            Report.once("violation:" + spec.site + ":" + spec.at, message + "; the queue is stopped: every later"
                    + " operation on it throws. The manifest's proof is wrong for this site: run `tempered analyze`"
                    + " again, or keep this site general");
            stopSides();
            return new TopologyViolation(message);
        }
        return stopped(violation);
    }

    /** Folds the stop into the words the fast paths read, then wakes every parked thread (class comment). */
    private void stopSides() {
        if (producers != null) {
            producers.stop();
        }
        if (consumers != null) {
            consumers.stop();
        }
        if (core != null) {
            core.stop();
        }
        if (notEmpty != null) {
            notEmpty.wakeAll();
        }
        if (notFull != null) {
            notFull.wakeAll();
        }
    }

    /** What an operation on the stopped queue throws: the first violation's message, this call's stack. */
    private TopologyViolation stopped(String first) {
        return new TopologyViolation(first + " (the queue was stopped at that violation)");
    }
}
