package dev.tempered.examples.filefilter;

import java.io.File;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * A directory scan whose filter hands each name to an indexer thread: File.listFiles calls the filter on the scanning
 * thread and keeps nothing, so the queue has one producer (main) and one consumer (the indexer).
 */
public class Main {
    private static final String END = "";
    private final BlockingQueue<String> names = new LinkedBlockingQueue<>(); // expect: spsc
    private int indexed;

    public static void main(String[] args) throws Exception {
        Main m = new Main();
        Thread indexer = new Thread(m::index, "indexer");
        indexer.start();
        File[] files = new File(".").listFiles(f -> m.names.offer(f.getName()) && f.isFile());
        m.names.put(END);
        indexer.join();
        System.out.println("filefilter: listed=" + (files == null ? 0 : files.length > 0 ? "some" : "none")
                + " indexed=" + (m.indexed > 0 ? "some" : "none"));
    }

    private void index() {
        try {
            while (!names.take().equals(END)) {
                indexed++;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
