package dev.tempered.runtime.v1.pool;

import dev.tempered.runtime.internal.pool.PoolSpec;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Replacements for the {@code java.util.concurrent.Executors} factories whose queue is allocated inside the JDK.
 * The rewriter swaps the owner of the call (same name, same descriptor), or appends a constant spec and calls the
 * {@code String}-suffixed overload. Each builds exactly what the JDK factory builds (a plain {@link
 * ThreadPoolExecutor} with the same core size, maximum size and keep-alive; for the single-thread executor, a
 * wrapper that hides reconfiguration and shuts the pool down once unreachable) with a {@link
 * WorkStealingTaskQueue} as its queue: stealing for more than one thread, FIFO (submission order) for one.
 */
public final class TemperedExecutors {
    private static final String FIXED = "v1|form=work-stealing|topology=mpmc|site=java/util/concurrent/Executors.newFixedThreadPool";
    private static final String SINGLE = "v1|form=work-stealing-fifo|topology=mpsc|site=java/util/concurrent/Executors.newSingleThreadExecutor";

    private TemperedExecutors() {
    }

    public static ExecutorService newFixedThreadPool(int nThreads) {
        return newFixedThreadPool(nThreads, FIXED);
    }

    public static ExecutorService newFixedThreadPool(int nThreads, ThreadFactory threadFactory) {
        return newFixedThreadPool(nThreads, threadFactory, FIXED);
    }

    public static ExecutorService newSingleThreadExecutor() {
        return newSingleThreadExecutor(SINGLE);
    }

    public static ExecutorService newSingleThreadExecutor(ThreadFactory threadFactory) {
        return newSingleThreadExecutor(threadFactory, SINGLE);
    }

    public static ExecutorService newFixedThreadPool(int nThreads, String spec) {
        return new ThreadPoolExecutor(nThreads, nThreads, 0L, TimeUnit.MILLISECONDS, queueFor(nThreads, spec));
    }

    public static ExecutorService newFixedThreadPool(int nThreads, ThreadFactory threadFactory, String spec) {
        return new ThreadPoolExecutor(nThreads, nThreads, 0L, TimeUnit.MILLISECONDS, queueFor(nThreads, spec),
                threadFactory);
    }

    public static ExecutorService newSingleThreadExecutor(String spec) {
        return new SingleThreadExecutor(
                new ThreadPoolExecutor(1, 1, 0L, TimeUnit.MILLISECONDS, queueFor(1, spec)));
    }

    public static ExecutorService newSingleThreadExecutor(ThreadFactory threadFactory, String spec) {
        return new SingleThreadExecutor(
                new ThreadPoolExecutor(1, 1, 0L, TimeUnit.MILLISECONDS, queueFor(1, spec), threadFactory));
    }

    /** One worker gets the FIFO form: with nobody to steal from, a deque would only reorder tasks. */
    private static WorkStealingTaskQueue queueFor(int nThreads, String spec) {
        PoolSpec s = PoolSpec.parse(spec);
        return new WorkStealingTaskQueue(Integer.MAX_VALUE, nThreads > 1 ? s : s.fifo());
    }
}
