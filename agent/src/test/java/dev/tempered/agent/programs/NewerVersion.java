package dev.tempered.agent.programs;

import java.util.concurrent.LinkedBlockingQueue;

/**
 * Loads {@link FutureQueue}, whose class file a test has replaced by one of a newer version than this JVM (and the
 * rewriter) reads, and prints what happened: the same with and without the agent.
 */
public final class NewerVersion {
    public static void main(String[] args) {
        System.out.println("start " + new LinkedBlockingQueue<Integer>().size());
        try {
            System.out.println("loaded " + FutureQueue.make().getClass().getName());
        } catch (UnsupportedClassVersionError e) {
            System.out.println("not loaded: " + e.getClass().getSimpleName());
        }
        System.out.println("end");
    }
}
