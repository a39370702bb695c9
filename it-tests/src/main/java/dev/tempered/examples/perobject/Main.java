package dev.tempered.examples.perobject;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** Two Worker objects, each with its own inbox and its own thread; main feeds both. */
public class Main {
    static final int N = 5_000;

    static final class Worker {
        private final BlockingQueue<Integer> inbox = new LinkedBlockingQueue<>(); // expect: spsc
        private final Thread thread;
        private long total;

        Worker(String name) {
            thread = new Thread(this::loop, name);
        }

        void start() {
            thread.start();
        }

        void submit(int v) {
            inbox.offer(v);
        }

        private void loop() {
            try {
                for (int v = inbox.take(); v >= 0; v = inbox.take()) {
                    total += v;
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        long finish() throws InterruptedException {
            inbox.offer(-1);
            thread.join();
            return total;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Worker even = new Worker("even");
        Worker odd = new Worker("odd");
        even.start();
        odd.start();
        for (int i = 0; i < 2 * N; i++) {
            (i % 2 == 0 ? even : odd).submit(i);
        }
        System.out.println("perobject: even=" + even.finish() + " odd=" + odd.finish());
    }
}
