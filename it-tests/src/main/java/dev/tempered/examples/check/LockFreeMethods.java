package dev.tempered.examples.check;

import dev.tempered.annotations.LockFree;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** Progress: one @LockFree method blocks through a helper (broken), the other does not (verified). */
public class LockFreeMethods {
    private final ConcurrentLinkedQueue<Integer> fast = new ConcurrentLinkedQueue<>();
    private final LinkedBlockingQueue<Integer> slow = new LinkedBlockingQueue<>();

    @LockFree
    Integer next() throws InterruptedException {
        return await();
    }

    private Integer await() throws InterruptedException {
        return slow.take();
    }

    @LockFree
    void push(int v) {
        fast.offer(v);
    }

    public static void main(String[] args) throws Exception {
        LockFreeMethods m = new LockFreeMethods();
        Thread t = new Thread(() -> m.slow.offer(1));
        t.start();
        m.push(1);
        m.next();
        m.fast.poll();
    }
}
