package dev.tempered.benchmarks.pool;

import dev.tempered.runtime.v1.pool.TemperedExecutors;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
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
 * W11: a fixed thread pool as written ({@code Executors.newFixedThreadPool}, one shared LinkedBlockingQueue) against
 * the same pool from {@code TemperedExecutors} (work-stealing task queue). Four workloads, each reported per task:
 * one submitter feeding tiny tasks; fork/join-style recursion where tasks submit their subtasks from inside the
 * pool; uneven tasks where one in sixteen is fifty times longer than the rest; and uneven nested tasks, where a few
 * root tasks grow lopsided trees of subtasks of heavy-tailed lengths from inside the pool.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 2, jvmArgsAppend = "-Xmx1g")
public class PoolTaskQueueBenchmark {
    @Param({"jdk", "tempered"})
    public String impl;

    @Param({"1", "2", "4", "8"})
    public int workers;

    /** Busy time of one task in nanoseconds (0 to 1 microsecond). */
    @Param({"0", "250", "1000"})
    public int taskNanos;

    private ExecutorService pool;

    @Setup(Level.Trial)
    public void start() {
        pool = "jdk".equals(impl) ? Executors.newFixedThreadPool(workers) : TemperedExecutors.newFixedThreadPool(workers);
    }

    @TearDown(Level.Trial)
    public void stop() throws InterruptedException {
        pool.shutdown();
        if (!pool.awaitTermination(30, TimeUnit.SECONDS)) {
            throw new IllegalStateException("pool did not terminate");
        }
    }

    /** One submitter thread (the benchmark thread) executes BATCH tasks and waits for all of them. */
    @Benchmark
    @OperationsPerInvocation(PoolWorkloads.BATCH)
    public int oneSubmitter() throws InterruptedException {
        return PoolWorkloads.oneSubmitter(pool, taskNanos);
    }

    /** Each task forks two subtasks from inside the pool until DEPTH; per-worker deques keep them local. */
    @Benchmark
    @OperationsPerInvocation(PoolWorkloads.TREE)
    public int forkJoinRecursive() throws InterruptedException {
        return PoolWorkloads.forkJoin(pool, taskNanos);
    }

    /** One task in sixteen runs fifty times longer: a worker stuck on one must not hold back the others' queue. */
    @Benchmark
    @OperationsPerInvocation(PoolWorkloads.BATCH)
    public int unevenTasks() throws InterruptedException {
        return PoolWorkloads.uneven(pool, taskNanos);
    }

    /**
     * A few root tasks from outside, each growing a lopsided tree of subtasks from inside the pool, task lengths
     * seeded and heavy-tailed (1 to 50 times the base): the work lands unevenly on the workers' own deques.
     */
    @Benchmark
    @OperationsPerInvocation(PoolWorkloads.NESTED)
    public int unevenNested() throws InterruptedException {
        return PoolWorkloads.unevenNested(pool, taskNanos);
    }
}
