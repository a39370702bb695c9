package dev.tempered.benchmarks;

import dev.tempered.benchmarks.eval.Backoff;
import java.lang.reflect.Method;
import java.util.Queue;
import java.util.concurrent.Semaphore;

/** Scratch: HandoverPair's loops, counting failed offers (full) and polls (empty) per element. */
public final class RegimeProbe implements Runnable {
    private static final Object ITEM = new Object();
    private static final Object END = new Object();
    private final Queue<Object> q;
    private final Semaphore go = new Semaphore(0);
    private volatile boolean ready;
    private volatile long slicesTaken;
    private volatile long emptyPolls;
    private long fullOffers;

    RegimeProbe(Queue<Object> q) { this.q = q; Thread t = new Thread(this); t.setDaemon(true); t.start(); }

    long slice(int elements) {
        ready = false;
        go.release();
        for (int fails = 0; !ready; fails++) Backoff.idle(fails);
        long target = slicesTaken + 1;
        long start = System.nanoTime();
        Queue<Object> s = q;
        long full = 0;
        for (int i = 1; i < elements; i++) full += offer(s, ITEM);
        full += offer(s, END);
        for (int fails = 0; slicesTaken != target; fails++) Backoff.idle(fails);
        fullOffers += full;
        return System.nanoTime() - start;
    }

    static int offer(Queue<Object> q, Object e) {
        int fails = 0;
        for (; !q.offer(e); fails++) Backoff.idle(fails);
        return fails;
    }

    @Override public void run() {
        try {
            for (long taken = 0;;) {
                go.acquire();
                ready = true;
                emptyPolls += pollSlice(q);
                slicesTaken = ++taken;
            }
        } catch (InterruptedException e) { }
    }

    private static long pollSlice(Queue<Object> q) {
        long empty = 0;
        int fails = 0;
        for (;;) {
            Object e = q.poll();
            if (e == null) { empty++; Backoff.idle(fails++); continue; }
            if (e == END) return empty;
            fails = 0;
        }
    }

    public static void main(String[] args) throws Exception {
        Method of = Subject.class.getDeclaredMethod("of", String.class);
        of.setAccessible(true);
        Object copy = of.invoke(null, args[0]);
        Method make = copy.getClass().getDeclaredMethod("make");
        make.setAccessible(true);
        @SuppressWarnings("unchecked")
        Queue<Object> q = (Queue<Object>) make.invoke(copy);
        RegimeProbe p = new RegimeProbe(q);
        int n = 1 << 16;
        for (int s = 0; s < 60; s++) p.slice(n);
        long e0 = p.emptyPolls, f0 = p.fullOffers, t = 0;
        int slices = 8 * Integer.parseInt(args[1]);
        for (int s = 0; s < slices; s++) t += p.slice(n);
        double el = (double) slices * n;
        System.out.printf("%s rate %.1f full/elem %.4f empty/elem %.4f%n", args[0], el * 1000 / t, (p.fullOffers - f0) / el,
                (p.emptyPolls - e0) / el);
    }
}
