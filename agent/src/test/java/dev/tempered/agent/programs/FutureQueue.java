package dev.tempered.agent.programs;

import java.util.Queue;
import java.util.concurrent.LinkedBlockingQueue;

/** A queue site whose class file the tests patch to a version newer than the rewriter reads. */
public final class FutureQueue {
    private FutureQueue() {
    }

    public static Queue<Integer> make() {
        return new LinkedBlockingQueue<>(); // make #0
    }
}
