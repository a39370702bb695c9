package dev.tempered.runtime.internal.wait;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * The phases a blocked thread goes through before it announces itself and parks:
 * <ol>
 * <li><b>spin</b>: up to {@link #SPINS} re-tries with {@link Thread#onSpinWait()}, only on a platform thread of a
 * machine with more than one CPU (on one CPU the other side cannot run while we spin; a virtual thread would pin its
 * carrier);</li>
 * <li><b>yield</b>: re-tries with {@link Thread#yield()} until the condition's current budget has passed since the
 * phase began, on every thread (on an oversubscribed machine, or on one CPU, the yield is what lets the other side
 * run; a virtual thread yields its carrier to the other virtual threads); no yield at all when the budget is 0. The
 * budget adapts per condition ({@link Waiters#waited}): it doubles, up to {@link #YIELD_NANOS}, after a wait that a
 * full phase would have covered, and halves, down to 0, after a longer one, whether that wait ended while yielding
 * or after a park. A yielding thread stays runnable but is not woken by the signal: when the CPU is contended one
 * yield can hand it to another process for a whole scheduler slice (milliseconds), while
 * a parked thread is woken by the unpark. So where the other side is away for longer (an idle or slow producer, a
 * loaded machine) the phase shrinks to nothing and the thread parks at once, like the JDK queues;</li>
 * <li>then the caller announces, fences, re-checks and parks ({@link Waiters}).</li>
 * </ol>
 * Both phases are bounded (a count, then a time), so a thread that stays blocked reaches {@code WAITING} (or
 * {@code TIMED_WAITING}) after at most {@code SPINS} spins and {@code YIELD_NANOS} plus the one yield that crosses it
 * (no yield when the budget is 0).
 * Apart from the re-tried operation itself (which, when it succeeds, signals like any other offer or poll) neither
 * phase writes anything a signaller reads (the budget is the waiters' own), and both end before the announcement, so
 * neither changes the wake-up argument of {@link Waiters}.
 */
public final class Spin {
    /** about 1-2 microseconds of Thread.onSpinWait on current x86 */
    static final int SPINS = 128;
    /**
     * The yield phase's budget. Several park/unpark round trips (each a futex call on both sides and a context
     * switch), short enough that a thread that stays blocked is parked within a tenth of a millisecond or so.
     */
    static final long YIELD_NANOS = 50_000L;
    /** the smallest non-zero yield budget (below it the budget drops to 0: no yield) */
    static final long YIELD_STEP_NANOS = 2_000L;
    private static final boolean MULTI_CPU = Runtime.getRuntime().availableProcessors() > 1;
    /** Thread.isVirtual() exists from JDK 21; compiled for 17, so looked up once. */
    private static final MethodHandle IS_VIRTUAL = isVirtualHandle();

    private Spin() {
    }

    /** How many onSpinWait re-tries the current thread may make before yielding: 0 on one CPU or a virtual thread. */
    public static int spins() {
        return MULTI_CPU && !isVirtual(Thread.currentThread()) ? SPINS : 0;
    }

    static boolean isVirtual(Thread t) {
        if (IS_VIRTUAL == null) {
            return false;
        }
        try {
            return (boolean) IS_VIRTUAL.invokeExact(t);
        } catch (Throwable e) {
            return true; // cannot tell: the conservative answer (no spinning)
        }
    }

    private static MethodHandle isVirtualHandle() {
        try {
            return MethodHandles.publicLookup().findVirtual(Thread.class, "isVirtual", MethodType.methodType(boolean.class));
        } catch (ReflectiveOperationException e) {
            return null; // JDK 17-20: no virtual threads
        }
    }
}
