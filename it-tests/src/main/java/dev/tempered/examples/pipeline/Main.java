package dev.tempered.examples.pipeline;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedTransferQueue;

/** A three-stage text pipeline: parse (thread) -> enrich (thread) -> main aggregates. */
public class Main {
    static final int N = 10_000;
    static final String END = "";

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<String> raw = new LinkedTransferQueue<>(); // expect: spsc
        BlockingQueue<Integer> parsed = new ArrayBlockingQueue<>(100); // expect: spsc
        Thread reader = new Thread(() -> {
            for (int i = 0; i < N; i++) {
                raw.add(Integer.toString(i));
            }
            raw.add(END);
        }, "reader");
        Thread parser = new Thread(() -> {
            try {
                for (String s = raw.take(); !s.isEmpty(); s = raw.take()) {
                    parsed.put(Integer.parseInt(s) * 7);
                }
                parsed.put(-1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "parser");
        reader.start();
        parser.start();
        long sum = 0;
        int count = 0;
        for (int v = parsed.take(); v >= 0; v = parsed.take()) {
            sum += v;
            count++;
        }
        reader.join();
        parser.join();
        System.out.println("pipeline: count=" + count + " sum=" + sum);
    }
}
