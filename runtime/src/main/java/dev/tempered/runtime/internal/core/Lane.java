package dev.tempered.runtime.internal.core;

import java.util.Iterator;
import java.util.Queue;

/**
 * The non-blocking storage of a specialised queue: a JCTools (or own) queue plus the rule that keeps the ORIGINAL
 * capacity exact (JCTools rounds bounded queues up to a power of two). Blocking, checks and the rest of the
 * collection surface live in {@link QueueCore}.
 *
 * <p>Both sides read {@code q} on every operation, so the fields sit behind leading padding ({@link LanePad}) and
 * subclasses keep anything one side writes on other lines (see {@link SingleProducerLane}).
 */
abstract class Lane<E> extends LanePad {
    /** Integer.MAX_VALUE means unbounded */
    final int capacity;
    final Queue<E> q;

    Lane(Queue<E> q, int capacity) {
        this.q = q;
        this.capacity = capacity;
    }

    /** Adds {@code e} unless that would exceed the exact capacity. */
    abstract boolean offer(E e);

    /**
     * The storage itself when this lane's {@link #offer} is the storage's own offer (the lane adds no rule), so that
     * {@link QueueCore} can call it without going through the lane; null when the lane adds a rule.
     */
    Queue<E> offerStorage() {
        return null;
    }

    /**
     * The storage on its own type when it is the ring an ArrayBlockingQueue substitute keeps in its own fields
     * and this lane adds no rule to its offer or poll, else null; see {@link QueueCore}'s fields of
     * the same names for why the type matters.
     */
    InlineRingArrayBlockingQueue<E> inlineRing() {
        return null;
    }

    /**
     * Like {@link #inlineRing()}, for the ring a LinkedBlockingQueue substitute keeps in its own fields: unbounded
     * or bounded.
     */
    InlineRingLinkedBlockingQueue<E> inlineLinkedRing() {
        return null;
    }

    /**
     * The storage itself when this lane's {@link #poll} is the storage's own poll: all but {@link PermitLane} and a
     * bounded {@link SingleConsumerLane}, whose polls return a permit.
     */
    Queue<E> pollStorage() {
        return q;
    }

    E poll() {
        return q.poll();
    }

    E peek() {
        return q.peek();
    }

    int size() {
        int s = q.size();
        return s < 0 ? 0 : Math.min(s, capacity);
    }

    boolean isEmpty() {
        return q.isEmpty();
    }

    /**
     * This lane when it is the segmented-sc storage, whose consumer removes through a front ({@link SingleConsumerLane}),
     * else null. A method rather than an instanceof in the core, so that a core of another form loads no class of this
     * one (the first construction loads only its own form's classes).
     */
    SingleConsumerLane<E> frontLane() {
        return null;
    }

    /** Read-only, weakly consistent traversal; safe from any thread. */
    Iterator<E> iterator() {
        return q.iterator();
    }
}
