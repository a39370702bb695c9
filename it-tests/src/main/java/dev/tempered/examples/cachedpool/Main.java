package dev.tempered.examples.cachedpool;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/** A cached pool runs one producer task and one consumer task, each submitted once. */
public class Main {
    static final int N = 10_000;

    public static void main(String[] args) throws InterruptedException, ExecutionException {
        BlockingQueue<Integer> pipe = new ArrayBlockingQueue<>(32); // expect: spsc
        ExecutorService pool = Executors.newCachedThreadPool();
        Future<Long> consumed = pool.submit(() -> {
            long sum = 0;
            for (int i = 0; i < N; i++) {
                sum += pipe.take();
            }
            return sum;
        });
        Future<?> produced = pool.submit(() -> {
            for (int i = 1; i <= N; i++) {
                try {
                    pipe.put(i);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        });
        produced.get();
        long sum = consumed.get();
        pool.shutdown();
        pool.awaitTermination(10, TimeUnit.SECONDS);
        System.out.println("cachedpool: count=" + N + " sum=" + sum);
    }
}
