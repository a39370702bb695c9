package dev.tempered.runtime.internal;

import java.util.Queue;
import org.jctools.queues.varhandle.SpscVarHandleArrayQueue;

/**
 * A bounded JCTools ring whose size IS the original's capacity (a power of two at or above JCTools' minimum, see
 * {@link Cores#ringSize}): JCTools' own offer already refuses exactly when the ring holds {@code capacity} elements,
 * so the lane adds no rule of its own and the offer reads no index besides JCTools' (decision 0022). Also the lane of
 * an inline ring's storage ({@link InlineRingStorage}), whose offer is exact at any capacity (decision 0040). SPSC: the offer
 * fails iff the slot it would write still holds an element, i.e. the element {@code capacity} places earlier has not
 * been polled. SPMC and MPMC: it fails iff {@code producerIndex - consumerIndex >= ring size}, the same test as
 * {@link SingleProducerLane}'s.
 *
 * <p>Memory ordering: the lost-wake-up argument of {@link Waiters} needs the producer's re-check after announcing to
 * read what a consumer's poll wrote before its fence. Before, that re-check read the consumer index; now JCTools'
 * offer reads the slot itself (SPSC: a volatile read of the element; its cached {@code producerLimit} only ever
 * admits offers that fit, it never caches "full") or the consumer index (SPMC, MPMC). A poll frees the slot with a
 * release store and then advances the consumer index with another, both before its signal's fence, so whichever
 * side fences second still sees the other's store: the producer finds the room, or the consumer finds the waiter.
 */
final class ExactRingLane<E> extends Lane<E> {
    /** the storage on its own type when it is the ring's SPSC queue (see {@link Lane#arrayRing}), else null */
    private final SpscVarHandleArrayQueue<E> spsc;
    /** the substitute whose own fields hold the ring, when the storage is that ring (see {@link Lane#inlineRing}) */
    private final InlineRingArrayBlockingQueue<E> inline;
    /** the LinkedBlockingQueue substitute whose own fields hold a bounded ring (see {@link Lane#inlineLinkedRing}) */
    private final InlineRingLinkedBlockingQueue<E> inlineLinked;

    private ExactRingLane(Queue<E> q, SpscVarHandleArrayQueue<E> spsc, InlineRingArrayBlockingQueue<E> inline,
            InlineRingLinkedBlockingQueue<E> inlineLinked, int capacity) {
        super(q, capacity);
        this.spsc = spsc;
        this.inline = inline;
        this.inlineLinked = inlineLinked;
    }

    /** Typed as a Lane so that Cores.lane's verification loads no lane class it does not construct. */
    static <E> Lane<E> of(Queue<E> q, int capacity) {
        return new ExactRingLane<>(q, null, null, null, capacity);
    }

    /** The ring a substitute keeps in its own fields, seen as storage (decisions 0038, 0044). */
    static <E> Lane<E> ofInline(InlineRingArrayBlockingQueue<E> host, int capacity) {
        return new ExactRingLane<>(new InlineRingStorage<>(host), null, host, null, capacity);
    }

    /**
     * The bounded ring the LinkedBlockingQueue substitute keeps in its own fields, seen as storage and reached by the
     * core on its own type (decision 0049), as the unbounded one is ({@link UnboundedLane#ofInline}).
     */
    static <E> Lane<E> ofInline(InlineRingLinkedBlockingQueue<E> host, int capacity) {
        return new ExactRingLane<>(host.ringStorage(), null, null, host, capacity);
    }

    /** The ring form's lane: one producer, one consumer. */
    static <E> Lane<E> ofSpsc(SpscVarHandleArrayQueue<E> q, int capacity) {
        return new ExactRingLane<>(q, q, null, null, capacity);
    }

    @Override
    SpscVarHandleArrayQueue<E> arrayRing() {
        return spsc;
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
