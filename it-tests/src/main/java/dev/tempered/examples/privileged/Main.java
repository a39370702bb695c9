package dev.tempered.examples.privileged;

import java.security.AccessController;
import java.security.PrivilegedAction;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The queue is made inside a privileged action (as slf4j loads its providers under a security manager): the JDK runs
 * the action on the calling thread and returns its result, so the queue stays the program's. One producer thread,
 * main consumes.
 */
public class Main {
    static final int N = 5_000;

    @SuppressWarnings("removal")
    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Integer> q = AccessController.doPrivileged(
                (PrivilegedAction<BlockingQueue<Integer>>) () -> new LinkedBlockingQueue<>()); // expect: spsc
        Thread producer = new Thread(() -> {
            for (int i = 0; i < N; i++) {
                q.offer(i);
            }
        }, "producer");
        producer.start();
        long sum = 0;
        for (int i = 0; i < N; i++) {
            sum += q.take();
        }
        producer.join();
        System.out.println("privileged: count=" + N + " sum=" + sum);
    }
}
