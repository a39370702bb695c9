package dev.tempered.examples.mrefrun;

import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Thread::run handed to forEach runs each thread's task on the calling thread, one after the other: main is the
 * only producer; one consumer thread.
 */
public class Main {
    static final int PER_TASK = 5_000;

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // expect: spsc
        long[] sum = new long[1];
        Thread consumer = new Thread(() -> {
            try {
                for (int i = 0; i < 2 * PER_TASK; i++) {
                    sum[0] += q.take();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        consumer.start();
        Thread a = new Thread(() -> {
            for (int i = 1; i <= PER_TASK; i++) {
                q.offer(i);
            }
        });
        Thread b = new Thread(() -> {
            for (int i = 1; i <= PER_TASK; i++) {
                q.offer(PER_TASK + i);
            }
        });
        List.of(a, b).forEach(Thread::run);
        consumer.join();
        System.out.println("mrefrun: count=" + 2 * PER_TASK + " sum=" + sum[0]);
    }
}
