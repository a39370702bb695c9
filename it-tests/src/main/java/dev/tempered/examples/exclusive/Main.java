package dev.tempered.examples.exclusive;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** Two producer start sites on exclusive branches: exactly one of them runs. */
public class Main {
    static final int N = 10_000;

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // expect: spsc
        boolean descending = args.length > 0 && args[0].equals("--descending");
        Thread producer;
        if (descending) {
            producer = new Thread(() -> {
                for (int i = N; i >= 1; i--) {
                    q.offer(i);
                }
            });
            producer.start();
        } else {
            producer = new Thread(() -> {
                for (int i = 1; i <= N; i++) {
                    q.offer(i);
                }
            });
            producer.start();
        }
        long sum = 0;
        for (int i = 0; i < N; i++) {
            sum += q.take();
        }
        producer.join();
        System.out.println("exclusive: count=" + N + " sum=" + sum);
    }
}
