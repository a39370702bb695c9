package dev.tempered.runtime.internal.wait;

import dev.tempered.runtime.internal.check.FastPathCopy;
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
 * <p><b>Adaptive signalling (only when the SIGNALLING side is proven single).</b> The fence
 * above costs every offer (and every poll of a bounded queue) even while nobody blocks. Two flags let the signaller
 * skip it while no waiter is about:
 * <ul>
 * <li>{@code armed}: set by a waiter that announces (after its announcement, before its fence); cleared only by the
 * signaller when it disarms (below).</li>
 * <li>{@code acknowledged}: written by the signaller only: set (release) the first time it reads {@code armed == true},
 * after its publish and before its fence; cleared when it disarms.</li>
 * </ul>
 * signal(): if not armed, return (no fence: the "skipped" signal). Otherwise acknowledge (if not yet), fence, read the
 * announcement, unpark. Waiter: announce ; armed = true ; FENCE ; a = acknowledged (acquire) ; re-check ; if empty:
 * park() when a, else parkNanos(bounded back-off) and go round again.
 * <ul>
 * <li><i>The waiter read a == true.</i> The acquire read synchronises with the release store, so every element the
 * signaller published before acknowledging is visible to the re-check. The signaller stays fenced (below) until this
 * waiter has left, and to fenced signals the Dekker argument above applies: the re-check sees its element, or the
 * signal sees the announcement and unparks. So an untimed park() strands nothing.</li>
 * <li><i>The waiter read a == false.</i> A signal may have skipped its fence and its unpark, so the waiter parks only
 * with a timeout (1 us doubling up to {@code QueueCore.BACKOFF_MAX_NANOS}) and re-checks after it: a skipped signal
 * costs at most one back-off period, never a lost wake-up. The next signal reads {@code armed == true}, acknowledges
 * and unparks the waiter at once, so the back-off only matters for a publish that raced the announcement. Meanwhile
 * the thread shows TIMED_WAITING; it reaches WAITING at its first park after the acknowledgement, or, on a queue that
 * stays idle for the whole back-off, when it hands the re-check to {@link IdleWatch} (QueueCore.park) and parks
 * untimed: the watcher's read of the queue then covers the skipped signal as the waiter's own re-check did.</li>
 * </ul>
 * <b>Staying fenced, and disarming.</b> The signaller's fast path reads only {@code armed}, in opaque mode: opaque
 * accesses to one variable are coherent (a thread never reads an older value after a newer one), and waiters only
 * ever store {@code true}, so once it has read {@code true} it keeps reading {@code true} until it clears the flag
 * itself. After {@link #DISARM_AFTER} fenced signals in a row that found nobody announced, it disarms: clear
 * {@code armed}, clear {@code acknowledged}, FENCE, read the announcement; if a waiter is announced, set both again
 * and unpark it. Why a waiter that read {@code acknowledged == true} is never stranded: take the disarm whose clear
 * it did not see. The two fences (the waiter's and the disarm's) are totally ordered. If the disarm's fence came
 * first, the waiter's read after its own fence would have seen the clear (or a later re-acknowledgement, to which the
 * same argument applies); so the waiter's fence came first, the disarm's read of the announcement sees the waiter
 * (announced before its fence; a waiter deregisters only on its way out), and the signaller re-arms and stays
 * fenced. A waiter's arming that the disarm's clear overwrote is repeated at its next announcement (every round of
 * the park loop announces again), and until then it parks with the back-off. So the steady state of a queue whose
 * threads block now and then pays the fence only for {@code DISARM_AFTER} signals after each park, and a thread
 * blocked after a disarm shows TIMED_WAITING until the next publish.
 * <b>A copy of armed in the signaller's fields</b> ({@link FastPathCopy}). A signaller whose fast path
 * reads a copy instead of {@code armed} gets it set wherever {@code armed} is set (the waiter's arming, the disarm's
 * re-arming) and, by itself, before it acknowledges; only its disarm clears it, beside {@code armed}. So from the
 * acknowledgement to the disarm the copy reads set to the signaller, and every signal it gives then is fenced, as the
 * untimed park needs; a copy read clear skips a signal only where reading {@code armed} false would. The copy's
 * reader may read it before its publish: the argument above never needed the read after it, only the fence and the
 * read of the announcement, which {@link #signal} still does after the publish.
 * With several signallers none of this is sound (one producer's acknowledgement orders nothing of another producer's
 * publish, which may still skip its fence), so those conditions keep the always-fence path ({@code adaptive == false},
 * armed and acknowledged from the start, never disarmed).
 *
 * <p><b>Before announcing</b> a blocked thread spins and then yields for a bounded time ({@link Spin}),
 * re-trying the queue operation itself; the yield time adapts to how long the waits took, down to no yield at all
 * ({@link #waited}, a plain heuristic field of the waiter side). Those re-tries write nothing a
 * signaller reads, and the argument above starts at the announcement, so they neither help nor hurt it: they only
 * make the announcement, and with it the park and the signaller's unpark, rarer.
 */
public abstract class Waiters {
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
    /** set by waiters (volatile), read by the signaller (opaque), cleared only by the signaller when it disarms */
    @SuppressWarnings("unused")
    private boolean armed;
    /** written by the single signaller only (release), read by it plain and by waiters (acquire) */
    private boolean acknowledged;
    /**
     * How long this condition's waiters yield before they announce (Spin), in nanoseconds:
     * doubled (up to {@link Spin#YIELD_NANOS}) after a wait that a full yield phase would have covered, halved (below
     * {@link Spin#YIELD_STEP_NANOS}: 0, no yield at all) after a longer one ({@link #waited}). Plain, and written only
     * when it changes (so a saturated value costs the signaller, who reads {@code armed} beside it, no
     * cache-line transfer): it is a heuristic of the waiter side, and a lost or stale update only changes how long a
     * waiter yields, never whether a wake-up can be lost.
     */
    private int yieldNanos = (int) Spin.YIELD_NANOS;
    /**
     * Fenced signals in a row that find nobody announced before the signaller disarms (see the class comment); 0 never.
     * The system property {@code tempered.internal.disarmAfter} overrides it, for tests that race the disarm itself.
     */
    public static final int DISARM_AFTER = disarmAfter();
    /** fenced signals since the last one that found a waiter; the single signaller's own (plain) */
    private int quietSignals;
    /** where the signaller's fast path reads a copy of {@code armed} (see the class comment), or null */
    private final FastPathCopy copy;

    Waiters(boolean adaptive, FastPathCopy copy) {
        this.adaptive = adaptive;
        this.copy = copy;
        // the always-fence conditions count as armed and acknowledged from the start; the signaller sees these plain
        // writes because QueueCore holds the Waiters in a final field (final-field publication)
        this.armed = !adaptive;
        this.acknowledged = !adaptive;
        if (!adaptive && copy != null) {
            copy.arm(); // always fenced: the copy is set from the start too, and never cleared
        }
    }

    public static Waiters create(boolean singleWaiter, boolean singleSignaller) {
        return create(singleWaiter, singleSignaller, null);
    }

    /**
     * Waiters whose single signaller's fast path reads {@code copy}, a copy of the armed flag, instead of the flag
     * (see the class comment); null for none.
     */
    public static Waiters create(boolean singleWaiter, boolean singleSignaller, FastPathCopy copy) {
        // factories typed as Waiters: verifying this method loads neither subclass, only the one constructed
        return singleWaiter ? One.of(singleSignaller, copy) : Many.of(singleSignaller, copy);
    }

    /**
     * Announces {@code me}, with the waiter side's full fence. Call the re-check only after this returns.
     *
     * @return true when an untimed park is safe (every signal from now on is fenced, see the class comment); false
     *         when the caller must park with a bounded timeout and re-check
     */
    public final boolean register(Thread me) {
        announce(me);
        // Arm once, after the announcement and before the fence. Safety never depends on armed (a waiter parks
        // untimed only on reading acknowledged); armed only tells the signaller to start fencing, so any access
        // mode would do. Read opaque first so that a waiter blocking again does not store again.
        if (adaptive && !(boolean) ARMED.getOpaque(this)) {
            ARMED.setVolatile(this, true);
        }
        if (copy != null) {
            copy.arm(); // the copy the signaller's fast path reads; likewise before the fence, and only a hint
        }
        VarHandle.fullFence(); // announce (and arm) before reading acknowledged and re-checking (see class comment)
        // acquire: pairs with the signaller's release store, so its earlier publishes are visible to the re-check
        return (boolean) ACKNOWLEDGED.getAcquire(this);
    }

    /** Called after publishing: unpark whoever announced. Only threads that announced are woken. */
    public final void signal() {
        // One opaque read on the fast path. Reading false (even a stale false) is the skipped signal that the
        // waiter's bounded back-off covers. Opaque reads of one variable are coherent and waiters only store true:
        // once this thread has read true (and acknowledged, below), its later reads return true until it disarms,
        // so every signal in between is fenced, which the waiter's untimed park relies on. The always-fence
        // conditions start armed and never disarm.
        if ((boolean) ARMED.getOpaque(this)) {
            signalArmed();
        }
    }

    private void signalArmed() {
        if (!acknowledged) { // plain read by the only writer of the field
            if (copy != null) {
                // before acknowledging: from here to the disarm this thread's reads of the copy find it set, so its
                // fast path signals (fenced) every time, as a waiter that reads acknowledged may park untimed
                copy.arm();
            }
            // release: orders every publish of this thread so far before the flag a waiter reads with acquire
            ACKNOWLEDGED.setRelease(this, true);
        }
        VarHandle.fullFence(); // publish (and acknowledge) before reading the announcement (see class comment)
        if (wake()) {
            quietSignals = 0;
        } else if (DISARM_AFTER > 0 && adaptive && ++quietSignals >= DISARM_AFTER) {
            disarm();
        }
    }

    /** Back to skipped signals once waiters have stopped parking (see the class comment for the handshake). */
    private void disarm() {
        quietSignals = 0;
        ARMED.setOpaque(this, false);
        if (copy != null) {
            copy.disarm();
        }
        ACKNOWLEDGED.setRelease(this, false);
        VarHandle.fullFence(); // clear both before looking for a waiter that may have read acknowledged == true
        if (wake()) { // someone announced: it may park untimed, so stay fenced (set again before the next signal)
            ARMED.setOpaque(this, true);
            if (copy != null) {
                copy.arm(); // the copy too, before the acknowledgement, as in signalArmed
            }
            ACKNOWLEDGED.setRelease(this, true);
        }
    }

    private static int disarmAfter() {
        try {
            return Math.max(0, Integer.getInteger("tempered.internal.disarmAfter", 256));
        } catch (RuntimeException e) { // a security manager that refuses the property (no SecurityException to load)
            return 256;
        }
    }

    /** The current yield budget in nanoseconds (see {@link #yieldNanos}). */
    public final long yieldBudget() {
        return yieldNanos;
    }

    /**
     * A wait on this condition ended with the element or the room {@code nanos} after its yield phase began (or would
     * have begun, when the budget was 0), whether it ended while yielding or after parking. Judged by how long the
     * wait took, not by where it ended: a wait no longer than {@link Spin#YIELD_NANOS} is one a full
     * yield phase would have covered, so the budget grows, also from 0, where no yield was tried; a longer wait, or
     * one whose yield did not come back for a scheduler slice (the CPU went to another process), shrinks it. So a
     * consumer of a slow producer stops yielding altogether and parks at once, like the JDK queues, and one yield
     * that lost the CPU for milliseconds counts against yielding instead of as a success.
     */
    public final void waited(long nanos) {
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
     * on (QueueCore.handOn).
     */
    public abstract boolean wakesOne();

    /** Stores the announcement (no fence: register adds it). */
    abstract void announce(Thread me);

    public abstract void deregister(Thread me);

    /**
     * Unparks the announced thread (Many: the longest announced); called after the signaller's or leaver's fence.
     *
     * @return whether a thread was announced
     */
    public abstract boolean wake();

    /** Approximate number of announced threads (monitoring only). */
    public abstract int count();

    /** Unparks every announced thread: the queue is stopped ({@link Fuse}), and each must wake to throw. */
    public abstract void wakeAll();

    /** At most one waiter (the proven single side): a single field, no allocation. */
    static final class One extends Waiters {
        private volatile Thread waiter;

        One(boolean adaptive, FastPathCopy copy) {
            super(adaptive, copy);
        }

        static Waiters of(boolean adaptive, FastPathCopy copy) {
            return new One(adaptive, copy);
        }

        @Override
        void announce(Thread me) {
            waiter = me;
        }

        @Override
        public void deregister(Thread me) {
            waiter = null;
        }

        @Override
        public boolean wakesOne() {
            return false; // the only waiter: nobody to hand on to
        }

        @Override
        public boolean wake() {
            Thread w = waiter;
            if (w != null) {
                LockSupport.unpark(w);
                return true;
            }
            return false;
        }

        @Override
        public int count() {
            return waiter == null ? 0 : 1;
        }

        @Override
        public void wakeAll() {
            wake();
        }
    }

    /**
     * Any number of waiters. A signal wakes ONE of them, the longest announced, as the JDK's conditions do: waking all
     * made every element cost one context switch per parked thread. Waking one could pick a thread that is already leaving (woken before, timed out,
     * interrupted, or with another element) and strand a second element's waiter; so every waiter that leaves the
     * park phase hands a wake-up on when the queue still has elements (or room) for others, after deregistering and a
     * fence (QueueCore.handOn, which states the ordering argument). A woken waiter that finds nothing
     * re-checks and parks again, so an extra wake-up costs time, never correctness.
     */
    static final class Many extends Waiters {
        private final ConcurrentLinkedQueue<Thread> parked = new ConcurrentLinkedQueue<>();

        Many(boolean adaptive, FastPathCopy copy) {
            super(adaptive, copy);
        }

        static Waiters of(boolean adaptive, FastPathCopy copy) {
            return new Many(adaptive, copy);
        }

        @Override
        void announce(Thread me) {
            parked.add(me);
        }

        @Override
        public void deregister(Thread me) {
            parked.remove(me);
        }

        @Override
        public boolean wakesOne() {
            return true;
        }

        @Override
        public boolean wake() {
            Thread t = parked.peek(); // the longest announced; null when nobody waits
            if (t != null) {
                LockSupport.unpark(t);
                return true;
            }
            return false;
        }

        @Override
        public int count() {
            return parked.size();
        }

        @Override
        public void wakeAll() {
            for (Thread t : parked) {
                LockSupport.unpark(t);
            }
        }
    }
}
