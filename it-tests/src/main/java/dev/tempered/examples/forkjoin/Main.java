package dev.tempered.examples.forkjoin;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

/** A fork/join range split whose leaves publish partial sums into a shared queue; main adds them up. */
public class Main {
    static final int N = 100_000;
    static final int LEAF = 2_000;

    static final class Split extends RecursiveAction {
        private static final long serialVersionUID = 1L;
        private final int from;
        private final int to;
        private final Queue<Long> partials;

        Split(int from, int to, Queue<Long> partials) {
            this.from = from;
            this.to = to;
            this.partials = partials;
        }

        @Override
        protected void compute() {
            if (to - from <= LEAF) {
                long s = 0;
                for (int i = from; i < to; i++) {
                    s += i;
                }
                partials.add(s);
                return;
            }
            int mid = (from + to) >>> 1;
            invokeAll(new Split(from, mid, partials), new Split(mid, to, partials));
        }
    }

    public static void main(String[] args) {
        Queue<Long> partials = new ConcurrentLinkedQueue<>(); // expect: mpsc
        ForkJoinPool pool = new ForkJoinPool(4);
        pool.invoke(new Split(0, N, partials));
        pool.shutdown();
        long sum = 0;
        int leaves = 0;
        for (Long p = partials.poll(); p != null; p = partials.poll()) {
            sum += p;
            leaves++;
        }
        System.out.println("forkjoin: leaves=" + leaves + " sum=" + sum);
    }
}
