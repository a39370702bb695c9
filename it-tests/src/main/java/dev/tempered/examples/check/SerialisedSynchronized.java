package dev.tempered.examples.check;

import org.jctools.queues.SpscArrayQueue;

/** Correct: two threads offer, but only inside a synchronized method of one object. Expect verified (serialised). */
public class SerialisedSynchronized {
    private final SpscArrayQueue<Integer> q = new SpscArrayQueue<>(64);

    synchronized void send(int v) {
        q.offer(v);
    }

    public static void main(String[] args) throws Exception {
        SerialisedSynchronized s = new SerialisedSynchronized();
        Thread a = new Thread(() -> s.send(1));
        Thread b = new Thread(() -> s.send(2));
        a.start();
        b.start();
        a.join();
        b.join();
        s.q.poll();
    }
}
