package com.example;

import dev.tempered.annotations.Topology;
import dev.tempered.annotations.Topology.Count;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/** Planted misuse: a queue declared single-producer gets a second producer thread. The check must fail the build. */
public class Jobs {
    @Topology(producers = Count.ONE, consumers = Count.ONE)
    private final BlockingQueue<String> jobs = new ArrayBlockingQueue<>(16);

    public static void main(String[] args) throws Exception {
        Jobs j = new Jobs();
        Thread first = new Thread(() -> j.jobs.offer("a"), "first-producer");
        Thread second = new Thread(() -> j.jobs.offer("b"), "second-producer");
        first.start();
        second.start();
        System.out.println(j.jobs.take() + j.jobs.take());
    }
}
