package dev.tempered.runtime.internal;

import org.jctools.queues.varhandle.MpscVarHandleArrayQueue;

/** Exact capacity for many producers on JCTools' MPSC array: its offerIfBelowThreshold tests size inside the CAS loop. */
final class ThresholdLane<E> extends Lane<E> {
    private final MpscVarHandleArrayQueue<E> mpsc;

    ThresholdLane(int capacity) {
        this(new MpscVarHandleArrayQueue<>(Math.max(2, capacity)), capacity);
    }

    /** Typed as a Lane so that Cores.lane's verification loads no lane class it does not construct. */
    static <E> Lane<E> of(int capacity) {
        return new ThresholdLane<>(capacity);
    }

    private ThresholdLane(MpscVarHandleArrayQueue<E> q, int capacity) {
        super(q, capacity);
        this.mpsc = q;
    }

    @Override
    boolean offer(E e) {
        return mpsc.offerIfBelowThreshold(e, capacity);
    }
}
