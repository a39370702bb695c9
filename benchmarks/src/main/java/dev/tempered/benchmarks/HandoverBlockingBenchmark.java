package dev.tempered.benchmarks;

import java.util.Queue;
import java.util.concurrent.BlockingQueue;
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
 * W1, blocking: one producer and one consumer hand elements over with {@code put}/{@code take}
 * (waiting sides park). Only the {@code BlockingQueue}s: JCTools' rings have no put/take.
 * Score: elements handed over per microsecond.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@OperationsPerInvocation(Handover.BATCH)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Xmx1g")
public class HandoverBlockingBenchmark {

    @Param({
        "LBQ:1024", "ABQ:1024", "T-ABQ:1024:off", "T-ABQ:1024:throw", "T-LBQ:1024:off", "T-LBQ:1024:throw",
        "LBQ", "LTQ", "T-LBQ:off", "T-LBQ:throw", "T-LTQ:off", "T-LTQ:throw", "LBD", "T-LBD:off"})
    public String subject;

    private Handover handover;

    @Setup(Level.Trial)
    public void start() {
        Queue<Object> q = Subject.of(subject).make();
        if (!(q instanceof BlockingQueue)) {
            throw new IllegalArgumentException(subject + " has no put/take");
        }
        handover = Handover.block((BlockingQueue<Object>) q);
    }

    @TearDown(Level.Trial)
    public void stop() throws InterruptedException {
        handover.stop();
    }

    @Benchmark
    public long handover() throws InterruptedException {
        return handover.blockBatch();
    }
}
