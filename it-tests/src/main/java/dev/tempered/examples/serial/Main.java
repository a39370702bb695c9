package dev.tempered.examples.serial;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Two producer threads that never overlap: the second starts only after the first is joined
 * (start and join order them with happens-before). One consumer runs throughout.
 */
public class Main {
    static final int N = 5_000;

    static Runnable range(BlockingQueue<Integer> q, int from) {
        return () -> {
            for (int i = from; i < from + N; i++) {
                q.offer(i);
            }
        };
    }

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // expect: spsc
        long[] sum = new long[1];
        Thread consumer = new Thread(() -> {
            try {
                for (int i = 0; i < 2 * N; i++) {
                    sum[0] += q.take();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        consumer.start();
        Thread first = new Thread(range(q, 0), "first");
        first.start();
        first.join();
        Thread second = new Thread(range(q, N), "second");
        second.start();
        second.join();
        consumer.join();
        System.out.println("serial: count=" + 2 * N + " sum=" + sum[0]);
    }
}
