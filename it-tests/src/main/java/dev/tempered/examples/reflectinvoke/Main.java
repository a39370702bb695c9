package dev.tempered.examples.reflectinvoke;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** The queue is handed to a method found by a constant name: the analysis resolves the call to {@link #fill}. */
public class Main {
    static final int N = 5_000;

    public static void fill(BlockingQueue<Integer> q) {
        for (int i = 1; i <= N; i++) {
            q.offer(i);
        }
    }

    static void produce(BlockingQueue<Integer> q) {
        try {
            Main.class.getMethod("fill", BlockingQueue.class).invoke(null, q);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    public static void main(String[] args) throws Exception {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // expect: spsc
        Thread t = new Thread(() -> produce(q));
        t.start();
        long sum = 0;
        for (int i = 0; i < N; i++) {
            sum += q.take();
        }
        t.join();
        System.out.println("reflectinvoke: count=" + N + " sum=" + sum);
    }
}
