package dev.tempered.examples.workstealing;

import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;

/** Main fills a work list; tasks on a work-stealing pool take from it and report into a results queue. */
public class Main {
    static final int ITEMS = 5_000;
    static final int TASKS = 4;

    public static void main(String[] args) throws InterruptedException, ExecutionException {
        Queue<Integer> work = new ConcurrentLinkedQueue<>(); // expect: spmc
        BlockingQueue<Integer> done = new LinkedBlockingQueue<>(); // expect: mpsc
        for (int i = 1; i <= ITEMS; i++) {
            work.offer(i);
        }
        ExecutorService pool = Executors.newWorkStealingPool(2);
        List<Future<?>> futures = new ArrayList<>();
        for (int t = 0; t < TASKS; t++) {
            futures.add(pool.submit(() -> {
                for (Integer item = work.poll(); item != null; item = work.poll()) {
                    done.offer(item * 2);
                }
            }));
        }
        for (Future<?> f : futures) {
            f.get();
        }
        pool.shutdown();
        long sum = 0;
        int count = 0;
        for (Integer d = done.poll(); d != null; d = done.poll()) {
            sum += d;
            count++;
        }
        System.out.println("workstealing: count=" + count + " sum=" + sum);
    }
}
