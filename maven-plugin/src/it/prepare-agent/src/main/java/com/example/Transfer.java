package com.example;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** One producer thread hands numbers to the calling thread: a single-producer, single-consumer queue. */
public final class Transfer {
    private Transfer() {
    }

    public static long sum(int n) throws InterruptedException {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
        Thread producer = new Thread(() -> {
            for (int i = 1; i <= n; i++) {
                q.add(i);
            }
            q.add(0);
        });
        producer.start();
        long sum = 0;
        for (int v; (v = q.take()) != 0; ) {
            sum += v;
        }
        producer.join();
        return sum;
    }
}
