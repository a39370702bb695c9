package dev.tempered.logbackapp;

/** One logging thread into logback's AsyncAppender: its queue is spsc (the logger, the appender's worker). */
public final class OneThread {
    private OneThread() {
    }

    public static void main(String[] args) throws InterruptedException {
        AsyncLogging.runOne();
    }
}
