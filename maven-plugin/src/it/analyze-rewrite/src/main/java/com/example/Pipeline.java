package com.example;

import dev.tempered.annotations.Topology;
import dev.tempered.annotations.Topology.Count;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Two stages, each handing over on its own queue: a reader thread feeds the parser (main) through {@code lines};
 * main feeds a writer thread through {@code results}, whose declared topology is one producer, one consumer.
 */
public class Pipeline {
    private final BlockingQueue<Integer> lines = new LinkedBlockingQueue<>();

    @Topology(producers = Count.ONE, consumers = Count.ONE)
    private final BlockingQueue<Long> results = new ArrayBlockingQueue<>(64);

    private static final int N = 20_000;
    private static final long END = -1L;

    public static void main(String[] args) throws Exception {
        Pipeline p = new Pipeline();
        long[] total = new long[1];
        Thread reader = new Thread(() -> {
            for (int i = 1; i <= N; i++) {
                p.lines.add(i);
            }
            p.lines.add(0);
        });
        Thread writer = new Thread(() -> {
            try {
                for (long v; (v = p.results.take()) != END; ) {
                    total[0] += v;
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        reader.start();
        writer.start();
        for (int v; (v = p.lines.take()) != 0; ) {
            p.results.put((long) v * v);
        }
        p.results.put(END);
        writer.join();
        reader.join();
        System.out.println("sum of squares 1.." + N + " = " + total[0]);
    }
}
