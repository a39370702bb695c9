package dev.tempered.runtime.internal.core;

import java.util.Queue;

/**
 * A bounded ring whose own offer already refuses exactly when it holds {@code capacity} elements, so the lane adds no
 * rule of its own and the offer reads no index besides the ring's: a JCTools SPMC or MPMC ring whose
 * size IS the original's capacity (a power of two at or above JCTools' minimum, see {@link Cores#ringSize}), where the
 * offer fails iff {@code producerIndex - consumerIndex >= ring size}, the same test as {@link SingleProducerLane}'s;
 * and the ring a substitute keeps in its own fields ({@code InlineRingX}'s storages),
 * whose offer is exact at any capacity: it fails iff the slot of the element
 * {@code capacity} places earlier still holds it.
 *
 * <p>Memory ordering: the lost-wake-up argument of {@link Waiters} needs the producer's re-check after announcing to
 * read what a consumer's poll wrote before its fence. Before, that re-check read the consumer index; now the ring's
 * offer reads the slot itself (the inline rings: an acquire read of that slot; their cached limit only ever admits
 * offers that fit, it never caches "full") or the consumer index (SPMC, MPMC). A poll frees the slot with a
 * release store and then advances the consumer index with another, both before its signal's fence, so whichever
 * side fences second still sees the other's store: the producer finds the room, or the consumer finds the waiter.
 */
final class ExactRingLane<E> extends Lane<E> {
    /** the substitute whose own fields hold the ring, when the storage is that ring (see {@link Lane#inlineRing}) */
    private final InlineRingArrayBlockingQueue<E> inline;
    /** the LinkedBlockingQueue substitute whose own fields hold a bounded ring (see {@link Lane#inlineLinkedRing}) */
    private final InlineRingLinkedBlockingQueue<E> inlineLinked;

    private ExactRingLane(Queue<E> q, InlineRingArrayBlockingQueue<E> inline,
            InlineRingLinkedBlockingQueue<E> inlineLinked, int capacity) {
        super(q, capacity);
        this.inline = inline;
        this.inlineLinked = inlineLinked;
    }

    /** Typed as a Lane so that Cores.lane's verification loads no lane class it does not construct. */
    static <E> Lane<E> of(Queue<E> q, int capacity) {
        return new ExactRingLane<>(q, null, null, capacity);
    }

    /** The ring a substitute keeps in its own fields, seen as storage. */
    static <E> Lane<E> ofInline(InlineRingArrayBlockingQueue<E> host, int capacity) {
        return new ExactRingLane<>(host.ringStorage(), host, null, capacity);
    }

    /**
     * The bounded ring the LinkedBlockingQueue substitute keeps in its own fields, seen as storage and reached by the
     * core on its own type, as the unbounded one is ({@link UnboundedLane#ofInline}).
     */
    static <E> Lane<E> ofInline(InlineRingLinkedBlockingQueue<E> host, int capacity) {
        return new ExactRingLane<>(host.ringStorage(), null, host, capacity);
    }

    @Override
    InlineRingArrayBlockingQueue<E> inlineRing() {
        return inline;
    }

    @Override
    InlineRingLinkedBlockingQueue<E> inlineLinkedRing() {
        return inlineLinked;
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
