package dev.tempered.logbackapp;

/** Four logging threads into logback's AsyncAppender: its queue is mpsc (four loggers, the appender's worker). */
public final class FourThreads {
    private FourThreads() {
    }

    public static void main(String[] args) throws InterruptedException {
        AsyncLogging.run(4);
    }
}
