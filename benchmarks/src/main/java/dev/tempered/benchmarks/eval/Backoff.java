package dev.tempered.benchmarks.eval;

/**
 * The one back-off every non-blocking side uses, whatever the queue: {@link Thread#onSpinWait()} for
 * {@link #SPINS} failed tries in a row, then {@link Thread#yield()} (on a shared 2-core machine a side that only
 * spins can burn the time slice the other side needs). Same rule as W1's spin mode.
 */
public final class Backoff {
    public static final int SPINS = 100;

    private Backoff() {
    }

    public static void idle(int fails) {
        if (fails < SPINS) {
            Thread.onSpinWait();
        } else {
            Thread.yield();
        }
    }
}
