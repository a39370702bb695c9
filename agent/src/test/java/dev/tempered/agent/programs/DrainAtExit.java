package dev.tempered.agent.programs;

import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Main produces; a shutdown hook consumes: spsc, the consumer known only at exit. The hook drains only once every
 * other application hook has ended, the agent's ordinary hook ("tempered-exit") included, so an agent that wrote its
 * recording from that hook would always miss this consumer (design note start-up).
 */
public final class DrainAtExit {
    public static void main(String[] args) {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // main #0
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            awaitOtherHooks();
            long sum = 0;
            for (Integer v = q.poll(); v != null; v = q.poll()) {
                sum += v;
            }
            System.out.println("drained " + sum);
        }, "drain-at-exit"));
        for (int i = 1; i <= 1_000; i++) {
            q.add(i);
        }
        System.out.println("produced");
    }

    /**
     * Waits until the thread running the hooks has started them all and is joining them (WAITING inside
     * ApplicationShutdownHooks), then joins every other live non-daemon thread: the other hooks. Bounded, so that a
     * JDK whose shutdown looks different only loses the test's ordering, never hangs the exit.
     */
    private static void awaitOtherHooks() {
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (System.nanoTime() < deadline) {
            Map<Thread, StackTraceElement[]> all = Thread.getAllStackTraces();
            Thread runner = runner(all);
            if (runner != null && runner.getState() == Thread.State.WAITING) {
                for (Thread t : all.keySet()) {
                    if (t != runner && t != Thread.currentThread() && !t.isDaemon()) {
                        try {
                            t.join(Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                            return;
                        }
                    }
                }
                return;
            }
            Thread.onSpinWait();
        }
    }

    private static Thread runner(Map<Thread, StackTraceElement[]> all) {
        for (Map.Entry<Thread, StackTraceElement[]> e : all.entrySet()) {
            for (StackTraceElement f : e.getValue()) {
                if (f.getClassName().equals("java.lang.ApplicationShutdownHooks")) {
                    return e.getKey();
                }
            }
        }
        return null;
    }
}
