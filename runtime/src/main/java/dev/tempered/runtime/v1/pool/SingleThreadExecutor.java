package dev.tempered.runtime.v1.pool;

import java.lang.ref.Cleaner;
import java.lang.ref.Reference;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * What {@code Executors.newSingleThreadExecutor} returns, rebuilt: an {@link ExecutorService} that delegates to a
 * one-thread pool without exposing it (no cast to {@code ThreadPoolExecutor}, no {@code setCorePoolSize}), and that
 * shuts the pool down when the wrapper becomes unreachable, as JDK 21+ does with a {@link Cleaner} (JDK 17 did it
 * from {@code finalize}). Each method keeps the wrapper reachable until the delegate returns, so the pool is never
 * shut down under a running call.
 */
final class SingleThreadExecutor extends AbstractExecutorService {
    private static final Cleaner CLEANER = Cleaner.create();

    private final ExecutorService e;

    SingleThreadExecutor(ExecutorService executor) {
        this.e = executor;
        // The action captures only the delegate, never the wrapper.
        CLEANER.register(this, executor::shutdown);
    }

    @Override
    public void execute(Runnable command) {
        try {
            e.execute(command);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    @Override
    public void shutdown() {
        try {
            e.shutdown();
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    @Override
    public List<Runnable> shutdownNow() {
        try {
            return e.shutdownNow();
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    @Override
    public boolean isShutdown() {
        try {
            return e.isShutdown();
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    @Override
    public boolean isTerminated() {
        try {
            return e.isTerminated();
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    @Override
    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        try {
            return e.awaitTermination(timeout, unit);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    @Override
    public Future<?> submit(Runnable task) {
        try {
            return e.submit(task);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    @Override
    public <T> Future<T> submit(Callable<T> task) {
        try {
            return e.submit(task);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    @Override
    public <T> Future<T> submit(Runnable task, T result) {
        try {
            return e.submit(task, result);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    @Override
    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks) throws InterruptedException {
        try {
            return e.invokeAll(tasks);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    @Override
    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
            throws InterruptedException {
        try {
            return e.invokeAll(tasks, timeout, unit);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    @Override
    public <T> T invokeAny(Collection<? extends Callable<T>> tasks)
            throws InterruptedException, ExecutionException {
        try {
            return e.invokeAny(tasks);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    @Override
    public <T> T invokeAny(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
            throws InterruptedException, ExecutionException, TimeoutException {
        try {
            return e.invokeAny(tasks, timeout, unit);
        } finally {
            Reference.reachabilityFence(this);
        }
    }
}
