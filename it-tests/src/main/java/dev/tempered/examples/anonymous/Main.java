package dev.tempered.examples.anonymous;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** Anonymous Runnable classes capture the queue (it lives in their val$ fields). */
public class Main {
    static final int N = 10_000;

    public static void main(String[] args) throws InterruptedException {
        final BlockingQueue<Integer> q = new LinkedBlockingQueue<>(1024); // expect: spsc
        final long[] result = new long[2];
        Thread producer = new Thread(new Runnable() {
            @Override
            public void run() {
                for (int i = 1; i <= N; i++) {
                    try {
                        q.put(i);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return;
                    }
                }
            }
        });
        Thread consumer = new Thread(new Runnable() {
            @Override
            public void run() {
                try {
                    for (int i = 0; i < N; i++) {
                        result[0] += q.take();
                        result[1]++;
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        System.out.println("anonymous: count=" + result[1] + " sum=" + result[0]);
    }
}
