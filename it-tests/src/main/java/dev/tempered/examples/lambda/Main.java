package dev.tempered.examples.lambda;

import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.atomic.AtomicLong;

/** A transfer queue captured by two lambdas, each run by its own thread. */
public class Main {
    static final int N = 10_000;

    public static void main(String[] args) throws InterruptedException {
        LinkedTransferQueue<String> q = new LinkedTransferQueue<>(); // expect: spsc
        AtomicLong hash = new AtomicLong();
        Thread producer = new Thread(() -> {
            for (int i = 0; i < N; i++) {
                q.offer("m" + i);
            }
        });
        Thread consumer = new Thread(() -> {
            try {
                long h = 0;
                for (int i = 0; i < N; i++) {
                    h += q.take().hashCode();
                }
                hash.set(h);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        System.out.println("lambda: count=" + N + " hash=" + hash.get());
    }
}
