package dev.tempered.examples.uncaughthandler;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * A thread subclass that installs an uncaught-exception handler capturing itself, as ZooKeeper's threads do: the
 * handler runs on the dying thread and keeps the worker, and with it the queue, from escaping.
 */
public class Main {
    static final int N = 5_000;

    public static void main(String[] args) throws Exception {
        Summer s = new Summer();
        s.start();
        for (int i = 1; i <= N; i++) {
            s.inbox.put(i);
        }
        s.inbox.put(0);
        s.join();
        System.out.println("uncaughthandler: sum=" + s.sum);
    }

    static final class Summer extends Thread {
        final BlockingQueue<Integer> inbox = new LinkedBlockingQueue<>(); // expect: spsc
        private final UncaughtExceptionHandler onCrash = (t, e) -> report(t.getName(), e);
        long sum;

        Summer() {
            super("summer");
            setUncaughtExceptionHandler(onCrash);
        }

        private void report(String thread, Throwable e) {
            System.err.println(thread + " died after summing " + sum + ": " + e);
        }

        @Override
        public void run() {
            try {
                for (int v = inbox.take(); v != 0; v = inbox.take()) {
                    sum += v;
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
