package dev.tempered.benchmarks.pool;

import dev.tempered.runtime.v1.pool.WorkStealingTaskQueue;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import javax.management.MBeanServer;
import javax.management.ObjectName;

/**
 * Per-worker balance of one W11 workload, to read beside the JMH scores: for the JDK pool and the work-stealing
 * pool alike, each worker's tasks, time inside tasks (ThreadPoolExecutor hooks) and CPU time (ThreadMXBean); for
 * the work-stealing pool also its own counters (steals, time inside take/poll) read from its MXBean. CPU time per
 * task is the figure a shared machine disturbs least: it shows work a queue wastes (spinning, lock hand-offs)
 * even when other processes take the CPUs.
 *
 * <p>usage: PoolBalance impl(jdk|tempered) workload(oneSubmitter|forkJoin|uneven|unevenNested) workers taskNanos seconds
 * Prints one JSON line.
 */
public final class PoolBalance {
    private PoolBalance() {
    }

    public static void main(String[] args) throws Exception {
        String impl = args[0];
        String workload = args[1];
        int n = Integer.parseInt(args[2]);
        long nanos = Long.parseLong(args[3]);
        double seconds = Double.parseDouble(args[4]);
        String site = "balance/" + workload + "/" + n + "/" + nanos;
        BlockingQueue<Runnable> queue = "jdk".equals(impl) ? new LinkedBlockingQueue<>()
                : new WorkStealingTaskQueue("v1|form=" + (n > 1 ? "work-stealing" : "work-stealing-fifo")
                        + "|topology=mpmc|stats=jmx|site=" + site);
        TimedPool pool = new TimedPool(n, queue);
        pool.prestartAllCoreThreads();
        run(pool, workload, nanos, seconds / 2); // warm-up

        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        com.sun.management.OperatingSystemMXBean os =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        MBeanServer server = ManagementFactory.getPlatformMBeanServer();
        ObjectName name = new ObjectName("dev.tempered:type=WorkStealingPool,site=" + ObjectName.quote(site));
        boolean counted = server.isRegistered(name);

        List<TimedPool.Worker> ws = pool.workers;
        long[] tasks0 = new long[ws.size()];
        long[] busy0 = new long[ws.size()];
        long[] cpu0 = new long[ws.size()];
        for (int i = 0; i < ws.size(); i++) {
            tasks0[i] = ws.get(i).tasks;
            busy0[i] = ws.get(i).busyNanos;
            cpu0[i] = threads.getThreadCpuTime(ws.get(i).thread.getId());
        }
        long[] q0 = counted ? (long[]) server.getAttribute(name, "TasksRun") : null;
        long[] steals0 = counted ? (long[]) server.getAttribute(name, "Steals") : null;
        long[] idle0 = counted ? (long[]) server.getAttribute(name, "IdleNanos") : null;
        long[] switches0 = ContextSwitches.read();
        long proc0 = os.getProcessCpuTime();
        long main0 = threads.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        long done = run(pool, workload, nanos, seconds);
        long wall = System.nanoTime() - t0;
        long proc = os.getProcessCpuTime() - proc0;
        long mainCpu = threads.getCurrentThreadCpuTime() - main0;
        long[] switches1 = ContextSwitches.read();

        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "{\"impl\":\"%s\",\"workload\":\"%s\",\"workers\":%d,\"taskNanos\":%d,"
                        + "\"tasks\":%d,\"wallNsPerTask\":%.1f,\"processCpuNsPerTask\":%.1f,\"submitterCpuNsPerTask\":%.1f,"
                        + "\"voluntarySwitchesPerKTask\":%.1f,\"involuntarySwitchesPerKTask\":%.1f,\"perWorker\":[",
                impl, workload, n, nanos, done, (double) wall / done, (double) proc / done, (double) mainCpu / done,
                1000.0 * (switches1[0] - switches0[0]) / done, 1000.0 * (switches1[1] - switches0[1]) / done));
        long[] q1 = counted ? (long[]) server.getAttribute(name, "TasksRun") : null;
        long[] steals1 = counted ? (long[]) server.getAttribute(name, "Steals") : null;
        long[] idle1 = counted ? (long[]) server.getAttribute(name, "IdleNanos") : null;
        String[] qnames = counted ? (String[]) server.getAttribute(name, "WorkerNames") : new String[0];
        for (int i = 0; i < ws.size(); i++) {
            TimedPool.Worker w = ws.get(i);
            sb.append(i == 0 ? "" : ",");
            sb.append(String.format(Locale.ROOT, "{\"thread\":\"%s\",\"tasks\":%d,\"busyMs\":%.1f,\"cpuMs\":%.1f,"
                            + "\"busyPct\":%.1f",
                    w.thread.getName(), w.tasks - at(tasks0, i), (w.busyNanos - at(busy0, i)) / 1e6,
                    (threads.getThreadCpuTime(w.thread.getId()) - at(cpu0, i)) / 1e6,
                    100.0 * (w.busyNanos - at(busy0, i)) / wall));
            int slot = indexOf(qnames, w.thread.getName());
            if (slot >= 0) {
                // A worker that registered during the window has no "before" figures: count from zero.
                sb.append(String.format(Locale.ROOT, ",\"queueTasks\":%d,\"steals\":%d,\"inQueueMs\":%.1f",
                        q1[slot] - at(q0, slot), steals1[slot] - at(steals0, slot),
                        (idle1[slot] - at(idle0, slot)) / 1e6));
            }
            sb.append('}');
        }
        sb.append("]}");
        System.out.println(sb);
        pool.shutdown();
        pool.awaitTermination(30, TimeUnit.SECONDS);
    }

    private static long at(long[] a, int i) {
        return i < a.length ? a[i] : 0;
    }

    private static int indexOf(String[] names, String s) {
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(s)) {
                return i;
            }
        }
        return -1;
    }

    /** Runs batches of the workload for about {@code seconds}; returns the number of tasks run. */
    private static long run(TimedPool pool, String workload, long nanos, double seconds) throws InterruptedException {
        long end = System.nanoTime() + (long) (seconds * 1e9);
        long tasks = 0;
        do {
            switch (workload) {
                case "oneSubmitter": tasks += PoolWorkloads.oneSubmitter(pool, nanos); break;
                case "forkJoin": tasks += PoolWorkloads.forkJoin(pool, nanos); break;
                case "uneven": tasks += PoolWorkloads.uneven(pool, nanos); break;
                case "unevenNested": tasks += PoolWorkloads.unevenNested(pool, nanos); break;
                default: throw new IllegalArgumentException(workload);
            }
        } while (System.nanoTime() < end);
        return tasks;
    }
}
