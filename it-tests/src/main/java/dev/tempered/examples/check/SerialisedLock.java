package dev.tempered.examples.check;

import java.util.concurrent.locks.ReentrantLock;
import org.jctools.queues.SpscUnboundedArrayQueue;

/** Correct: two producers bracket their offers with one ReentrantLock. Expect verified (serialised by the lock). */
public class SerialisedLock {
    private final ReentrantLock lock = new ReentrantLock();
    private final SpscUnboundedArrayQueue<Integer> q = new SpscUnboundedArrayQueue<>(64);

    void send(int v) {
        lock.lock();
        try {
            q.offer(v);
        } finally {
            lock.unlock();
        }
    }

    public static void main(String[] args) throws Exception {
        SerialisedLock s = new SerialisedLock();
        Thread a = new Thread(() -> s.send(1));
        Thread b = new Thread(() -> s.send(2));
        a.start();
        b.start();
        a.join();
        b.join();
        s.q.poll();
    }
}
