package dev.tempered.examples.check;

import org.agrona.concurrent.OneToOneConcurrentArrayQueue;

/** Planted: an Agrona one-to-one queue gets a second consumer thread. Expect broken (consumers). */
public class OneToOneTwoConsumers {
    static void drain(OneToOneConcurrentArrayQueue<Integer> q) {
        for (int i = 0; i < 1000; i++) {
            q.poll();
        }
    }

    public static void main(String[] args) throws Exception {
        OneToOneConcurrentArrayQueue<Integer> q = new OneToOneConcurrentArrayQueue<>(128);
        for (int i = 0; i < 100; i++) {
            q.offer(i);
        }
        Thread c1 = new Thread(() -> drain(q), "c1");
        Thread c2 = new Thread(() -> drain(q), "c2");
        c1.start(); // thread: c1
        c2.start(); // thread: c2
        c1.join();
        c2.join();
        // Two consumers on a one-to-one queue race on its head: an element can be taken twice or lost, so the
        // count varies from run to run (that is the bug). Print only what does not depend on the race, so the
        // plain run stays an oracle for the recorded one.
        System.out.println("consumers done");
    }
}
