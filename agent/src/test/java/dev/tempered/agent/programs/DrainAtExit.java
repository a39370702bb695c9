package dev.tempered.agent.programs;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Main produces; a shutdown hook consumes, after a pause, so it is still running when the agent's own exit hook
 * starts: spsc, the consumer known only at exit.
 */
public final class DrainAtExit {
    public static void main(String[] args) {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // main #0
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                Thread.sleep(300);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
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
}
