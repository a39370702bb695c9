package dev.tempered.benchmarks.programs;

import org.jctools.queues.varhandle.SpscVarHandleArrayQueue;

/**
 * W3 program, B2 (the expert's queues used directly): {@link PipeProgram}'s pipeline over two JCTools spsc array
 * queues (VarHandle build), capacity 1024, offer/poll with the {@link Backoff} rule.
 */
public final class SpscPipeProgram {
    private SpscPipeProgram() {
    }

    public static void main(String[] args) throws InterruptedException {
        Harness h = Harness.of("B2-JCT-SpscArray-pipeline", args);
        SpscVarHandleArrayQueue<Object> first = new SpscVarHandleArrayQueue<>(Harness.CAPACITY);
        SpscVarHandleArrayQueue<Object> second = new SpscVarHandleArrayQueue<>(Harness.CAPACITY);
        Thread source = new Thread(() -> {
            for (long i = 0; i < h.total(); i++) {
                put(first, h.element(i));
            }
        }, "source");
        Thread middle = new Thread(() -> {
            for (long i = 0; i < h.total(); i++) {
                put(second, Harness.work(take(first)));
            }
        }, "middle");
        Thread sink = new Thread(() -> {
            long sum = 0;
            long n = 0;
            for (; n < h.warm; n++) {
                sum = Harness.mix(sum, Harness.valueOf(take(second)));
            }
            h.timedStart();
            for (; n < h.total(); n++) {
                sum = Harness.mix(sum, Harness.valueOf(take(second)));
            }
            h.timedEnd();
            h.consumed(n, sum);
        }, "sink");
        source.start();
        middle.start();
        sink.start();
        source.join();
        middle.join();
        sink.join();
        h.finish();
    }

    private static void put(SpscVarHandleArrayQueue<Object> queue, Object e) {
        for (int fails = 0; !queue.offer(e); fails++) {
            Backoff.idle(fails);
        }
    }

    private static Object take(SpscVarHandleArrayQueue<Object> queue) {
        Object e;
        for (int fails = 0; (e = queue.poll()) == null; fails++) {
            Backoff.idle(fails);
        }
        return e;
    }
}
