package dev.tempered.examples.check;

import org.agrona.concurrent.ManyToOneConcurrentArrayQueue;

/** Correct: many producers (a loop of threads), one consumer. Expect verified. */
public class ManyToOneOk {
    public static void main(String[] args) throws Exception {
        ManyToOneConcurrentArrayQueue<Integer> q = new ManyToOneConcurrentArrayQueue<>(1024);
        for (int i = 0; i < 4; i++) {
            int v = i;
            new Thread(() -> q.offer(v)).start();
        }
        Thread consumer = new Thread(() -> q.drain(x -> { }));
        consumer.start();
        consumer.join();
    }
}
