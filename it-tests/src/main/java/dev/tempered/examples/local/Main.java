package dev.tempered.examples.local;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** A queue in a local variable: main produces, one thread consumes. */
public class Main {
    static final int N = 10_000;

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Integer> queue = new LinkedBlockingQueue<>(); // expect: spsc
        long[] sum = new long[1];
        Thread consumer = new Thread(() -> {
            try {
                for (int i = 0; i < N; i++) {
                    sum[0] += queue.take();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "consumer");
        consumer.start();
        for (int i = 1; i <= N; i++) {
            queue.put(i);
        }
        consumer.join();
        System.out.println("local: count=" + N + " sum=" + sum[0]);
    }
}
