package dev.tempered.runtime.internal.core;

import static dev.tempered.runtime.internal.ring.PaddedSlots.paddedSlot;
import static dev.tempered.runtime.internal.ring.PaddedSlots.paddedSlots;

import dev.tempered.runtime.internal.check.FastPathCopy;
import dev.tempered.runtime.internal.check.SideGuard;
import dev.tempered.runtime.internal.ring.PaddedSlots;
import dev.tempered.runtime.internal.ring.RingChunk;
import dev.tempered.runtime.internal.wait.Waiters;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Queue;

/**
 * The superclass of the {@code @ORIGINAL@} substitute. It can keep a ring, one producer and one consumer, in the
 * substitute's own fields: bounded up to {@link Cores#ARRAY_LIMIT} in one array, or (a linked original) unbounded in
 * chunks. Not API: the public substitute extends it so that its offer and poll reach the ring without going through
 * another object.
 *
 * <p><b>Generated.</b> This class and its chain of fields are written once, as templates
 * ({@code runtime/src/main/templates/rings}), and generated for each original of {@code variants.tsv} there by
 * build-tools' {@code RingSources} into {@code runtime/src/generated/java}: Java has no way to give several JDK
 * superclasses one set of fields, and the point of the class is that the fields are the substitute's own. Edit the
 * template, not the generated source.
 *
 * <p><b>When.</b> At every ring site, checked or not, where {@link Cores#@INLINES@} holds. There the substitute's
 * offer and poll are {@link #ringOffer}/{@link #ringPoll}; at a bounded ring site ({@link #boundedRingAt}) the
 * subclasses the substitute's {@code allocate} makes call {@link #boundedRingOffer}/{@link #boundedRingPoll}, or
 * {@link #quietBoundedRingOffer}/{@link #quietBoundedRingPoll} where no thread waits, or, where checks are on
 * ({@link #checkedAt}), their {@code checked} copies, which compare the owner without testing for a guard: a class
 * per kind, so that the program's calls, profiled on that one type, run no test of the site's kind. Its
 * {@link QueueCore} uses the same ring as its storage for every other operation (put, take, peek, iteration...),
 * through {@link @ORIGINAL@RingStorage}. Where a thread may wait in take (the original has a take,
 * {@link Original#consumersWait}, and the site is not quiet), the offer here signals the core's waiting consumer: this
 * class creates that {@link Waiters} and the core shares it, as the core would signal after its own offer. Bounded, the
 * poll here likewise signals a producer waiting in the core's put. With checks on, this class holds the two sides'
 * {@link SideGuard}s and the core uses the same ones, so an offer here and a put in the core are one side; the guards
 * copy their owners into each side's fields ({@link FastPathCopy}), where the owner's offer and poll compare them at
 * entry. Elsewhere {@link #inlineRing()} is false and the fields below stay empty.
 *
 * <p><b>Why.</b> A substitute that forwards each offer and poll to a ring in another object pays a dependent load
 * and a call per operation, in the two-thread hand-over where nothing else is paid (docs/design/rings.md). Kept here,
 * the ring has the rate it has alone.
 *
 * <p><b>The unbounded ring</b> (also the core's own ring, {@link Cores#ownRing}). JCTools' unbounded SPSC queues
 * cannot iterate, which {@code contains}, {@code toArray}, {@code toString} and the drop-in iterators need; its MPSC
 * linked-array queue can, but pays an atomic read-modify-write per offer that one producer does not need. Element
 * {@code i} lives in slot {@code i & mask} of the chunk ({@link RingChunk}) whose current lap covers
 * {@code [base, base + length)}; each side keeps its own chunk, slots and end index in fields only it writes.
 * Recycling: a chunk the consumer has left goes back through a one-chunk mailbox ({@code spare}) and the producer
 * links it again with a new {@code base} instead of allocating, so a hand-over whose consumer keeps up cycles through
 * a few chunks that stay cached. A recycled chunk has every slot null: the consumer nulled each slot it polled before
 * handing the chunk over. The mailbox has one writer per transition: the consumer stores a chunk only after reading
 * it empty, the producer empties it only after reading a chunk there.
 *
 * <p>Memory ordering. Producer: (when the chunk is full, take the spare with an acquire load, reset its {@code next},
 * store its new {@code base} with a release store, and link it, or a new chunk, with a release store of {@code next});
 * store the element with a release store; publish {@code producerIndex} with a release store. Consumer: read the slot
 * with an acquire load, so the element's fields, written before the offer, are visible; (follow {@code next} with an
 * acquire load, so the chunk, its array and its base are seen; publish its new chunk with a release store, then hand
 * the one it left to the mailbox with a release store, after its nulls). The indices are read with acquire only by
 * size, isEmpty, peek and iterators. Walks (peek, iterators) validate what they read against the chunk's
 * {@code base}, as a sequence lock ({@link LinkedRingWalk}).
 *
 * <p><b>The bounded ring.</b> The same fields hold one array, a power of two at least the capacity, that the
 * producer never leaves: {@code producerEnd} is its cached limit and {@code consumerEnd} is never reached. The
 * capacity is exact by the slot test ({@link PaddedSlots}, which also gives the memory ordering): an offer at index
 * {@code p} needs element {@code p - capacity} taken, which its slot tells once the cached limit runs out, looking
 * {@link #lookAhead} elements on first. Its offer and poll are the unbounded ring's but for three things: the
 * producer's rare path (at {@code producerEnd}); the consumer's order, which advances its index before it clears
 * the slot (the unbounded ring clears first, for its walks); and the array's {@link PaddedSlots#SLOT_PAD} unused
 * slots at each end. The generic offer tells the two rings apart by {@code boundedCapacity} and the poll by
 * {@link #BOUNDED_END}, which it reads anyway; the ring classes {@code allocate} makes at a bounded site call the
 * bounded ones directly. Walks read by index and re-read the consumer's index ({@link IndexedRingWalk}), since the
 * one array has no lap base to check.
 *
 * <p><b>Layout.</b> The producer's fields ({@link @ORIGINAL@RingProducerFields}) and the consumer's
 * ({@link @ORIGINAL@RingConsumerFields}) each sit between 128 bytes of padding ({@link @ORIGINAL@RingPad},
 * {@link @ORIGINAL@RingMidPad}, {@link @ORIGINAL@RingTailPad}): the original's unused fields before, and this
 * class's, and the substitute's, after. Each side keeps its own copy of the mask: a shared one would sit on a line
 * one side writes. {@code InlineLinkedRingTest} checks the layout on the running JDK, for every generated class.
 */
public abstract class InlineRing@ORIGINAL@<E> extends @ORIGINAL@RingTailPad<E> {
    private static final long serialVersionUID = 1L; // never written: the substitute serializes as a plain original
    /**
     * The consumer's {@code consumerEnd} when the ring is bounded: never reached, so the consumer never looks for a
     * next chunk, and read per poll anyway, so it also tells the poll which order to clear the slot in at no extra
     * load. An unbounded ring's end stays far below it (2^63 elements).
     */
    private static final long BOUNDED_END = Long.MAX_VALUE;
    /** whether this queue keeps its ring here, and its offer and poll run on it; after the padding, read-only */
    private final boolean inline;
    /**
     * the consumers' waiters the offer signals, shared with the core ({@link Cores#createOnInlineRing}); null where no
     * thread waits, or where the ring is not kept here. Final: the signaller sees the Waiters' initial plain writes
     * through it (final-field publication, as in the core).
     */
    private final Waiters notEmpty;
    /** the producers' waiters the poll signals, shared with the core: bounded and not quiet only, else null */
    private final Waiters notFull;
    /**
     * the original's capacity when the ring is bounded, 0 when unbounded. Here, on the read-only line,
     * not with the producer's fields: only its rare path reads it, and the producer's per-element fields stay on one
     * line.
     */
    private final int boundedCapacity;
    /** bounded: how far past its index the producer looks for free slots when its limit runs out */
    private final int lookAhead;

    /**
     * The capacity check comes first: an original's constructor throws before it allocates anything.
     *
     * @param original the JDK class the substitute replaces: whether a consumer can wait at all
     * @param capacity Integer.MAX_VALUE when unbounded; a bounded site keeps the core's storage
     */
    protected InlineRing@ORIGINAL@(Original original, int capacity, String spec) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        Spec parsed = Spec.of(spec);
        this.inline = Cores.@INLINES@(parsed, capacity);
        boolean bounded = inline && capacity != Integer.MAX_VALUE; // boundedRingAt
        this.notEmpty = inline && original.consumersWait && !parsed.neverWaits
                ? Waiters.create(parsed.form.singleConsumer, parsed.form.singleProducer) : null;
        // the consumer's bounded poll reads the producers' armed flag from its own detour word
        this.notFull = bounded && !parsed.neverWaits
                ? Waiters.create(parsed.form.singleProducer, parsed.form.singleConsumer,
                        FastPathCopy.bit(this, Handles.CONSUMER_DETOUR, FastPathCopy.PRODUCER_ARMED))
                : null;
        this.boundedCapacity = bounded ? capacity : 0;
        this.lookAhead = Math.max(1, Math.min(capacity / 4, PaddedSlots.MAX_LOOK_AHEAD));
        if (bounded) {
            // one array, never left; below the capacity every slot is free, so the first offers read nothing
            int length = Cores.ringSize(1, capacity);
            // padded at both ends as the ABQ ring's: both sides read the array's length (the header) on every access,
            // for the bounds check, and without the pad the first slots share its line, so each lap's writes there
            // made the other side miss on the header
            Object[] slots = paddedSlots(length);
            producerMask = length - 1;
            producerSlots = slots;
            producerEnd = capacity;
            consumerMask = length - 1;
            consumerSlots = slots;
            consumerEnd = BOUNDED_END;
        } else if (inline) {
            firstChunk(Cores.RING_CHUNK);
        }
        if (inline) {
            // a ring's two sides are both proven single; with checks on, the guards copy their owners to the two
            // sides' fields above, where ringOffer/ringPoll compare them
            if (parsed.checked()) { // else no guard, and nothing to mirror
                producerGuard = QueueCore.guard(parsed, true, "producer",
                        FastPathCopy.owner(this, Handles.PRODUCER_OWNER));
                consumerGuard = QueueCore.guard(parsed, true, "consumer",
                        FastPathCopy.owner(this, Handles.CONSUMER_OWNER));
                consumerDetour |= FastPathCopy.CHECKS; // plain: no other thread has this queue yet
            }
            // these plain fields are not final: the fence orders them before any store that publishes this queue,
            // even a racy one
            VarHandle.releaseFence();
        }
    }

    /**
     * The core's own ring ({@link Cores#ownRing}): unbounded, in chunks of {@code chunk} (a power of two from 2), with
     * no waiters and no guards, since its core has both. Built directly, with no spec to parse: a host whose spec
     * parse said "not inline" would leave the chunk fields null behind a storage that uses them.
     */
    InlineRing@ORIGINAL@(int chunk) {
        this.inline = true;
        this.notEmpty = null;
        this.notFull = null;
        this.boundedCapacity = 0;
        this.lookAhead = 1; // read by the bounded ring only
        firstChunk(chunk);
        // plain fields, not final: the fence orders them before any store that publishes this ring
        VarHandle.releaseFence();
    }

    /** The unbounded ring's start: both sides in one first chunk of {@code length} slots. */
    private void firstChunk(int length) {
        RingChunk first = new RingChunk(0L, length);
        producerMask = length - 1;
        producerChunk = first;
        producerSlots = first.slots;
        producerEnd = length;
        consumerMask = length - 1;
        consumerChunk = first;
        consumerSlots = first.slots;
        consumerEnd = length;
    }

    /**
     * Whether a queue made for {@code capacity} and {@code spec} keeps a bounded ring here: what {@link #boundedRing()}
     * will say of it. The substitute's {@code allocate} asks before it constructs, to make the subclass whose offer and
     * poll are the bounded ring's alone ({@link #boundedRingOffer}, {@link #boundedRingPoll}).
     */
    protected static boolean boundedRingAt(int capacity, String spec) {
        return capacity != Integer.MAX_VALUE && Cores.@INLINES@(Spec.of(spec), capacity); // as the constructor
    }

    /**
     * {@link #boundedRingAt}, at a site where no thread waits: no waiters to signal on either side, so the subclass
     * {@code allocate} makes there offers with {@link #quietBoundedRingOffer} and polls with
     * {@link #quietBoundedRingPoll}.
     */
    protected static boolean quietBoundedRingAt(int capacity, String spec) {
        Spec parsed = Spec.of(spec);
        return parsed.neverWaits && capacity != Integer.MAX_VALUE && Cores.@INLINES@(parsed, capacity);
    }

    /**
     * Whether a queue made for {@code spec} runs contract checks: at a bounded ring site it then has both guards, and
     * the subclass {@code allocate} makes there offers and polls with the {@code checked} methods, which need no test
     * of whether a guard is there.
     */
    protected static boolean checkedAt(String spec) {
        return Spec.of(spec).checked(); // as the constructor makes the guards
    }

    /** Whether this queue keeps its ring in its own fields: then {@link #ringOffer}/{@link #ringPoll} are its own. */
    protected final boolean inlineRing() {
        return inline;
    }

    /** The core's consumers' waiters, for the core to share; null where no thread waits or no ring is kept here. */
    final Waiters notEmptyWaiters() {
        return notEmpty;
    }

    /** The core's producers' waiters, likewise; null unless the ring kept here is bounded and a thread may wait. */
    final Waiters notFullWaiters() {
        return notFull;
    }

    /** Whether the ring kept here is bounded (one array), from any thread: set before the queue was published. */
    final boolean boundedRing() {
        return boundedCapacity != 0;
    }

    /** The producer side's guard, for the core to share, so that an offer here and a put there are one side. */
    final SideGuard producerGuard() {
        return producerGuard;
    }

    /** The consumer side's guard, likewise. */
    final SideGuard consumerGuard() {
        return consumerGuard;
    }

    /** The ring kept here, seen as the core's storage; only when {@link #inlineRing()}. */
    final @ORIGINAL@RingStorage<E> ringStorage() {
        return new @ORIGINAL@RingStorage<>(this);
    }

    /**
     * Adds {@code e} unless a bounded ring holds its capacity. The producer's operation, checked when checks are on.
     * Where a thread may wait in take, once stored it signals, as the core's offer does after storing: only a consumer
     * that announced itself is woken, and the signal is one opaque read until one has (the ordering argument is
     * {@link Waiters}').
     *
     * <p>Checked, the owner's offer compares the owner the guard copied into {@code producerOwner} at entry, and
     * nothing else; everyone else goes through the guard's marked path, which takes the side over (the
     * argument in {@link FastPathCopy}).
     */
    protected final boolean ringOffer(E e) {
        SideGuard guard = producerGuard;
        // plain: the owner reads back what the guard stored for it; a newcomer's volatile store of itself is seen
        // before the newcomer's operation loads anything (FastPathCopy)
        return signalledIf(guard != null && producerOwner != Thread.currentThread()
                ? guardedOffer(guard, e)
                : offerUnsignalled(e));
    }

    /**
     * Once an offer stored, the signal the core's offer gives: only a consumer that announced itself is woken, and
     * the signal is one opaque read until one has (Waiters). Returns {@code stored}.
     */
    private boolean signalledIf(boolean stored) {
        Waiters w = notEmpty;
        if (stored && w != null) {
            w.signal();
        }
        return stored;
    }

    /** A newcomer's (or the first) checked offer: through the guard's marked path, which takes the side over. */
    private boolean guardedOffer(SideGuard guard, E e) {
        Thread token = guard.enter();
        try {
            return offerUnsignalled(e);
        } finally {
            guard.exit(token);
        }
    }

    /**
     * {@link #ringOffer} of a queue known to keep a bounded ring here ({@link #boundedRingAt}): the same operation,
     * straight to the bounded ring's offer. Checked as {@link #ringOffer} is.
     */
    protected final boolean boundedRingOffer(E e) {
        return signalledIf(quietBoundedRingOffer(e));
    }

    /** {@link #boundedRingOffer} where no thread waits ({@link #quietBoundedRingAt}): no consumer to signal. */
    protected final boolean quietBoundedRingOffer(E e) {
        SideGuard guard = producerGuard;
        return guard != null && producerOwner != Thread.currentThread() // as ringOffer
                ? guardedOffer(guard, e) // a newcomer's rare path, through the generic offer
                : offerBounded(e);
    }

    /**
     * {@link #quietBoundedRingOffer} of a queue known to run checks ({@link #checkedAt}): its guard is there, so the
     * owner's compare is the whole test.
     */
    protected final boolean checkedQuietBoundedRingOffer(E e) {
        // plain, as in ringOffer (FastPathCopy); until a first offer through the guard the owner is null, never this
        // thread, so that offer takes the side over
        return producerOwner != Thread.currentThread() ? guardedOffer(producerGuard, e) : offerBounded(e);
    }

    /** {@link #boundedRingOffer} of a queue known to run checks: {@link #checkedQuietBoundedRingOffer}, then the signal. */
    protected final boolean checkedBoundedRingOffer(E e) {
        return signalledIf(checkedQuietBoundedRingOffer(e));
    }

    /** {@link #ringOffer} without the signal and the check: the core's, which does both itself. */
    final boolean offerUnsignalled(E e) {
        // read-only line: the bounded ring's slots are offset by its pad, the chunks' are not
        return boundedCapacity != 0 ? offerBounded(e) : offerLinked(e);
    }

    private boolean offerLinked(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        long p = producerIndex; // plain: this thread is its only writer
        if (p == producerEnd) {
            linkChunk(p);
        }
        // release: the element's fields are visible to the consumer's acquire load of the slot
        Handles.SLOT.setRelease(producerSlots, (int) p & producerMask, e);
        // release: for size, isEmpty and walks; the consumer does not read it
        Handles.PRODUCER_INDEX.setRelease(this, p + 1);
        return true;
    }

    /**
     * The bounded ring's offer: at {@code producerEnd}, its cached limit, it reads whether index {@code p} may be
     * written ({@link #roomAt}; false when the ring holds its capacity).
     */
    private boolean offerBounded(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        long p = producerIndex; // plain: this thread is its only writer
        if (p == producerEnd && !roomAt(p)) {
            return false;
        }
        // release: the element's fields are visible to the consumer's acquire load of the slot
        Handles.SLOT.setRelease(producerSlots, paddedSlot(p, producerMask), e);
        // release: for size, isEmpty and walks; the consumer reads the slots, not this
        Handles.PRODUCER_INDEX.setRelease(this, p + 1);
        return true;
    }

    /**
     * Whether bounded index {@code p} may be written: whether element {@code p - capacity} has been taken, which
     * its slot tells ({@link PaddedSlots}: the slot holds that element until the consumer clears it, and the element it
     * held before was cleared earlier, in order), so the producer never reads the consumer's index. It looks
     * {@link #lookAhead} elements on first: element {@code ahead - capacity} taken means every index below
     * {@code ahead} may be written, and the next offers read nothing.
     */
    private boolean roomAt(long p) {
        Object[] slots = producerSlots;
        int capacity = boundedCapacity;
        long ahead = p + lookAhead;
        // acquire: a null the consumer's clear wrote means it took that element, and every one before it; and its
        // index, advanced before the clear, is seen past them (what peek and walks need, boundedPeek)
        if (Handles.SLOT.getAcquire(slots, paddedSlot(ahead - capacity, producerMask)) == null) {
            producerEnd = ahead;
            return true;
        }
        if (Handles.SLOT.getAcquire(slots, paddedSlot(p - capacity, producerMask)) == null) {
            producerEnd = p + 1;
            return true;
        }
        return false; // full: the limit stays at p, so the next offer reads again
    }

    private void linkChunk(long p) {
        // acquire: the consumer's nulls of every slot of the spare happen before this thread writes them again
        RingChunk c = (RingChunk) Handles.SPARE.getAcquire(this);
        if (c != null) {
            Handles.SPARE.setRelease(this, null); // the mailbox is empty again: the consumer may hand over the next one
            c.startLap(p);
        } else {
            c = new RingChunk(p, producerMask + 1);
        }
        producerChunk.link(c); // release: the chunk, its array and its base, to a consumer or walk acquiring next
        producerChunk = c;
        producerSlots = c.slots;
        producerEnd = p + producerMask + 1;
    }

    /**
     * Takes the head, or null when empty. The consumer's operation, checked as {@link #ringOffer} is. Bounded, where a
     * thread may wait in put, once it freed a slot it signals, as the core's poll does ({@link #pollUnguarded}).
     */
    protected final E ringPoll() {
        SideGuard guard = consumerGuard;
        if (guard != null && consumerOwner != Thread.currentThread()) {
            return guardedPoll(guard);
        }
        return pollUnguarded(true);
    }

    private E guardedPoll(SideGuard guard) {
        Thread token = guard.enter();
        try {
            return pollUnguarded(true);
        } finally {
            guard.exit(token);
        }
    }

    /**
     * {@link #ringPoll} of a queue known to keep a bounded ring here ({@link #boundedRingAt}): the same operation,
     * without the test for a next chunk that only an unbounded ring needs.
     */
    protected final E boundedRingPoll() {
        return checkedBoundedPoll(true);
    }

    /** {@link #boundedRingPoll} where no thread waits ({@link #quietBoundedRingAt}): no producer to signal. */
    protected final E quietBoundedRingPoll() {
        return checkedBoundedPoll(false);
    }

    /**
     * The bounded poll, checked as {@link #ringPoll} is; {@code signal} a constant at each caller. Signalling, its fast
     * path reads one word: with checks off and no producer armed, the poll is the quiet ring's, and the signal it
     * skips is one the waiters allow to skip ({@link FastPathCopy}).
     */
    private E checkedBoundedPoll(boolean signal) {
        if (signal) {
            // opaque: read anew on every poll (a plain read could be hoisted out of a caller's loop, and a producer
            // that armed would then never be acknowledged); before the poll, which the argument in Waiters allows
            long detour = (long) Handles.CONSUMER_DETOUR.getOpaque(this);
            if (detour == 0L) {
                return pollBounded(false);
            }
            // checks on, or a producer armed: signal only in the second case (the same argument); the word's checks
            // bit is set exactly where the guard is, so the owner's compare needs no test of the guard
            if ((detour & FastPathCopy.CHECKS) != 0L && consumerOwner != Thread.currentThread()) {
                return guardedPoll(consumerGuard); // a newcomer's rare path, which signals as the core's poll does
            }
            return pollBounded((detour & FastPathCopy.PRODUCER_ARMED) != 0L);
        }
        SideGuard guard = consumerGuard; // quiet: no detour word to read, and no producer to signal
        if (guard != null && consumerOwner != Thread.currentThread()) {
            return guardedPoll(guard); // a newcomer's rare path, through the generic poll
        }
        return pollBounded(false);
    }

    /** {@link #quietBoundedRingPoll} of a queue known to run checks ({@link #checkedAt}), as its offer. */
    protected final E checkedQuietBoundedRingPoll() {
        return consumerOwner != Thread.currentThread() ? guardedPoll(consumerGuard) : pollBounded(false);
    }

    /**
     * {@link #boundedRingPoll} of a queue known to run checks: its detour word's checks bit is always set, so the word
     * is read only for the producers' armed bit, at the same point and with the same meaning.
     */
    protected final E checkedBoundedRingPoll() {
        long detour = (long) Handles.CONSUMER_DETOUR.getOpaque(this); // opaque, before the poll: as checkedBoundedPoll
        return consumerOwner != Thread.currentThread()
                ? guardedPoll(consumerGuard) // a newcomer's rare path, which signals as the core's poll does
                : pollBounded((detour & FastPathCopy.PRODUCER_ARMED) != 0L);
    }

    /**
     * {@link #ringPoll} without the check; the core's with {@code signal} false, as it guards itself and signals
     * after its own poll. The signal is given in the bounded branch, which the unbounded ring's poll never takes: its
     * path has no load of its own for a waiter no producer can be.
     */
    @SuppressWarnings("unchecked") // the producer stores only Es
    final E pollUnguarded(boolean signal) {
        long end = consumerEnd; // read once: the acquire below would make a second read a second load
        if (end == BOUNDED_END) {
            return pollBounded(signal);
        }
        long c = consumerIndex; // plain: this thread is its only writer
        Object[] slots = consumerSlots;
        if (c == end) {
            RingChunk next = consumerChunk.next(); // acquire: the chunk, its array and its base
            if (next == null) {
                return null; // the producer has not started the next chunk: nothing past c yet
            }
            slots = moveToChunk(next);
        }
        int i = (int) c & consumerMask;
        // acquire: pairs with the producer's release store of the element
        Object e = Handles.SLOT.getAcquire(slots, i);
        if (e == null) {
            return null;
        }
        // plain: the slot is never written again in this lap; it only lets the element be collected
        slots[i] = null;
        // release: after the slot's null, so a walk that reads this index with acquire sees the slot consumed
        Handles.CONSUMER_INDEX.setRelease(this, c + 1);
        return (E) e;
    }

    /**
     * The bounded ring's poll, unchecked ({@link #boundedRingPoll}): {@link #pollUnguarded}'s bounded path alone, one
     * array and no next chunk to look for.
     */
    @SuppressWarnings("unchecked") // the producer stores only Es
    private E pollBounded(boolean signal) {
        long c = consumerIndex; // plain: this thread is its only writer
        Object[] slots = consumerSlots;
        int i = paddedSlot(c, consumerMask);
        // acquire: pairs with the producer's release store of the element
        Object e = Handles.SLOT.getAcquire(slots, i);
        if (e == null) {
            return null;
        }
        freeBounded(slots, i, c, signal);
        return (E) e;
    }

    /**
     * A bounded poll's end, once it read element {@code c} in slot {@code i}: advances the index, frees the slot and,
     * where {@code signal} asks and a producer may wait in the core's put, signals it as the core's poll does.
     */
    private void freeBounded(Object[] slots, int i, long c, boolean signal) {
        // release, before the clear: the producer that reads the slot's null sees this index past it, so a peek that
        // finds a slot's element with the index still at or below it knows it is that index's (boundedPeek)
        Handles.CONSUMER_INDEX.setRelease(this, c + 1);
        // release: the producer writes the slot again once it reads this null (roomAt)
        Handles.SLOT.setRelease(slots, i, null);
        Waiters w = notFull;
        if (signal && w != null) { // a producer may wait in the core's put: as the core's poll does once freed
            w.signal();
        }
    }

    private Object[] moveToChunk(RingChunk next) {
        RingChunk left = consumerChunk;
        consumerSlots = next.slots;
        consumerEnd += consumerMask + 1;
        // release: a walk that reads the consumer's chunk with acquire finds it constructed (see LinkedRingWalk)
        Handles.CONSUMER_CHUNK.setRelease(this, next);
        // every slot of the chunk left was polled and nulled here, and the producer has moved past it: hand it back
        // unless the mailbox still holds one
        if (Handles.SPARE.getAcquire(this) == null) {
            Handles.SPARE.setRelease(this, left); // release: the nulls before the producer's acquire of the spare
        }
        return next.slots;
    }

    /**
     * {@link ConsumerSlots#consumerElementAt}, consumer only: in the bounded ring's array, or in the chunk that holds
     * that index, following the links the producer published (acquire); null where nothing is stored yet.
     */
    final Object consumerElementAt(int offset) {
        long index = consumerIndex + offset; // plain: this thread is its only writer
        Object[] slots = consumerSlotsOf(index);
        // acquire: pairs with the producer's release store of the element
        return slots == null ? null : Handles.SLOT.getAcquire(slots, consumerSlotIn(index));
    }

    /** {@link ConsumerSlots#consumerReplace}, consumer only: a slot that holds an element, never a cleared one. */
    final void consumerReplace(int offset, Object e) {
        long index = consumerIndex + offset;
        // release: a walk that reads the slot with acquire sees e's fields; the slot stays non-null, so the bounded
        // producer's test of it reads it as taken no sooner than a poll would have cleared it
        Handles.SLOT.setRelease(consumerSlotsOf(index), consumerSlotIn(index), e);
    }

    /** The array that holds element {@code index} (not below the consumer's), or null when not linked yet. */
    private Object[] consumerSlotsOf(long index) {
        Object[] slots = consumerSlots;
        long end = consumerEnd;
        if (end == BOUNDED_END) {
            return index - consumerIndex < boundedCapacity ? slots : null;
        }
        RingChunk chunk = consumerChunk;
        while (index >= end) { // every chunk has the same length; the next one covers the next length of indices
            chunk = chunk.next(); // acquire: the chunk, its array and its base
            if (chunk == null) {
                return null;
            }
            slots = chunk.slots;
            end += consumerMask + 1;
        }
        return slots;
    }

    private int consumerSlotIn(long index) {
        return consumerEnd == BOUNDED_END ? paddedSlot(index, consumerMask) : (int) index & consumerMask;
    }

    // ---- from any thread: what walks and counts read (@ORIGINAL@RingStorage)

    final long consumerIndexAcquire() {
        return (long) Handles.CONSUMER_INDEX.getAcquire(this);
    }

    final long producerIndexAcquire() {
        return (long) Handles.PRODUCER_INDEX.getAcquire(this);
    }

    final RingChunk consumerChunkAcquire() {
        return (RingChunk) Handles.CONSUMER_CHUNK.getAcquire(this);
    }

    /** chunk length - 1: the producer's copy, set before the queue was published and never again */
    final int chunkMask() {
        return producerMask;
    }

    /**
     * The head of a bounded ring without taking it, or null; from any thread. The element read in the slot of the
     * consumer's index is that index's if the index has not moved meanwhile: the producer writes that slot again only
     * after reading the consumer's null, which comes after the index moved on (pollUnguarded), so a later lap's element
     * is seen with the index past it.
     */
    @SuppressWarnings("unchecked") // the producer stores only Es
    final E boundedPeek() {
        for (;;) {
            long c = consumerIndexAcquire();
            Object e = Handles.SLOT.getAcquire(consumerSlots, paddedSlot(c, consumerMask));
            if (consumerIndexAcquire() == c) {
                return (E) e; // the element at c, or null: c not yet written, so empty
            }
            // the consumer moved on while we read: the slot may hold a later element or nothing; read again
        }
    }

    /** The element at bounded {@code index} if it is still there (not yet taken), else null; from any thread. */
    final Object boundedElementAt(long index) {
        Object e = Handles.SLOT.getAcquire(consumerSlots, paddedSlot(index, consumerMask));
        return consumerIndexAcquire() <= index ? e : null;
    }

    /**
     * The handles, in a class of their own: a substitute that keeps no ring never creates them (the first
     * construction of a substitute stays cheap).
     */
    private static final class Handles {
        static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(Object[].class);
        static final VarHandle PRODUCER_INDEX;
        static final VarHandle CONSUMER_INDEX;
        static final VarHandle CONSUMER_CHUNK;
        static final VarHandle SPARE;
        static final VarHandle CONSUMER_DETOUR;
        static final VarHandle PRODUCER_OWNER;
        static final VarHandle CONSUMER_OWNER;

        static {
            try {
                MethodHandles.Lookup l = MethodHandles.lookup();
                PRODUCER_INDEX = l.findVarHandle(@ORIGINAL@RingProducerFields.class, "producerIndex", long.class);
                CONSUMER_INDEX = l.findVarHandle(@ORIGINAL@RingConsumerFields.class, "consumerIndex", long.class);
                CONSUMER_DETOUR = l.findVarHandle(@ORIGINAL@RingConsumerFields.class, "consumerDetour", long.class);
                CONSUMER_CHUNK = l.findVarHandle(@ORIGINAL@RingConsumerFields.class, "consumerChunk", RingChunk.class);
                SPARE = l.findVarHandle(@ORIGINAL@RingConsumerFields.class, "spare", RingChunk.class);
                PRODUCER_OWNER = l.findVarHandle(@ORIGINAL@RingProducerFields.class, "producerOwner", Thread.class);
                CONSUMER_OWNER = l.findVarHandle(@ORIGINAL@RingConsumerFields.class, "consumerOwner", Thread.class);
            } catch (ReflectiveOperationException e) {
                throw new ExceptionInInitializerError(e);
            }
        }
    }
}
