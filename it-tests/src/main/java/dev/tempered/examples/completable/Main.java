package dev.tempered.examples.completable;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;

/** One async stage produces and one async stage consumes; main waits for both. */
public class Main {
    static final int N = 10_000;

    public static void main(String[] args) {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // expect: spsc
        CompletableFuture<Long> consumer = CompletableFuture.supplyAsync(() -> {
            long sum = 0;
            try {
                for (int i = 0; i < N; i++) {
                    sum += q.take();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return sum;
        });
        CompletableFuture<Void> producer = CompletableFuture.runAsync(() -> {
            for (int i = 1; i <= N; i++) {
                q.offer(i);
            }
        });
        producer.join();
        System.out.println("completable: count=" + N + " sum=" + consumer.join());
    }
}
