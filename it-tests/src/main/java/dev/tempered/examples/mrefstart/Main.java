package dev.tempered.examples.mrefstart;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;

/** Two consumers started by a method reference to Thread.start handed to forEach; main produces. */
public class Main {
    static final int CONSUMERS = 2;
    static final int N = 10_000;

    public static void main(String[] args) throws InterruptedException {
        LinkedBlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // expect: spmc
        long[] sums = new long[CONSUMERS];
        List<Thread> cs = new ArrayList<>();
        for (int n = 0; n < CONSUMERS; n++) {
            int me = n;
            cs.add(new Thread(() -> {
                try {
                    for (int v; (v = q.take()) >= 0; ) {
                        sums[me] += v;
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }));
        }
        cs.forEach(Thread::start);
        for (int i = 1; i <= N; i++) {
            q.put(i);
        }
        for (int n = 0; n < CONSUMERS; n++) {
            q.put(-1);
        }
        for (Thread c : cs) {
            c.join();
        }
        System.out.println("mrefstart: count=" + N + " sum=" + (sums[0] + sums[1]));
    }
}
