package dev.tempered.benchmarks.eval.pipeline;

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
 * W3 (and, swept over {@code tokens}, W3g): source, middle and sink stages joined by two bounded queues (1024) of
 * the same variant, 64-byte records. Score: records through all three stages per microsecond. With
 * {@code -prof gc}, {@code gc.alloc.rate.norm} is bytes allocated per record by all threads.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@OperationsPerInvocation(PipelineBenchmark.BATCH)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-Xmx1g", "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED"})
public class PipelineBenchmark {
    static final int BATCH = 4096;
    static final int CAPACITY = 1024;

    @Param({"B0-LBQ", "B1-JCT-MpmcArray", "B2-JCT-SpscArray", "B2-Agrona-OneToOne", "B3-Tempered-ring"})
    public String variant;

    /** Blackhole.consumeCPU tokens per record per stage (0 = queue cost only). */
    @Param({"0"})
    public long tokens;

    private Pipeline pipeline;

    @Setup(Level.Trial)
    public void start() {
        Variant v = Variant.of(variant);
        pipeline = new Pipeline(v.make(CAPACITY, "spsc"), v.make(CAPACITY, "spsc"), tokens);
    }

    @TearDown(Level.Trial)
    public void stop() throws InterruptedException {
        pipeline.stop();
    }

    @Benchmark
    public void pipeline() throws InterruptedException {
        pipeline.runBatch(BATCH);
    }
}
