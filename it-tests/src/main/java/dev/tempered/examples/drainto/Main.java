package dev.tempered.examples.drainto;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** A batching consumer thread drains with drainTo; main produces and ends with a sentinel. */
public class Main {
    static final int N = 10_000;

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // expect: spsc
        long[] sum = new long[2];
        Thread batcher = new Thread(() -> {
            List<Integer> batch = new ArrayList<>();
            try {
                while (true) {
                    batch.add(q.take());
                    q.drainTo(batch, 63);
                    for (int v : batch) {
                        if (v < 0) {
                            return;
                        }
                        sum[0] += v;
                        sum[1]++;
                    }
                    batch.clear();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        batcher.start();
        for (int i = 1; i <= N; i++) {
            q.put(i);
        }
        q.put(-1);
        batcher.join();
        System.out.println("drainto: count=" + sum[1] + " sum=" + sum[0]);
    }
}
