package dev.tempered.examples.check;

import org.jctools.queues.MpscArrayQueue;
import org.jctools.queues.SpscChunkedArrayQueue;

/** Planted: one helper called from two threads relaxed-offers to an SPSC queue. Expect broken; the MPSC is fine. */
public class HelperCalledTwice {
    private final SpscChunkedArrayQueue<Long> events = new SpscChunkedArrayQueue<>(16, 1024);
    private final MpscArrayQueue<Long> log = new MpscArrayQueue<>(1024);

    void publish(long v) {
        events.relaxedOffer(v);
        log.offer(v);
    }

    public static void main(String[] args) throws Exception {
        HelperCalledTwice h = new HelperCalledTwice();
        Thread t1 = new Thread(() -> h.publish(1), "t1");
        Thread t2 = new Thread(() -> h.publish(2), "t2");
        t1.start(); // thread: t1
        t2.start(); // thread: t2
        t1.join();
        t2.join();
        h.events.drain(x -> { });
        h.log.relaxedPoll();
    }
}
