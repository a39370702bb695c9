package dev.tempered.examples.shutdownhook;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** Main records audit entries; a shutdown hook flushes them when the JVM exits. */
public class Main {
    static final int N = 2_000;

    public static void main(String[] args) {
        BlockingQueue<String> audit = new LinkedBlockingQueue<>(); // expect: spsc
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            long chars = 0;
            int count = 0;
            for (String s = audit.poll(); s != null; s = audit.poll()) {
                chars += s.length();
                count++;
            }
            System.out.println("shutdownhook: flushed=" + count + " chars=" + chars);
        }, "audit-flush"));
        for (int i = 0; i < N; i++) {
            audit.add("entry-" + i);
        }
        System.out.println("shutdownhook: recorded=" + N);
    }
}
