package dev.tempered.examples.check;

import org.agrona.concurrent.OneToOneConcurrentArrayQueue;

/** Planted: an Agrona one-to-one queue gets a second consumer thread. Expect broken (consumers). */
public class OneToOneTwoConsumers {
    static int drain(OneToOneConcurrentArrayQueue<Integer> q) {
        int n = 0;
        for (int i = 0; i < 1000; i++) {
            if (q.poll() != null) {
                n++;
            }
        }
        return n;
    }

    public static void main(String[] args) throws Exception {
        OneToOneConcurrentArrayQueue<Integer> q = new OneToOneConcurrentArrayQueue<>(128);
        for (int i = 0; i < 100; i++) {
            q.offer(i);
        }
        int[] got = new int[2];
        Thread c1 = new Thread(() -> got[0] = drain(q), "c1");
        Thread c2 = new Thread(() -> got[1] = drain(q), "c2");
        c1.start(); // thread: c1
        c2.start(); // thread: c2
        c1.join();
        c2.join();
        // each consumer polls 1000 times and the 100 elements were there before either started: 100 in all
        System.out.println("taken " + (got[0] + got[1]));
    }
}
