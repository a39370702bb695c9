package dev.tempered.runtime.internal.pool;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * Which workers are parked, how many are searching, and waking one parked worker when work appears.
 *
 * <h2>Searching workers</h2>
 * A worker is <em>searching</em> while it looks for work without having any: when it spins before parking, and
 * from the moment a signaller picks it to be woken until it finds a task or gives up. A submitter wakes a parked
 * worker only when nobody is searching, and counts the woken worker as searching before it unparks it, so a burst
 * of submissions costs one wake-up, not one per task. A searcher that finds a task and was the last one searching
 * wakes the next worker if work is left (the wake-ups cascade, one in flight at a time, as in Go's and Tokio's
 * schedulers). Every searcher, after leaving the count, either re-checks all sources before parking or, having
 * found a task as the last searcher, re-checks and wakes another: that is what a submitter that skipped its
 * wake-up relies on.
 *
 * <h2>Why no wake-up is lost (the Dekker argument)</h2>
 * A submitter does: (S1) publish the task (JCTools offer or deque push: a release store), (S2) a full fence,
 * (S3) read {@link #parked} and {@link #searching}. A worker about to sleep does: (W1) mark its slot PARKED and
 * increment {@link #parked} (a volatile read-modify-write: a full fence), (W2) re-check every source for work,
 * (W3) park unless woken. The release store of S1 alone would not do: a later load may pass an earlier release
 * store (StoreLoad reordering), so S3 could read 0 while W2 misses the task, and both walk away. With a full fence
 * on each side, the two store-then-load sequences cannot both miss: either S3 sees the increment (and the signaller
 * unparks the slot it finds PARKED, or finds the slot already woken by another signaller whose worker will
 * rescan), or W2 sees the task and the worker cancels its park. The same pairing covers a skipped wake-up: if S3
 * reads {@code searching > 0}, the decrement that brings the count to zero comes later in the synchronization
 * order (it is a volatile read-modify-write), and the re-check that follows it sees the task. With every worker
 * busy a submit costs the fence and one load.
 */
final class IdleWorkers {
    /** Number of slots in state PARKED whose parking has not been cancelled or signalled. */
    final AtomicInteger parked = new AtomicInteger();
    /** Workers searching for work: spinning before they park, or picked by a signaller and not yet settled. */
    final AtomicInteger searching = new AtomicInteger();

    /** Worker, step W1. */
    void announce(WorkerSlot s) {
        s.markParked();
        parked.incrementAndGet();
    }

    /** Worker: withdraw an announcement (found work, timed out, interrupted). False if a signaller got there first. */
    boolean withdraw(WorkerSlot s) {
        if (s.unmarkParked()) {
            parked.decrementAndGet();
            return true;
        }
        return false;
    }

    /** Worker: starts searching (spinning) unless {@code limit} workers already are. */
    boolean tryStartSearching(int limit) {
        for (;;) {
            int n = searching.get();
            if (n >= limit) {
                return false;
            }
            if (searching.compareAndSet(n, n + 1)) {
                return true;
            }
        }
    }

    /**
     * Worker: stops searching. A volatile read-modify-write, so the caller's re-check of the sources comes after it
     * in the synchronization order. True if the caller was the last searcher.
     */
    boolean stopSearching() {
        return searching.decrementAndGet() == 0;
    }

    /**
     * Submitter, step S3 (the caller has already issued the full fence of S2). Wakes at most one worker, and none
     * while another is searching. Returns false in one case: it held the searcher count for a moment but found no
     * parked slot (a worker was withdrawing), and gave the count back; the caller must then re-check the sources
     * as a searcher would and call again if work is left.
     */
    boolean wakeOne(WorkerSlot[] slots, int start) {
        if (parked.get() == 0 || searching.get() != 0 || !searching.compareAndSet(0, 1)) {
            return true;
        }
        int n = slots.length;
        for (int i = 0; i < n; i++) {
            WorkerSlot s = slots[(start + i) % n];
            if (s.isParked() && s.unmarkParked()) {
                parked.decrementAndGet();
                LockSupport.unpark(s.owner);
                return true;
            }
        }
        searching.decrementAndGet();
        return false;
    }
}
