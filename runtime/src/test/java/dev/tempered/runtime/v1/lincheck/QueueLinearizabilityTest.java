package dev.tempered.runtime.v1.lincheck;

import dev.tempered.runtime.v1.TemperedArrayBlockingQueue;
import dev.tempered.runtime.v1.TemperedLinkedBlockingQueue;
import java.util.Queue;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.jetbrains.lincheck.datastructures.IntGen;
import org.jetbrains.lincheck.datastructures.ModelCheckingOptions;
import org.jetbrains.lincheck.datastructures.Operation;
import org.jetbrains.lincheck.datastructures.Param;
import org.junit.jupiter.api.Test;

/**
 * Lincheck (model checking) of each form under its topology: the single side's operations share a nonParallelGroup,
 * so Lincheck never runs two of them at once, while the many side and the any-thread reads run in parallel.
 * The sequential specification is the JDK original with the same capacity.
 *
 * <p>Checked: offer (including failing exactly at the capacity), poll and peek; in the ring and the segmented-sc
 * form, the removal operations (remove(Object), removeIf, removeAll, retainAll, Iterator.remove) on the consumer's
 * side. Not checked, because they are not linearizable in these forms and are documented as weakly consistent
 * (docs/runtime-operations.md): size, isEmpty, remainingCapacity, contains and iteration. Lincheck finds, for
 * example, peek() returning an element that a following size() does not count yet (JCTools publishes the element
 * before the producer index), and contains() missing an element that was present throughout (JCTools' iterator
 * snapshots the index range first).
 */
@org.junit.jupiter.api.Tag("lincheck")
class QueueLinearizabilityTest {
    static final int CAP = 2;

    private static String spec(String form, String topology) {
        return "v1|form=" + form + "|checks=off|topology=" + topology + "|at=Lin.java:1|site=lin/Lin.m()V#0";
    }

    private static void check(Class<?> test, Class<?> jdk) {
        boolean stress = Boolean.getBoolean("tempered.stress");
        new ModelCheckingOptions()
                .iterations(stress ? 100 : 4)
                .invocationsPerIteration(stress ? 5000 : 150)
                .threads(3)
                .actorsPerThread(2)
                .actorsBefore(1)
                .actorsAfter(1)
                .sequentialSpecification(jdk)
                .check(test);
    }

    /** Sequential specification: the JDK queue with the same capacity. */
    public static class JdkBounded {
        private final BlockingQueue<Integer> q = new ArrayBlockingQueue<>(CAP);

        public boolean offer(int e) { return q.offer(e); }
        public Integer poll() { return q.poll(); }
        public Integer peek() { return q.peek(); }
    }

    /** one producer, one consumer */
    public static class Ring {
        private final BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(CAP, spec("ring", "spsc"));

        @Operation(nonParallelGroup = "producer") public boolean offer(int e) { return q.offer(e); }
        @Operation(nonParallelGroup = "consumer") public Integer poll() { return q.poll(); }
        @Operation(nonParallelGroup = "consumer") public Integer peek() { return q.peek(); }
    }

    /**
     * one producer, one consumer, unbounded, checks off: the ring the substitute keeps in its own fields (decision
     * 0045), the same chunks as the core's own SPSC linked-array queue (decision 0027)
     */
    public static class RingUnbounded {
        private final BlockingQueue<Integer> q = new TemperedLinkedBlockingQueue<>(spec("ring", "spsc"));

        @Operation(nonParallelGroup = "producer") public boolean offer(int e) { return q.offer(e); }
        @Operation(nonParallelGroup = "consumer") public Integer poll() { return q.poll(); }
        @Operation(nonParallelGroup = "consumer") public Integer peek() { return q.peek(); }
        @Operation public boolean isEmpty() { return q.isEmpty(); }
    }

    /**
     * the same chunks in the core's own SPSC linked-array queue, where a substitute keeps it: a ring bounded above the
     * array limit (64K), never reached by these few operations
     */
    public static class RingLinkedInCore {
        private final Queue<Integer> q = new TemperedLinkedBlockingQueue<>(70_000, spec("ring", "spsc"));

        @Operation(nonParallelGroup = "producer") public boolean offer(int e) { return q.offer(e); }
        @Operation(nonParallelGroup = "consumer") public Integer poll() { return q.poll(); }
        @Operation(nonParallelGroup = "consumer") public Integer peek() { return q.peek(); }
        @Operation public boolean isEmpty() { return q.isEmpty(); }
    }

    /** many producers, one consumer */
    public static class SingleConsumer {
        private final BlockingQueue<Integer> q = new TemperedLinkedBlockingQueue<>(CAP, spec("segmented", "mpsc"));

        @Operation public boolean offer(int e) { return q.offer(e); }
        @Operation(nonParallelGroup = "consumer") public Integer poll() { return q.poll(); }
        @Operation(nonParallelGroup = "consumer") public Integer peek() { return q.peek(); }
    }

    /** one producer, many consumers (JCTools SPMC array) */
    public static class SingleProducer {
        private final BlockingQueue<Integer> q = new TemperedLinkedBlockingQueue<>(CAP, spec("segmented", "spmc"));

        @Operation(nonParallelGroup = "producer") public boolean offer(int e) { return q.offer(e); }
        @Operation public Integer poll() { return q.poll(); }
        @Operation public Integer peek() { return q.peek(); }
    }

    /** one producer, many consumers, unbounded: the own SPMC linked queue */
    public static class SingleProducerUnbounded {
        private final BlockingQueue<Integer> q = new TemperedLinkedBlockingQueue<>(spec("segmented", "spmc"));

        @Operation(nonParallelGroup = "producer") public boolean offer(int e) { return q.offer(e); }
        @Operation public Integer poll() { return q.poll(); }
        @Operation public Integer peek() { return q.peek(); }
    }

    /** Sequential specification for the unbounded cases. */
    public static class JdkUnbounded {
        private final BlockingQueue<Integer> q = new LinkedBlockingQueue<>();

        public boolean offer(int e) { return q.offer(e); }
        public Integer poll() { return q.poll(); }
        public Integer peek() { return q.peek(); }
        public boolean isEmpty() { return q.isEmpty(); }
    }

    /** many producers, many consumers (opt-in lock-free form, JCTools MPMC array + permits) */
    public static class General {
        private final BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(CAP, spec("segmented-general", "mpmc"));

        @Operation public boolean offer(int e) { return q.offer(e); }
        @Operation public Integer poll() { return q.poll(); }
        @Operation public Integer peek() { return q.peek(); }
    }

    /**
     * Removal in the ring (issue 35): remove(Object), removeIf, removeAll, retainAll and Iterator.remove run on the
     * consumer's side (its nonParallelGroup) while the producer offers; the sequential specification is the JDK
     * queue's own removal. Values come from 0..2, so that removals find what was offered and duplicates occur.
     */
    @Param(name = "v", gen = IntGen.class, conf = "0:2")
    public static class RingRemoval {
        private final BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(CAP + 1, spec("ring", "spsc"));

        @Operation(nonParallelGroup = "producer") public boolean offer(@Param(name = "v") int e) { return q.offer(e); }
        @Operation(nonParallelGroup = "consumer") public Integer poll() { return q.poll(); }
        @Operation(nonParallelGroup = "consumer") public boolean remove(@Param(name = "v") int e) {
            return q.remove(e);
        }
        @Operation(nonParallelGroup = "consumer") public boolean removeIf(@Param(name = "v") int e) {
            return q.removeIf(x -> x >= e);
        }
        @Operation(nonParallelGroup = "consumer")
        public boolean removeAll(@Param(name = "v") int a, @Param(name = "v") int b) {
            return q.removeAll(java.util.List.of(a, b));
        }
        @Operation(nonParallelGroup = "consumer")
        public boolean retainAll(@Param(name = "v") int a, @Param(name = "v") int b) {
            return q.retainAll(java.util.List.of(a, b));
        }
        @Operation(nonParallelGroup = "consumer") public boolean iteratorRemove(@Param(name = "v") int e) {
            return removeThroughIterator(q, e);
        }
    }

    /** {@link RingRemoval} on the unbounded ring the substitute keeps in its own fields. */
    @Param(name = "v", gen = IntGen.class, conf = "0:2")
    public static class RingRemovalUnbounded {
        private final BlockingQueue<Integer> q = new TemperedLinkedBlockingQueue<>(spec("ring", "spsc"));

        @Operation(nonParallelGroup = "producer") public boolean offer(@Param(name = "v") int e) { return q.offer(e); }
        @Operation(nonParallelGroup = "consumer") public Integer poll() { return q.poll(); }
        @Operation(nonParallelGroup = "consumer") public boolean remove(@Param(name = "v") int e) {
            return q.remove(e);
        }
        @Operation(nonParallelGroup = "consumer") public boolean removeIf(@Param(name = "v") int e) {
            return q.removeIf(x -> x >= e);
        }
        @Operation(nonParallelGroup = "consumer")
        public boolean removeAll(@Param(name = "v") int a, @Param(name = "v") int b) {
            return q.removeAll(java.util.List.of(a, b));
        }
        @Operation(nonParallelGroup = "consumer")
        public boolean retainAll(@Param(name = "v") int a, @Param(name = "v") int b) {
            return q.retainAll(java.util.List.of(a, b));
        }
        @Operation(nonParallelGroup = "consumer") public boolean iteratorRemove(@Param(name = "v") int e) {
            return removeThroughIterator(q, e);
        }
    }

    /** {@link RingRemoval} on the core's own chunked ring (bounded above the array limit). */
    @Param(name = "v", gen = IntGen.class, conf = "0:2")
    public static class RingRemovalInCore {
        private final BlockingQueue<Integer> q = new TemperedLinkedBlockingQueue<>(70_000, spec("ring", "spsc"));

        @Operation(nonParallelGroup = "producer") public boolean offer(@Param(name = "v") int e) { return q.offer(e); }
        @Operation(nonParallelGroup = "consumer") public Integer poll() { return q.poll(); }
        @Operation(nonParallelGroup = "consumer") public boolean remove(@Param(name = "v") int e) {
            return q.remove(e);
        }
        @Operation(nonParallelGroup = "consumer") public boolean removeIf(@Param(name = "v") int e) {
            return q.removeIf(x -> x >= e);
        }
        @Operation(nonParallelGroup = "consumer")
        public boolean removeAll(@Param(name = "v") int a, @Param(name = "v") int b) {
            return q.removeAll(java.util.List.of(a, b));
        }
        @Operation(nonParallelGroup = "consumer")
        public boolean retainAll(@Param(name = "v") int a, @Param(name = "v") int b) {
            return q.retainAll(java.util.List.of(a, b));
        }
        @Operation(nonParallelGroup = "consumer") public boolean iteratorRemove(@Param(name = "v") int e) {
            return removeThroughIterator(q, e);
        }
    }

    /**
     * Removal in the segmented-sc form (issue 35): the consumer's removals and polls (its nonParallelGroup) against
     * producers that offer in parallel; the consumer's front must keep the order and the exact capacity.
     */
    @Param(name = "v", gen = IntGen.class, conf = "0:2")
    public static class SingleConsumerRemoval {
        private final BlockingQueue<Integer> q = new TemperedArrayBlockingQueue<>(CAP + 1, spec("segmented", "mpsc"));

        @Operation public boolean offer(@Param(name = "v") int e) { return q.offer(e); }
        @Operation(nonParallelGroup = "consumer") public Integer poll() { return q.poll(); }
        @Operation(nonParallelGroup = "consumer") public boolean remove(@Param(name = "v") int e) {
            return q.remove(e);
        }
        @Operation(nonParallelGroup = "consumer") public boolean removeIf(@Param(name = "v") int e) {
            return q.removeIf(x -> x >= e);
        }
        @Operation(nonParallelGroup = "consumer")
        public boolean removeAll(@Param(name = "v") int a, @Param(name = "v") int b) {
            return q.removeAll(java.util.List.of(a, b));
        }
        @Operation(nonParallelGroup = "consumer")
        public boolean retainAll(@Param(name = "v") int a, @Param(name = "v") int b) {
            return q.retainAll(java.util.List.of(a, b));
        }
        @Operation(nonParallelGroup = "consumer") public boolean iteratorRemove(@Param(name = "v") int e) {
            return removeThroughIterator(q, e);
        }
    }

    /** {@link SingleConsumerRemoval}, unbounded (JCTools' linked MPSC storage). */
    @Param(name = "v", gen = IntGen.class, conf = "0:2")
    public static class SingleConsumerRemovalUnbounded {
        private final BlockingQueue<Integer> q = new TemperedLinkedBlockingQueue<>(spec("segmented", "mpsc"));

        @Operation public boolean offer(@Param(name = "v") int e) { return q.offer(e); }
        @Operation(nonParallelGroup = "consumer") public Integer poll() { return q.poll(); }
        @Operation(nonParallelGroup = "consumer") public boolean remove(@Param(name = "v") int e) {
            return q.remove(e);
        }
        @Operation(nonParallelGroup = "consumer") public boolean removeIf(@Param(name = "v") int e) {
            return q.removeIf(x -> x >= e);
        }
        @Operation(nonParallelGroup = "consumer")
        public boolean removeAll(@Param(name = "v") int a, @Param(name = "v") int b) {
            return q.removeAll(java.util.List.of(a, b));
        }
        @Operation(nonParallelGroup = "consumer")
        public boolean retainAll(@Param(name = "v") int a, @Param(name = "v") int b) {
            return q.retainAll(java.util.List.of(a, b));
        }
        @Operation(nonParallelGroup = "consumer") public boolean iteratorRemove(@Param(name = "v") int e) {
            return removeThroughIterator(q, e);
        }
    }

    /** Sequential specification of the removal cases: the JDK queue of the same capacity. */
    public static class JdkRemoval {
        private final BlockingQueue<Integer> q;

        public JdkRemoval() {
            this(new ArrayBlockingQueue<>(CAP + 1));
        }

        JdkRemoval(BlockingQueue<Integer> q) {
            this.q = q;
        }

        public boolean offer(int e) { return q.offer(e); }
        public Integer poll() { return q.poll(); }
        public boolean remove(int e) { return q.remove(e); }
        public boolean removeIf(int e) { return q.removeIf(x -> x >= e); }
        public boolean removeAll(int a, int b) { return q.removeAll(java.util.List.of(a, b)); }
        public boolean retainAll(int a, int b) { return q.retainAll(java.util.List.of(a, b)); }
        public boolean iteratorRemove(int e) { return removeThroughIterator(q, e); }
    }

    /** Iterator.remove() of the first element equal to {@code e}: what a consumer's walk-and-remove does. */
    static boolean removeThroughIterator(Queue<Integer> q, int e) {
        for (java.util.Iterator<Integer> it = q.iterator(); it.hasNext(); ) {
            if (it.next() == e) {
                it.remove();
                return true;
            }
        }
        return false;
    }

    /** {@link JdkRemoval}, unbounded. */
    public static class JdkRemovalUnbounded extends JdkRemoval {
        public JdkRemovalUnbounded() {
            super(new LinkedBlockingQueue<>());
        }
    }

    @Test
    void ringRemoval() {
        check(RingRemoval.class, JdkRemoval.class);
    }

    @Test
    void ringRemovalUnbounded() {
        check(RingRemovalUnbounded.class, JdkRemovalUnbounded.class);
    }

    @Test
    void singleConsumerRemoval() {
        check(SingleConsumerRemoval.class, JdkRemoval.class);
    }

    @Test
    void singleConsumerRemovalUnbounded() {
        check(SingleConsumerRemovalUnbounded.class, JdkRemovalUnbounded.class);
    }

    @Test
    void ringRemovalInCore() {
        check(RingRemovalInCore.class, JdkRemovalUnbounded.class);
    }

    @Test
    void ring() {
        check(Ring.class, JdkBounded.class);
    }

    @Test
    void ringUnbounded() {
        check(RingUnbounded.class, JdkUnbounded.class);
    }

    @Test
    void ringLinkedInCore() {
        check(RingLinkedInCore.class, JdkUnbounded.class);
    }

    @Test
    void singleConsumer() {
        check(SingleConsumer.class, JdkBounded.class);
    }

    @Test
    void singleProducer() {
        check(SingleProducer.class, JdkBounded.class);
    }

    @Test
    void singleProducerUnbounded() {
        check(SingleProducerUnbounded.class, JdkUnbounded.class);
    }

    @Test
    void generalLockFree() {
        check(General.class, JdkBounded.class);
    }
}
