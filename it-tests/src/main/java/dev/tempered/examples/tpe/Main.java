package dev.tempered.examples.tpe;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * A ThreadPoolExecutor built on our own work queue: main submits (the JDK offers for it), two workers take.
 * The tasks push results into a second queue that main drains after the pool ends.
 */
public class Main {
    static final int TASKS = 40;

    public static void main(String[] args) throws InterruptedException {
        LinkedBlockingQueue<Runnable> work = new LinkedBlockingQueue<>(); // expect: spmc
        ThreadPoolExecutor pool = new ThreadPoolExecutor(2, 2, 0L, TimeUnit.MILLISECONDS, work);
        Queue<Integer> results = new ConcurrentLinkedQueue<>(); // expect: mpsc
        for (int t = 0; t < TASKS; t++) {
            int task = t;
            pool.execute(() -> results.offer(task * task));
        }
        pool.shutdown();
        pool.awaitTermination(10, TimeUnit.SECONDS);
        long sum = 0;
        int count = 0;
        for (Integer r = results.poll(); r != null; r = results.poll()) {
            sum += r;
            count++;
        }
        System.out.println("tpe: count=" + count + " sum=" + sum + " completed=" + pool.getCompletedTaskCount());
    }
}
