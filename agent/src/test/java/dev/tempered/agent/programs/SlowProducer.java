package dev.tempered.agent.programs;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** main takes an element that a producer adds only after a pause: main surely parks in take(). */
public final class SlowProducer {
    public static void main(String[] args) throws Exception {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // main #0
        Thread producer = new Thread(() -> {
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                return;
            }
            q.add(42);
        }, "producer");
        producer.start();
        System.out.println("took " + q.take());
        producer.join();
        System.out.println(args.length > 0 && args[0].equals("class") ? q.getClass().getName() : "done");
    }
}
