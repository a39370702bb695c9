package dev.tempered.examples.reflecthandle;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** A method handle found by a constant name, kept in a static final field: resolved to {@link #fill}. */
public class Main {
    static final int N = 5_000;
    private static final MethodHandle FILL;

    static {
        try {
            FILL = MethodHandles.lookup().findStatic(Main.class, "fill",
                    MethodType.methodType(void.class, BlockingQueue.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    static void fill(BlockingQueue<Integer> q) {
        for (int i = 1; i <= N; i++) {
            q.offer(i);
        }
    }

    static void produce(BlockingQueue<Integer> q) {
        try {
            FILL.invokeExact(q);
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }

    public static void main(String[] args) throws Exception {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // expect: spsc
        Thread t = new Thread(() -> produce(q));
        t.start();
        long sum = 0;
        for (int i = 0; i < N; i++) {
            sum += q.take();
        }
        t.join();
        System.out.println("reflecthandle: count=" + N + " sum=" + sum);
    }
}
