package dev.tempered.runtime.internal.pool;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * Which workers are parked, and waking one of them when work appears.
 *
 * <h2>Why no wake-up is lost (the Dekker argument)</h2>
 * A submitter does: (S1) publish the task (JCTools offer or deque push: a release store), (S2) a full fence,
 * (S3) read {@link #parked}. A worker about to sleep does: (W1) mark its slot PARKED and increment {@link
 * #parked} (a volatile read-modify-write: a full fence), (W2) re-check every source for work, (W3) park unless
 * woken. The release store of S1 alone would not do: a later load may pass an earlier release store (StoreLoad
 * reordering), so S3 could read 0 while W2 misses the task, and both walk away. With a full fence on each side, the
 * two store-then-load sequences cannot both miss: either S3 sees the increment (and the signaller unparks the slot
 * it finds PARKED, or finds the slot already woken by another signaller whose worker will rescan), or W2 sees the
 * task and the worker cancels its park. Only a submitter that reads {@code parked > 0} pays for the scan and the
 * unpark; with every worker busy a submit costs the fence and one load.
 */
final class IdleWorkers {
    /** Number of slots in state PARKED whose parking has not been cancelled or signalled. */
    final AtomicInteger parked = new AtomicInteger();

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

    /** Submitter, step S3 (the caller has already issued the full fence of S2). Wakes at most one worker. */
    void wakeOne(WorkerSlot[] slots, int start) {
        if (parked.get() == 0) {
            return;
        }
        int n = slots.length;
        for (int i = 0; i < n; i++) {
            WorkerSlot s = slots[(start + i) % n];
            if (s.isParked() && s.unmarkParked()) {
                parked.decrementAndGet();
                LockSupport.unpark(s.owner);
                return;
            }
        }
    }
}
