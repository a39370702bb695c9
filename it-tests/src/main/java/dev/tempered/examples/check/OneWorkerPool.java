package dev.tempered.examples.check;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.agrona.concurrent.OneToOneConcurrentArrayQueue;

/** Correct: two tasks poll, but the pool has one worker. Expect verified (serialised by a single-worker executor). */
public class OneWorkerPool {
    public static void main(String[] args) throws Exception {
        OneToOneConcurrentArrayQueue<Integer> q = new OneToOneConcurrentArrayQueue<>(128);
        ExecutorService pool = Executors.newFixedThreadPool(1);
        pool.submit(() -> q.poll());
        pool.submit(() -> q.poll());
        q.offer(1);
        pool.shutdown();
    }
}
