package dev.tempered.runtime.internal.pool;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The exact bound of a bounded pool queue: a permit per queued task, taken before the task is published and given
 * back when it is claimed. Producers that must wait for space ({@code put}, timed {@code offer}) block on a
 * condition; a consumer signals it only when someone waits.
 *
 * <p>No lost wake-up: a waiter increments {@link #waiters} (volatile RMW, a full fence) under the lock and then
 * re-tries the permit; a releaser decrements {@link #used} (volatile RMW) and then reads {@link #waiters}. One of the
 * two sees the other. If the releaser sees a waiter it takes the lock, which the waiter holds until it is inside
 * {@code await}, so the signal cannot fall between the waiter's re-check and its sleep.
 */
final class Capacity {
    final int limit;
    private final AtomicInteger used = new AtomicInteger();
    private final AtomicInteger waiters = new AtomicInteger();
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition notFull = lock.newCondition();

    Capacity(int limit) {
        if (limit <= 0) {
            throw new IllegalArgumentException();
        }
        this.limit = limit;
    }

    boolean tryAcquire() {
        for (;;) {
            int u = used.get();
            if (u >= limit) {
                return false;
            }
            if (used.compareAndSet(u, u + 1)) {
                return true;
            }
        }
    }

    void acquire() throws InterruptedException {
        if (tryAcquire()) {
            return;
        }
        lock.lockInterruptibly();
        waiters.incrementAndGet();
        try {
            while (!tryAcquire()) {
                notFull.await();
            }
        } finally {
            waiters.decrementAndGet();
            lock.unlock();
        }
    }

    boolean acquire(long nanos) throws InterruptedException {
        if (tryAcquire()) {
            return true;
        }
        lock.lockInterruptibly();
        waiters.incrementAndGet();
        try {
            while (!tryAcquire()) {
                if (nanos <= 0) {
                    return false;
                }
                nanos = notFull.awaitNanos(nanos);
            }
            return true;
        } finally {
            waiters.decrementAndGet();
            lock.unlock();
        }
    }

    void release() {
        used.decrementAndGet();
        if (waiters.get() > 0) {
            lock.lock();
            try {
                // signalAll: a timed waiter that gives up after being chosen must not swallow the wake-up of another.
                notFull.signalAll();
            } finally {
                lock.unlock();
            }
        }
    }

    int used() {
        return used.get();
    }

    int remaining() {
        return limit - used.get();
    }

}
