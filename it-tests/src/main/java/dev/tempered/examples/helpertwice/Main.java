package dev.tempered.examples.helpertwice;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** One helper starts a producer thread; it is called twice, so two producers run. */
public class Main {
    static final int N = 5_000;

    static Thread spawnProducer(BlockingQueue<Integer> q, int from) {
        Thread t = new Thread(() -> {
            for (int i = from; i < from + N; i++) {
                q.add(i);
            }
        }, "producer-" + from);
        t.start();
        return t;
    }

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // expect: mpsc
        Thread a = spawnProducer(q, 0);
        Thread b = spawnProducer(q, N);
        long sum = 0;
        for (int i = 0; i < 2 * N; i++) {
            sum += q.take();
        }
        a.join();
        b.join();
        System.out.println("helpertwice: count=" + 2 * N + " sum=" + sum);
    }
}
