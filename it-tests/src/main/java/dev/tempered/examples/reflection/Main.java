package dev.tempered.examples.reflection;

import java.lang.reflect.Method;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** The queue is handed to a method found by name at run time: no analysis can bound who calls it. */
public class Main {
    static final int N = 5_000;

    public static void fill(BlockingQueue<Integer> q) {
        for (int i = 1; i <= N; i++) {
            q.offer(i);
        }
    }

    public static void main(String[] args) throws Exception {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // expect: unknown
        String name = new StringBuilder("llif").reverse().toString();
        Method m = Main.class.getMethod(name, BlockingQueue.class);
        Thread t = new Thread(() -> {
            try {
                m.invoke(null, q);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        });
        t.start();
        long sum = 0;
        for (int i = 0; i < N; i++) {
            sum += q.take();
        }
        t.join();
        System.out.println("reflection: count=" + N + " sum=" + sum);
    }
}
