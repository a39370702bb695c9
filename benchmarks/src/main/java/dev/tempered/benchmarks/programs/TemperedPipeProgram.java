package dev.tempered.benchmarks.programs;

import dev.tempered.runtime.v1.TemperedLinkedBlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * W3 program, B3 (Tempered by hand): {@link PipeProgram} with the substitute written in the source for both queues,
 * built as the offline rewriter builds them (JDK-typed variables, the rewriter's spec: same form, checks and
 * topology, at and site naming this class).
 */
public final class TemperedPipeProgram {
    /** What the rewriter emits for a proven spsc site: ring form, contract checks off. */
    static final String SPEC = "v1|form=ring|checks=off|topology=spsc|at=TemperedPipeProgram.java:";
    static final String SITE = "|site=dev/tempered/benchmarks/programs/TemperedPipeProgram.main([Ljava/lang/String;)V#";

    private TemperedPipeProgram() {
    }

    public static void main(String[] args) throws InterruptedException {
        Harness h = Harness.of("B3-T-LBQ-pipeline", args);
        LinkedBlockingQueue<Object> first = new TemperedLinkedBlockingQueue<>(Harness.CAPACITY, SPEC + 21 + SITE + 0);
        LinkedBlockingQueue<Object> second = new TemperedLinkedBlockingQueue<>(Harness.CAPACITY, SPEC + 22 + SITE + 1);
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
