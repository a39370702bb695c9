package dev.tempered.runtime.internal.core;

import dev.tempered.runtime.internal.check.SideGuard;
import dev.tempered.runtime.internal.ring.SpmcLinkedQueue;
import dev.tempered.runtime.internal.wait.Waiters;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.jctools.queues.QueueProgressIndicators;
import org.jctools.queues.varhandle.MpmcVarHandleArrayQueue;
import org.jctools.queues.varhandle.MpscUnboundedVarHandleArrayQueue;
import org.jctools.queues.varhandle.MpscVarHandleArrayQueue;
import org.jctools.queues.varhandle.SpmcVarHandleArrayQueue;

/**
 * Builds the storage behind a substitute from its spec: a {@link QueueCore} for a specialised form, or the real JDK
 * queue when the spec cannot be honoured (the safe fallback, reported once on stderr by {@link Spec}).
 */
public final class Cores {
    /**
     * Bounds up to this size use a preallocated JCTools array (no allocation per element); larger bounds keep the
     * linked-array (chunked) storage so that a queue with a generous bound does not allocate it all up front.
     */
    static final int ARRAY_LIMIT = 1 << 16;
    /** chunk size of the linked-array JCTools queues (the segmented forms) */
    static final int CHUNK = 256;
    /**
     * Chunk length of the runtime's unbounded ring ({@link RingChunk}s, in a substitute's fields or in the core's
     * {@link #ownRing}): JCTools' chunk length in the baseline it is compared with; shorter chunks mean more chunk
     * switches per element (docs/design/rings.md). A ring allocates one chunk up front and keeps at most one more as its spare while the consumer
     * keeps up: 4 KB each with compressed references.
     */
    public static final int RING_CHUNK = 1024;
    /** the smallest capacity JCTools' SPMC and MPMC array queues accept */
    static final int MPMC_MIN = 2;

    private Cores() {
    }

    /**
     * @param capacity the original's capacity; Integer.MAX_VALUE when unbounded
     * @param owner    the substitute, for self-reference checks
     * @return a {@link QueueCore}, or an instance of the original JDK class
     */
    public static <E> Queue<E> create(Original original, int capacity, boolean fair, String specText, Object owner) {
        return create(original, capacity, fair, specText, owner, null);
    }

    /**
     * {@link #create(Original, int, boolean, String, Object)} for a substitute that may keep its ring itself: when
     * {@code ringHost} does ({@link InlineRingArrayBlockingQueue#inlineRing()}), the core's storage is that ring and
     * its guards are the host's.
     *
     * @param ringHost the substitute when it can keep a ring in its own fields, or null
     */
    public static <E> Queue<E> create(Original original, int capacity, boolean fair, String specText, Object owner,
            InlineRingArrayBlockingQueue<E> ringHost) {
        Spec spec = Spec.of(specText);
        Form form = spec.form;
        if (form == Form.GENERAL) {
            return original.jdk(capacity, fair);
        }
        if (fair && !(form.singleProducer && form.singleConsumer)) {
            Report.once("fair|" + specText, "tempered: a fair ArrayBlockingQueue keeps its waiting threads in FIFO "
                    + "order, which the " + form.label + " form does not; using the original JDK queue at "
                    + spec.describeSite());
            return original.jdk(capacity, fair);
        }
        if (ringHost != null && ringHost.inlineRing()) { // the core shares the substitute's ring, guards and waiters
            return new QueueCore<>(ExactRingLane.ofInline(ringHost, capacity), spec, form, owner, capacity,
                    original.interruptOnEntry, ringHost.producerGuard(), ringHost.consumerGuard(),
                    ringHost.notEmptyWaiters(), ringHost.notFullWaiters());
        }
        return new QueueCore<>(lane(form, capacity), spec, form, owner, capacity, original.interruptOnEntry);
    }

    /**
     * {@link #create(Original, int, boolean, String, Object)} for the {@code LinkedBlockingQueue} substitute, which may
     * keep a ring itself: when {@code ringHost} does ({@link InlineRingLinkedBlockingQueue#inlineRing()}), the core's
     * storage is that ring, reached on its own type for put, take and the timed operations.
     */
    public static <E> Queue<E> create(Original original, int capacity, String specText,
            InlineRingLinkedBlockingQueue<E> ringHost) {
        if (!ringHost.inlineRing()) {
            return create(original, capacity, false, specText, ringHost);
        }
        Lane<E> ring = capacity == Integer.MAX_VALUE
                ? UnboundedLane.ofInline(ringHost)
                : ExactRingLane.ofInline(ringHost, capacity);
        return createOnInlineRing(original, capacity, specText, ringHost, ring, ringHost.notEmptyWaiters(),
                ringHost.notFullWaiters(), ringHost.producerGuard(), ringHost.consumerGuard());
    }

    /** The same for the {@code ConcurrentLinkedQueue} substitute. */
    public static <E> Queue<E> create(Original original, int capacity, String specText,
            InlineRingConcurrentLinkedQueue<E> ringHost) {
        return ringHost.inlineRing()
                ? createOnInlineRing(original, capacity, specText, ringHost,
                        inlineLane(ringHost.ringStorage(), capacity), ringHost.notEmptyWaiters(),
                        ringHost.notFullWaiters(), ringHost.producerGuard(), ringHost.consumerGuard())
                : create(original, capacity, false, specText, ringHost);
    }

    /** The same for the {@code LinkedTransferQueue} substitute. */
    public static <E> Queue<E> create(Original original, int capacity, String specText,
            InlineRingLinkedTransferQueue<E> ringHost) {
        return ringHost.inlineRing()
                ? createOnInlineRing(original, capacity, specText, ringHost,
                        inlineLane(ringHost.ringStorage(), capacity), ringHost.notEmptyWaiters(),
                        ringHost.notFullWaiters(), ringHost.producerGuard(), ringHost.consumerGuard())
                : create(original, capacity, false, specText, ringHost);
    }

    /** The same for the {@code LinkedBlockingDeque} substitute. */
    public static <E> Queue<E> create(Original original, int capacity, String specText,
            InlineRingLinkedBlockingDeque<E> ringHost) {
        return ringHost.inlineRing()
                ? createOnInlineRing(original, capacity, specText, ringHost,
                        inlineLane(ringHost.ringStorage(), capacity), ringHost.notEmptyWaiters(),
                        ringHost.notFullWaiters(), ringHost.producerGuard(), ringHost.consumerGuard())
                : create(original, capacity, false, specText, ringHost);
    }

    /**
     * The lane over a linked substitute's inline ring seen as storage: unbounded, or bounded with its own offer exact
     * at any capacity, so the lane adds no rule.
     */
    private static <E> Lane<E> inlineLane(Queue<E> ring, int capacity) {
        return capacity == Integer.MAX_VALUE ? UnboundedLane.of(ring) : ExactRingLane.of(ring, capacity);
    }

    /**
     * The core of a linked substitute that keeps a ring in its own fields: no fair mode to refuse. The host's offer
     * signals the core's waiting consumer, and a bounded host's poll its waiting producer, so both use the same
     * Waiters (null where no thread waits: then the core makes its own, which no operation of the host needs to
     * reach), and with checks on both use the host's guards, so that the host's offer and the core's put are one side.
     */
    private static <E> Queue<E> createOnInlineRing(Original original, int capacity, String specText, Object owner,
            Lane<E> ring, Waiters notEmpty, Waiters notFull, SideGuard producers, SideGuard consumers) {
        Spec spec = Spec.of(specText);
        return new QueueCore<>(ring, spec, spec.form, owner, capacity, original.interruptOnEntry, producers, consumers,
                notEmpty, notFull);
    }

    /**
     * Whether a linked substitute keeps the ring of this site in its own fields ({@link InlineRingLinkedBlockingQueue}
     * and its siblings): every unbounded ring and every ring bounded up to
     * {@link #ARRAY_LIMIT}, quiet or not, checked or not, so that the substitute's own offer and poll are the ring's.
     * Bounded above that, the core keeps its own chunked ring under a lane ({@link #ownRing}), which allocates chunks
     * as the queue fills rather than an array of the whole bound up front.
     */
    static boolean inlinesLinkedRing(Spec spec, int capacity) {
        return spec.form == Form.RING && (capacity == Integer.MAX_VALUE || capacity <= ARRAY_LIMIT);
    }

    /**
     * Whether a substitute keeps the ring of this site in its own fields ({@link InlineRingArrayBlockingQueue}):
     * a ring, checked or not, of any capacity up to {@link #ARRAY_LIMIT}, quiet
     * or not. Its own offer keeps the capacity exact, so its core's lane adds no rule ({@link ExactRingLane}). The
     * substitute's offer and poll run on it directly, and where a thread may wait they signal the core's waiters
     * themselves.
     */
    static boolean inlinesRing(Spec spec, int capacity) {
        return spec.form == Form.RING && capacity <= ARRAY_LIMIT;
    }

    /**
     * Adds one element of a constructor's initial collection, outside the contract checks (the constructing
     * thread is not a producer). Throws NullPointerException for a null element; false when full.
     */
    public static <E> boolean offerInitial(Queue<E> q, E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        return q instanceof QueueCore ? ((QueueCore<E>) q).offerInitial(e) : q.offer(e);
    }

    /** Whether {@code q} keeps its ring in its own fields; for tests in other modules. */
    public static boolean keepsRingInline(Queue<?> q) {
        return q instanceof InlineRingArrayBlockingQueue && ((InlineRingArrayBlockingQueue<?>) q).inlineRing()
                || q instanceof InlineRingLinkedBlockingQueue && ((InlineRingLinkedBlockingQueue<?>) q).inlineRing()
                || q instanceof InlineRingConcurrentLinkedQueue && ((InlineRingConcurrentLinkedQueue<?>) q).inlineRing()
                || q instanceof InlineRingLinkedTransferQueue && ((InlineRingLinkedTransferQueue<?>) q).inlineRing()
                || q instanceof InlineRingLinkedBlockingDeque && ((InlineRingLinkedBlockingDeque<?>) q).inlineRing();
    }

    /**
     * How many fenced signals in a row that find no waiter make a single signaller stop fencing ({@link Waiters});
     * for the jcstress tests that race that moment.
     */
    public static int disarmAfter() {
        return Waiters.DISARM_AFTER;
    }

    /** {@link #RING_CHUNK}, for the jcstress tests whose offers cross a chunk link. */
    public static int ringChunk() {
        return RING_CHUNK;
    }

    /**
     * The storage for {@code form} at {@code capacity}. Every lane is built by its own factory typed as {@link Lane},
     * and the forms are told apart with ifs rather than an enum switch (whose switch-map class and error handler would
     * load too), so that verifying this method loads no lane class: the first construction of a substitute loads only
     * the classes of its own form (a start-up cost the agent pays in a user's JVM).
     */
    static <E> Lane<E> lane(Form form, int capacity) {
        boolean bounded = capacity != Integer.MAX_VALUE;
        boolean array = bounded && capacity <= ARRAY_LIMIT;
        if (form == Form.RING) {
            // A ring up to 64K is kept in the substitute's own fields, and every substitute
            // with a ring site is its host, so only a ring above 64K (or a core made without a host, in tests) comes
            // here: the runtime's chunked ring, which allocates as it fills. JCTools' unbounded SPSC queues cannot
            // iterate, which contains/toArray/toString need.
            return bounded
                    ? SingleProducerLane.of(new OwnRingStorage<E>(RING_CHUNK), capacity)
                    : UnboundedLane.of(ownRing(RING_CHUNK));
        }
        if (form == Form.SEGMENTED_SC) {
            // permits rather than JCTools' threshold offer when bounded, so that the consumer's front counts against
            // the capacity (SingleConsumerLane); the array holds at least the capacity, so its own offer never fails
            return array
                    ? SingleConsumerLane.of(new MpscVarHandleArrayQueue<E>(Math.max(2, capacity)), capacity)
                    : SingleConsumerLane.of(new MpscUnboundedVarHandleArrayQueue<E>(CHUNK), capacity);
        }
        if (form == Form.SEGMENTED_SP) {
            if (array) {
                SpmcVarHandleArrayQueue<E> spmc = new SpmcVarHandleArrayQueue<>(Math.max(MPMC_MIN, capacity));
                return ringSize(MPMC_MIN, capacity) == capacity
                        ? ExactRingLane.of(spmc, capacity)
                        : SingleProducerLane.of(spmc, capacity);
            }
            return bounded
                    ? SingleProducerLane.of(new SpmcLinkedQueue<E>(), capacity)
                    : UnboundedLane.of(new SpmcLinkedQueue<E>());
        }
        if (form == Form.SEGMENTED_GENERAL) {
            if (array) {
                MpmcVarHandleArrayQueue<E> mpmc = new MpmcVarHandleArrayQueue<>(Math.max(MPMC_MIN, capacity));
                return ringSize(MPMC_MIN, capacity) == capacity
                        ? ExactRingLane.of(mpmc, capacity)
                        : PermitLane.of(mpmc, capacity);
            }
            return bounded
                    ? PermitLane.of(new ConcurrentLinkedQueue<E>(), capacity)
                    : UnboundedLane.of(new ConcurrentLinkedQueue<E>());
        }
        throw new IllegalArgumentException(form.toString());
    }

    /**
     * A ring the core keeps itself: the unbounded ring of the substitutes' fields, written once (the template of
     * {@link InlineRingConcurrentLinkedQueue}, the original with the cheapest constructor), in a host of its own
     * that has no guard and no waiters (its core has both), seen as storage.
     *
     * @param chunk the chunk length, a power of two from 2 (tests use short ones to cross chunk links often)
     */
    public static <E> Queue<E> ownRing(int chunk) {
        if (chunk < 2 || Integer.bitCount(chunk) != 1) {
            throw new IllegalArgumentException("chunk length " + chunk + " is not a power of two from 2");
        }
        return new OwnRingStorage<>(chunk);
    }

    /** {@link #ownRing}'s storage, with the indices a bounded ring's lane reads ({@link SingleProducerLane}). */
    private static final class OwnRingStorage<E> extends ConcurrentLinkedQueueRingStorage<E>
            implements QueueProgressIndicators {
        OwnRingStorage(int chunk) {
            super(new OwnRing<E>(chunk));
        }

        @Override
        public long currentProducerIndex() {
            return producerIndexAcquire();
        }

        @Override
        public long currentConsumerIndex() {
            return consumerIndexAcquire(); // read only when the producer's cached limit says full
        }
    }

    /**
     * The host of {@link #ownRing}: the template's ring, constructed directly as an unbounded ring of its own (no spec,
     * no guard, no waiters). Never handed out: only its storage view leaves, so the ConcurrentLinkedQueue it extends
     * (the original with the cheapest constructor) stays empty and unused.
     */
    private static final class OwnRing<E> extends InlineRingConcurrentLinkedQueue<E> {
        private static final long serialVersionUID = 1L; // never serialized: only its ring storage leaves

        OwnRing(int chunk) {
            super(chunk);
        }
    }

    /**
     * The ring JCTools allocates for {@code capacity} (bounds up to {@link #ARRAY_LIMIT}): the next power of two, at
     * least {@code min}. When it equals the capacity, JCTools' own full test is exact and the lane adds none
     * ({@link ExactRingLane}); the single-consumer (MPSC) ring needs no such choice, as its threshold offer with the
     * ring's own size is its plain offer.
     */
    static int ringSize(int min, int capacity) {
        int pow2 = capacity <= 1 ? 1 : Integer.highestOneBit(capacity - 1) << 1;
        return Math.max(min, pow2);
    }
}
