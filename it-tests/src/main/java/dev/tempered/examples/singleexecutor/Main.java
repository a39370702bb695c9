package dev.tempered.examples.singleexecutor;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** Eight tasks on a single-thread executor produce (they run one after another); main consumes. */
public class Main {
    static final int TASKS = 8;
    static final int PER_TASK = 1_000;

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Integer> out = new LinkedBlockingQueue<>(); // expect: spsc
        ExecutorService single = Executors.newSingleThreadExecutor();
        for (int t = 0; t < TASKS; t++) {
            int base = t * PER_TASK;
            single.execute(() -> {
                for (int i = 0; i < PER_TASK; i++) {
                    out.offer(base + i);
                }
            });
        }
        long sum = 0;
        for (int i = 0; i < TASKS * PER_TASK; i++) {
            sum += out.take();
        }
        single.shutdown();
        single.awaitTermination(10, TimeUnit.SECONDS);
        System.out.println("singleexecutor: count=" + TASKS * PER_TASK + " sum=" + sum);
    }
}
