package dev.tempered.examples.check;

import java.util.concurrent.atomic.AtomicInteger;
import org.jctools.queues.MpscUnboundedArrayQueue;

/** Correct: any thread may drain, but a work-in-progress counter lets one in at a time. Expect verified. */
public class SerialisedDrain {
    private final MpscUnboundedArrayQueue<Runnable> q = new MpscUnboundedArrayQueue<>(64);
    private final AtomicInteger wip = new AtomicInteger();

    void submit(Runnable r) {
        q.offer(r);
        if (wip.getAndIncrement() == 0) {
            do {
                Runnable next;
                while ((next = q.poll()) != null) {
                    next.run();
                }
            } while (wip.decrementAndGet() != 0);
        }
    }

    public static void main(String[] args) throws Exception {
        SerialisedDrain s = new SerialisedDrain();
        Thread a = new Thread(() -> s.submit(() -> { }));
        Thread b = new Thread(() -> s.submit(() -> { }));
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
