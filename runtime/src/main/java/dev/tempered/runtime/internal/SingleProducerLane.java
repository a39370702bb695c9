package dev.tempered.runtime.internal;

import java.util.Queue;
import org.jctools.queues.QueueProgressIndicators;

/**
 * Exact capacity for a queue with ONE producer: the producer's own index is stable while it offers, so
 * {@code producerIndex - consumerIndex >= capacity} is an exact "full" test. The consumer index is a volatile
 * read; a stale (smaller) value can only make a concurrent offer fail, which linearises before the racing poll.
 */
final class SingleProducerLane<E> extends Lane<E> {
    private final QueueProgressIndicators indices;

    <Q extends Queue<E> & QueueProgressIndicators> SingleProducerLane(Q q, int capacity) {
        super(q, capacity);
        this.indices = q;
    }

    @Override
    boolean offer(E e) {
        if (indices.currentProducerIndex() - indices.currentConsumerIndex() >= capacity) {
            return false;
        }
        return q.offer(e);
    }
}
