package dev.tempered.examples.check;

import java.util.concurrent.atomic.AtomicInteger;
import org.jctools.queues.SpmcArrayQueue;

/** Correct: main is the one producer, two consumer threads poll. Expect verified. */
public class SpmcOk {
    public static void main(String[] args) throws Exception {
        SpmcArrayQueue<Integer> q = new SpmcArrayQueue<>(64);
        AtomicInteger taken = new AtomicInteger();
        Runnable consumer = () -> {
            while (taken.get() < 100) {
                if (q.poll() != null) {
                    taken.incrementAndGet();
                } else {
                    Thread.onSpinWait();
                }
            }
        };
        Thread c1 = new Thread(consumer, "c1");
        Thread c2 = new Thread(consumer, "c2");
        c1.start();
        c2.start();
        for (int i = 0; i < 100; i++) {
            while (!q.offer(i)) {
                Thread.onSpinWait();
            }
        }
        c1.join();
        c2.join();
        System.out.println("taken " + taken.get());
    }
}
