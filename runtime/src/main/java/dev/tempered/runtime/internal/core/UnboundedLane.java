package dev.tempered.runtime.internal.core;

import java.util.Queue;

/** No capacity rule: every offer of an unbounded queue succeeds. */
final class UnboundedLane<E> extends Lane<E> {
    /** the substitute whose own fields hold the ring, when the storage is that ring (see {@link Lane#inlineLinkedRing}) */
    private final InlineRingLinkedBlockingQueue<E> inline;

    private UnboundedLane(Queue<E> q, InlineRingLinkedBlockingQueue<E> inline) {
        super(q, Integer.MAX_VALUE);
        this.inline = inline;
    }

    /** Typed as a Lane so that Cores.lane's verification loads no lane class it does not construct. */
    static <E> Lane<E> of(Queue<E> q) {
        return new UnboundedLane<>(q, null);
    }

    /** The unbounded ring a substitute keeps in its own fields, seen as storage. */
    static <E> Lane<E> ofInline(InlineRingLinkedBlockingQueue<E> host) {
        return new UnboundedLane<>(host.ringStorage(), host);
    }

    @Override
    InlineRingLinkedBlockingQueue<E> inlineLinkedRing() {
        return inline;
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
