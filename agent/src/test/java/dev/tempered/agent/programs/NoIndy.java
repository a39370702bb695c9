package dev.tempered.agent.programs;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * One queue site and no invokedynamic of its own (no lambda, no string concatenation, no record), so that any
 * bootstrap method that runs under the agent is the agent's.
 */
public final class NoIndy {
    public static void main(String[] args) {
        BlockingQueue<String> q = new LinkedBlockingQueue<>(); // main #0
        q.add("one");
        q.add("two");
        System.out.println(q.poll());
        System.out.println(q.poll());
    }
}
