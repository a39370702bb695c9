package dev.tempered.benchmarks.eval.threads;

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
 * W9: many threads on one side of a bounded queue (1024). {@code mpsc}: {@code many} producers, one consumer;
 * {@code spmc}: one producer, {@code many} consumers. Every thread is a thread of our own (JMH's thread only
 * starts each batch and waits for it), so {@code many}=8 runs nine busy threads. Score: elements per microsecond,
 * normalised by the batch size (the {@code per-op} below is one element).
 * A variant that does not fit the topology (e.g. an Mpsc queue under spmc) fails at setup; run.sh only pairs
 * fitting ones.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-Xmx1g", "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED"})
public class ManyThreadsBenchmark {
    static final int CAPACITY = 1024;
    static final int BATCH = 1 << 14;

    @Param({"mpsc", "spmc"})
    public String topology;

    @Param({"2", "4", "8"})
    public int many;

    @Param({"B0-LBQ", "B1-JCT-MpmcArray", "B3-Tempered-segmented-mpsc"})
    public String variant;

    private Crew crew;

    @Setup(Level.Trial)
    public void start() {
        boolean mpsc = "mpsc".equals(topology);
        int producers = mpsc ? many : 1;
        int consumers = mpsc ? 1 : many;
        crew = new Crew(Variant.of(variant).make(CAPACITY, topology), producers, consumers, BATCH / producers);
    }

    @TearDown(Level.Trial)
    public void stop() throws InterruptedException {
        crew.stop();
    }

    /** One batch of BATCH elements (a power of two, divisible by every producer count used). */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void handOver() {
        crew.runBatch();
    }
}
