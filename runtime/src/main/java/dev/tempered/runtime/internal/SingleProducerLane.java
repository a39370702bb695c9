package dev.tempered.runtime.internal;

import java.util.Queue;
import org.jctools.queues.QueueProgressIndicators;

/**
 * Exact capacity for a queue with ONE producer: the producer's own index is stable while it offers, so
 * {@code producerIndex - consumerIndex >= capacity} is an exact "full" test.
 *
 * <p>The consumer index is cached producer-side ({@link #limit}, like JCTools' {@code producerLimit}) and re-read
 * only when the cached view says full, so the steady-state offer does not touch the consumer's cache line.
 * Exactness: the consumer index only grows, so a cached (older) value is {@code <=} the current one and
 * {@code limit = cachedConsumerIndex + capacity} never exceeds the true limit. An offer the cache admits
 * ({@code p < limit}) therefore also fits against the current consumer index: the bound is never exceeded. An offer the
 * cache refuses re-reads the consumer index (a volatile read) and decides exactly as before caching: it fails only
 * if {@code p - consumerIndex >= capacity} at that read, and a concurrent poll that raced past that read
 * linearises after the failed offer.
 */
final class SingleProducerLane<E> extends Lane<E> {
    private final QueueProgressIndicators indices;
    /**
     * consumerIndex + capacity as last read; written and read by the producer only (plain). A producer role handed
     * to another thread is handed with happens-before (the contract checks' guard, or the program's own hand-off,
     * which the single-producer JCTools queues need anyway), so the next producer sees it; if it did not, a stale
     * smaller value would only cause one extra re-read.
     */
    private long limit;

    <Q extends Queue<E> & QueueProgressIndicators> SingleProducerLane(Q q, int capacity) {
        super(q, capacity);
        this.indices = q;
    }

    @Override
    boolean offer(E e) {
        long p = indices.currentProducerIndex(); // our own index: stable while we offer
        if (p >= limit) {
            long l = indices.currentConsumerIndex() + capacity; // volatile read, only when the cache says full
            limit = l;
            if (p >= l) {
                return false;
            }
        }
        return q.offer(e);
    }
}
