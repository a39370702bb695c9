package dev.tempered.examples.check;

import org.jctools.queues.SpscLinkedQueue;

/** Planted: the queue lives in a field; an inner Thread subclass and main both offer. Expect broken. */
public class SpscFieldInnerClass {
    static final SpscLinkedQueue<String> QUEUE = new SpscLinkedQueue<>();

    static class Sender extends Thread {
        Sender() {
            super("sender");
        }

        @Override
        public void run() {
            QUEUE.offer("from sender");
        }
    }

    public static void main(String[] args) throws Exception {
        Thread consumer = new Thread(() -> {
            while (QUEUE.relaxedPoll() == null) {
                Thread.onSpinWait();
            }
        }, "consumer");
        consumer.start(); // thread: consumer
        Sender s = new Sender();
        s.start(); // thread: sender
        QUEUE.offer("from main");
        s.join();
        consumer.join();
    }
}
