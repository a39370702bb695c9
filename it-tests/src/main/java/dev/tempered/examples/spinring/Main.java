package dev.tempered.examples.spinring;

import java.util.concurrent.ArrayBlockingQueue;

/**
 * One producer and one consumer hand numbers over through a small ArrayBlockingQueue with offer and poll only,
 * yielding when it is full or empty: no thread ever waits on it, so the rewritten site is a quiet ring that the
 * substitute keeps in its own fields (design note rings).
 */
public class Main {
    static final int COUNT = 200_000;

    public static void main(String[] args) throws InterruptedException {
        ArrayBlockingQueue<Integer> handOver = new ArrayBlockingQueue<>(256); // expect: spsc
        long[] sum = new long[1];
        Thread consumer = new Thread(() -> {
            long s = 0;
            for (int taken = 0; taken < COUNT; ) {
                Integer v = handOver.poll();
                if (v == null) {
                    Thread.yield();
                    continue;
                }
                s += v;
                taken++;
            }
            sum[0] = s;
        }, "consumer");
        consumer.start();
        for (int i = 0; i < COUNT; i++) {
            while (!handOver.offer(i)) {
                Thread.yield();
            }
        }
        consumer.join();
        System.out.println("spinring: " + COUNT + " handed over, sum " + sum[0] + ", left " + handOver.size());
    }
}
