package dev.tempered.examples.spmc;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.atomic.AtomicLong;

/** Main dispatches work to three consumer threads started in a loop. */
public class Main {
    static final int CONSUMERS = 3;
    static final int N = 9_000;

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Integer> work = new ArrayBlockingQueue<>(64); // expect: spmc
        AtomicLong sum = new AtomicLong();
        Thread[] consumers = new Thread[CONSUMERS];
        for (int c = 0; c < CONSUMERS; c++) {
            consumers[c] = new Thread(() -> {
                try {
                    for (int v = work.take(); v >= 0; v = work.take()) {
                        sum.addAndGet(v);
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            consumers[c].start();
        }
        for (int i = 1; i <= N; i++) {
            work.put(i);
        }
        for (int c = 0; c < CONSUMERS; c++) {
            work.put(-1);
        }
        for (Thread c : consumers) {
            c.join();
        }
        System.out.println("spmc: count=" + N + " sum=" + sum.get());
    }
}
