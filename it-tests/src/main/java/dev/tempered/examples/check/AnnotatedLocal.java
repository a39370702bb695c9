package dev.tempered.examples.check;

import dev.tempered.annotations.Topology;
import dev.tempered.annotations.Topology.Count;
import java.util.concurrent.ConcurrentLinkedQueue;

/** Correct: a local declared single-consumer, one producer thread, main consumes. Expect verified. */
public class AnnotatedLocal {
    public static void main(String[] args) throws Exception {
        @Topology(producers = Count.ONE, consumers = Count.ONE)
        ConcurrentLinkedQueue<String> q = new ConcurrentLinkedQueue<>();
        Thread p = new Thread(() -> q.offer("x"));
        p.start();
        p.join();
        q.poll();
    }
}
