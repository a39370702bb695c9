package dev.tempered.agent.programs;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * Two producers on a queue of capacity 1: the first blocks inside put while the second enters. A manifest that
 * claims one producer is wrong here, and the run-time checks must say so.
 */
public final class TwoProducers {
    public static void main(String[] args) throws Exception {
        BlockingQueue<Integer> q = new ArrayBlockingQueue<>(1); // main #0
        Thread first = new Thread(() -> put(q, 1, 2), "producer-1");
        first.start();
        while (first.getState() != Thread.State.WAITING && first.getState() != Thread.State.TIMED_WAITING) {
            Thread.sleep(1);
        }
        Thread second = new Thread(() -> put(q, 3), "producer-2");
        second.start();
        second.join(2000);
        int got = 0;
        while (first.isAlive() || second.isAlive() || !q.isEmpty()) {
            if (q.poll(10, java.util.concurrent.TimeUnit.MILLISECONDS) != null) {
                got++;
            }
        }
        System.out.println("consumed " + got);
    }

    private static void put(BlockingQueue<Integer> q, int... values) {
        try {
            for (int v : values) {
                q.put(v);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            System.out.println("violation: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }
}
