package dev.tempered.examples.mrefsubmit;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** Two consumer tasks handed to a pool by tasks.forEach(pool::submit); main produces. */
public class Main {
    static final int CONSUMERS = 2;
    static final int N = 10_000;

    public static void main(String[] args) throws Exception {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // expect: spmc
        ExecutorService pool = Executors.newFixedThreadPool(CONSUMERS);
        List<Callable<Long>> tasks = new ArrayList<>();
        for (int n = 0; n < CONSUMERS; n++) {
            tasks.add(() -> {
                long sum = 0;
                for (int v; (v = q.take()) >= 0; ) {
                    sum += v;
                }
                return sum;
            });
        }
        tasks.forEach(pool::submit);
        for (int i = 1; i <= N; i++) {
            q.put(i);
        }
        for (int n = 0; n < CONSUMERS; n++) {
            q.put(-1);
        }
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.MINUTES);
        System.out.println("mrefsubmit: count=" + N);
    }
}
