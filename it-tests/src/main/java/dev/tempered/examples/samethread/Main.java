package dev.tempered.examples.samethread;

import java.util.ArrayDeque;
import java.util.Queue;
import java.util.concurrent.BlockingDeque;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingDeque;

/** Queues used on both sides by one thread only: a worker's BFS work list and main's undo stack. */
public class Main {
    static final int NODES = 4_096;

    /** Breadth-first walk of an implicit binary tree, entirely inside one worker thread. */
    static long walk() {
        Queue<Integer> frontier = new ConcurrentLinkedQueue<>(); // expect: spsc
        frontier.offer(1);
        long sum = 0;
        Integer n;
        while ((n = frontier.poll()) != null) {
            sum += n;
            if (2 * n < NODES) {
                frontier.offer(2 * n);
                frontier.offer(2 * n + 1);
            }
        }
        return sum;
    }

    public static void main(String[] args) throws InterruptedException {
        long[] walked = new long[1];
        Thread worker = new Thread(() -> walked[0] = walk(), "walker");
        worker.start();
        BlockingDeque<Integer> undo = new LinkedBlockingDeque<>(); // expect: spsc
        Queue<Integer> log = new ArrayDeque<>();
        for (int i = 0; i < 1_000; i++) {
            undo.push(i);
        }
        while (!undo.isEmpty()) {
            log.add(undo.pop());
        }
        worker.join();
        System.out.println("samethread: walked=" + walked[0] + " undone=" + log.size() + " first=" + log.peek());
    }
}
