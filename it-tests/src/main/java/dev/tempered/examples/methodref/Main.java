package dev.tempered.examples.methodref;

import java.util.concurrent.BlockingDeque;
import java.util.concurrent.LinkedBlockingDeque;

/** Threads built from method references; the deque is used as a FIFO at both ends. */
public class Main {
    static final int N = 10_000;

    private final BlockingDeque<Integer> deque = new LinkedBlockingDeque<>(256); // expect: spsc
    private long sum;

    private void produce() {
        try {
            for (int i = 1; i <= N; i++) {
                deque.putLast(i);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void consume() {
        try {
            for (int i = 0; i < N; i++) {
                sum += deque.takeFirst();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Main m = new Main();
        Thread c = new Thread(m::consume);
        Thread p = new Thread(m::produce);
        c.start();
        p.start();
        p.join();
        c.join();
        System.out.println("methodref: count=" + N + " sum=" + m.sum);
    }
}
