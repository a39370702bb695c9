package dev.tempered.runtime.internal;

import java.util.Queue;

/** No capacity rule: every offer of an unbounded queue succeeds. */
final class UnboundedLane<E> extends Lane<E> {
    UnboundedLane(Queue<E> q) {
        super(q, Integer.MAX_VALUE);
    }

    /** Typed as a Lane so that Cores.lane's verification loads no lane class it does not construct. */
    static <E> Lane<E> of(Queue<E> q) {
        return new UnboundedLane<>(q);
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
