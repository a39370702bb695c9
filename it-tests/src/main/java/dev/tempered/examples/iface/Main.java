package dev.tempered.examples.iface;

import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.TransferQueue;

/** The producer only knows a Sink interface; one implementation is backed by a queue. */
public class Main {
    static final int N = 10_000;

    interface Sink {
        void accept(int value);
    }

    static final class QueueSink implements Sink {
        final TransferQueue<Integer> queue = new LinkedTransferQueue<>(); // expect: spsc

        @Override
        public void accept(int value) {
            queue.add(value);
        }
    }

    static final class CountingSink implements Sink {
        int seen;

        @Override
        public void accept(int value) {
            seen++;
        }
    }

    static void emit(Sink sink, int from, int to) {
        for (int i = from; i < to; i++) {
            sink.accept(i);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        QueueSink qs = new QueueSink();
        CountingSink cs = new CountingSink();
        Thread producer = new Thread(() -> emit(qs, 0, N));
        producer.start();
        emit(cs, 0, 10);
        long sum = 0;
        for (int i = 0; i < N; i++) {
            sum += qs.queue.take();
        }
        producer.join();
        System.out.println("iface: count=" + N + " sum=" + sum + " counted=" + cs.seen);
    }
}
