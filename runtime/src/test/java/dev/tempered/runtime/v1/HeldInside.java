package dev.tempered.runtime.v1;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.AbstractCollection;
import java.util.Iterator;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A handshake that holds a thread inside a queue operation the guard marks: iterated by {@code addAll} (the producer
 * side), it yields one element and then holds the thread in {@code hasNext}; as {@code drainTo}'s target (the consumer
 * side), it holds the thread in its first {@code add}. Until {@link #release}, the thread is inside the side, marked,
 * so a second thread entering that side overlaps it for certain.
 */
final class HeldInside extends AbstractCollection<Integer> {
    private final CountDownLatch inside = new CountDownLatch(1);
    private final CountDownLatch release = new CountDownLatch(1);

    /** Waits until the holder is inside (bounded: a thread that never gets there fails the test). */
    void awaitInside(String what) throws InterruptedException {
        assertTrue(inside.await(10, TimeUnit.SECONDS), what + ": the first thread never got inside");
    }

    void release() {
        release.countDown();
    }

    private void hold() {
        inside.countDown();
        try {
            release.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public boolean add(Integer e) {
        if (inside.getCount() > 0) {
            hold();
        }
        return true;
    }

    @Override
    public Iterator<Integer> iterator() {
        return new Iterator<Integer>() {
            private int given;

            @Override
            public boolean hasNext() {
                if (given == 1) {
                    hold(); // after the first element went in: inside addAll, marked
                    return false;
                }
                return true;
            }

            @Override
            public Integer next() {
                given++;
                return 1;
            }
        };
    }

    @Override
    public int size() {
        return 1;
    }
}
