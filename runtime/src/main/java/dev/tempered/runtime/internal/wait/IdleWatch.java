package dev.tempered.runtime.internal.wait;

import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * Re-checks the queue on behalf of threads that park untimed although their condition's signaller has not acknowledged
 * them yet (see {@link Waiters}), so that a thread blocked on an idle queue is {@code WAITING} and uses no CPU, like a
 * thread blocked on the JDK queue. One daemon thread serves the whole runtime, started at the first such park.
 *
 * <p><b>Why a waiter needs it.</b> A single signaller skips its fence while nobody is armed, so a signal that raced a
 * waiter's announcement may skip the unpark too (the Dekker argument of {@link Waiters} holds only from the
 * acknowledgement on). The waiter cannot tell such a signal from an idle signaller: nothing the signaller's fast path
 * writes tells it, and on an idle queue no later signal comes to acknowledge. So an unacknowledged waiter re-checks
 * after a bounded back-off ({@link QueueCore#park}). Once that back-off has reached its cap (the queue has been idle
 * for that long), the waiter hands the re-check over to this thread and parks untimed: the re-check is the same read of
 * the queue, from another thread, and relies on the same thing, that a published element becomes visible to a later
 * read (opaque progress); the skipped signal's element is found by the watcher's read instead of the waiter's, which
 * then unparks the waiter, and the waiter's own strict re-check takes it. Any later signal sees the waiter armed,
 * acknowledges and unparks it directly, as before; the watcher only covers the signal that raced the announcement.
 *
 * <p>The watcher reads only the queue's weak size or emptiness (any-thread operations) and never takes an element.
 * It checks each ticket first {@link #FIRST_NANOS} after the hand-over and then at intervals doubling to
 * {@link #MAX_NANOS}, so an idle program pays at most a few wake-ups a second of this one thread, whatever the number
 * of idle queues, and the waiters themselves none. An unpark for nothing is harmless: the waiter re-checks and parks
 * again.
 */
public final class IdleWatch {
    /** the first check of a new ticket, after the hand-over */
    public static final long FIRST_NANOS = 50_000_000L;
    /** the longest interval between two checks of one ticket */
    static final long MAX_NANOS = 1_000_000_000L;

    private static final ConcurrentLinkedQueue<Ticket> TICKETS = new ConcurrentLinkedQueue<>();
    /** the watcher thread, once started; started by the first {@link #watch} that finds none */
    private static volatile Thread watcher;
    private static final Object START_LOCK = new Object();

    private IdleWatch() {
    }

    /** One parked waiter and what it waits for. The schedule fields are the watcher thread's own (plain). */
    public static final class Ticket {
        final Thread waiter;
        final BooleanSupplier ready;
        long due;
        long interval = FIRST_NANOS;

        Ticket(Thread waiter, BooleanSupplier ready) {
            this.waiter = waiter;
            this.ready = ready;
            this.due = System.nanoTime() + FIRST_NANOS;
        }
    }

    /**
     * Asks the watcher to unpark {@code waiter} whenever {@code ready} holds, until {@link #unwatch}.
     *
     * @return the ticket to give back, or null when no watcher can run (the thread could not be started): the caller
     *         must then keep parking with a timeout
     */
    public static Ticket watch(Thread waiter, BooleanSupplier ready) {
        Thread w = watcher;
        if (w == null && (w = start()) == null) {
            return null;
        }
        Ticket t = new Ticket(waiter, ready);
        TICKETS.add(t);
        LockSupport.unpark(w); // it may be parked untimed (no tickets) or until a later due time
        return t;
    }

    /** Ends a ticket (the waiter is leaving its park phase); null is ignored. */
    public static void unwatch(Ticket t) {
        if (t != null) {
            TICKETS.remove(t);
        }
    }

    /** Tickets currently watched (tests). */
    public static int watched() {
        return TICKETS.size();
    }

    private static Thread start() {
        synchronized (START_LOCK) {
            Thread w = watcher;
            if (w != null) {
                return w;
            }
            try {
                // no inherited thread-locals, no context class loader: it must not keep the application's alive
                w = new Thread(null, IdleWatch::run, "tempered-idle-watch", 0L, false);
                w.setDaemon(true);
                w.setContextClassLoader(null);
                w.start();
            } catch (Throwable e) { // a security manager, or no thread to be had: the waiters keep their back-off
                return null;
            }
            watcher = w;
            return w;
        }
    }

    private static void run() {
        for (;;) {
            long now = System.nanoTime();
            long sleep = Long.MAX_VALUE;
            for (Ticket t : TICKETS) {
                if (now - t.due >= 0L) {
                    boolean ready;
                    try {
                        ready = t.ready.getAsBoolean();
                    } catch (Throwable e) { // cannot tell: let the waiter look for itself
                        ready = true;
                    }
                    if (ready) {
                        LockSupport.unpark(t.waiter);
                    }
                    t.interval = Math.min(t.interval << 1, MAX_NANOS);
                    t.due = now + t.interval;
                }
                sleep = Math.min(sleep, t.due - now);
            }
            if (sleep == Long.MAX_VALUE) {
                LockSupport.park(IdleWatch.class); // no tickets: watch() unparks this thread with the first
            } else {
                LockSupport.parkNanos(IdleWatch.class, Math.max(sleep, 1L));
            }
        }
    }
}
