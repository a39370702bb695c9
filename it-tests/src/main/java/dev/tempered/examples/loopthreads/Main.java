package dev.tempered.examples.loopthreads;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** Four producer threads started in a loop; main consumes. */
public class Main {
    static final int THREADS = 4;
    static final int PER_THREAD = 2_500;

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // expect: mpsc
        List<Thread> producers = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            int base = t * PER_THREAD;
            Thread th = new Thread(() -> {
                for (int i = 0; i < PER_THREAD; i++) {
                    q.offer(base + i);
                }
            });
            th.start();
            producers.add(th);
        }
        long sum = 0;
        for (int i = 0; i < THREADS * PER_THREAD; i++) {
            sum += q.take();
        }
        for (Thread th : producers) {
            th.join();
        }
        System.out.println("loopthreads: count=" + THREADS * PER_THREAD + " sum=" + sum);
    }
}
