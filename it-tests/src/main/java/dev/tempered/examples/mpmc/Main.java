package dev.tempered.examples.mpmc;

import java.util.concurrent.BlockingDeque;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.atomic.AtomicLong;

/** Two producers and two consumers (both started in loops) share one deque; poison pills end the consumers. */
public class Main {
    static final int PRODUCERS = 2;
    static final int CONSUMERS = 2;
    static final int PER_PRODUCER = 4_000;

    public static void main(String[] args) throws InterruptedException {
        BlockingDeque<Integer> jobs = new LinkedBlockingDeque<>(512); // expect: mpmc
        AtomicLong sum = new AtomicLong();
        AtomicLong count = new AtomicLong();
        Thread[] consumers = new Thread[CONSUMERS];
        for (int c = 0; c < CONSUMERS; c++) {
            consumers[c] = new Thread(() -> {
                try {
                    for (int j = jobs.take(); j >= 0; j = jobs.take()) {
                        sum.addAndGet(j);
                        count.incrementAndGet();
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            consumers[c].start();
        }
        Thread[] producers = new Thread[PRODUCERS];
        for (int p = 0; p < PRODUCERS; p++) {
            int base = p * PER_PRODUCER;
            producers[p] = new Thread(() -> {
                try {
                    for (int i = 0; i < PER_PRODUCER; i++) {
                        jobs.put(base + i);
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            producers[p].start();
        }
        for (Thread p : producers) {
            p.join();
        }
        for (int c = 0; c < CONSUMERS; c++) {
            jobs.put(-1);
        }
        for (Thread c : consumers) {
            c.join();
        }
        System.out.println("mpmc: count=" + count.get() + " sum=" + sum.get());
    }
}
