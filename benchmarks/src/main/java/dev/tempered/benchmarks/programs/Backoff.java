package dev.tempered.benchmarks.programs;

/**
 * The eval workloads' back-off rule, copied so the programs' jar is self-contained: {@link Thread#onSpinWait()}
 * for {@link #SPINS} failed tries in a row, then {@link Thread#yield()}.
 */
final class Backoff {
    static final int SPINS = 100;

    private Backoff() {
    }

    static void idle(int fails) {
        if (fails < SPINS) {
            Thread.onSpinWait();
        } else {
            Thread.yield();
        }
    }
}
