package dev.tempered.examples.fixedpool;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** Tasks from a loop on a fixed pool of three threads produce concurrently; main consumes. */
public class Main {
    static final int TASKS = 6;
    static final int PER_TASK = 1_500;

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Long> results = new LinkedBlockingQueue<>(); // expect: mpsc
        ExecutorService pool = Executors.newFixedThreadPool(3);
        for (int t = 0; t < TASKS; t++) {
            long base = (long) t * PER_TASK;
            pool.submit(() -> {
                for (int i = 0; i < PER_TASK; i++) {
                    results.add(base + i);
                }
            });
        }
        long sum = 0;
        for (int i = 0; i < TASKS * PER_TASK; i++) {
            sum += results.take();
        }
        pool.shutdown();
        pool.awaitTermination(10, TimeUnit.SECONDS);
        System.out.println("fixedpool: count=" + TASKS * PER_TASK + " sum=" + sum);
    }
}
