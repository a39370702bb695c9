package dev.tempered.examples.parallelstream;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.stream.IntStream;

/** A parallel stream pushes into a queue from the common pool and the caller; main drains afterwards. */
public class Main {
    static final int N = 20_000;

    public static void main(String[] args) {
        Queue<Integer> squares = new ConcurrentLinkedQueue<>(); // expect: mpsc
        IntStream.range(0, N).parallel().forEach(i -> squares.offer(i % 1000));
        long sum = 0;
        int count = 0;
        for (Integer v = squares.poll(); v != null; v = squares.poll()) {
            sum += v;
            count++;
        }
        System.out.println("parallelstream: count=" + count + " sum=" + sum);
    }
}
