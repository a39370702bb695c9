package dev.tempered.agent.programs;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * main takes an element that a producer adds only once main is parked in take() (WAITING as written, TIMED_WAITING
 * on a quiet core): main surely waits, and no timing decides it.
 */
public final class SlowProducer {
    public static void main(String[] args) throws Exception {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // main #0
        Thread main = Thread.currentThread();
        Thread producer = new Thread(() -> {
            for (Thread.State s = main.getState(); s != Thread.State.WAITING && s != Thread.State.TIMED_WAITING;
                    s = main.getState()) {
                Thread.onSpinWait();
            }
            q.add(42);
        }, "producer");
        producer.start();
        System.out.println("took " + q.take());
        producer.join();
        System.out.println(args.length > 0 && args[0].equals("class") ? q.getClass().getName() : "done");
    }
}
