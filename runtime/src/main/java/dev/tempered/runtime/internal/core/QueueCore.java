package dev.tempered.runtime.internal.core;

import dev.tempered.runtime.internal.check.FastPathCopy;
import dev.tempered.runtime.internal.check.Fuse;
import dev.tempered.runtime.internal.check.SideGuard;
import dev.tempered.runtime.internal.ring.ConsumerSlots;
import dev.tempered.runtime.internal.wait.IdleWatch;
import dev.tempered.runtime.internal.wait.Spin;
import dev.tempered.runtime.internal.wait.Waiters;
import java.lang.invoke.VarHandle;
import java.util.AbstractQueue;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.Objects;
import java.util.Queue;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.jctools.queues.MessagePassingQueue;

/**
 * A specialised blocking queue: a {@link Lane} for storage, {@link Waiters} for blocking (spin, yield, then park; see
 * {@link Spin}), and optional {@link SideGuard}s for the contract checks. The v1 substitutes delegate every method
 * here.
 *
 * <p>Sides: producer operations (offer, add, put, addAll) and consumer operations (poll, take, remove(), drainTo,
 * clear; peek/element too where the consumer side is single, because the single-consumer JCTools queues read
 * their consumer index without ordering) are guarded when the side is proven single and checks are on. The other
 * read operations (size, isEmpty, contains, toArray, iterator, toString, ...) work from any thread. Removing an
 * element other than the head (remove(Object), removeIf, removeAll, retainAll, Iterator.remove) is a consumer-side
 * operation of the single-consumer forms ({@link #removeMatching}): the rings compact their slots, the segmented-sc
 * form keeps a consumer-private front ({@link SingleConsumerLane}); the forms with many consumers throw
 * {@link UnsupportedOperationException}.
 */
public final class QueueCore<E> extends AbstractQueue<E> implements BlockingQueue<E> {
    private final Lane<E> lane;
    /**
     * The lane's storage, when the lane adds nothing to its offer or poll (see {@link Lane#offerStorage}), else null:
     * the hot path then reaches the JCTools queue with one load and one type check less per operation.
     */
    private final Queue<E> offerStorage;
    private Queue<E> pollStorage; // not final: cleared when a segmented-sc consumer makes its front (frontInUse)
    /**
     * {@link #offerStorage} / {@link #pollStorage} when that side is also unchecked (the common case: checks off), else
     * null: {@link #offer(Object)} and {@link #poll()} then test one field before reaching JCTools. This repeats
     * offer0/poll0 on purpose: the guard test, the storage test and the lane fallback are what a two-thread hand-over
     * pays per operation (docs/design/rings.md).
     */
    private Queue<E> uncheckedOffer; // not final: cleared when the queue stops (see stop)
    private Queue<E> uncheckedPoll;
    /**
     * The ring an ArrayBlockingQueue substitute keeps in its own fields, on its own type, else null. Typed, so that
     * the JIT calls and inlines it without consulting a type profile: the profile of a call through {@code Queue}
     * here is shared by every queue of every form in the program, and once a program also uses other forms the
     * ring's calls there are polymorphic. The substitute's own offer and poll reach the ring directly, so only the
     * core's other operations (put, take, timed ones, drainTo) come here. Every ring a substitute makes, up to 64K
     * or unbounded, is kept in the substitute's own fields (this one or the next); only a ring bounded above 64K,
     * or a core built alone in tests, is the core's own, behind its lane.
     */
    private final InlineRingArrayBlockingQueue<E> inlineRing;
    /**
     * The ring a LinkedBlockingQueue substitute keeps in its own fields, unbounded or bounded, as storage on its own
     * type; the substitute's own offer and poll reach it directly, so only the core's other
     * operations (put, take, timed ones, drainTo) come here.
     */
    private final InlineRingLinkedBlockingQueue<E> inlineLinkedRing;
    /**
     * False for a quiet core: the spec says no thread ever waits on this queue ({@code waits=none}), so
     * publishing skips the wake-up test ({@link Waiters#signal}: two dependent loads and a branch per offer and per
     * bounded poll, about as much as the ring's own operation). A thread that waits anyway (the analysis was wrong,
     * or the manifest is older than the program) is never stranded: it parks with a bounded back-off and re-checks
     * ({@link #park}, capped at {@link #QUIET_BACKOFF_MAX_NANOS}), and the first such wait is reported once.
     */
    private final boolean signals;
    /** The unchecked fast paths of a quiet core, as the signalling ones above; else null. */
    private Queue<E> quietOffer; // as uncheckedOffer
    private Queue<E> quietPoll;
    /** {@link #BACKOFF_MAX_NANOS}, or {@link #QUIET_BACKOFF_MAX_NANOS} for a quiet core */
    private final long backoffMax;
    /**
     * {@link #pollStorage} when it is a JCTools queue other than a ring's, else null: the spin and yield phases of a
     * wait re-try with its relaxed poll, which reads only the slot and may return null while a
     * producer of a many-producer queue has claimed the slot and not yet stored; a strict poll would then read the
     * producers' index, the cache line every producer's CAS writes. (A ring's relaxed poll is its poll.)
     */
    private MessagePassingQueue<E> relaxedStorage; // as pollStorage
    private final Spec spec;
    private final Form form;
    /** the substitute, for self-reference checks (addAll(self), drainTo(self), toString) */
    private final Object owner;
    /** JDK capacity as the original reports it: Integer.MAX_VALUE when unbounded */
    private final int capacity;
    static final int INTERRUPT_PUT = 1;
    static final int INTERRUPT_TIMED_OFFER = 2;
    static final int INTERRUPT_TAKE = 4;
    static final int INTERRUPT_TIMED_POLL = 8;
    static final int INTERRUPT_ALL = 15;
    /**
     * LinkedTransferQueue's timed poll: an available element is handed over even to an interrupted thread, but one that
     * finds the queue empty throws at once, whatever the timeout (its poll ends {@code if (e != null ||
     * !Thread.interrupted()) return e; throw new InterruptedException()}).
     */
    static final int INTERRUPT_EMPTY_TIMED_POLL = 16;
    /**
     * Bounded park of a waiter the signaller has not acknowledged yet (see Waiters): 1 us doubling to 50 ms. The next
     * signal after the announcement acknowledges and unparks the waiter at once; the back-off only covers a publish
     * that raced the announcement (found by the first short re-checks), so the cap sets how often a thread blocked on
     * an idle, unacknowledged queue wakes to look (20 times a second), not how late an element arrives.
     */
    static final long BACKOFF_MIN_NANOS = 1_000L;
    static final long BACKOFF_MAX_NANOS = 50_000_000L;
    /**
     * A quiet core's waiters are never signalled, so the back-off is all that bounds how late they see an element or
     * room: 1 ms, where a parked thread's polling costs about a thousandth of a CPU.
     */
    static final long QUIET_BACKOFF_MAX_NANOS = 1_000_000L;

    /**
     * The JDK queues that take their lock interruptibly fail an interrupted thread even when it need not wait;
     * which operations do so differs per class (INTERRUPT_* bits).
     */
    private final int interruptOnEntry;
    private final Waiters notEmpty;
    /** null when unbounded: producers never wait, consumers never signal */
    private final Waiters notFull;
    /**
     * The storage's slots from the consumer's side, for the removal operations, where the consumer is single and the
     * storage is a ring that gives them ({@link ConsumerSlots}); else null, and those operations are unsupported.
     */
    private final ConsumerSlots consumerSlots;
    /**
     * The segmented-sc storage, whose consumer removes through a front of its own ({@link SingleConsumerLane}), else
     * null.
     */
    private final SingleConsumerLane<E> frontLane;
    /** null unless checks are on and the side is proven single: the fast path tests one final field */
    private final SideGuard producers;
    private final SideGuard consumers;
    /** The queue's fail-stop when checks are on and a side is guarded, else null; never read on a fast path. */
    private final Fuse fuse;

    QueueCore(Lane<E> lane, Spec spec, Form form, Object owner, int capacity, int interruptOnEntry) {
        this(lane, spec, form, owner, capacity, interruptOnEntry, guard(spec, form.singleProducer, "producer"),
                guard(spec, form.singleConsumer, "consumer"));
    }

    /**
     * @param producers the guard of the producer side, or null when it is unchecked; the same object as the
     *                  substitute's own when the substitute runs some of the side's operations itself
     *                  ({@link InlineRingArrayBlockingQueue}), so that an overlap between the two is seen
     */
    QueueCore(Lane<E> lane, Spec spec, Form form, Object owner, int capacity, int interruptOnEntry,
            SideGuard producers, SideGuard consumers) {
        this(lane, spec, form, owner, capacity, interruptOnEntry, producers, consumers, null, null);
    }

    /**
     * @param notEmpty the consumers' waiters when the substitute signals them itself after its own offers
     *                 ({@link InlineRingArrayBlockingQueue}, {@link InlineRingLinkedBlockingQueue}), so that its
     *                 signals and the core's reach the same waiters; null for the core's own
     * @param notFull  the producers' waiters, likewise, when the substitute signals them after its own polls
     */
    QueueCore(Lane<E> lane, Spec spec, Form form, Object owner, int capacity, int interruptOnEntry,
            SideGuard producers, SideGuard consumers, Waiters notEmpty, Waiters notFull) {
        this.lane = lane;
        this.offerStorage = lane.offerStorage();
        this.pollStorage = lane.pollStorage();
        this.spec = spec;
        this.form = form;
        this.owner = owner;
        this.capacity = capacity;
        this.interruptOnEntry = interruptOnEntry;
        // consumers wait on notEmpty and producers signal it; producers wait on notFull and consumers signal it.
        // A single signalling side makes the signal adaptive (no fence until someone has blocked, see Waiters).
        this.notEmpty = notEmpty != null ? notEmpty : Waiters.create(form.singleConsumer, form.singleProducer);
        this.notFull = lane.capacity == Integer.MAX_VALUE ? null
                : notFull != null ? notFull : Waiters.create(form.singleProducer, form.singleConsumer);
        this.producers = producers;
        this.consumers = consumers;
        this.signals = !spec.neverWaits;
        this.backoffMax = signals ? BACKOFF_MAX_NANOS : QUIET_BACKOFF_MAX_NANOS;
        this.uncheckedOffer = producers == null && signals ? offerStorage : null;
        this.uncheckedPoll = consumers == null && signals ? pollStorage : null;
        this.quietOffer = producers == null && !signals ? offerStorage : null;
        this.quietPoll = consumers == null && !signals ? pollStorage : null;
        this.inlineRing = lane.inlineRing();
        this.inlineLinkedRing = lane.inlineLinkedRing();
        // the core's own rings are no JCTools queues: not testing them keeps JCTools unloaded on a ring site (a
        // runtime on the class path without its relocated JCTools, as the rewriter's tests run it, still works)
        this.relaxedStorage = inlineRing != null || inlineLinkedRing != null ? null : passing(pollStorage);
        this.consumerSlots = form.singleConsumer && lane.q instanceof ConsumerSlots ? (ConsumerSlots) lane.q : null;
        this.frontLane = form.singleConsumer ? lane.frontLane() : null;
        this.fuse = producers != null || consumers != null
                ? new Fuse(spec, this, producers, consumers, this.notEmpty, this.notFull) : null;
        if (producers != null) {
            producers.link(fuse); // plain: published with the queue, as the guards are
        }
        if (consumers != null) {
            consumers.link(fuse);
        }
    }

    /**
     * The fuse has blown ({@link Fuse}): an unguarded side (the many side of a segmented form) leaves its unchecked
     * fast path for the path that reads the fuse. Plain stores, as the fields are read: a thread may run a few more
     * operations on the old path before it sees them, which is correct on a side that many threads may use, and it
     * throws at the latest when it would park (the park loops read the fuse after announcing).
     */
    public void stop() {
        uncheckedOffer = null;
        uncheckedPoll = null;
        quietOffer = null;
        quietPoll = null;
    }

    /**
     * The entry of a side that has no guard: null, the token of no guard; throws when the queue is stopped. Only
     * operations off the unchecked fast paths come here.
     */
    private Thread open() {
        Fuse f = fuse;
        if (f != null) {
            f.check();
        }
        return null;
    }

    /** The guard of a side: only when checks are on and the side is proven single. */
    static SideGuard guard(Spec spec, boolean single, String side) {
        return guard(spec, single, side, null);
    }

    /** {@link #guard(Spec, boolean, String)} whose owner is also copied to {@code copy} (may be null). */
    static SideGuard guard(Spec spec, boolean single, String side, FastPathCopy copy) {
        return spec.checked() && single ? new SideGuard(spec, side, copy) : null;
    }

    /** {@code q} as a JCTools queue, or null when it is none (or null). */
    @SuppressWarnings("unchecked") // a Queue<E> that is a MessagePassingQueue holds Es
    private static <E> MessagePassingQueue<E> passing(Queue<E> q) {
        return q instanceof MessagePassingQueue ? (MessagePassingQueue<E>) q : null;
    }

    public Form form() {
        return form;
    }

    /** The exception for an operation this form cannot honour; it names the form and the site. */
    public UnsupportedOperationException unsupported(String operation) {
        return new UnsupportedOperationException(operation + " is not supported by the Tempered " + form.label
                + " queue form (" + spec.topology + ") at " + spec.describeSite()
                + "; see docs/runtime-operations.md");
    }

    /**
     * Threads blocked in take/timed poll that no element is there for (LinkedTransferQueue's getWaitingConsumerCount):
     * the JDK's offer matches a waiting consumer before it returns, so a consumer that an offer has already handed its
     * element to (published, unparked, not yet back from its park) is not counted. A woken waiter deregisters before it
     * polls, so each element in the queue stands for at most one announced waiter that is on its way out. The size is
     * read first: a size that misses an element a woken waiter polled is followed by a count without that waiter (its
     * deregistration comes before its poll, whose index store is ordered after it); read the other way round, the
     * count can still hold the waiter and the size miss its element, so the served consumer would be counted.
     */
    public int waitingConsumers() {
        int stored = lane.size();
        int announced = notEmpty.count();
        return Math.max(0, announced - stored);
    }

    // ---- storage primitives: publish, then wake the other side only if someone announced

    private boolean offer0(E e) {
        if (offerStored(e)) {
            if (signals) {
                notEmpty.signal();
            }
            return true;
        }
        return false;
    }

    /** The storage's offer: the ring's on its own type (see {@link #inlineRing}), else the storage's or the lane's. */
    private boolean offerStored(E e) {
        InlineRingArrayBlockingQueue<E> inline = inlineRing;
        if (inline != null) {
            return inline.offerUnsignalled(e);
        }
        InlineRingLinkedBlockingQueue<E> inlineLinked = inlineLinkedRing;
        if (inlineLinked != null) {
            return inlineLinked.offerUnsignalled(e);
        }
        Queue<E> s = offerStorage;
        return s != null ? s.offer(e) : lane.offer(e);
    }

    private E poll0() {
        E e = polled();
        if (e != null && notFull != null && signals) {
            notFull.signal();
        }
        return e;
    }

    /** The storage's poll, chosen as {@link #offerStored} chooses. */
    private E polled() {
        InlineRingArrayBlockingQueue<E> inline = inlineRing;
        if (inline != null) {
            return inline.pollUnguarded(false); // the core signals after it, in poll0
        }
        InlineRingLinkedBlockingQueue<E> inlineLinked = inlineLinkedRing;
        if (inlineLinked != null) {
            return inlineLinked.pollUnguarded(false); // the core signals after it, in poll0
        }
        Queue<E> s = pollStorage;
        return s != null ? s.poll() : lane.poll();
    }

    /**
     * {@link #poll0} for the spin and yield phases of a wait: may miss an element a producer is still storing (see
     * {@link #relaxedStorage}); the park phase re-checks with {@link #poll0} after announcing, so none is lost.
     */
    private E relaxedPoll0() {
        MessagePassingQueue<E> relaxed = relaxedStorage;
        SingleConsumerLane<E> fronted = frontLane;
        E e = relaxed != null ? relaxed.relaxedPoll() : fronted != null ? fronted.relaxedPoll() : polled();
        if (e != null && notFull != null && signals) {
            notFull.signal();
        }
        return e;
    }

    /** Fills a queue under construction (the JDK's Collection constructors); not a producer-side entry. */
    boolean offerInitial(E e) {
        Objects.requireNonNull(e);
        return lane.offer(e);
    }

    // ---- producer side

    @Override
    public boolean offer(E e) {
        Objects.requireNonNull(e);
        Queue<E> quietStorage = quietOffer;
        if (quietStorage != null) {
            return quietStorage.offer(e);
        }
        Queue<E> s = uncheckedOffer;
        if (s != null) { // offer0 without the lane and the guard
            if (s.offer(e)) {
                notEmpty.signal();
                return true;
            }
            return false;
        }
        if (producers == null) {
            open();
            return offer0(e);
        }
        Thread t = producers.enterBrief();
        try {
            return offer0(e);
        } finally {
            producers.exitBrief(t);
        }
    }

    @Override
    public boolean add(E e) {
        if (offer(e)) {
            return true;
        }
        throw full();
    }

    /** What add and addAll throw at capacity, as the JDK's AbstractQueue.add does. */
    private static IllegalStateException full() {
        return new IllegalStateException("Queue full");
    }

    @Override
    public boolean addAll(Collection<? extends E> c) {
        Objects.requireNonNull(c);
        if (c == this || c == owner) {
            throw new IllegalArgumentException();
        }
        Thread t = producers == null ? open() : producers.enter();
        try {
            boolean modified = false;
            for (E e : c) {
                // add(e) without entering the guard again (SideGuard.enter: callers do not nest)
                Objects.requireNonNull(e);
                if (!offer0(e)) {
                    throw full();
                }
                modified = true;
            }
            return modified;
        } finally {
            if (producers != null) {
                producers.exit(t);
            }
        }
    }

    @Override
    public void put(E e) throws InterruptedException {
        Objects.requireNonNull(e);
        Thread t = producers == null ? open() : producers.enter();
        try {
            if ((interruptOnEntry & INTERRUPT_PUT) != 0 && Thread.interrupted()) {
                throw new InterruptedException();
            }
            if (!offer0(e)) {
                awaitRoom(e, false, 0L);
            }
        } finally {
            if (producers != null) {
                producers.exit(t);
            }
        }
    }

    @Override
    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        Objects.requireNonNull(e);
        long nanos = unit.toNanos(timeout);
        Thread t = producers == null ? open() : producers.enter();
        try {
            if ((interruptOnEntry & INTERRUPT_TIMED_OFFER) != 0 && Thread.interrupted()) {
                throw new InterruptedException();
            }
            if (offer0(e)) {
                return true;
            }
            return nanos > 0L && awaitRoom(e, true, nanos);
        } finally {
            if (producers != null) {
                producers.exit(t);
            }
        }
    }

    /** Blocks until {@code e} fits (or the timeout elapses). Unbounded queues never get here. */
    private boolean awaitRoom(E e, boolean timed, long nanos) throws InterruptedException {
        return await(e, timed, nanos) != null;
    }

    /** Blocks until an element arrives (or the timeout elapses: null). */
    @SuppressWarnings("unchecked") // await returns what poll0 took
    private E awaitElement(boolean timed, long nanos) throws InterruptedException {
        return (E) await(null, timed, nanos);
    }

    /**
     * One try of a waiting producer ({@code e} non-null: {@code e} once it is stored, else null) or consumer
     * ({@code e} null: the element taken, or null). {@code relaxed}: a consumer's spin and yield phases re-try with
     * the relaxed poll, a producer's with its plain offer.
     */
    private Object attempt(E e, boolean relaxed) {
        if (e == null) {
            return relaxed ? relaxedPoll0() : poll0();
        }
        return offer0(e) ? e : null;
    }

    /**
     * The wait of {@link #awaitRoom} ({@code e} non-null) and {@link #awaitElement} ({@code e} null): spin, yield,
     * then park; returns what the first successful {@link #attempt} returned, or null at the deadline.
     */
    private Object await(E e, boolean timed, long nanos) throws InterruptedException {
        boolean forElement = e == null;
        Waiters w = forElement ? notEmpty : notFull;
        long deadline = timed ? System.nanoTime() + nanos : 0L;
        if (Thread.interrupted()) { // before spinning: an interrupted thread must not burn CPU first
            throw new InterruptedException();
        }
        if (!forElement && frontLane != null && w.count() > 0) {
            // segmented-sc, whose producers are many: others are already parked for room, so the queue has stayed
            // full for a whole spin and yield phase. Spinning or yielding now would take CPU from the one consumer
            // that can make room, while the producers ahead of this one are woken first anyway (one at a time, see
            // handOn); so queue up behind them at once, as a producer of the JDK queue blocks on its lock's
            // condition. The park phase announces and re-checks as ever, so nothing is lost.
            try {
                return parkFor(e, w, timed, deadline, System.nanoTime());
            } finally {
                handOn(forElement);
            }
        }
        // spin, then yield for the condition's adaptive budget (Spin; bounded): re-tries, nothing announced yet
        for (int i = Spin.spins(); i > 0; i--) {
            Thread.onSpinWait();
            Object got = attempt(e, true);
            if (got != null) {
                return got;
            }
            if (timed && deadline - System.nanoTime() <= 0L) {
                return attempt(e, false); // strictly, once: a consumer's relaxed polls may have missed an element
            }
        }
        long waitStart = System.nanoTime();
        long budget = w.yieldBudget();
        while (budget > 0L) { // 0: no yield at all (see Waiters.waited: the last waits were long, or a yield stalled)
            Thread.yield();
            Object got = attempt(e, true);
            if (got != null) {
                w.waited(System.nanoTime() - waitStart);
                return got;
            }
            long now = System.nanoTime();
            if (timed && deadline - now <= 0L) {
                return attempt(e, false); // strictly, once (see above)
            }
            if (now - waitStart >= budget) {
                break;
            }
        }
        try {
            return parkFor(e, w, timed, deadline, waitStart);
        } finally {
            handOn(forElement);
        }
    }

    /** The park phase of {@link #await}: announce on {@code w}, re-check, park, until an attempt succeeds or the deadline. */
    private Object parkFor(E e, Waiters w, boolean timed, long deadline, long waitStart) throws InterruptedException {
        boolean forElement = e == null;
        if (!signals) {
            reportQuietWait(forElement ? "an element" : "room");
        }
        Thread me = Thread.currentThread();
        long backoff = BACKOFF_MIN_NANOS;
        for (;;) {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            long remaining = 0L;
            if (timed) {
                remaining = deadline - System.nanoTime(); // re-read after every (possibly spurious) wake-up
                if (remaining <= 0L) {
                    return null;
                }
            }
            boolean untimedSafe = w.register(me) && signals; // a quiet core's waits are bounded (see signals)
            try {
                Object got = attempt(e, false); // the re-check after announcing (see Waiters)
                if (got != null) {
                    w.waited(System.nanoTime() - waitStart);
                    return got;
                }
                open(); // after announcing: a stop either is seen here or unparks this thread (Fuse)
                backoff = park(untimedSafe, timed, remaining, backoff, forElement);
                open(); // woken by a stop: throw, rather than take what is left
            } finally {
                w.deregister(me);
            }
            Object got = attempt(e, false);
            if (got != null) {
                w.waited(System.nanoTime() - waitStart);
                return got;
            }
        }
    }

    /**
     * A waiter leaving the park phase of a condition with several waiters (with its room or element, by timeout or by
     * interrupt) hands a wake-up on when others could go on: a signal wakes one waiter only (see Waiters.Many), and
     * the one it picked may be this thread, already on its way out. Ordering (a Dekker pair with the signaller): this
     * thread has deregistered (a CAS in the waiter set) and then fences before it reads the queue; a signaller
     * publishes, fences, then reads the set. If the signaller still saw this thread in the set (and woke it for
     * nothing), this read sees what the signaller published, so the wake-up goes on to the next waiter. Extra
     * wake-ups are harmless: a woken waiter re-checks and parks again.
     */
    private void handOn(boolean forElement) {
        Waiters w = forElement ? notEmpty : notFull;
        if (w.wakesOne()) {
            VarHandle.fullFence(); // deregistered before reading the queue (see above)
            if (forElement ? !lane.isEmpty() : lane.size() < lane.capacity) {
                w.wake();
            }
        }
    }

    /** A thread is about to park on a quiet core (see {@link #signals}): say once per site that the manifest was wrong. */
    private void reportQuietWait(String what) {
        Report.once("waits|" + spec.describeSite(), "tempered: thread \"" + Thread.currentThread().getName()
                + "\" waits for " + what + " on the queue at " + spec.describeSite() + ", where the manifest found no"
                + " waiting operation (waits=none): its wake-ups are not signalled, so it re-checks at least every "
                + QUIET_BACKOFF_MAX_NANOS / 1_000_000L + " ms; run `tempered analyze` again on this program");
    }

    /**
     * Parks once. When {@code untimedSafe} (every signal is now fenced, see Waiters) exactly like the JDK: until
     * unparked, or until the deadline for a timed wait. Otherwise a signal may have skipped its unpark, so the park is
     * bounded by the back-off (and by the deadline, so timed waits keep their exact timeout) and the caller re-checks;
     * the back-off doubles up to {@link #backoffMax}. Once it has reached that cap on a signalling core (the queue has
     * stayed idle for the whole back-off), the re-check is handed to the {@link IdleWatch} and the park is untimed (or
     * until the deadline), so that a thread blocked on an idle queue shows WAITING and uses no CPU. A quiet core keeps
     * its bounded re-check (its waiters are never signalled). Interrupts end any park; the caller's loop throws.
     *
     * @param forElement whether the caller waits for an element (else for room): what the watcher checks
     * @return the back-off for the next round
     */
    private long park(boolean untimedSafe, boolean timed, long remaining, long backoff, boolean forElement) {
        if (untimedSafe) {
            parkFor(timed, remaining);
            return backoff;
        }
        if (signals && backoff >= backoffMax) {
            IdleWatch.Ticket ticket = IdleWatch.watch(Thread.currentThread(),
                    forElement ? this::hasElement : this::hasRoom);
            if (ticket != null) {
                try {
                    parkFor(timed, remaining);
                } finally {
                    IdleWatch.unwatch(ticket);
                }
                return backoff;
            }
        }
        LockSupport.parkNanos(this, timed ? Math.min(remaining, backoff) : backoff);
        return Math.min(backoff << 1, backoffMax);
    }

    /** Parks until unparked, or until the deadline {@code remaining} nanoseconds away for a timed wait. */
    private void parkFor(boolean timed, long remaining) {
        if (timed) {
            LockSupport.parkNanos(this, remaining);
        } else {
            LockSupport.park(this);
        }
    }

    /** The {@link IdleWatch}'s re-check of a waiting consumer (a weak read, from the watcher's thread). */
    private boolean hasElement() {
        return !lane.isEmpty();
    }

    /** The {@link IdleWatch}'s re-check of a waiting producer. */
    private boolean hasRoom() {
        return lane.size() < lane.capacity;
    }

    // ---- consumer side

    @Override
    public E poll() {
        Queue<E> quietStorage = quietPoll;
        if (quietStorage != null) {
            return quietStorage.poll();
        }
        Queue<E> s = uncheckedPoll;
        if (s != null) { // poll0 without the lane and the guard
            E e = s.poll();
            if (e != null && notFull != null) {
                notFull.signal();
            }
            return e;
        }
        if (consumers == null) {
            open();
            return poll0();
        }
        Thread t = consumers.enterBrief();
        try {
            return poll0();
        } finally {
            consumers.exitBrief(t);
        }
    }

    @Override
    public E take() throws InterruptedException {
        Thread t = consumers == null ? open() : consumers.enter();
        try {
            if ((interruptOnEntry & INTERRUPT_TAKE) != 0 && Thread.interrupted()) {
                throw new InterruptedException();
            }
            E e = poll0();
            return e != null ? e : awaitElement(false, 0L);
        } finally {
            if (consumers != null) {
                consumers.exit(t);
            }
        }
    }

    @Override
    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        Thread t = consumers == null ? open() : consumers.enter();
        try {
            if ((interruptOnEntry & INTERRUPT_TIMED_POLL) != 0 && Thread.interrupted()) {
                throw new InterruptedException();
            }
            E e = poll0();
            if (e != null) {
                return e;
            }
            if ((interruptOnEntry & INTERRUPT_EMPTY_TIMED_POLL) != 0 && Thread.interrupted()) {
                throw new InterruptedException();
            }
            return nanos <= 0L ? null : awaitElement(true, nanos);
        } finally {
            if (consumers != null) {
                consumers.exit(t);
            }
        }
    }

    @Override
    public E peek() {
        if (consumers == null) {
            open();
            return lane.peek();
        }
        Thread t = consumers.enterBrief();
        try {
            return lane.peek();
        } finally {
            consumers.exitBrief(t);
        }
    }

    @Override
    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    @Override
    public int drainTo(Collection<? super E> c, int maxElements) {
        Objects.requireNonNull(c);
        if (c == this || c == owner) {
            throw new IllegalArgumentException();
        }
        if (maxElements <= 0) {
            return 0;
        }
        Thread t = consumers == null ? open() : consumers.enter();
        try {
            SingleConsumerLane<E> fronted = frontLane;
            if (fronted != null) {
                return drainFront(fronted, c, maxElements);
            }
            int n = 0;
            while (n < maxElements) {
                E e = poll0();
                if (e == null) {
                    break;
                }
                c.add(e); // BlockingQueue.drainTo: on failure an element may be in neither collection
                n++;
            }
            return n;
        } finally {
            if (consumers != null) {
                consumers.exit(t);
            }
        }
    }

    /**
     * {@link #drainTo(Collection, int)} in the segmented-sc form: the lane returns the drained elements' permits at
     * once ({@link SingleConsumerLane#drainTo}), and one signal wakes a producer waiting for room, after the permits
     * are back (the Dekker pair of Waiters); a woken producer that leaves with room still left hands the wake-up on
     * to the next ({@link #handOn}), as after a poll. Signalled also when {@code c.add} throws, since the elements
     * taken until then have left the queue.
     */
    private int drainFront(SingleConsumerLane<E> fronted, Collection<? super E> c, int maxElements) {
        try {
            return fronted.drainTo(c, maxElements);
        } finally {
            if (notFull != null && signals) {
                notFull.signal();
            }
        }
    }

    @Override
    public void clear() {
        Thread t = consumers == null ? open() : consumers.enter();
        try {
            while (poll0() != null) {
                // drop
            }
        } finally {
            if (consumers != null) {
                consumers.exit(t);
            }
        }
    }

    // ---- any thread

    @Override
    public int size() {
        return lane.size();
    }

    @Override
    public boolean isEmpty() {
        return lane.isEmpty();
    }

    @Override
    public int remainingCapacity() {
        return capacity - size();
    }

    /**
     * Weakly consistent, from any thread. Its {@code remove()} is a removal operation (consumer-side, see
     * {@link #removeMatching}): it takes out the element the last {@code next()} returned, that very object, if it is
     * still in the queue, and does nothing if it has been taken meanwhile, as the JDK's iterators do.
     */
    @Override
    public Iterator<E> iterator() {
        Iterator<E> it = lane.iterator();
        return new Iterator<E>() {
            private E last;

            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public E next() {
                E e = it.next();
                last = e;
                return e;
            }

            @Override
            public void remove() {
                E e = last;
                if (e == null) {
                    throw new IllegalStateException();
                }
                last = null;
                removeMatching(x -> x == e, FIRST, "iterator().remove()");
            }
        };
    }

    @Override
    public Spliterator<E> spliterator() {
        return Spliterators.spliteratorUnknownSize(iterator(),
                Spliterator.ORDERED | Spliterator.NONNULL | Spliterator.CONCURRENT);
    }

    @Override
    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        for (Iterator<E> it = lane.iterator(); it.hasNext(); ) {
            action.accept(it.next());
        }
    }

    @Override
    public boolean contains(Object o) {
        if (o == null) {
            return false;
        }
        for (Iterator<E> it = lane.iterator(); it.hasNext(); ) {
            if (o.equals(it.next())) {
                return true;
            }
        }
        return false;
    }

    @Override
    public Object[] toArray() {
        return snapshot().toArray();
    }

    @Override
    public <T> T[] toArray(T[] a) {
        return snapshot().toArray(a);
    }

    /** One pass of the iterator: a weakly consistent copy, in queue order. */
    public ArrayList<E> snapshot() {
        ArrayList<E> list = new ArrayList<>();
        for (Iterator<E> it = lane.iterator(); it.hasNext(); ) {
            list.add(it.next());
        }
        return list;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("[");
        boolean first = true;
        for (Iterator<E> it = lane.iterator(); it.hasNext(); ) {
            E e = it.next();
            if (!first) {
                sb.append(", ");
            }
            first = false;
            sb.append(e == owner ? "(this Collection)" : String.valueOf(e));
        }
        return sb.append(']').toString();
    }

    // ---- interior removal: consumer-side, in the single-consumer rings

    /** Which matches a removal takes out (see {@link #removeMatching}). */
    private static final int FIRST = 0;
    private static final int LAST = 1;
    private static final int ALL = 2;

    @Override
    public boolean remove(Object o) {
        if (o == null) {
            return false; // as the JDK's: no element is null
        }
        return removeMatching(o::equals, FIRST, "remove(Object)");
    }

    /** LinkedBlockingDeque's removeLastOccurrence: the last element equal to {@code o}. */
    public boolean removeLast(Object o) {
        if (o == null) {
            return false;
        }
        return removeMatching(o::equals, LAST, "removeLastOccurrence(Object)");
    }

    /**
     * A descending iterator's remove: the last occurrence of that very object, if still in the queue (the ascending
     * iterator's is in {@link #iterator()}).
     */
    public void removeLastIdentical(Object e) {
        removeMatching(x -> x == e, LAST, "descendingIterator().remove()");
    }

    @Override
    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        return removeMatching(filter, ALL, "removeIf");
    }

    @Override
    public boolean removeAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return removeMatching(c::contains, ALL, "removeAll");
    }

    @Override
    public boolean retainAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return removeMatching(e -> !c.contains(e), ALL, "retainAll");
    }

    /**
     * Removes the elements {@code drop} selects ({@code which}: the first, the last or all of them), as the consumer:
     * a consumer-side operation, guarded like poll. Only a ring's storage gives the consumer its slots
     * ({@link ConsumerSlots}); the other forms throw {@link #unsupported}.
     *
     * <p>How: read the elements stored from the head on (the stretch the producer never writes again), decide which
     * go, then compact towards the tail: each kept element moves to the highest free place, so the stretch ends with
     * the kept ones in their order and starts with as many stale places as elements dropped, which ordinary polls
     * then take off the head. The producer sees only those polls: a slot is cleared only by them, in order, as it
     * would be by polls of the dropped elements, so a bounded ring's capacity stays exact. The filter runs before
     * anything is moved, so one that throws leaves the queue as it was. Elements stored during the operation lie past
     * the stretch and are kept. Another thread's walk (iteration, contains, toArray) may meet an element twice or miss
     * one while the elements move; it is weakly consistent, as documented for the forms.
     */
    private boolean removeMatching(Predicate<? super E> drop, int which, String operation) {
        ConsumerSlots slots = consumerSlots;
        SingleConsumerLane<E> fronted = frontLane;
        if (slots == null && fronted == null) {
            throw unsupported(operation);
        }
        Thread t = consumers == null ? null : consumers.enter();
        try {
            if (slots == null) {
                return removeInFront(fronted, drop, which);
            }
            ArrayList<E> run = new ArrayList<>();
            int limit = lane.capacity;
            for (int i = 0; i < limit; i++) {
                @SuppressWarnings("unchecked") // the producer stores only Es
                E e = (E) slots.consumerElementAt(i);
                if (e == null) {
                    break;
                }
                run.add(e);
            }
            int n = run.size();
            boolean[] dropped = new boolean[n];
            int count = 0;
            if (which == LAST) {
                for (int i = n - 1; i >= 0 && count == 0; i--) {
                    if (drop.test(run.get(i))) {
                        dropped[i] = true;
                        count = 1;
                    }
                }
            } else {
                for (int i = 0; i < n && (which == ALL || count == 0); i++) {
                    if (drop.test(run.get(i))) {
                        dropped[i] = true;
                        count++;
                    }
                }
            }
            if (count == 0) {
                return false;
            }
            int to = n - 1;
            for (int from = n - 1; from >= 0; from--) {
                if (!dropped[from]) {
                    if (to != from) {
                        slots.consumerReplace(to, run.get(from));
                    }
                    to--;
                }
            }
            for (int i = 0; i < count; i++) {
                poll0(); // a stale place off the head; frees a slot and wakes a producer waiting for room
            }
            return true;
        } finally {
            if (consumers != null) {
                consumers.exit(t);
            }
        }
    }

    /**
     * {@link #removeMatching} in the segmented-sc form: the lane moves what it must pass into the consumer's front and
     * drops the matches there ({@link SingleConsumerLane}); each dropped element returns a permit, and a producer
     * waiting for room is woken for it, as by a poll (a signal wakes one waiter of the many producers).
     */
    private boolean removeInFront(SingleConsumerLane<E> fronted, Predicate<? super E> drop, int which) {
        frontInUse();
        int count = which == FIRST ? (fronted.removeFirst(drop) ? 1 : 0)
                : fronted.removeAll(drop, which == LAST ? SingleConsumerLane.LAST : SingleConsumerLane.ALL);
        if (notFull != null && signals) {
            for (int i = 0; i < count; i++) {
                notFull.signal(); // after the lane returned the permits (the Dekker pair of Waiters)
            }
        }
        return count > 0;
    }

    /**
     * The consumer is about to make a front ({@link SingleConsumerLane}): from now on its polls go through the lane,
     * which takes from the front first, not straight to the storage. Plain stores by the consumer, read by the
     * consumer's own later polls (another thread that polls is a second consumer, which the contract rules out; a
     * stop may clear the same fields meanwhile, to the same value).
     */
    private void frontInUse() {
        pollStorage = null;
        relaxedStorage = null;
        uncheckedPoll = null;
        quietPoll = null;
    }
}
