package dev.tempered.examples.queuearray;

import java.util.concurrent.ArrayBlockingQueue;

/** An array of bounded queues, one consumer thread per slot; main shards work across them. */
public class Main {
    static final int SHARDS = 3;
    static final int N = 9_000;

    public static void main(String[] args) throws InterruptedException {
        @SuppressWarnings("unchecked")
        ArrayBlockingQueue<Integer>[] shards = new ArrayBlockingQueue[SHARDS];
        long[] sums = new long[SHARDS];
        Thread[] consumers = new Thread[SHARDS];
        for (int s = 0; s < SHARDS; s++) {
            shards[s] = new ArrayBlockingQueue<>(64); // expect: spsc
            int shard = s;
            consumers[s] = new Thread(() -> {
                try {
                    for (int v = shards[shard].take(); v >= 0; v = shards[shard].take()) {
                        sums[shard] += v;
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            consumers[s].start();
        }
        for (int i = 0; i < N; i++) {
            shards[i % SHARDS].put(i);
        }
        for (int s = 0; s < SHARDS; s++) {
            shards[s].put(-1);
            consumers[s].join();
        }
        System.out.println("queuearray: sums=" + sums[0] + "," + sums[1] + "," + sums[2]);
    }
}
