package dev.tempered.runtime.internal.check;

import dev.tempered.runtime.internal.core.Spec;
import dev.tempered.runtime.TopologyViolation;

import java.lang.invoke.VarHandle;

/**
 * Contract check for one queue side that the analysis proved single: only one thread may be inside at a time
 * (strict mode: only one thread ever). Exists only when checks are on; the queue's fast path tests for null.
 *
 * <p><b>Biased ownership.</b> A proven-single side is normally used by one thread for a long time,
 * so the guard is biased towards the thread that used it last, the {@code owner}. The owner's operations take the
 * fast path: compare {@code owner} with the current thread, set the {@code busy} mark with a plain (opaque) store,
 * and on exit clear the mark and re-read {@code owner}. No read-modify-write and no fence, and the fields live on
 * cache lines that only the owner touches (padding before and after), so the steady state costs a few L1 accesses.
 * Any other thread (a newcomer) takes the slow path: swap itself into {@code owner} (a full-fence read-modify-write),
 * then read {@code busy}: set means the previous owner is still inside, a violation naming both.
 *
 * <p><b>Who reports an overlap.</b> Two threads A (owner) and B (newcomer) overlap. B's swap and its read of
 * {@code busy} are ordered (the swap is a full fence). Either B reads A's mark, and B reports; or B read the
 * mark's old value, so A's mark store was not yet visible when B read, and then A's exit re-check, which runs after
 * all of A's loads (see {@link #exit}), reads {@code owner == B} unless B's swap became visible only after that read:
 * A reports. Both miss only when A's exit re-check read {@code owner} before B's swap, while A's mark store was
 * still invisible to B's read after that swap: A's stores (mark, operation, clear) were still in its store buffer
 * (the StoreLoad reordering that a fence would forbid, and that we do not pay for). That window lasts until A's
 * store buffer drains, tens of nanoseconds. A run-time check is allowed this miss: a program whose proof is wrong
 * overlaps again and again, and each further overlap is another chance (a thread blocked or preempted inside an
 * operation is always caught); OverlapHammeringStressTest asserts detection within a bounded number of
 * operations.
 *
 * <p><b>Brief operations.</b> An operation that neither waits nor runs user code (offer, poll, peek)
 * is not marked: {@link #enterBrief} only compares the owner, and {@link #exitBrief} only re-checks it, so the owner's
 * steady state stores nothing at all. The mark exists for a thread that stays inside, parked in a take or a put, or
 * inside a drainTo target's add: a newcomer finds it at its own entry, before its operation runs. A brief operation
 * overlapped by a newcomer is reported by its owner's exit re-check instead, by the argument above with the busy read
 * taken out: the overlap goes unseen only when the owner's re-check read {@code owner} before the newcomer's swap,
 * which, the re-check coming after every load of the operation, leaves only the owner's stores still in flight. That
 * is the window above, less the part of it where the mark had drained and the clear had not.
 *
 * <p><b>No false alarm for a serial hand-over.</b> If A's exit happens-before B's entry (a join, an executor
 * hand-off), B's read of {@code busy} sees A's clearing store (or a later one), and A's exit read of {@code owner}
 * cannot see B's later swap. So non-strict mode accepts "one thread at a time with a happens-before edge", at the
 * cost of one slow path per hand-over. Strict mode never moves the owner: it is set once, and any other thread is a
 * violation at its own entry (the claim is a compare-and-swap, so of two first entrants exactly one wins and the other
 * reports). The strict owner's operations therefore neither mark nor re-check: one load and a compare.
 *
 * <p><b>Fail-stop.</b> A violation blows the queue's {@link Fuse}: the owner of both sides' guards
 * becomes {@link Fuse#STOPPED}, so every later operation fails its owner compare, comes to a slow path here and throws
 * (see Fuse for the ordering). Detection is at the newcomer's entry, before it writes, where the owner is marked
 * inside (a parked put or take, drainTo, addAll) or where strict mode holds; a brief operation overlapped by a newcomer
 * is only seen at the owner's exit re-check, after both wrote: the queue is stopped from then on, but an element of
 * those two operations may already be lost.
 */
public final class SideGuard extends GuardFields {
    private final Spec spec;
    private final String side;
    private final boolean strict;
    /** where the owner is copied for a fast path that does not reach this guard, or null (an inline ring's) */
    private final FastPathCopy copy;
    /**
     * The queue's fail-stop; the guard's own until the queue's core links the shared one ({@link #link}), during the
     * queue's construction (published with the queue's final fields).
     */
    private Fuse fuse;
    // Trailing padding (primitives come first in this class's part of the layout, right after owner/busy):
    // nothing allocated after the guard shares a line with them.
    private byte q000, q001, q002, q003, q004, q005, q006, q007, q008, q009, q010, q011, q012, q013, q014, q015;
    private byte q016, q017, q018, q019, q020, q021, q022, q023, q024, q025, q026, q027, q028, q029, q030, q031;
    private byte q032, q033, q034, q035, q036, q037, q038, q039, q040, q041, q042, q043, q044, q045, q046, q047;
    private byte q048, q049, q050, q051, q052, q053, q054, q055, q056, q057, q058, q059, q060, q061, q062, q063;
    private byte q064, q065, q066, q067, q068, q069, q070, q071, q072, q073, q074, q075, q076, q077, q078, q079;
    private byte q080, q081, q082, q083, q084, q085, q086, q087, q088, q089, q090, q091, q092, q093, q094, q095;
    private byte q096, q097, q098, q099, q100, q101, q102, q103, q104, q105, q106, q107, q108, q109, q110, q111;
    private byte q112, q113, q114, q115, q116, q117, q118, q119, q120, q121, q122, q123, q124, q125, q126, q127;

    public SideGuard(Spec spec, String side) {
        this(spec, side, null);
    }

    public SideGuard(Spec spec, String side, FastPathCopy copy) {
        this.spec = spec;
        this.side = side;
        this.copy = copy;
        this.strict = spec.checks.strict();
        this.fuse = new Fuse(spec, null, this, null, null, null);
    }

    /** Shares the queue's fuse: a violation on either side stops both, and wakes the queue's waiters. */
    public void link(Fuse queueFuse) {
        this.fuse = queueFuse;
    }

    /**
     * The fuse has blown: every later compare of this side's owner (the guard's or its copy) fails, and sends the
     * thread to a slow path that throws (Fuse's class comment).
     */
    void stop() {
        ownerVolatile(Fuse.STOPPED);
        if (copy != null) {
            copy.owner(Fuse.STOPPED);
        }
    }

    /**
     * Throws when the queue is stopped, after putting {@link Fuse#STOPPED} back where this thread may have written
     * itself: called after every owner or copy write of a slow path. A volatile read after that write: either it
     * sees the fuse, or the write came first and the blower's STOPPED overwrites it (Fuse's class comment).
     */
    private void failIfStopped() {
        if (fuse.blown()) {
            stop();
            fuse.check();
        }
    }

    /**
     * Marks the current thread as inside this side. Returns the token to pass to {@link #exit}, or null when there
     * is nothing to release (the strict owner).
     *
     * <p>Callers do not nest: an operation that uses another of the same side (addAll's adds) enters once and calls
     * the unguarded primitive. Were a user callback to re-enter with a marked operation (a drainTo target whose add
     * takes from this queue), the inner exit would clear the mark early: an overlap in the rest of the outer call
     * could go unseen, but nothing is reported that did not happen. A brief operation re-entered there (a poll)
     * touches no mark.
     */
    public Thread enter() {
        Thread me = Thread.currentThread();
        if (strict) {
            // a strict owner is written once, by the compare-and-swap of the thread it names, and never moves: the
            // owner has nothing to mark and nothing to re-check at exit; anyone else goes to the (atomic) claim
            return ownerOpaque() == me ? null : enterStrict(me);
        }
        // opaque: the owner is the only writer of its own reference here after its swap, so it reads it back; a
        // newcomer's swap that it does not see yet is the overlap that the exit re-check looks for
        if (ownerOpaque() == me) {
            // opaque store, no fence: the StoreLoad window of the class comment. JCTools publishes with release
            // stores, which keep this mark ahead of the operation's own stores.
            markBusyOpaque();
            return me;
        }
        return enterNewcomer(me, true);
    }

    /**
     * {@link #enter} for a brief operation: one that neither waits nor calls user code (offer, poll, peek). The owner
     * does not mark it; its exit re-check alone watches it (class comment). Pair it with {@link #exitBrief}.
     */
    public Thread enterBrief() {
        Thread me = Thread.currentThread();
        if (strict) {
            return ownerOpaque() == me ? null : enterStrict(me);
        }
        return ownerOpaque() == me ? me : enterNewcomer(me, false);
    }

    /** {@link #exit} for a token from {@link #enterBrief}: nothing to clear, only the re-check. */
    public void exitBrief(Thread token) {
        if (token == null) {
            return;
        }
        // LoadLoad (a compiler barrier on x86, dmb ishld on AArch64): the owner is read after every load of the
        // operation, which is what the re-check needs (class comment); no store of this thread is involved
        VarHandle.loadLoadFence();
        Thread now = ownerOpaque();
        if (now != token) {
            overlapped(token, now);
        }
    }

    /**
     * Non-strict slow path: take the side over, then check that its previous owner is not inside. {@code mark}: whether
     * this operation is marked (not a brief one).
     */
    private Thread enterNewcomer(Thread me, boolean mark) {
        // The swap is a full fence: the read of busy below cannot move before it, and an owner inside an operation
        // whose exit re-check reads owner after this swap is visible sees us (class comment).
        Thread prev = swapOwner(me);
        failIfStopped(); // a stopped queue's owner is STOPPED: every operation comes here and throws
        if (prev != null && prev != me && busyVolatile()) {
            // The mark is prev's, or that of a newcomer who swapped in after us and marked before our read: then the
            // owner is that newcomer now, and it is the thread to name (prev may long have left).
            Thread later = ownerVolatile();
            Thread inside = later != null && later != me ? later : prev;
            // the fuse stops the queue (both sides, and wakes the thread inside if it is parked), and this thread
            // throws before its operation writes
            throw violation(me, "while thread " + name(inside) + " was inside");
        }
        if (copy != null) {
            copy.owner(me); // volatile, before this operation loads anything (FastPathCopy)
            failIfStopped(); // the copy write, like the swap, must not outlive a stop (Fuse's class comment)
        }
        if (mark) {
            // volatile: the slow path runs once per hand-over, so the fence is affordable, and it publishes the mark
            // before this thread's operation loads anything
            markBusyVolatile();
        }
        return me;
    }

    /** Strict slow path: the first thread ever becomes the owner for good; anyone else is a violation. */
    private Thread enterStrict(Thread me) {
        Thread first = claimOwner(me);
        if (first == null) {
            if (copy != null) {
                copy.owner(me);
                failIfStopped(); // as in enterNewcomer
            }
            return null; // the owner for good: its operations are not marked (see enter)
        }
        fuse.check(); // first == STOPPED: the queue is stopped
        throw violation(me, "after thread " + name(first) + " had used it");
    }

    public void exit(Thread token) {
        if (token == null) {
            return;
        }
        // release: a newcomer that reads 0 here (volatile read after its swap) sees everything this operation did
        clearBusyRelease();
        // Volatile read (a plain load on x86, ldar on AArch64). It comes after every load of the operation (TSO
        // keeps loads in order; on AArch64 the release store above orders them and a load-acquire does not pass a
        // store-release); only this thread's stores may still be in flight: the window of the class comment.
        Thread now = ownerVolatile();
        if (now != token) {
            overlapped(token, now);
        }
    }

    /** Fails for {@code now} taking the side while {@code token} was inside: what both exit re-checks find. */
    private void overlapped(Thread token, Thread now) {
        fuse.check(); // now == STOPPED: stopped while this thread was inside, for another violation
        throw violation(now, "while thread " + name(token) + " was inside");
    }

    /**
     * Stops the queue for this violation (the first one only) and returns what the caller throws.
     *
     * @param entrant the thread that entered while the side was taken
     */
    private TopologyViolation violation(Thread entrant, String how) {
        String msg = "tempered: topology violation at " + spec.describeSite() + ": proven " + spec.topology
                + " (" + spec.form.label + "), but the single " + side + " side was entered by thread "
                + name(entrant) + " " + how;
        return fuse.blow(msg);
    }

    private static String name(Thread t) {
        return t == null ? "(unknown)" : "\"" + t.getName() + "\" (id " + t.getId() + ")";
    }
}
