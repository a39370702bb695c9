package dev.tempered.jcstress;

import dev.tempered.runtime.internal.core.Cores;
import dev.tempered.runtime.internal.core.Form;
import dev.tempered.runtime.internal.core.Spec;
import dev.tempered.runtime.v1.TemperedArrayBlockingQueue;
import dev.tempered.runtime.v1.TemperedConcurrentLinkedQueue;
import dev.tempered.runtime.v1.TemperedLinkedBlockingDeque;
import dev.tempered.runtime.v1.TemperedLinkedBlockingQueue;
import dev.tempered.runtime.v1.TemperedLinkedTransferQueue;
import java.util.Queue;
import java.util.concurrent.BlockingQueue;

/**
 * The queues under test: the runtime's substitutes, built through the constructor contract
 * (original arguments plus a spec string) exactly as rewritten code builds them. The only class
 * that names an implementation.
 */
final class Subjects {

    /** Small, so the tests run against the capacity and wrap the ring. */
    static final int CAPACITY = 4;

    /** The runtime's unbounded ring's chunk length; used to make offers cross a chunk link. */
    static final int CHUNK = Cores.ringChunk();

    private Subjects() {
    }

    /**
     * The ArrayBlockingQueue ring where a thread may wait: kept in the substitute's fields, whose offer and poll signal
     * the core's waiters (design note rings).
     */
    static BlockingQueue<Object> ringBounded(String checks) {
        BlockingQueue<Object> q = new TemperedArrayBlockingQueue<>(CAPACITY, spec("ring", "spsc", checks, Form.RING));
        if (!Cores.keepsRingInline(q)) {
            throw new IllegalStateException("the ring of " + q.getClass().getName() + " is not kept inline");
        }
        return q;
    }

    /**
     * A bounded ring in the core, with the core's own guards: the runtime's chunked ring behind {@code QueueCore}, as
     * the LinkedBlockingQueue substitute keeps a ring bounded above the array limit (64K). Below it, the substitute
     * keeps the ring in its own fields (design note rings).
     */
    static BlockingQueue<Object> ringInCore(String checks) {
        BlockingQueue<Object> q = new TemperedLinkedBlockingQueue<>(70_000, spec("ring", "spsc", checks, Form.RING));
        if (Cores.keepsRingInline(q)) {
            throw new IllegalStateException("the ring of " + q.getClass().getName() + " is kept inline");
        }
        return q;
    }

    /**
     * The ring the ArrayBlockingQueue substitute keeps in its own fields (design note rings): quiet, unchecked, a power
     * of two. Checked, as {@link #spec} checks the form: otherwise a test would pass on the core's ring.
     */
    static BlockingQueue<Object> ringInline() {
        return ringInline("off");
    }

    /** {@link #ringInline()} with contract checks: its owner's offer and poll check at entry only (design note checks).
     * */
    static BlockingQueue<Object> ringInline(String checks) {
        return ringInline(checks, CAPACITY);
    }

    /**
     * {@link #ringInline(String)} of any capacity. The array is the next power of two, and where that is larger the
     * producer's room test reads the slot of the element a capacity back, not the one it writes (design note rings).
     */
    static BlockingQueue<Object> ringInline(String checks, int capacity) {
        String spec = spec("ring", "spsc", checks, Form.RING) + "|waits=none";
        // as the rewriter's in-place form makes it: the ring's own class (design note rewrite-and-abi)
        BlockingQueue<Object> q = ringClass(TemperedArrayBlockingQueue.allocate(spec, spec, capacity));
        if (!Cores.keepsRingInline(q)) {
            throw new IllegalStateException("the ring of " + q.getClass().getName() + " is not kept inline");
        }
        return q;
    }

    /** The ArrayBlockingQueue substitute's signalling ring, as {@code allocate} makes it (design note rewrite-and-abi).
     * */
    static BlockingQueue<Object> ringBoundedArray(int capacity) {
        String spec = spec("ring", "spsc", "off", Form.RING);
        return ringClass(TemperedArrayBlockingQueue.allocate(spec, spec, capacity));
    }

    /**
     * {@link #ringBoundedArray}'s ring made by the constructor form: the substitute's own class, whose offer and poll
     * test the site's kind per call before the same ring code.
     */
    static BlockingQueue<Object> ringBoundedArrayConstructed(int capacity) {
        BlockingQueue<Object> q = new TemperedArrayBlockingQueue<>(capacity, spec("ring", "spsc", "off", Form.RING));
        if (q.getClass() != TemperedArrayBlockingQueue.class) {
            throw new IllegalStateException("the constructor made " + q.getClass().getName());
        }
        return q;
    }

    /**
     * The bounded ring the LinkedBlockingQueue substitute keeps in its generated inline ring's fields (design note
     * rings): one array, exact at any capacity as the ArrayBlockingQueue ring is, its offer and poll signalling the
     * core's waiters.
     */
    static BlockingQueue<Object> ringBoundedLinked(int capacity) {
        return ringBoundedLinked(capacity, "");
    }

    /** {@link #ringBoundedLinked(int)} with {@code more} appended to its spec ({@code "|waits=none"}: quiet). */
    static BlockingQueue<Object> ringBoundedLinked(int capacity, String more) {
        String spec = spec("ring", "spsc", "off", Form.RING) + more;
        // as the rewriter's in-place form makes it: the bounded ring's own class, its poll the bounded path alone
        return ringClass(inline(TemperedLinkedBlockingQueue.allocate(spec, spec, capacity)));
    }

    /** The LinkedBlockingDeque substitute's bounded ring, the same generated ring as {@link #ringBoundedLinked}'s. */
    static BlockingQueue<Object> ringBoundedDeque(int capacity) {
        String spec = spec("ring", "spsc", "off", Form.RING);
        return ringClass(inline(TemperedLinkedBlockingDeque.allocate(spec, spec, capacity)));
    }

    /** {@code q}, checked to be a ring's own class from {@code allocate} (design note rewrite-and-abi): no test passes
     * on another. */
    private static <Q extends Queue<Object>> Q ringClass(Q q) {
        if (q.getClass().getEnclosingClass() == null) {
            throw new IllegalStateException("allocate made " + q.getClass().getName() + ", not a ring's own class");
        }
        return q;
    }

    /**
     * The unbounded ring the LinkedBlockingQueue substitute keeps in its own fields (design note rings), where a thread
     * may wait: its offer signals the core's taker. The same ring, generated from one template, is what
     * {@link #ringUnboundedNonBlocking()} and {@link #ringTransfer()} keep (design note rings); the runtime's own
     * linked ring in the core is {@link #ringLinkedInCore()}'s.
     */
    static BlockingQueue<Object> ringUnbounded() {
        return ringUnbounded("off");
    }

    /** {@link #ringUnbounded()} with contract checks: its offer and poll check at entry only (design note checks). */
    static BlockingQueue<Object> ringUnbounded(String checks) {
        return inline(new TemperedLinkedBlockingQueue<>(spec("ring", "spsc", checks, Form.RING)));
    }

    /** The ConcurrentLinkedQueue substitute's inline unbounded ring: no thread ever waits on it. */
    static Queue<Object> ringUnboundedNonBlocking() {
        return inline(new TemperedConcurrentLinkedQueue<>(spec("ring", "spsc", "off", Form.RING)));
    }

    /** The LinkedTransferQueue substitute's inline unbounded ring: its offer signals the core's taker. */
    static BlockingQueue<Object> ringTransfer() {
        return inline(new TemperedLinkedTransferQueue<>(spec("ring", "spsc", "off", Form.RING)));
    }

    /**
     * The runtime's own linked ring in the core ({@code Cores.ownRing} behind {@code QueueCore}), where a
     * substitute keeps it: a ring bounded above the array limit (64K), which no substitute keeps inline.
     */
    static BlockingQueue<Object> ringLinkedInCore() {
        BlockingQueue<Object> q = new TemperedLinkedBlockingQueue<>(70_000, spec("ring", "spsc", "off", Form.RING));
        if (Cores.keepsRingInline(q)) {
            throw new IllegalStateException("the ring of " + q.getClass().getName() + " is kept inline");
        }
        return q;
    }

    /** {@code q}, once it is known to keep its ring in its own fields: otherwise a test would pass on the core's. */
    private static <Q extends Queue<Object>> Q inline(Q q) {
        if (!Cores.keepsRingInline(q)) {
            throw new IllegalStateException("the ring of " + q.getClass().getName() + " is not kept inline");
        }
        return q;
    }

    static BlockingQueue<Object> singleConsumer() {
        return new TemperedLinkedBlockingQueue<>(spec("segmented", "mpsc", "off", Form.SEGMENTED_SC));
    }

    static BlockingQueue<Object> singleConsumerBounded(int capacity) {
        return new TemperedArrayBlockingQueue<>(capacity, spec("segmented", "mpsc", "off", Form.SEGMENTED_SC));
    }

    /** {@link #singleConsumer()} with contract checks (the consumer side is guarded). */
    static BlockingQueue<Object> singleConsumer(String checks) {
        return new TemperedLinkedBlockingQueue<>(spec("segmented", "mpsc", checks, Form.SEGMENTED_SC));
    }

    /**
     * The bounded single-consumer form at capacity 1, full with {@code element}: put by the constructor (the
     * JDK's Collection constructor), which is no producer-side entry, so no thread owns a side yet.
     */
    static BlockingQueue<Object> singleConsumerFull(Object element) {
        return new TemperedArrayBlockingQueue<>(1, false, java.util.List.of(element),
                spec("segmented", "mpsc", "off", Form.SEGMENTED_SC));
    }

    /** The bounded single-producer form at capacity 1, full (as {@link #singleConsumerFull}), with checks. */
    static BlockingQueue<Object> singleProducerFull(Object element, String checks) {
        return new TemperedArrayBlockingQueue<>(1, false, java.util.List.of(element),
                spec("segmented", "spmc", checks, Form.SEGMENTED_SP));
    }

    static BlockingQueue<Object> singleProducer() {
        return new TemperedLinkedBlockingQueue<>(spec("segmented", "spmc", "off", Form.SEGMENTED_SP));
    }

    static BlockingQueue<Object> singleProducerBounded(int capacity) {
        return new TemperedArrayBlockingQueue<>(capacity, spec("segmented", "spmc", "off", Form.SEGMENTED_SP));
    }

    static BlockingQueue<Object> general() {
        return new TemperedLinkedBlockingQueue<>(spec("segmented-general", "mpmc", "off", Form.SEGMENTED_GENERAL));
    }

    static BlockingQueue<Object> generalBounded(int capacity) {
        return new TemperedArrayBlockingQueue<>(capacity,
                spec("segmented-general", "mpmc", "off", Form.SEGMENTED_GENERAL));
    }

    /** Moves the queue's indices by {@code n} so that the next offers land where {@code n} says (a wrap, a new chunk).
     * */
    /**
     * {@code q}, a ring of {@link #CAPACITY}, advanced by one less than a lap and then filled with 1..CAPACITY: full,
     * its head in the last slot of the array and the rest wrapped round to its first, so that the next poll frees
     * the slot the next offer writes, a lap later (the inline ring peek races).
     */
    static BlockingQueue<Object> fullAfterAWrap(BlockingQueue<Object> q) {
        advanced(q, CAPACITY - 1);
        for (int i = 1; i <= CAPACITY; i++) {
            q.offer(i);
        }
        return q;
    }

    static <Q extends Queue<Object>> Q advanced(Q q, int n) {
        for (int i = 0; i < n; i++) {
            q.offer(Boolean.TRUE);
            q.poll();
        }
        return q;
    }

    /**
     * A spec as the rewriter writes it. The runtime never fails on a spec it cannot honour, it
     * quietly keeps the JDK queue; a test would then pass while testing nothing, hence the check.
     */
    private static String spec(String form, String topology, String checks, Form expected) {
        String spec = "v1|form=" + form + "|checks=" + checks + "|topology=" + topology
                + "|at=Subjects.java:1|site=dev/tempered/jcstress/Subjects." + form + "()V#0";
        Form actual = Spec.of(spec).form();
        if (actual != expected) {
            throw new IllegalStateException("spec " + spec + " selects " + actual + ", not " + expected);
        }
        return spec;
    }
}
