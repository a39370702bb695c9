package dev.tempered.runtime.internal.core;

import java.util.Queue;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Exact capacity for many producers where JCTools has no threshold offer (MPMC, or large bounds kept on an
 * unbounded linked-array queue): a producer takes a permit before offering, a consumer returns it after polling.
 * The storage never holds more than {@code capacity} elements, so the inner offer cannot fail.
 */
final class PermitLane<E> extends Lane<E> {
    private final AtomicInteger free;

    PermitLane(Queue<E> q, int capacity) {
        super(q, capacity);
        this.free = new AtomicInteger(capacity);
    }

    /** Typed as a Lane so that Cores.lane's verification loads no lane class it does not construct. */
    static <E> Lane<E> of(Queue<E> q, int capacity) {
        return new PermitLane<>(q, capacity);
    }

    @Override
    boolean offer(E e) {
        for (;;) {
            int f = free.get();
            if (f <= 0) {
                return false;
            }
            if (free.compareAndSet(f, f - 1)) {
                break;
            }
        }
        if (!q.offer(e)) { // not expected (storage >= capacity), but never leak a permit
            free.incrementAndGet();
            return false;
        }
        return true;
    }

    @Override
    E poll() {
        E e = q.poll();
        if (e != null) {
            free.incrementAndGet();
        }
        return e;
    }

    @Override
    Queue<E> pollStorage() {
        return null; // the poll returns a permit
    }
}
