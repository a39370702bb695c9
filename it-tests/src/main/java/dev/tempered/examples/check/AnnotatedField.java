package dev.tempered.examples.check;

import dev.tempered.annotations.Topology;
import dev.tempered.annotations.Topology.Count;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/** Planted: a field declared single-producer gets a second producer. Expect broken. */
public class AnnotatedField {
    @Topology(producers = Count.ONE, consumers = Count.ONE)
    private final BlockingQueue<String> jobs = new ArrayBlockingQueue<>(16);

    public static void main(String[] args) throws Exception {
        AnnotatedField f = new AnnotatedField();
        Thread p1 = new Thread(() -> f.jobs.offer("a"), "p1");
        Thread p2 = new Thread(() -> f.jobs.offer("b"), "p2");
        p1.start(); // thread: p1
        p2.start(); // thread: p2
        f.jobs.take();
        f.jobs.take();
    }
}
