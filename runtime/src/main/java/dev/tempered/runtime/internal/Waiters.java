package dev.tempered.runtime.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.locks.LockSupport;

/**
 * The threads parked on one condition of a queue (consumers waiting for an element, or producers waiting for room).
 *
 * <p><b>Lost-wake-up argument (a Dekker pattern).</b> The waiter does: announce (store) ; FULL FENCE ; re-check the
 * queue (load) ; park. The signaller does: publish the element or free a slot (JCTools: a release store) ; FULL FENCE ;
 * read the announcement (load) ; unpark if announced. A release store followed by a plain or volatile load may be
 * reordered (StoreLoad is the one reordering x86 and the JMM allow there), so without the fences both sides could
 * read the old value: the waiter sees "empty", the signaller sees "nobody waiting", and the waiter sleeps forever.
 * With a full fence on each side, the fences are totally ordered: whichever side fences second sees the other's
 * store. If it is the waiter, its re-check finds the element and it does not park; if it is the signaller, it sees
 * the announcement and unparks, and an unpark that precedes the park makes that park return at once.
 *
 * <p><b>Adaptive signalling (only when the SIGNALLING side is proven single; decision 0006).</b> The fence above
 * costs every offer (and every poll of a bounded queue) even in a program that never blocks. Two sticky flags let
 * the signaller skip it until a waiter has ever announced:
 * <ul>
 * <li>{@code armed}: set once by the first waiter to announce, after its announcement, before its fence.</li>
 * <li>{@code acknowledged}: set once by the signaller, the first time it reads {@code armed == true}, with a release
 * store that follows its publish and precedes its fence.</li>
 * </ul>
 * signal(): if not armed, return (no fence: the "skipped" signal). Otherwise acknowledge (once), fence, read the
 * announcement, unpark. Waiter: announce ; armed = true ; FENCE ; a = acknowledged (acquire) ;
 * re-check ; if empty: park() when a, else parkNanos(bounded back-off) and go round again.
 * <ul>
 * <li><i>The waiter read a == true.</i> The acquire read synchronises with the release store, so every element the
 * signaller published before acknowledging is visible to the re-check. Every later signal of that thread reads its
 * own {@code acknowledged == true} (program order; the field has no other writer) and takes the fenced path, to
 * which the Dekker argument above applies: the re-check sees its element, or the signal sees the announcement and
 * unparks. So an untimed park() strands nothing.</li>
 * <li><i>The waiter read a == false.</i> A signal may have skipped its fence and its unpark, so the waiter parks only
 * with a timeout (1 us doubling to 1 ms) and re-checks after it: a skipped signal costs at most one back-off period,
 * never a lost wake-up. Meanwhile the thread shows TIMED_WAITING; it reaches WAITING at its first park after the
 * signaller has acknowledged (the signaller's next publish after the first announcement). A waiter that blocks
 * before the signaller publishes anything therefore polls every 1 ms until the first publish.</li>
 * </ul>
 * With several signallers this is unsound (one producer's acknowledgement orders nothing of another producer's
 * publish, which may still skip its fence), so those conditions keep the always-fence path ({@code adaptive == false}).
 * The signaller's fast path reads only {@code armed}, in opaque mode: opaque accesses to one variable are coherent
 * (a thread never reads an older value after a newer one), so once it has read {@code true} it keeps reading
 * {@code true}; a plain read would not give that.
 *
 * <p><b>Before announcing</b> (decision 0009) a blocked thread spins and then yields for a bounded time ({@link Spin}),
 * re-trying the queue operation itself; the yield time adapts to how long the waits took, down to no yield at all
 * (decision 0023; {@link #waited}, a plain heuristic field of the waiter side). Those re-tries write nothing a
 * signaller reads, and the argument above starts at the announcement, so they neither help nor hurt it: they only
 * make the announcement, and with it the park and the signaller's unpark, rarer. The signaller's side is unchanged: once acknowledged, every signal is fenced for the
 * life of the queue. Going back to skipped signals would need a handshake with a waiter that has already read
 * {@code acknowledged == true} and is about to park untimed; decision 0009 records why the flag stays sticky.
 */
abstract class Waiters {
    private static final VarHandle ARMED;
    private static final VarHandle ACKNOWLEDGED;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            ARMED = l.findVarHandle(Waiters.class, "armed", boolean.class);
            ACKNOWLEDGED = l.findVarHandle(Waiters.class, "acknowledged", boolean.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** true when the signalling side is single: signals may skip their fence until acknowledged */
    private final boolean adaptive;
    /** sticky; written by waiters (volatile), read by the signaller (opaque) */
    @SuppressWarnings("unused")
    private boolean armed;
    /** sticky; written by the single signaller only (release), read by it plain and by waiters (acquire) */
    private boolean acknowledged;
    /**
     * How long this condition's waiters yield before they announce (Spin, decisions 0009 and 0023), in nanoseconds:
     * doubled (up to {@link Spin#YIELD_NANOS}) after a wait that a full yield phase would have covered, halved (below
     * {@link Spin#YIELD_STEP_NANOS}: 0, no yield at all) after a longer one ({@link #waited}). Plain, and written only
     * when it changes (so a saturated value costs the signaller, who reads {@code acknowledged} beside it, no
     * cache-line transfer): it is a heuristic of the waiter side, and a lost or stale update only changes how long a
     * waiter yields, never whether a wake-up can be lost.
     */
    private int yieldNanos = (int) Spin.YIELD_NANOS;

    Waiters(boolean adaptive) {
        this.adaptive = adaptive;
        // the always-fence conditions count as armed and acknowledged from the start; the signaller sees these plain
        // writes because QueueCore holds the Waiters in a final field (final-field publication)
        this.armed = !adaptive;
        this.acknowledged = !adaptive;
    }

    static Waiters create(boolean singleWaiter, boolean singleSignaller) {
        return singleWaiter ? new One(singleSignaller) : new Many(singleSignaller);
    }

    /**
     * Announces {@code me}, with the waiter side's full fence. Call the re-check only after this returns.
     *
     * @return true when an untimed park is safe (every signal from now on is fenced, see the class comment); false
     *         when the caller must park with a bounded timeout and re-check
     */
    final boolean register(Thread me) {
        announce(me);
        // Arm once, after the announcement and before the fence. Safety never depends on armed (a waiter parks
        // untimed only on reading acknowledged); armed only tells the signaller to start fencing, so any access
        // mode would do. Read opaque first so that a waiter blocking again does not store again.
        if (adaptive && !(boolean) ARMED.getOpaque(this)) {
            ARMED.setVolatile(this, true);
        }
        VarHandle.fullFence(); // announce (and arm) before reading acknowledged and re-checking (see class comment)
        // acquire: pairs with the signaller's release store, so its earlier publishes are visible to the re-check
        return (boolean) ACKNOWLEDGED.getAcquire(this);
    }

    /** Called after publishing: unpark whoever announced. Only threads that announced are woken. */
    final void signal() {
        // One opaque read on the fast path. Reading false (even a stale false) is the skipped signal that the
        // waiter's bounded back-off covers. Opaque reads of one variable are coherent: once this thread has read
        // true (and acknowledged, below), none of its later reads returns false, so every later signal takes the
        // fenced path, which the waiter's untimed park relies on. The always-fence conditions start armed.
        if ((boolean) ARMED.getOpaque(this)) {
            signalArmed();
        }
    }

    private void signalArmed() {
        if (!acknowledged) { // plain read by the only writer of the field
            // release: orders every publish of this thread so far before the flag a waiter reads with acquire
            ACKNOWLEDGED.setRelease(this, true);
        }
        VarHandle.fullFence(); // publish (and acknowledge) before reading the announcement (see class comment)
        wake();
    }

    /** The current yield budget in nanoseconds (see {@link #yieldNanos}). */
    final long yieldBudget() {
        return yieldNanos;
    }

    /**
     * A wait on this condition ended with the element or the room {@code nanos} after its yield phase began (or would
     * have begun, when the budget was 0), whether it ended while yielding or after parking. Judged by how long the
     * wait took, not by where it ended (decision 0023): a wait no longer than {@link Spin#YIELD_NANOS} is one a full
     * yield phase would have covered, so the budget grows, also from 0, where no yield was tried; a longer wait, or
     * one whose yield did not come back for a scheduler slice (the CPU went to another process), shrinks it. So a
     * consumer of a slow producer stops yielding altogether and parks at once, like the JDK queues, and one yield
     * that lost the CPU for milliseconds counts against yielding instead of as a success.
     */
    final void waited(long nanos) {
        if (nanos <= Spin.YIELD_NANOS) {
            yieldPaid();
        } else {
            yieldWasted();
        }
    }

    /** A wait a full yield phase would have covered: yield longer next time. */
    final void yieldPaid() {
        int y = yieldNanos;
        if (y < Spin.YIELD_NANOS) {
            yieldNanos = (int) Math.min(Spin.YIELD_NANOS, Math.max(y, Spin.YIELD_STEP_NANOS) * 2L);
        }
    }

    /** A longer wait: the other side is away for longer (or we were descheduled), so park sooner next time. */
    final void yieldWasted() {
        int y = yieldNanos;
        if (y != 0) {
            yieldNanos = y < Spin.YIELD_STEP_NANOS ? 0 : y >>> 1;
        }
    }

    /**
     * Whether a signal wakes only one of several waiters, so that a waiter leaving the park phase must hand a wake-up
     * on (QueueCore.handOnRoom/handOnElement).
     */
    abstract boolean wakesOne();

    /** Stores the announcement (no fence: register adds it). */
    abstract void announce(Thread me);

    abstract void deregister(Thread me);

    /** Unparks the announced thread (Many: the longest announced); called after the signaller's or leaver's fence. */
    abstract void wake();

    /** Approximate number of announced threads (monitoring only). */
    abstract int count();

    /** At most one waiter (the proven single side): a single field, no allocation. */
    static final class One extends Waiters {
        private volatile Thread waiter;

        One(boolean adaptive) {
            super(adaptive);
        }

        @Override
        void announce(Thread me) {
            waiter = me;
        }

        @Override
        void deregister(Thread me) {
            waiter = null;
        }

        @Override
        boolean wakesOne() {
            return false; // the only waiter: nobody to hand on to
        }

        @Override
        void wake() {
            Thread w = waiter;
            if (w != null) {
                LockSupport.unpark(w);
            }
        }

        @Override
        int count() {
            return waiter == null ? 0 : 1;
        }
    }

    /**
     * Any number of waiters. A signal wakes ONE of them, the longest announced, as the JDK's conditions do: waking all
     * made every element cost one context switch per parked thread (W9, eight consumers on two CPUs: 0.1x
     * LinkedBlockingQueue). Waking one could pick a thread that is already leaving (woken before, timed out,
     * interrupted, or with another element) and strand a second element's waiter; so every waiter that leaves the
     * park phase hands a wake-up on when the queue still has elements (or room) for others, after deregistering and a
     * fence (QueueCore.handOnElement/handOnRoom, which state the ordering argument). A woken waiter that finds nothing
     * re-checks and parks again, so an extra wake-up costs time, never correctness.
     */
    static final class Many extends Waiters {
        private final ConcurrentLinkedQueue<Thread> parked = new ConcurrentLinkedQueue<>();

        Many(boolean adaptive) {
            super(adaptive);
        }

        @Override
        void announce(Thread me) {
            parked.add(me);
        }

        @Override
        void deregister(Thread me) {
            parked.remove(me);
        }

        @Override
        boolean wakesOne() {
            return true;
        }

        @Override
        void wake() {
            Thread t = parked.peek(); // the longest announced; null when nobody waits
            if (t != null) {
                LockSupport.unpark(t);
            }
        }

        @Override
        int count() {
            return parked.size();
        }
    }
}
