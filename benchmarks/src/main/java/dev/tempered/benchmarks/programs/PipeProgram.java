package dev.tempered.benchmarks.programs;

import java.util.concurrent.LinkedBlockingQueue;

/**
 * W3 program, B0 (the program as written): a three-stage pipeline, source -> middle -> sink, over two
 * {@code new LinkedBlockingQueue<>(1024)}s with put/take; the middle stage reads and writes each record
 * ({@link Harness#work}). Run under the agent, or rewritten offline, this same program is the Tempered column.
 */
public final class PipeProgram {
    private PipeProgram() {
    }

    public static void main(String[] args) throws InterruptedException {
        Harness h = Harness.of("B0-LBQ-pipeline", args);
        LinkedBlockingQueue<Object> first = new LinkedBlockingQueue<>(Harness.CAPACITY);
        LinkedBlockingQueue<Object> second = new LinkedBlockingQueue<>(Harness.CAPACITY);
        Thread source = new Thread(() -> {
            try {
                for (long i = 0; i < h.total(); i++) {
                    first.put(h.element(i));
                }
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }, "source");
        Thread middle = new Thread(() -> {
            try {
                for (long i = 0; i < h.total(); i++) {
                    second.put(Harness.work(first.take()));
                }
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }, "middle");
        Thread sink = new Thread(() -> {
            try {
                long sum = 0;
                long n = 0;
                for (; n < h.warm; n++) {
                    sum = Harness.mix(sum, Harness.valueOf(second.take()));
                }
                h.timedStart();
                for (; n < h.total(); n++) {
                    sum = Harness.mix(sum, Harness.valueOf(second.take()));
                }
                h.timedEnd();
                h.consumed(n, sum);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }, "sink");
        source.start();
        middle.start();
        sink.start();
        source.join();
        middle.join();
        sink.join();
        h.finish();
    }
}
