package dev.tempered.examples.inner;

import java.util.concurrent.ArrayBlockingQueue;

/** Inner (non-static) Thread subclasses reach the outer object's queue through this$0. */
public class Main {
    static final int N = 10_000;

    private final ArrayBlockingQueue<Integer> slots = new ArrayBlockingQueue<>(16); // expect: spsc
    private long sum;

    class Producer extends Thread {
        @Override
        public void run() {
            try {
                for (int i = 1; i <= N; i++) {
                    slots.put(i);
                }
            } catch (InterruptedException e) {
                interrupt();
            }
        }
    }

    class Consumer extends Thread {
        @Override
        public void run() {
            try {
                for (int i = 0; i < N; i++) {
                    sum += slots.take();
                }
            } catch (InterruptedException e) {
                interrupt();
            }
        }
    }

    void run() throws InterruptedException {
        Producer p = new Producer();
        Consumer c = new Consumer();
        p.start();
        c.start();
        p.join();
        c.join();
        System.out.println("inner: count=" + N + " sum=" + sum);
    }

    public static void main(String[] args) throws InterruptedException {
        new Main().run();
    }
}
