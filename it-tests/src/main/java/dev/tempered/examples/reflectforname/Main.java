package dev.tempered.examples.reflectforname;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** The producer is made by reflection from a constant class name: the analysis resolves it and follows its code. */
public class Main {
    static final int N = 5_000;

    public static void main(String[] args) throws Exception {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // expect: spsc
        Class<?> type = Class.forName("dev.tempered.examples.reflectforname.Producer");
        Producer p = (Producer) type.getDeclaredConstructor().newInstance();
        Thread t = new Thread(() -> p.fill(q, N));
        t.start();
        long sum = 0;
        for (int i = 0; i < N; i++) {
            sum += q.take();
        }
        t.join();
        System.out.println("reflectforname: count=" + N + " sum=" + sum);
    }
}
