package dev.tempered.analysis.internal.pta;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;

/**
 * The solver's limits: processor time of the solving thread (with elapsed time at 1.2 times it as a backstop), live heap after collection (60% of the maximum)
 * and the size of the points-to graph. Past either,
 * {@link #check} throws {@link Exceeded}; the analysis then proves nothing and refuses every site.
 */
public final class Budget {
    /** Pointer nodes past which the graph is too large for a 2 GB heap. */
    static final int MAX_NODES = 40_000_000;

    private final ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    private final long startCpu;
    private final long startWall;
    private final long limitNanos;
    private final boolean cpuTime;

    public Budget(Duration limit) {
        this.cpuTime = mx.isCurrentThreadCpuTimeSupported();
        this.startCpu = cpuTime ? mx.getCurrentThreadCpuTime() : 0;
        this.startWall = System.nanoTime();
        this.limitNanos = limit.toNanos();
    }

    /** Throws when the budget is spent. */
    public void check(int graphNodes) {
        long used = cpuTime ? mx.getCurrentThreadCpuTime() - startCpu : System.nanoTime() - startWall;
        if (used > limitNanos) {
            throw new Exceeded("the analysis stopped after its processor-time budget of "
                    + Duration.ofNanos(limitNanos).toSeconds() + " s before the program was solved");
        }
        // wall-clock backstop: on a loaded machine (or with collection near the heap limit, which the solving
        // thread's processor time does not count) the run still ends within the budget plus a fifth
        long wall = System.nanoTime() - startWall;
        if (wall > limitNanos + Math.max(limitNanos / 5, 1_000_000_000L)) {
            throw new Exceeded("the analysis stopped after " + Duration.ofNanos(wall).toSeconds()
                    + " s of elapsed time (budget " + Duration.ofNanos(limitNanos).toSeconds()
                    + " s of processor time) before the program was solved");
        }
        long max = Runtime.getRuntime().maxMemory();
        for (java.lang.management.MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
            java.lang.management.MemoryUsage after = p.getType() == java.lang.management.MemoryType.HEAP
                    ? p.getCollectionUsage() : null;
            if (after != null && p.isCollectionUsageThresholdSupported() && after.getUsed() > max * 6 / 10) {
                throw new Exceeded("the analysis stopped at its memory budget (" + (max * 6 / 10 >> 20)
                        + " MB live after collection) before the program was solved");
            }
        }
        if (graphNodes > MAX_NODES) {
            throw new Exceeded("the analysis stopped at its size budget (" + MAX_NODES
                    + " pointer nodes) before the program was solved");
        }
    }

    /** Thrown out of the solver when a limit is reached. */
    public static final class Exceeded extends RuntimeException {
        Exceeded(String message) {
            super(message, null, false, false);
        }
    }
}
