package dev.tempered.examples.field;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/** A bounded queue held in an instance field; one producer thread and one consumer thread. */
public class Main {
    static final int N = 10_000;

    private final BlockingQueue<Long> buffer = new ArrayBlockingQueue<>(128); // expect: spsc
    private long checksum;

    void produce() {
        try {
            for (long i = 1; i <= N; i++) {
                buffer.put(i * 3);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    void consume() {
        try {
            for (int i = 0; i < N; i++) {
                checksum = checksum * 31 + buffer.take();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Main m = new Main();
        Thread p = new Thread(m::produce, "producer");
        Thread c = new Thread(m::consume, "consumer");
        p.start();
        c.start();
        p.join();
        c.join();
        System.out.println("field: count=" + N + " checksum=" + m.checksum);
    }
}
