package dev.tempered.examples.printedlist;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Main prints the list that holds its queue: a JDK list's text is its elements' text, read on the printing thread,
 * so printing it hands the queue to no one. One producer thread, main consumes.
 */
public class Main {
    static final int N = 5_000;

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // expect: spsc
        List<BlockingQueue<Integer>> all = new ArrayList<>();
        all.add(q);
        Thread producer = new Thread(() -> {
            for (int i = 0; i < N; i++) {
                q.offer(i);
            }
        }, "producer");
        producer.start();
        long sum = 0;
        for (int i = 0; i < N; i++) {
            sum += q.take();
        }
        producer.join();
        System.out.println("printedlist: count=" + N + " sum=" + sum + " queues=" + all);
    }
}
