package dev.tempered.benchmarks.programs;

import org.jctools.queues.varhandle.SpscVarHandleArrayQueue;

/**
 * W1 program, B2 (the expert's queue used directly): the same hand-over through JCTools' single-producer
 * single-consumer array queue (its VarHandle build, the one {@code jctools-core-jdk11} ships), capacity 1024. It has
 * no put/take, so both sides use offer/poll and back off by the rule every eval workload uses ({@link Backoff}).
 */
public final class SpscArrayProgram {
    private SpscArrayProgram() {
    }

    public static void main(String[] args) throws InterruptedException {
        Harness h = Harness.of("B2-JCT-SpscArray", args);
        SpscVarHandleArrayQueue<Object> queue = new SpscVarHandleArrayQueue<>(Harness.CAPACITY);
        Thread producer = new Thread(() -> {
            for (long i = 0; i < h.total(); i++) {
                Object e = h.element(i);
                for (int fails = 0; !queue.offer(e); fails++) {
                    Backoff.idle(fails);
                }
            }
        }, "producer");
        Thread consumer = new Thread(() -> {
            long sum = 0;
            long n = 0;
            for (; n < h.warm; n++) {
                sum = Harness.mix(sum, Harness.valueOf(take(queue)));
            }
            h.timedStart();
            for (; n < h.total(); n++) {
                sum = Harness.mix(sum, Harness.valueOf(take(queue)));
            }
            h.timedEnd();
            h.consumed(n, sum);
        }, "consumer");
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        h.finish();
    }

    private static Object take(SpscVarHandleArrayQueue<Object> queue) {
        Object e;
        for (int fails = 0; (e = queue.poll()) == null; fails++) {
            Backoff.idle(fails);
        }
        return e;
    }
}
