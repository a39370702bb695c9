package dev.tempered.examples.staticfield;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/** A static queue filled by two threads started at two different places; main drains it after both end. */
public class Main {
    static final int N = 5_000;
    static final Queue<Integer> EVENTS = new ConcurrentLinkedQueue<>(); // expect: mpsc

    static void fill(int from) {
        for (int i = from; i < from + N; i++) {
            EVENTS.offer(i);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread low = new Thread(() -> fill(0), "low");
        Thread high = new Thread(() -> fill(N), "high");
        low.start();
        high.start();
        low.join();
        high.join();
        long sum = 0;
        int count = 0;
        Integer e;
        while ((e = EVENTS.poll()) != null) {
            sum += e;
            count++;
        }
        System.out.println("staticfield: count=" + count + " sum=" + sum);
    }
}
