package dev.tempered.benchmarks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.runtime.v1.TemperedArrayBlockingQueue;
import java.lang.reflect.Field;
import java.util.AbstractQueue;
import java.util.Iterator;
import java.util.concurrent.ArrayBlockingQueue;
import org.junit.jupiter.api.Test;

/** The interleaved hand-over harness: own class per variant, every element taken, a lost element caught. */
class InterleavedHandoverTest {

    @Test
    void everyVariantDrivesItsOwnCopyOfThePair() throws Exception {
        InterleavedHandover.Pair a = InterleavedHandover.isolated("T-ABQ:1024:off", false);
        InterleavedHandover.Pair b = InterleavedHandover.isolated("T-ABQ:1024:throw", false);
        try {
            // separate classes, hence separate JIT profiles: the point of the harness
            assertNotSame(a.getClass(), b.getClass());
            assertNotSame(HandoverPair.class, a.getClass());
            assertEquals(HandoverPair.class.getName(), a.getClass().getName());
            // two variants of one substitute class: each has its own copy of the runtime too
            Class<?> substituteA = queueOf(a).getClass();
            Class<?> substituteB = queueOf(b).getClass();
            // made as the rewriter's in-place form makes it: the signalling ring's own class (design note
            // rewrite-and-abi)
            assertEquals(TemperedArrayBlockingQueue.class.getName() + "$SignallingRing", substituteA.getName());
            assertNotSame(substituteA, substituteB);
            assertNotSame(TemperedArrayBlockingQueue.class, substituteA.getSuperclass());
            for (int i = 0; i < 3; i++) { // the pair itself checks that all 10,000 elements were taken
                assertTrue(a.slice(10_000) > 0);
                assertTrue(b.slice(10_000) > 0);
            }
        } finally {
            a.stop();
            b.stop();
        }
    }

    @Test
    void namedPairsAreIndicesOfTheirSubjectsAndAnUnknownOneIsRefusedUpFront() {
        String[] names = {"JCT-SpscArray:1024", "TQ-ABQ:1024:off", "TQ-ABQ:1024:throw"};
        var pairs = InterleavedHandover.namedPairs("TQ-ABQ:1024:throw/TQ-ABQ:1024:off,TQ-ABQ:1024:off/JCT-SpscArray:1024",
                names);
        assertEquals(2, pairs.size());
        assertArrayEquals(new int[] {2, 1}, pairs.get(0));
        assertArrayEquals(new int[] {1, 0}, pairs.get(1));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> InterleavedHandover.namedPairs("TQ-ABQ:1024:throw/T-ABQ:1024:off", names));
        assertTrue(e.getMessage().contains("pair TQ-ABQ:1024:throw/T-ABQ:1024:off must be NUM/DEN"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> InterleavedHandover.namedPairs("TQ-ABQ:1024:off", names));
    }

    @Test
    void blockingSlicesHandOverEveryElement() throws Exception {
        InterleavedHandover.Pair p = InterleavedHandover.ownCopy(Subject.of("T-ABQ:1024:throw").make(), true, "p");
        try {
            assertTrue(p.slice(5_000) > 0);
            assertTrue(p.slice(5_000) > 0);
        } finally {
            p.stop();
        }
    }

    @Test
    void aQueueThatLosesAnElementFailsTheSlice() throws Exception {
        InterleavedHandover.Pair p = InterleavedHandover.ownCopy(new DroppingQueue(), false, "lossy");
        try {
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> p.slice(1_000));
            assertTrue(e.getMessage().contains("gave 1000, taken 999"), e.getMessage());
        } finally {
            p.stop();
        }
    }

    private static Object queueOf(InterleavedHandover.Pair p) throws ReflectiveOperationException {
        Field q = p.getClass().getDeclaredField("q");
        q.setAccessible(true);
        return q.get(p);
    }

    /** Accepts every element but silently drops the first one. */
    private static final class DroppingQueue extends AbstractQueue<Object> {
        private final ArrayBlockingQueue<Object> q = new ArrayBlockingQueue<>(2048);
        private boolean dropped;

        @Override
        public synchronized boolean offer(Object e) {
            if (!dropped) {
                dropped = true;
                return true;
            }
            return q.offer(e);
        }

        @Override
        public Object poll() {
            return q.poll();
        }

        @Override
        public Object peek() {
            return q.peek();
        }

        @Override
        public int size() {
            return q.size();
        }

        @Override
        public Iterator<Object> iterator() {
            return q.iterator();
        }
    }
}
