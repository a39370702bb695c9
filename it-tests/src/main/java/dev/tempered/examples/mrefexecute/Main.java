package dev.tempered.examples.mrefexecute;

import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** Two producer tasks handed to a pool by list.forEach(executor::execute); main consumes. */
public class Main {
    static final int PER_TASK = 5_000;

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // expect: mpsc
        ExecutorService executor = Executors.newFixedThreadPool(2);
        Runnable first = () -> {
            for (int i = 1; i <= PER_TASK; i++) {
                q.offer(i);
            }
        };
        Runnable second = () -> {
            for (int i = 1; i <= PER_TASK; i++) {
                q.offer(PER_TASK + i);
            }
        };
        List<Runnable> tasks = List.of(first, second);
        tasks.forEach(executor::execute);
        long sum = 0;
        for (int i = 0; i < 2 * PER_TASK; i++) {
            sum += q.take();
        }
        executor.shutdown();
        executor.awaitTermination(1, TimeUnit.MINUTES);
        System.out.println("mrefexecute: count=" + 2 * PER_TASK + " sum=" + sum);
    }
}
