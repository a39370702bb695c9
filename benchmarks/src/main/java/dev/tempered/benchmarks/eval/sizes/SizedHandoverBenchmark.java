package dev.tempered.benchmarks.eval.sizes;

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
 * W1x: the W1 hand-over (one producer, one consumer, bounded 1024) with a freshly allocated element per hand-over:
 * a boxed int, a 64-byte or a 256-byte object. B0 and B3 use put/take (blocking), B2 offer/poll with the shared
 * back-off. Score: elements per microsecond.
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

    @Param({"B0-LBQ", "B2-JCT-SpscArray", "B3-Tempered-ring"})
    public String variant;

    private SizedHandover handover;

    @Setup(Level.Trial)
    public void start() {
        handover = new SizedHandover(Variant.of(variant).make(1024, "spsc"), size, BATCH);
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
