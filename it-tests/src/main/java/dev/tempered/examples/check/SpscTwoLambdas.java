package dev.tempered.examples.check;

import org.jctools.queues.SpscArrayQueue;

/** Planted: a second thread (a lambda) starts to offer. Expect broken (producers). */
public class SpscTwoLambdas {
    public static void main(String[] args) throws Exception {
        SpscArrayQueue<Integer> q = new SpscArrayQueue<>(64);
        Thread a = new Thread(() -> q.offer(1), "a");
        Thread b = new Thread(() -> q.offer(2), "b");
        a.start(); // thread: a
        b.start(); // thread: b
        a.join();
        b.join();
        while (q.poll() != null) {
            // drain
        }
    }
}
