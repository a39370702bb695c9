package dev.tempered.runtime.internal.core;

import java.util.Queue;

/**
 * The producer-written field of a {@link SingleProducerLane}, in its own class so that it lies between the leading
 * padding ({@link ProducerLanePad}) and the trailing padding (SingleProducerLane's own fields): HotSpot lays a
 * superclass's fields out first (the pattern of {@link GuardFields}).
 */
abstract class ProducerLaneFields<E> extends ProducerLanePad<E> {
    /**
     * consumerIndex + capacity as last read; written and read by the producer only (plain). A producer role handed
     * to another thread is handed with happens-before (the contract checks' guard, or the program's own hand-off,
     * which the single-producer JCTools queues need anyway), so the next producer sees it; if it did not, a stale
     * smaller value would only cause one extra re-read.
     */
    long limit;

    ProducerLaneFields(Queue<E> q, int capacity) {
        super(q, capacity);
    }
}
