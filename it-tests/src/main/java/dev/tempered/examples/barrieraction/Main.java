package dev.tempered.examples.barrieraction;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Four workers meet at a barrier after each round; the barrier's action, run by the last one to arrive and one trip
 * after the other, publishes the round number to a reporter thread. One producer (the action), one consumer.
 */
public class Main {
    static final int ROUNDS = 200;
    static final int WORKERS = 4;
    private final BlockingQueue<Integer> rounds = new LinkedBlockingQueue<>(); // expect: spsc
    private int finished;

    private void roundDone() {
        rounds.offer(++finished);
    }

    public static void main(String[] args) throws Exception {
        Main m = new Main();
        CyclicBarrier barrier = new CyclicBarrier(WORKERS, m::roundDone);
        long[] seen = new long[1];
        Thread reporter = new Thread(() -> {
            try {
                for (int r = m.rounds.take(); r < ROUNDS; r = m.rounds.take()) {
                    seen[0] += r;
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "reporter");
        reporter.start();
        Thread[] workers = new Thread[WORKERS];
        for (int w = 0; w < WORKERS; w++) {
            workers[w] = new Thread(() -> {
                try {
                    for (int r = 0; r < ROUNDS; r++) {
                        barrier.await();
                    }
                } catch (InterruptedException | BrokenBarrierException e) {
                    Thread.currentThread().interrupt();
                }
            });
            workers[w].start();
        }
        for (Thread w : workers) {
            w.join();
        }
        reporter.join();
        System.out.println("barrieraction: rounds=" + ROUNDS + " sum=" + seen[0]);
    }
}
