package dev.tempered.examples.scheduled;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/** A periodic task (never concurrent with itself) emits batches; main takes a fixed number of samples. */
public class Main {
    static final int BATCH = 500;
    static final int BATCHES = 10;

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Integer> samples = new LinkedBlockingQueue<>(); // expect: spsc
        ScheduledExecutorService ses = Executors.newScheduledThreadPool(2);
        int[] emitted = new int[1];
        ScheduledFuture<?> f = ses.scheduleAtFixedRate(() -> {
            if (emitted[0] < BATCHES) {
                int base = emitted[0]++ * BATCH;
                for (int i = 0; i < BATCH; i++) {
                    samples.offer(base + i);
                }
            }
        }, 0, 1, TimeUnit.MILLISECONDS);
        long sum = 0;
        for (int i = 0; i < BATCH * BATCHES; i++) {
            sum += samples.take();
        }
        f.cancel(false);
        ses.shutdown();
        ses.awaitTermination(10, TimeUnit.SECONDS);
        System.out.println("scheduled: count=" + BATCH * BATCHES + " sum=" + sum);
    }
}
