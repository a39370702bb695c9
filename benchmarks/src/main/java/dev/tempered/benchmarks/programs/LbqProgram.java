package dev.tempered.benchmarks.programs;

import java.util.concurrent.LinkedBlockingQueue;

/**
 * W1 program, B0 (the program as written): one producer thread puts every element into a
 * {@code new LinkedBlockingQueue<>(1024)}, one consumer thread takes them all. Run under the agent, or rewritten offline,
 * this same program is the Tempered column.
 */
public final class LbqProgram {
    private LbqProgram() {
    }

    public static void main(String[] args) throws InterruptedException {
        Harness h = Harness.of("B0-LBQ", args);
        LinkedBlockingQueue<Object> queue = new LinkedBlockingQueue<>(Harness.CAPACITY);
        Thread producer = new Thread(() -> {
            try {
                for (long i = 0; i < h.total(); i++) {
                    queue.put(h.element(i));
                }
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }, "producer");
        Thread consumer = new Thread(() -> {
            try {
                long sum = 0;
                long n = 0;
                for (; n < h.warm; n++) {
                    sum = Harness.mix(sum, Harness.valueOf(queue.take()));
                }
                h.timedStart();
                for (; n < h.total(); n++) {
                    sum = Harness.mix(sum, Harness.valueOf(queue.take()));
                }
                h.timedEnd();
                h.consumed(n, sum);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }, "consumer");
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        h.finish();
    }
}
