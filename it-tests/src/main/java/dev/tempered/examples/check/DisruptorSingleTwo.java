package dev.tempered.examples.check;

import com.lmax.disruptor.RingBuffer;
import com.lmax.disruptor.dsl.Disruptor;
import com.lmax.disruptor.dsl.ProducerType;
import com.lmax.disruptor.util.DaemonThreadFactory;
import com.lmax.disruptor.BlockingWaitStrategy;

/** Planted: a single-producer Disruptor, but two threads publish. Expect broken. */
public class DisruptorSingleTwo {
    static final class Event {
        long value;
    }

    static void send(RingBuffer<Event> rb, long v) {
        rb.publishEvent((e, seq, x) -> e.value = x, v);
    }

    public static void main(String[] args) throws Exception {
        Disruptor<Event> d = new Disruptor<>(Event::new, 1024, DaemonThreadFactory.INSTANCE, ProducerType.SINGLE,
                new BlockingWaitStrategy());
        d.handleEventsWith((e, seq, end) -> { });
        RingBuffer<Event> rb = d.start();
        Thread a = new Thread(() -> send(rb, 1), "a");
        Thread b = new Thread(() -> send(rb, 2), "b");
        a.start(); // thread: a
        b.start(); // thread: b
    }
}
