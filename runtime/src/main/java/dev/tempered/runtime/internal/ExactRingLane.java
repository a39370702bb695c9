package dev.tempered.runtime.internal;

import java.util.Queue;

/**
 * A bounded JCTools ring whose size IS the original's capacity (a power of two at or above JCTools' minimum, see
 * {@link Cores#ringSize}): JCTools' own offer already refuses exactly when the ring holds {@code capacity} elements,
 * so the lane adds no rule of its own and the offer reads no index besides JCTools' (decision 0022). SPSC: the offer
 * fails iff the slot it would write still holds an element, i.e. the element {@code capacity} places earlier has not
 * been polled. SPMC and MPMC: it fails iff {@code producerIndex - consumerIndex >= ring size}, the same test as
 * {@link SingleProducerLane}'s.
 */
final class ExactRingLane<E> extends Lane<E> {
    ExactRingLane(Queue<E> q, int capacity) {
        super(q, capacity);
    }

    @Override
    boolean offer(E e) {
        return q.offer(e);
    }
}
