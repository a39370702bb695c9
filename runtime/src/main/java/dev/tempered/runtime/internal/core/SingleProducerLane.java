package dev.tempered.runtime.internal.core;

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
 *
 * <p>Used only where JCTools' ring is larger than the capacity (below JCTools' minimum ring, or not a power of two);
 * where they are equal, JCTools' own offer is exact and {@link ExactRingLane} adds nothing. The
 * producer-written {@link #limit} is kept two cache lines away from {@link #q} and from what follows the lane.
 */
@SuppressWarnings("unused")
final class SingleProducerLane<E> extends ProducerLaneFields<E> {
    private final QueueProgressIndicators indices;
    // Trailing padding (a class's primitives come before its references): whatever is allocated after the lane (the
    // queue core, which the consumer reads on every poll) does not share a line with the producer's limit.
    private byte q000, q001, q002, q003, q004, q005, q006, q007, q008, q009, q010, q011, q012, q013, q014, q015;
    private byte q016, q017, q018, q019, q020, q021, q022, q023, q024, q025, q026, q027, q028, q029, q030, q031;
    private byte q032, q033, q034, q035, q036, q037, q038, q039, q040, q041, q042, q043, q044, q045, q046, q047;
    private byte q048, q049, q050, q051, q052, q053, q054, q055, q056, q057, q058, q059, q060, q061, q062, q063;
    private byte q064, q065, q066, q067, q068, q069, q070, q071, q072, q073, q074, q075, q076, q077, q078, q079;
    private byte q080, q081, q082, q083, q084, q085, q086, q087, q088, q089, q090, q091, q092, q093, q094, q095;
    private byte q096, q097, q098, q099, q100, q101, q102, q103, q104, q105, q106, q107, q108, q109, q110, q111;
    private byte q112, q113, q114, q115, q116, q117, q118, q119, q120, q121, q122, q123, q124, q125, q126, q127;

    <Q extends Queue<E> & QueueProgressIndicators> SingleProducerLane(Q q, int capacity) {
        super(q, capacity);
        this.indices = q;
    }

    /** Typed as a Lane so that Cores.lane's verification loads no lane class it does not construct. */
    static <E, Q extends Queue<E> & QueueProgressIndicators> Lane<E> of(Q q, int capacity) {
        return new SingleProducerLane<>(q, capacity);
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
