package dev.tempered.agent.programs;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** One producer thread, main consumes: spsc. Prints a checksum only, so output is the same whatever the queue. */
public final class Pipeline {
    public static void main(String[] args) throws Exception {
        System.out.println("start");
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // main #0
        Thread producer = new Thread(() -> {
            for (int i = 1; i <= 10_000; i++) {
                q.add(i);
            }
            q.add(-1);
        }, "producer");
        producer.start();
        long sum = 0;
        for (int v; (v = q.take()) != -1; ) {
            sum += v;
        }
        producer.join();
        System.out.println("sum " + sum);
        System.out.println(args.length > 0 && args[0].equals("class") ? q.getClass().getName() : "done");
    }
}
