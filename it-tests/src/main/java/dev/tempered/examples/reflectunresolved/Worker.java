package dev.tempered.examples.reflectunresolved;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** Made only by reflection with a name the code computes. */
public class Worker implements Runnable {
    static final int N = 5_000;

    @Override
    public void run() {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // expect: unknown
        Thread t = new Thread(() -> {
            for (int i = 1; i <= N; i++) {
                q.offer(i);
            }
        });
        t.start();
        long sum = 0;
        try {
            for (int i = 0; i < N; i++) {
                sum += q.take();
            }
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        System.out.println("reflectunresolved: count=" + N + " sum=" + sum);
    }
}
