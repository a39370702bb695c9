package dev.tempered.examples.check;

import java.util.ArrayList;
import java.util.List;
import org.jctools.queues.SpscArrayQueue;

/** The analysis cannot tell: one queue per loop iteration, each with its own producer. Expect not verifiable. */
public class Unseen {
    public static void main(String[] args) throws Exception {
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            SpscArrayQueue<Integer> q = new SpscArrayQueue<>(8);
            Thread t = new Thread(() -> q.offer(1));
            threads.add(t);
            t.start();
            t.join();
            q.poll();
        }
    }
}
