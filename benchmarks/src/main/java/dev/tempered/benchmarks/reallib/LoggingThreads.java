package dev.tempered.benchmarks.reallib;

import java.util.ArrayList;
import java.util.List;

/** The application side of every real-library program: worker threads that each log a fixed number of events. */
final class LoggingThreads {
    /** One log call: event {@code i} of worker {@code worker}. */
    interface LogCall {
        void log(long i, int worker);
    }

    private LoggingThreads() {
    }

    /**
     * Starts exactly one worker, outside any loop, and waits for it: the analysis counts a thread started in a loop
     * as many, whatever the count, so a program that means one logging thread starts it here.
     */
    static void runOne(long events, LogCall call) throws InterruptedException {
        Thread worker = new Thread(() -> {
            for (long i = 0; i < events; i++) {
                call.log(i, 0);
            }
        }, "worker-0");
        worker.start();
        worker.join();
    }

    /** Starts {@code threads} workers, each making {@code perThread} calls, and waits for all of them. */
    static void run(int threads, long perThread, LogCall call) throws InterruptedException {
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int id = t;
            workers.add(new Thread(() -> {
                for (long i = 0; i < perThread; i++) {
                    call.log(i, id);
                }
            }, "worker-" + t));
        }
        for (Thread w : workers) {
            w.start();
        }
        for (Thread w : workers) {
            w.join();
        }
    }
}
