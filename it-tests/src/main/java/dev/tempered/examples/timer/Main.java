package dev.tempered.examples.timer;

import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** Two one-shot TimerTasks on one Timer (its single thread runs them in turn) produce; main consumes. */
public class Main {
    static final int PER_TASK = 5_000;

    static final class Emit extends TimerTask {
        private final BlockingQueue<Integer> q;
        private final int base;

        Emit(BlockingQueue<Integer> q, int base) {
            this.q = q;
            this.base = base;
        }

        @Override
        public void run() {
            for (int i = 0; i < PER_TASK; i++) {
                q.offer(base + i);
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Integer> ticks = new LinkedBlockingQueue<>(); // expect: spsc
        Timer timer = new Timer("ticker");
        timer.schedule(new Emit(ticks, 0), 0);
        timer.schedule(new Emit(ticks, PER_TASK), 0);
        long sum = 0;
        for (int i = 0; i < 2 * PER_TASK; i++) {
            sum += ticks.take();
        }
        timer.cancel();
        System.out.println("timer: count=" + 2 * PER_TASK + " sum=" + sum);
    }
}
