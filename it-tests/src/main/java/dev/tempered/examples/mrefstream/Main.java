package dev.tempered.examples.mrefstream;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** Two producers started by stream().forEach(Thread::start); main consumes. */
public class Main {
    static final int PRODUCERS = 2;
    static final int PER_THREAD = 5_000;

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // expect: mpsc
        List<Thread> ps = new ArrayList<>();
        for (int n = 0; n < PRODUCERS; n++) {
            int base = n * PER_THREAD;
            ps.add(new Thread(() -> {
                for (int i = 1; i <= PER_THREAD; i++) {
                    q.offer(base + i);
                }
            }));
        }
        ps.stream().forEach(Thread::start);
        long sum = 0;
        for (int i = 0; i < PRODUCERS * PER_THREAD; i++) {
            sum += q.take();
        }
        for (Thread p : ps) {
            p.join();
        }
        System.out.println("mrefstream: count=" + PRODUCERS * PER_THREAD + " sum=" + sum);
    }
}
