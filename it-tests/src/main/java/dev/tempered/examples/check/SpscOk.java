package dev.tempered.examples.check;

import org.jctools.queues.SpscArrayQueue;

/** Correct: one producer thread, main consumes. Expect verified. */
public class SpscOk {
    public static void main(String[] args) throws Exception {
        SpscArrayQueue<Integer> q = new SpscArrayQueue<>(64);
        Thread producer = new Thread(() -> {
            for (int i = 0; i < 100; i++) {
                while (!q.offer(i)) {
                    Thread.onSpinWait();
                }
            }
        });
        producer.start();
        int got = 0;
        while (got < 100) {
            if (q.poll() != null) {
                got++;
            }
        }
        producer.join();
    }
}
