package dev.tempered.runtime.v1.lincheck;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.runtime.internal.core.Cores;
import dev.tempered.runtime.v1.TemperedArrayBlockingQueue;
import dev.tempered.runtime.v1.TemperedLinkedBlockingQueue;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import org.jetbrains.lincheck.datastructures.ModelCheckingOptions;
import org.jetbrains.lincheck.datastructures.Operation;
import org.junit.jupiter.api.Test;

/**
 * Lincheck for both lanes of each bounded array form (decision 0022): where JCTools' ring is exactly the capacity
 * (4 for the SPSC ring, 2 for SPMC/MPMC) its own offer decides "full" ({@code ExactRingLane}); at capacity 3 the ring
 * is 4 and the lane's rule decides (producer-index rule, or permits for MPMC). {@link QueueLinearizabilityTest} runs
 * capacity 2 for every form. Three operations run before the parallel part, so that scenarios start near full and
 * the failing offer at the capacity is reached.
 */
@org.junit.jupiter.api.Tag("lincheck")
class ExactRingLinearizabilityTest {

    private static String spec(String form, String topology) {
        return "v1|form=" + form + "|checks=off|topology=" + topology + "|at=Lin.java:2|site=lin/Lin.m()V#1";
    }

    private static void check(Class<?> test, Class<?> jdk) {
        boolean stress = Boolean.getBoolean("tempered.stress");
        new ModelCheckingOptions()
                .iterations(stress ? 100 : 4)
                .invocationsPerIteration(stress ? 5000 : 150)
                .threads(3)
                .actorsPerThread(2)
                .actorsBefore(3)
                .actorsAfter(1)
                .sequentialSpecification(jdk)
                .check(test);
    }

    public static class Jdk3 {
        private final BlockingQueue<Integer> q = new ArrayBlockingQueue<>(3);

        public boolean offer(int e) { return q.offer(e); }
        public Integer poll() { return q.poll(); }
        public Integer peek() { return q.peek(); }
    }

    public static class Jdk4 {
        private final BlockingQueue<Integer> q = new ArrayBlockingQueue<>(4);

        public boolean offer(int e) { return q.offer(e); }
        public Integer poll() { return q.poll(); }
        public Integer peek() { return q.peek(); }
    }

    /** one producer, one consumer, capacity 4: JCTools' SPSC ring is exactly 4 */
    public static class RingExact {
        private final BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(4, spec("ring", "spsc"));

        @Operation(nonParallelGroup = "producer") public boolean offer(int e) { return q.offer(e); }
        @Operation(nonParallelGroup = "consumer") public Integer poll() { return q.poll(); }
        @Operation(nonParallelGroup = "consumer") public Integer peek() { return q.peek(); }
    }

    /**
     * one producer, one consumer, capacity 4, quiet: the ring the substitute keeps in its own fields (decision 0038);
     * peek from any thread, so that a peek races the consumer's poll and the producer's reuse of the slot. Not size:
     * as in every lock-free form, a concurrent peek can see an element that size does not count yet
     * (docs/runtime-operations.md, "weak").
     */
    public static class RingInline {
        private final BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(4, spec("ring", "spsc") + "|waits=none");

        @Operation(nonParallelGroup = "producer") public boolean offer(int e) { return q.offer(e); }
        @Operation(nonParallelGroup = "consumer") public Integer poll() { return q.poll(); }
        @Operation public Integer peek() { return q.peek(); }
    }

    /**
     * one producer, one consumer, capacity 3, quiet: the inline ring on an array of 4, where the producer also reads
     * the consumer's index (decision 0040); peek from any thread, as in {@link RingInline}
     */
    public static class RingInlineRule {
        private final BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(3, spec("ring", "spsc") + "|waits=none");

        @Operation(nonParallelGroup = "producer") public boolean offer(int e) { return q.offer(e); }
        @Operation(nonParallelGroup = "consumer") public Integer poll() { return q.poll(); }
        @Operation public Integer peek() { return q.peek(); }
    }

    /**
     * one producer, one consumer, capacity 4, quiet: the bounded ring the LinkedBlockingQueue substitute keeps in its
     * generated fields (decision 0049); peek from any thread, as in {@link RingInline}
     */
    public static class RingLinkedInline {
        private final BlockingQueue<Integer> q = new TemperedLinkedBlockingQueue<>(4, spec("ring", "spsc") + "|waits=none");

        @Operation(nonParallelGroup = "producer") public boolean offer(int e) { return q.offer(e); }
        @Operation(nonParallelGroup = "consumer") public Integer poll() { return q.poll(); }
        @Operation public Integer peek() { return q.peek(); }
    }

    /** the same at capacity 3, on an array of 4: the producer reads the slot of the element 3 back (decision 0043) */
    public static class RingLinkedInlineRule {
        private final BlockingQueue<Integer> q = new TemperedLinkedBlockingQueue<>(3, spec("ring", "spsc") + "|waits=none");

        @Operation(nonParallelGroup = "producer") public boolean offer(int e) { return q.offer(e); }
        @Operation(nonParallelGroup = "consumer") public Integer poll() { return q.poll(); }
        @Operation public Integer peek() { return q.peek(); }
    }

    /**
     * {@link RingLinkedInline}'s ring as the rewriter's in-place form makes it ({@code allocate}, decision 0050): the
     * subclass whose poll is the bounded ring's alone, signalling a producer that may wait in put; capacity 3
     */
    public static class RingLinkedAllocated {
        private final BlockingQueue<Integer> q = TemperedLinkedBlockingQueue.allocate(spec("ring", "spsc"), null, 3);

        @Operation(nonParallelGroup = "producer") public boolean offer(int e) { return q.offer(e); }
        @Operation(nonParallelGroup = "consumer") public Integer poll() { return q.poll(); }
        @Operation public Integer peek() { return q.peek(); }
    }

    /** {@link RingLinkedAllocated} where no thread waits: the quiet bounded ring's own class, capacity 4 */
    public static class RingLinkedQuietAllocated {
        private final BlockingQueue<Integer> q = TemperedLinkedBlockingQueue.allocate(spec("ring", "spsc") + "|waits=none",
                null, 4);

        @Operation(nonParallelGroup = "producer") public boolean offer(int e) { return q.offer(e); }
        @Operation(nonParallelGroup = "consumer") public Integer poll() { return q.poll(); }
        @Operation public Integer peek() { return q.peek(); }
    }

    /** {@link RingInline}'s ring made by {@code allocate} where a thread may wait: the signalling ring's own class */
    public static class RingAllocated {
        private final BlockingQueue<Integer> q = TemperedArrayBlockingQueue.allocate(spec("ring", "spsc"), null, 4);

        @Operation(nonParallelGroup = "producer") public boolean offer(int e) { return q.offer(e); }
        @Operation(nonParallelGroup = "consumer") public Integer poll() { return q.poll(); }
        @Operation public Integer peek() { return q.peek(); }
    }

    /** one producer, one consumer, capacity 3 on a ring of 4: the producer-index rule */
    public static class RingRule {
        private final BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(3, spec("ring", "spsc"));

        @Operation(nonParallelGroup = "producer") public boolean offer(int e) { return q.offer(e); }
        @Operation(nonParallelGroup = "consumer") public Integer poll() { return q.poll(); }
        @Operation(nonParallelGroup = "consumer") public Integer peek() { return q.peek(); }
    }

    /** one producer, many consumers, capacity 3 on an SPMC ring of 4: the producer-index rule */
    public static class SingleProducerRule {
        private final BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(3, spec("segmented", "spmc"));

        @Operation(nonParallelGroup = "producer") public boolean offer(int e) { return q.offer(e); }
        @Operation public Integer poll() { return q.poll(); }
        @Operation public Integer peek() { return q.peek(); }
    }

    /** many on both sides, capacity 4: JCTools' MPMC ring is exactly 4 */
    public static class GeneralExact {
        private final BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(4, spec("segmented-general", "mpmc"));

        @Operation public boolean offer(int e) { return q.offer(e); }
        @Operation public Integer poll() { return q.poll(); }
        @Operation public Integer peek() { return q.peek(); }
    }

    /** many on both sides, capacity 3 on an MPMC ring of 4: permits */
    public static class GeneralPermits {
        private final BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(3, spec("segmented-general", "mpmc"));

        @Operation public boolean offer(int e) { return q.offer(e); }
        @Operation public Integer poll() { return q.poll(); }
        @Operation public Integer peek() { return q.peek(); }
    }

    @Test
    void ringExact() {
        check(RingExact.class, Jdk4.class);
    }

    @Test
    void ringInline() {
        assertTrue(Cores.keepsRingInline(new RingInline().q));
        check(RingInline.class, Jdk4.class);
    }

    @Test
    void ringLinkedInline() {
        assertTrue(Cores.keepsRingInline(new RingLinkedInline().q));
        check(RingLinkedInline.class, Jdk4.class);
    }

    @Test
    void ringLinkedInlineRule() {
        assertTrue(Cores.keepsRingInline(new RingLinkedInlineRule().q));
        check(RingLinkedInlineRule.class, Jdk3.class);
    }

    @Test
    void ringLinkedAllocated() {
        BlockingQueue<Integer> q = new RingLinkedAllocated().q;
        assertTrue(Cores.keepsRingInline(q) && q.getClass() != TemperedLinkedBlockingQueue.class, q.getClass().getName());
        check(RingLinkedAllocated.class, Jdk3.class);
    }

    @Test
    void ringLinkedQuietAllocated() {
        BlockingQueue<Integer> q = new RingLinkedQuietAllocated().q;
        assertTrue(Cores.keepsRingInline(q) && q.getClass() != TemperedLinkedBlockingQueue.class, q.getClass().getName());
        check(RingLinkedQuietAllocated.class, Jdk4.class);
    }

    @Test
    void ringAllocated() {
        BlockingQueue<Integer> q = new RingAllocated().q;
        assertTrue(Cores.keepsRingInline(q) && q.getClass() != TemperedArrayBlockingQueue.class, q.getClass().getName());
        check(RingAllocated.class, Jdk4.class);
    }

    @Test
    void ringInlineRule() {
        assertTrue(Cores.keepsRingInline(new RingInlineRule().q));
        check(RingInlineRule.class, Jdk3.class);
    }

    @Test
    void ringRule() {
        check(RingRule.class, Jdk3.class);
    }

    @Test
    void singleProducerRule() {
        check(SingleProducerRule.class, Jdk3.class);
    }

    @Test
    void generalExact() {
        check(GeneralExact.class, Jdk4.class);
    }

    @Test
    void generalPermits() {
        check(GeneralPermits.class, Jdk3.class);
    }
}
