package dev.tempered.benchmarks;

import java.util.Queue;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * W1, one thread: the same thread offers {@link #RUN} elements and polls them back, so it owns both sides of the
 * queue. No hand-over between cores, so the score is the queue's own per-element path (storage, signal test,
 * contract checks), and it needs only one CPU: on a loaded 2-core machine it isolates what the checks cost from
 * whether the two hand-over threads happened to run at the same time. Score: elements offered and polled per
 * microsecond.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@OperationsPerInvocation(HandoverOneThreadBenchmark.RUN)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Xmx1g")
public class HandoverOneThreadBenchmark {
    /** fits every bounded subject (capacity 1024), so no offer fails */
    static final int RUN = 256;
    private static final Object ITEM = new Object();

    @Param({"TQ-ABQ:1024:off", "TQ-ABQ:1024:throw", "T-ABQ:1024:off", "T-ABQ:1024:throw", "JCT-SpscArray:1024",
        "TQ-LBQ:off", "TQ-LBQ:throw", "T-LBQ:off", "T-LBQ:throw"})
    public String subject;

    private Queue<Object> q;

    @Setup
    public void make() {
        q = Subject.of(subject).make();
    }

    @Benchmark
    public int offerThenPoll() {
        Queue<Object> q = this.q;
        for (int i = 0; i < RUN; i++) {
            q.offer(ITEM);
        }
        int n = 0;
        for (int i = 0; i < RUN; i++) {
            if (q.poll() != null) {
                n++;
            }
        }
        return n;
    }
}
