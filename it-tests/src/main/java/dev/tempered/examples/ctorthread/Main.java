package dev.tempered.examples.ctorthread;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** An async logger whose constructor starts its writer thread; created once, main logs into it. */
public class Main {
    static final int N = 10_000;

    static final class AsyncLog {
        private static final String STOP = "\u0000stop";
        private final BlockingQueue<String> lines = new LinkedBlockingQueue<>(); // expect: spsc
        private final Thread writer;
        private long chars;
        private int written;

        AsyncLog() {
            writer = new Thread(this::drain, "log-writer");
            writer.start();
        }

        void log(String line) {
            lines.add(line);
        }

        private void drain() {
            try {
                for (String s = lines.take(); !STOP.equals(s); s = lines.take()) {
                    chars += s.length();
                    written++;
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        void close() throws InterruptedException {
            lines.add(STOP);
            writer.join();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        AsyncLog log = new AsyncLog();
        for (int i = 0; i < N; i++) {
            log.log("event " + i);
        }
        log.close();
        System.out.println("ctorthread: lines=" + log.written + " chars=" + log.chars);
    }
}
