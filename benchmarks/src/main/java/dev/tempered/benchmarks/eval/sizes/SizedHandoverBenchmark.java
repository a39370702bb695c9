package dev.tempered.benchmarks.eval.sizes;

import dev.tempered.benchmarks.eval.Channel;
import dev.tempered.benchmarks.eval.Variant;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * W1x: the whole W1 matrix of issue 7. One producer, one consumer, a freshly allocated element per hand-over
 * ({@code size}: a boxed int, a 64-byte or a 256-byte object), the queue bounded at 1024 or unbounded
 * ({@code bound}), driven blocking or non-blocking ({@code mode}):
 * <ul>
 * <li>{@code block}: B0 ({@link java.util.concurrent.LinkedBlockingQueue}) and B3 (the Tempered substitute, ring
 * spec) use {@code put}/{@code take}, as the program is written;</li>
 * <li>{@code spin}: B0 and B3 use {@code offer}/{@code poll} with the shared {@link dev.tempered.benchmarks.eval.Backoff}.
 * </li>
 * </ul>
 * B2 (JCTools {@code SpscVarHandleArrayQueue}, unbounded {@code SpscUnboundedVarHandleArrayQueue} with chunk 1024)
 * has no blocking operations: it uses {@code offer}/{@code poll} with the same back-off in both modes, so in block
 * mode it is the "what an expert writes" reference, not a like-for-like blocking queue. Every batch checks that
 * each element arrives once and in order. Score: elements per microsecond.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@OperationsPerInvocation(SizedHandoverBenchmark.BATCH)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-Xmx1g", "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED"})
public class SizedHandoverBenchmark {
    static final int BATCH = 1 << 14;

    @Param({"int", "64", "256"})
    public String size;

    /** block: B0/B3 put/take; spin: B0/B3 offer/poll with the back-off (B2 always offer/poll) */
    @Param({"block", "spin"})
    public String mode;

    /** 1024 or unbounded */
    @Param({"1024", "unbounded"})
    public String bound;

    @Param({"B0-LBQ", "B2-JCT-SpscArray", "B3-Tempered-ring"})
    public String variant;

    private SizedHandover handover;

    @Setup(Level.Trial)
    public void start() {
        handover = new SizedHandover(channel(variant, mode, bound), size, BATCH);
    }

    static Channel channel(String variant, String mode, String bound) {
        Variant v = Variant.of(variant);
        Channel c = "unbounded".equals(bound) ? v.makeUnbounded("spsc") : v.make(Integer.parseInt(bound), "spsc");
        switch (mode) {
            case "block":
                return c; // put/take where the queue has them
            case "spin":
                return c.spinning();
            default:
                throw new IllegalArgumentException("mode " + mode);
        }
    }

    @TearDown(Level.Trial)
    public void stop() throws InterruptedException {
        handover.stop();
    }

    @Benchmark
    public void handOver() throws InterruptedException {
        handover.runBatch();
    }
}
