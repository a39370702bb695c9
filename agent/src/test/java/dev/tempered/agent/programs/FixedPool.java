package dev.tempered.agent.programs;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/** A fixed pool of three workers runs 1,000 tasks; prints their sum (the same whatever the task queue). */
public final class FixedPool {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(3); // main #p0
        List<Future<Long>> results = new ArrayList<>();
        for (int i = 1; i <= 1_000; i++) {
            long k = i;
            results.add(pool.submit(() -> k * k));
        }
        long sum = 0;
        for (Future<Long> f : results) {
            sum += f.get();
        }
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(30, TimeUnit.SECONDS));
        System.out.println("sum " + sum);
        System.out.println(args.length > 0 && args[0].equals("class")
                ? ((ThreadPoolExecutor) pool).getQueue().getClass().getName() : "done");
    }
}
