package dev.tempered.examples.check;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.agrona.concurrent.OneToOneConcurrentArrayQueue;

/** Planted: two tasks on a pool of four both poll an Agrona one-to-one queue. Expect broken (consumers). */
public class ExecutorTasks {
    public static void main(String[] args) throws Exception {
        OneToOneConcurrentArrayQueue<Integer> q = new OneToOneConcurrentArrayQueue<>(128);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        pool.submit(() -> q.poll()); // thread: pool-1-thread-*
        pool.submit(() -> q.poll()); // thread: pool-1-thread-*
        q.offer(1);
        pool.shutdown();
    }
}
