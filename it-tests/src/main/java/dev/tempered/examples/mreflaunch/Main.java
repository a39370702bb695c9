package dev.tempered.examples.mreflaunch;

import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;

/** Two consumers started by a user method reached through a method reference: cs.forEach(Main::launch). */
public class Main {
    static final int N = 10_000;
    static final BlockingQueue<Integer> Q = new LinkedBlockingQueue<>(); // expect: spmc
    static final CountDownLatch DONE = new CountDownLatch(2);

    static void launch(String name) {
        Thread t = new Thread(() -> {
            try {
                while (Q.take() >= 0) {
                    // consume until the poison pill
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            DONE.countDown();
        }, name);
        t.start();
    }

    public static void main(String[] args) throws InterruptedException {
        List<String> cs = List.of("consumer-1", "consumer-2");
        cs.forEach(Main::launch);
        for (int i = 1; i <= N; i++) {
            Q.put(i);
        }
        Q.put(-1);
        Q.put(-1);
        DONE.await();
        System.out.println("mreflaunch: count=" + N);
    }
}
