package com.example;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** One producer thread hands numbers to the calling thread: a single-producer, single-consumer queue. */
public final class Transfer {
    /** The class of the last queue made: the JDK's as written, a Tempered substitute under the agent. */
    static volatile String lastQueueClass;

    private Transfer() {
    }

    public static long sum(int n) throws InterruptedException {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
        lastQueueClass = q.getClass().getName();
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
