package dev.tempered.examples.check;

import com.lmax.disruptor.RingBuffer;
import com.lmax.disruptor.dsl.Disruptor;
import com.lmax.disruptor.dsl.ProducerType;
import com.lmax.disruptor.util.DaemonThreadFactory;
import com.lmax.disruptor.BlockingWaitStrategy;

/** Correct: a single-producer Disruptor, only main publishes. Expect verified. */
public class DisruptorSingleOk {
    static final class Event {
        long value;
    }

    public static void main(String[] args) throws Exception {
        Disruptor<Event> d = new Disruptor<>(Event::new, 1024, DaemonThreadFactory.INSTANCE, ProducerType.SINGLE,
                new BlockingWaitStrategy());
        d.handleEventsWith((e, seq, end) -> { });
        RingBuffer<Event> rb = d.start();
        for (long i = 0; i < 10; i++) {
            long seq = rb.next();
            rb.get(seq).value = i;
            rb.publish(seq);
        }
        d.shutdown();
    }
}
