package dev.tempered.examples.check;

import com.lmax.disruptor.RingBuffer;

/**
 * A single-producer ring buffer made only in a method nothing calls: the check sees no thread use it. Expect
 * not verifiable (not reached), like any other declared queue the entry points do not reach.
 */
public class DisruptorSingleUnreached {
    static final class Event {
        long value;
    }

    static RingBuffer<Event> unused() {
        return RingBuffer.createSingleProducer(Event::new, 64);
    }

    public static void main(String[] args) {
        System.out.println("no ring buffer made");
    }
}
