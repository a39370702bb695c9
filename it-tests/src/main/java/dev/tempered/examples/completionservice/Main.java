package dev.tempered.examples.completionservice;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Tasks submitted through an ExecutorCompletionService run on the fixed pool it wraps: main fills the jobs before
 * submitting, the pool's threads take them and produce results; main waits for each task through take() and reads
 * the queue the finished task's future hands back.
 */
public class Main {
    static final int TASKS = 6;
    static final int PER_TASK = 1_000;

    public static void main(String[] args) throws Exception {
        BlockingQueue<Integer> jobs = new ArrayBlockingQueue<>(TASKS); // expect: spmc
        for (int t = 0; t < TASKS; t++) {
            jobs.add(t);
        }
        BlockingQueue<Long> results = new LinkedBlockingQueue<>(); // expect: mpsc
        ConcurrentLinkedQueue<Integer> finished = new ConcurrentLinkedQueue<>(); // expect: mpsc
        ExecutorService pool = Executors.newFixedThreadPool(3);
        CompletionService<ConcurrentLinkedQueue<Integer>> done = new ExecutorCompletionService<>(pool);
        for (int t = 0; t < TASKS; t++) {
            done.submit(() -> {
                int job = jobs.poll();
                for (int i = 0; i < PER_TASK; i++) {
                    results.add((long) job * PER_TASK + i);
                }
                finished.offer(job);
                return finished;
            });
        }
        long sum = 0;
        int jobsSeen = 0;
        for (int t = 0; t < TASKS; t++) {
            // the queue reaches main only through the future take() returns
            ConcurrentLinkedQueue<Integer> back = done.take().get();
            if (back.poll() != null) {
                jobsSeen++;
            }
        }
        for (int i = 0; i < TASKS * PER_TASK; i++) {
            sum += results.take();
        }
        pool.shutdown();
        pool.awaitTermination(10, TimeUnit.SECONDS);
        System.out.println("completionservice: count=" + TASKS * PER_TASK + " sum=" + sum + " jobs=" + jobsSeen);
    }
}
