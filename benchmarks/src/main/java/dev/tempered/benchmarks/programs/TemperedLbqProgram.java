package dev.tempered.benchmarks.programs;

import dev.tempered.runtime.v1.TemperedLinkedBlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * W1 program, B3 (Tempered by hand): {@link LbqProgram} with the substitute written in the source, built
 * exactly as the offline rewriter builds it: the variable keeps its JDK type (so every call is the same
 * {@code invokevirtual} as in the rewritten class) and the constructor gets the rewriter's spec string, the same
 * form, checks and topology ({@code javap -c} of the rewritten {@code LbqProgram}), at and site naming this class.
 */
public final class TemperedLbqProgram {
    /** What the rewriter emits for a proven spsc site: ring form, contract checks off. */
    static final String SPEC = "v1|form=ring|checks=off|topology=spsc|at=TemperedLbqProgram.java:22"
            + "|site=dev/tempered/benchmarks/programs/TemperedLbqProgram.main([Ljava/lang/String;)V#0";

    private TemperedLbqProgram() {
    }

    public static void main(String[] args) throws InterruptedException {
        Harness h = Harness.of("B3-T-LBQ", args);
        LinkedBlockingQueue<Object> queue = new TemperedLinkedBlockingQueue<>(Harness.CAPACITY, SPEC);
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
