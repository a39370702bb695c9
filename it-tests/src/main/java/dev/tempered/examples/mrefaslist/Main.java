package dev.tempered.examples.mrefaslist;

import java.util.Arrays;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** Two producers started by Arrays.asList(t1, t2).forEach(Thread::start); main consumes. */
public class Main {
    static final int PER_THREAD = 5_000;

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // expect: mpsc
        Thread t1 = new Thread(() -> {
            for (int i = 1; i <= PER_THREAD; i++) {
                q.offer(i);
            }
        });
        Thread t2 = new Thread(() -> {
            for (int i = 1; i <= PER_THREAD; i++) {
                q.offer(PER_THREAD + i);
            }
        });
        Arrays.asList(t1, t2).forEach(Thread::start);
        long sum = 0;
        for (int i = 0; i < 2 * PER_THREAD; i++) {
            sum += q.take();
        }
        t1.join();
        t2.join();
        System.out.println("mrefaslist: count=" + 2 * PER_THREAD + " sum=" + sum);
    }
}
