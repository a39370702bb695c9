package dev.tempered.runtime.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.ArrayBlockingQueue;

/**
 * The superclass of the {@code ArrayBlockingQueue} substitute. It can keep a ring, one producer and one consumer, in
 * the substitute's own fields (decision 0038). Not API: the public substitute extends it so that its offer and poll
 * reach the ring without going through another object.
 *
 * <p><b>When.</b> The ring lives here at every ring site whose capacity is at most {@link Cores#ARRAY_LIMIT}, quiet or
 * not: see {@link Cores#inlinesRing}. Elsewhere {@link #inlineRing()} is false and {@code ring} is null. The
 * substitute's own offer and poll run here, on the ring ({@link #ringOffer}, {@link #ringPoll};
 * {@link #signallingOffer}, {@link #signallingPoll} where a thread may wait): the substitute's own class tests which
 * ({@link #directRing()}, {@link #signallingRing()}) per call, the subclasses its {@code allocate} makes where
 * {@link #quietRingAt} or {@link #signallingRingAt} hold call one of them alone (decision 0050), or, where
 * {@link #checkedAt} holds too, its {@code checked} copy, which compares the owner without testing for a guard
 * (decision 0053). The {@link QueueCore}
 * of an inline ring uses it as its storage through {@link InlineRingStorage}, and calls it on its own type for put,
 * take and the timed operations. Where a thread may wait, the offer and poll here signal the other side as the core's
 * do after storing or freeing a slot: this class creates both sides' {@link Waiters} and the core is built with the
 * same ones (decision 0046; before it, offer and poll went through the core there, decision 0044). With checks on, this
 * class holds the two sides' {@link SideGuard}s and the core uses the same ones, so an offer here and a put in the core
 * are one side; the guards copy their owners here ({@link OwnerMirror}), where the owner's offer and poll compare them
 * at entry (decisions 0041 and 0042).
 *
 * <p><b>Why.</b> A drop-in subclass cannot be a JCTools queue, so it used to hold one and forward to it. In the
 * two-thread spin hand-over a padded class that only forwards to JCTools' ring ran at 0.77-0.81 of the ring used
 * directly; this ring runs at 1.14-1.16 of it (interleaved harness, {@code benchmarks/results/2026-11-30-w1-inline-ring/}).
 *
 * <p><b>Layout.</b> The producer's and the consumer's indices sit on cache lines of their own: 128 bytes of
 * {@code long} padding before, between and after them. HotSpot lays out one class's fields of one size in
 * declaration order. Padding with {@code long}s keeps the indices among them; bytes would be laid out after every
 * {@code long}. {@code InlineRingTest} checks the layout on the running JDK. The element array carries
 * {@link #SLOT_PAD} unused slots at each end, so that its first and last slots, which both sides write once per lap,
 * share no line with another object.
 *
 * <p><b>Exact capacity (decision 0043).</b> The element array is a power of two in size, at least the capacity. An
 * offer at index {@code p} needs element {@code p - capacity} taken, and the slot that element used tells. The slot
 * holds that element until the consumer clears it. The next element to use it is {@code p - capacity + size}, past
 * {@code p}, so not yet written. The element the offer overwrites, {@code p - size}, comes at or before
 * {@code p - capacity}, so the consumer took and cleared it first: it clears in order. When the capacity is the array's
 * size the two slots are one. For an index below the capacity, the slot is one no element has used yet, so it is
 * null. The producer reads no field of the consumer's, only slots, and only when its cached limit runs out.
 *
 * <p><b>Memory ordering.</b>
 * <ul>
 *   <li>The producer stores an element with release and then its index with release.
 *   <li>The consumer reads the slot with acquire, so it sees the element's fields. It then advances its index with
 *       release and clears the slot with release, in that order.
 *   <li>A producer that reads the slot of element {@code p - capacity} as null (acquire) knows that element was
 *       taken, and, since the consumer's clears are releases in order, every earlier one too, the one slot {@code p}
 *       held among them. It also sees the consumer's index past them. Because of that second fact, a reader on any
 *       other thread (peek, size, an iterator) that finds a slot's element and then reads the consumer index still
 *       at or below that slot's index knows the element is the one at that index, not one a later lap wrote there.
 * </ul>
 */
@SuppressWarnings("unused") // the padding fields
public abstract class InlineRingArrayBlockingQueue<E> extends ArrayBlockingQueue<E> {
    private static final long serialVersionUID = 1L; // never written: the substitute serializes as a plain original
    /** unused slots at each end of the element array: 128 bytes of compressed references, more otherwise */
    static final int SLOT_PAD = 32;
    /** how far past its index the producer looks for free slots (FastFlow's and JCTools' look-ahead), at most */
    static final int MAX_LOOK_AHEAD = 4096;

    private long p00, p01, p02, p03, p04, p05, p06, p07, p08, p09, p10, p11, p12, p13, p14, p15;
    /** the producer's next index; written by the producer only */
    private long producerIndex;
    /** below this index, slots are known free: the producer writes them without reading them (its own field) */
    private long producerLimit;
    private long c00, c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11, c12, c13, c14, c15;
    /** the consumer's next index; written by the consumer only */
    private long consumerIndex;
    /**
     * Why the signalling poll must leave its fast path, as {@link DetourBitMirror} bits: checks on, or a producer
     * armed the signal (a copy of its waiters' flag, {@link ArmedMirror}); 0 for neither. Beside the index, so the
     * poll reads both reasons in one load of a line it writes anyway; a long, to stay among the padding longs.
     */
    private long consumerDetour;
    private long t00, t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15;
    /** null unless this queue keeps its ring here; read by both sides on every operation, written once */
    private final Object[] ring;
    /** whether this queue keeps its ring here at a site where no thread waits: offer and poll are the ring's alone */
    private final boolean direct;
    /**
     * the two sides' waiters the substitute's own offer and poll signal, shared with the core (decision 0046); null
     * where no thread waits, or where the ring is not kept here. Final: the signaller sees the Waiters' initial plain
     * writes through it (final-field publication, as in the core).
     */
    private final Waiters notEmpty;
    private final Waiters notFull;
    private final int mask;
    /** the original's capacity: the ring's size ({@code mask + 1}) or less (class comment, exact capacity) */
    private final int capacity;
    private final int lookAhead;
    /** the contract checks of the two sides, null when checks are off; shared with the core (see InlineRingStorage) */
    private final SideGuard producerGuard;
    private final SideGuard consumerGuard;
    /**
     * Each side guard's owner, copied here by the guard whenever it moves ({@link OwnerMirror}), so that the owner's
     * checked offer and poll compare it without reaching the guard (decisions 0041, 0042). Written on hand-overs only.
     */
    private Thread producerOwner;
    private Thread consumerOwner;

    /** The capacity check comes first: an original's constructor throws before it allocates anything. */
    protected InlineRingArrayBlockingQueue(int capacity, String spec) {
        super(1); // cheapest super constructor (not super(capacity): a dead Object[capacity]); its state is never used
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        Spec parsed = Spec.of(spec);
        boolean inline = Cores.inlinesRing(parsed, capacity);
        int size = Cores.ringSize(1, capacity);
        this.direct = inline && parsed.neverWaits; // quietRingAt
        boolean signals = inline && !parsed.neverWaits; // signallingRingAt
        // Allocated before the ring, not after: between the original's unused state and the ring's leading unused
        // slots, the waiters' fields (written whenever a thread parks) share no line with what either side reads per
        // operation. After the ring they would sit next to the core, which both sides read on every put and take.
        this.notEmpty = signals ? Waiters.create(true, true) : null; // one consumer waits, one producer signals
        // the consumer's signalling poll reads the producers' armed flag from its own detour word (decision 0052)
        this.notFull = signals
                ? Waiters.create(true, true, new DetourBitMirror(this, Handles.CONSUMER_DETOUR,
                        DetourBitMirror.PRODUCER_ARMED))
                : null;
        this.ring = inline ? paddedSlots(size) : null;
        this.mask = size - 1;
        this.capacity = capacity;
        this.lookAhead = Math.max(1, Math.min(capacity / 4, MAX_LOOK_AHEAD));
        // a ring's two sides are both proven single; the guards copy their owners here, where ringOffer/ringPoll
        // read them
        boolean checked = inline && parsed.checked(); // else no guard, and nothing to mirror
        this.producerGuard = checked
                ? QueueCore.guard(parsed, true, "producer", new OwnerFieldMirror(this, Handles.PRODUCER_OWNER)) : null;
        this.consumerGuard = checked
                ? QueueCore.guard(parsed, true, "consumer", new OwnerFieldMirror(this, Handles.CONSUMER_OWNER)) : null;
        if (checked) {
            consumerDetour |= DetourBitMirror.CHECKS; // plain: no other thread has this queue yet
        }
        // the detour word is not final: the fence orders its bits before any store that publishes this queue, even a
        // racy one, as the finals' freeze does for the guards
        VarHandle.releaseFence();
    }

    /**
     * Whether a queue made for {@code capacity} and {@code spec} keeps its ring here where no thread waits: what
     * {@link #directRing()} will say of it. The substitute's {@code allocate} asks before it constructs, to make the
     * subclass whose offer and poll are the ring's alone (decision 0050).
     */
    protected static boolean quietRingAt(int capacity, String spec) {
        Spec parsed = Spec.of(spec);
        return parsed.neverWaits && Cores.inlinesRing(parsed, capacity); // as the constructor sets direct
    }

    /** Likewise, whether it keeps its ring here where a thread may wait: what {@link #signallingRing()} will say. */
    protected static boolean signallingRingAt(int capacity, String spec) {
        Spec parsed = Spec.of(spec);
        return !parsed.neverWaits && Cores.inlinesRing(parsed, capacity); // as the constructor sets its signals
    }

    /**
     * Whether a queue made for {@code spec} runs contract checks: at a ring site, then, it has both guards, and the
     * subclass {@code allocate} makes there offers with {@link #checkedRingOffer} and polls with
     * {@link #checkedRingPoll}, which need no test of whether a guard is there (decision 0053).
     */
    protected static boolean checkedAt(String spec) {
        return Spec.of(spec).checked(); // as the constructor makes the guards
    }

    /** The original's capacity, as the constructor was given it. */
    protected final int originalCapacity() {
        return capacity;
    }

    final SideGuard producerGuard() {
        return producerGuard;
    }

    final SideGuard consumerGuard() {
        return consumerGuard;
    }

    /** Whether this queue keeps its ring in its own fields, as its core's storage. */
    protected final boolean inlineRing() {
        return ring != null;
    }

    /**
     * Whether this queue keeps its ring here and no thread waits: the substitute's offer and poll are
     * {@link #ringOffer}/{@link #ringPoll}. Tested first, on its own field, so that this path reads what it read before
     * decision 0046: a second test ahead of it cost the quiet ring a fifth of its rate in the spin hand-over.
     */
    protected final boolean directRing() {
        return direct;
    }

    /**
     * Whether this queue keeps its ring here and a thread may wait: the substitute's offer and poll are
     * {@link #signallingOffer}/{@link #signallingPoll}.
     */
    protected final boolean signallingRing() {
        return notEmpty != null;
    }

    /** The core's consumers' waiters, for the core to share; null where no thread waits or no ring is kept here. */
    final Waiters notEmptyWaiters() {
        return notEmpty;
    }

    /** The core's producers' waiters, likewise. */
    final Waiters notFullWaiters() {
        return notFull;
    }

    private int slot(long index) {
        return paddedSlot(index, mask);
    }

    /**
     * A ring array of {@code size} slots with {@link #SLOT_PAD} unused slots at each end: this ring's, and the bounded
     * ring a linked substitute keeps in its fields (InlineRingHost).
     */
    static Object[] paddedSlots(int size) {
        return new Object[size + 2 * SLOT_PAD];
    }

    /** Where element {@code index} sits in a {@link #paddedSlots} array: past the leading pad, masked to the ring. */
    static int paddedSlot(long index, int mask) {
        return SLOT_PAD + ((int) index & mask);
    }

    /**
     * Adds {@code e} unless the ring holds its capacity; the producer's operation, checked when checks are on.
     *
     * <p>Checked, the owner's offer compares the owner the guard copied into {@link #producerOwner} at entry, and
     * nothing else: no store, no exit re-check (decision 0042). Everyone else, the first thread and a newcomer, goes
     * through the guard's marked path, which takes the side over and marks the operation, so an owner entering
     * while the newcomer is inside finds the mark, and the newcomer's exit re-check finds an owner that came back.
     * A re-read of the owner after every operation cost the checked ring a third of its rate.
     */
    protected final boolean ringOffer(E e) {
        SideGuard guard = producerGuard;
        // plain: the owner reads back what the guard stored for it; a newcomer's volatile store of itself is seen
        // before the newcomer's operation loads anything (OwnerMirror)
        if (guard != null && producerOwner != Thread.currentThread()) {
            return guardedOffer(guard, e);
        }
        return offerUnguarded(e);
    }

    /**
     * {@link #ringOffer}, then, once stored, the signal the core's offer gives: it wakes a consumer that announced
     * itself in the core's take (Waiters). Where a thread may wait ({@link #signallingRing()}).
     */
    protected final boolean signallingOffer(E e) {
        if (ringOffer(e)) {
            notEmpty.signal();
            return true;
        }
        return false;
    }

    /**
     * {@link #ringOffer} of a queue known to run checks ({@link #checkedAt}): its guard is there, so the owner's
     * compare is the whole test (decision 0053).
     */
    protected final boolean checkedRingOffer(E e) {
        // plain, as in ringOffer (OwnerMirror); until a first offer through the guard the owner is null, never this
        // thread, so that offer takes the side over
        return producerOwner != Thread.currentThread() ? guardedOffer(producerGuard, e) : offerUnguarded(e);
    }

    /** {@link #signallingOffer} of a queue known to run checks: {@link #checkedRingOffer}, then the same signal. */
    protected final boolean checkedSignallingOffer(E e) {
        if (checkedRingOffer(e)) {
            notEmpty.signal();
            return true;
        }
        return false;
    }

    /** A newcomer's (or the first) checked offer: through the guard's marked path, which takes the side over. */
    private boolean guardedOffer(SideGuard guard, E e) {
        Thread token = guard.enter();
        try {
            return offerUnguarded(e);
        } finally {
            guard.exit(token);
        }
    }

    /** Takes the head, or null when empty; the consumer's operation, checked as {@link #ringOffer} is. */
    protected final E ringPoll() {
        SideGuard guard = consumerGuard;
        if (guard != null && consumerOwner != Thread.currentThread()) {
            return guardedPoll(guard);
        }
        return pollUnguarded();
    }

    /**
     * {@link #ringPoll}, then, once a slot is freed, the signal the core's poll gives to a producer parked in put. Its
     * fast path reads one word: with checks off and no producer armed, the poll is the quiet ring's, and the signal
     * it skips is one the waiters allow to skip ({@link ArmedMirror}, decision 0052).
     */
    protected final E signallingPoll() {
        // opaque: read anew on every poll (a plain read could be hoisted out of a caller's loop, and a producer that
        // armed would then never be acknowledged); before the poll, which the argument in Waiters allows
        long detour = (long) Handles.CONSUMER_DETOUR.getOpaque(this);
        if (detour == 0L) {
            return pollUnguarded();
        }
        // checks on, or a producer armed: the word's checks bit is set exactly where the guard is, so the owner's
        // compare needs no test of the guard (as ringPoll otherwise does); signal only in the second case
        E e = (detour & DetourBitMirror.CHECKS) != 0L && consumerOwner != Thread.currentThread()
                ? guardedPoll(consumerGuard)
                : pollUnguarded();
        if (e != null && (detour & DetourBitMirror.PRODUCER_ARMED) != 0L) {
            notFull.signal();
        }
        return e;
    }

    /** {@link #ringPoll} of a queue known to run checks ({@link #checkedAt}), as {@link #checkedRingOffer}. */
    protected final E checkedRingPoll() {
        return consumerOwner != Thread.currentThread() ? guardedPoll(consumerGuard) : pollUnguarded();
    }

    /**
     * {@link #signallingPoll} of a queue known to run checks: its detour word's checks bit is always set, so the word
     * is read only for the producers' armed bit, at the same point and with the same meaning.
     */
    protected final E checkedSignallingPoll() {
        long detour = (long) Handles.CONSUMER_DETOUR.getOpaque(this); // opaque, before the poll: as signallingPoll
        E e = consumerOwner != Thread.currentThread() ? guardedPoll(consumerGuard) : pollUnguarded();
        if (e != null && (detour & DetourBitMirror.PRODUCER_ARMED) != 0L) {
            notFull.signal();
        }
        return e;
    }

    private E guardedPoll(SideGuard guard) {
        Thread token = guard.enter();
        try {
            return pollUnguarded();
        } finally {
            guard.exit(token);
        }
    }

    final boolean offerUnguarded(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        Object[] r = ring;
        long p = producerIndex; // plain: this thread is its only writer
        if (p >= producerLimit && !roomAt(r, p)) {
            return false;
        }
        // release: the consumer's acquire read of the slot sees the element's fields
        Handles.SLOT.setRelease(r, slot(p), e);
        // release, after the slot: whoever reads the index with acquire finds every slot below it written
        Handles.PRODUCER_INDEX.setRelease(this, p + 1);
        return true;
    }

    /**
     * Whether index {@code p} may be written: whether element {@code p - capacity} has been taken. Its slot tells
     * (class comment, exact capacity), so the producer never reads the consumer's index. It first looks
     * {@link #lookAhead} elements on: the consumer takes in order, so element {@code ahead - capacity} taken means
     * every index up to {@code ahead} may be written, and the next offers need read nothing.
     */
    private boolean roomAt(Object[] r, long p) {
        long ahead = p + lookAhead;
        // acquire: a null written by the consumer's clear means it took that element, and every one before it
        if (Handles.SLOT.getAcquire(r, slot(ahead - capacity)) == null) {
            producerLimit = ahead;
            return true;
        }
        return Handles.SLOT.getAcquire(r, slot(p - capacity)) == null;
    }

    @SuppressWarnings("unchecked") // the producer stores only Es
    final E pollUnguarded() {
        Object[] r = ring;
        long c = consumerIndex; // plain: this thread is its only writer
        int at = slot(c);
        // acquire: pairs with the producer's release store of the element
        Object e = Handles.SLOT.getAcquire(r, at);
        if (e == null) {
            return null;
        }
        // release, before the clear: a producer that sees the slot free sees this index past it (class comment)
        Handles.CONSUMER_INDEX.setRelease(this, c + 1);
        // release: the producer reuses the slot once it reads this null
        Handles.SLOT.setRelease(r, at, null);
        return (E) e;
    }

    /**
     * {@link ConsumerSlots#consumerElementAt}, consumer only. Within one array length of the consumer's index a slot
     * holds the element of that index once stored, and null before: the element of the lap before was cleared when it
     * was taken.
     */
    final Object consumerElementAt(int offset) {
        // acquire: pairs with the producer's release store of the element
        return offset < capacity ? Handles.SLOT.getAcquire(ring, slot(consumerIndex + offset)) : null;
    }

    /** {@link ConsumerSlots#consumerReplace}, consumer only: a slot that holds an element, never a cleared one. */
    final void consumerReplace(int offset, Object e) {
        // release: a walk that reads the slot with acquire sees e's fields; the slot stays non-null, so the
        // producer's test of it (roomAt) reads it as taken no sooner than a poll would have cleared it
        Handles.SLOT.setRelease(ring, slot(consumerIndex + offset), e);
    }

    /** The head without taking it, or null; from any thread. */
    @SuppressWarnings("unchecked")
    final E ringPeek() {
        for (;;) {
            long c = consumerIndex();
            Object e = Handles.SLOT.getAcquire(ring, slot(c));
            if (consumerIndex() == c) {
                return (E) e; // the element at c (class comment), or null: c not yet written, so empty
            }
            // the consumer moved on while we read: the slot may hold a later element or nothing; read again
        }
    }

    /** The element at {@code index} if it is still there (not yet taken), else null; from any thread. */
    final Object ringElementAt(long index) {
        Object e = Handles.SLOT.getAcquire(ring, slot(index));
        return consumerIndex() <= index ? e : null;
    }

    final long consumerIndex() {
        return (long) Handles.CONSUMER_INDEX.getAcquire(this);
    }

    final long producerIndex() {
        return (long) Handles.PRODUCER_INDEX.getAcquire(this);
    }

    /** How many elements are present, between 0 and the capacity; from any thread. */
    final int ringSize() {
        long after = consumerIndex();
        for (;;) {
            long before = after;
            long produced = producerIndex();
            after = consumerIndex();
            if (before == after) { // the two indices were read while the consumer stood still
                return (int) Math.max(0L, Math.min(produced - after, (long) capacity));
            }
        }
    }

    final boolean ringIsEmpty() {
        // the consumer index first: it never passes the producer's, so equal values mean empty when the second was read
        long c = consumerIndex();
        return c >= producerIndex();
    }

    /**
     * The index handles, in a class of their own: a substitute that keeps no ring never creates them (the first
     * construction of a substitute stays cheap, issue 4).
     */
    private static final class Handles {
        static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(Object[].class);
        static final VarHandle PRODUCER_INDEX;
        static final VarHandle CONSUMER_INDEX;
        static final VarHandle PRODUCER_OWNER;
        static final VarHandle CONSUMER_OWNER;
        static final VarHandle CONSUMER_DETOUR;

        static {
            try {
                MethodHandles.Lookup lookup = MethodHandles.lookup();
                PRODUCER_INDEX = lookup.findVarHandle(InlineRingArrayBlockingQueue.class, "producerIndex", long.class);
                CONSUMER_INDEX = lookup.findVarHandle(InlineRingArrayBlockingQueue.class, "consumerIndex", long.class);
                PRODUCER_OWNER = lookup.findVarHandle(InlineRingArrayBlockingQueue.class, "producerOwner", Thread.class);
                CONSUMER_OWNER = lookup.findVarHandle(InlineRingArrayBlockingQueue.class, "consumerOwner", Thread.class);
                CONSUMER_DETOUR = lookup.findVarHandle(InlineRingArrayBlockingQueue.class, "consumerDetour", long.class);
            } catch (ReflectiveOperationException e) {
                throw new ExceptionInInitializerError(e);
            }
        }
    }
}
