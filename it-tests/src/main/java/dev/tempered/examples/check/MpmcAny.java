package dev.tempered.examples.check;

import java.util.concurrent.atomic.AtomicInteger;
import org.jctools.queues.MpmcArrayQueue;

/** Correct: two producers and two consumers on a queue declared for many of each. Expect verified. */
public class MpmcAny {
    public static void main(String[] args) throws Exception {
        MpmcArrayQueue<Integer> q = new MpmcArrayQueue<>(64);
        AtomicInteger taken = new AtomicInteger();
        Runnable producer = () -> {
            for (int i = 0; i < 50; i++) {
                while (!q.offer(i)) {
                    Thread.onSpinWait();
                }
            }
        };
        Runnable consumer = () -> {
            while (taken.get() < 100) {
                if (q.poll() != null) {
                    taken.incrementAndGet();
                } else {
                    Thread.onSpinWait();
                }
            }
        };
        Thread[] threads = {new Thread(producer, "p1"), new Thread(producer, "p2"), new Thread(consumer, "c1"),
            new Thread(consumer, "c2")};
        for (Thread t : threads) {
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        System.out.println("taken " + taken.get());
    }
}
