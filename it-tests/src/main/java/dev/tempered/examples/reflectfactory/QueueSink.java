package dev.tempered.examples.reflectfactory;

import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicLong;

/** The class the program gives the factory: a queue that one daemon thread, started here, adds up. */
public class QueueSink implements Sink {
    private static final int END = -1;
    private final LinkedBlockingQueue<Integer> values = new LinkedBlockingQueue<>(); // expect: spsc
    private final AtomicLong sum = new AtomicLong();
    private final Thread adder = new Thread(this::add, "adder");

    public QueueSink() {
        adder.setDaemon(true);
        adder.start();
    }

    private void add() {
        try {
            for (int v = values.take(); v != END; v = values.take()) {
                sum.addAndGet(v);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void accept(int value) {
        values.offer(value);
    }

    @Override
    public long finish() throws InterruptedException {
        values.offer(END);
        adder.join();
        return sum.get();
    }
}
