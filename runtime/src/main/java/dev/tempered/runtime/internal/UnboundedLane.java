package dev.tempered.runtime.internal;

import java.util.Queue;

/** No capacity rule: every offer of an unbounded queue succeeds. */
final class UnboundedLane<E> extends Lane<E> {
    /** the storage on its own type when it is the unbounded ring's (see {@link Lane#linkedRing}), else null */
    private final SpscLinkedArrayQueue<E> spsc;

    private UnboundedLane(Queue<E> q, SpscLinkedArrayQueue<E> spsc) {
        super(q, Integer.MAX_VALUE);
        this.spsc = spsc;
    }

    /** Typed as a Lane so that Cores.lane's verification loads no lane class it does not construct. */
    static <E> Lane<E> of(Queue<E> q) {
        return new UnboundedLane<>(q, null);
    }

    /** The unbounded ring form's lane: one producer, one consumer. */
    static <E> Lane<E> ofSpsc(SpscLinkedArrayQueue<E> q) {
        return new UnboundedLane<>(q, q);
    }

    @Override
    SpscLinkedArrayQueue<E> linkedRing() {
        return spsc;
    }

    @Override
    boolean offer(E e) {
        return q.offer(e);
    }

    @Override
    Queue<E> offerStorage() {
        return q;
    }
}
