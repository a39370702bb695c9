package dev.tempered.analysis.internal.pools;

import dev.tempered.manifest.ClassBytes;
import dev.tempered.manifest.SourceLocation;

/**
 * One {@code INVOKESTATIC java/util/concurrent/Executors.newX} that makes a thread pool, before any verdict.
 *
 * @param ordinal index among the method's INVOKESTATIC instructions whose owner is Executors (the rewriter's count)
 * @param insn    index of the call in the method's instruction list (links the site to its pool objects)
 * @param factory the factory's name and descriptor, e.g. {@code newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;}
 * @param size    the constant number of threads, or null when not a plain constant
 */
public record PoolSite(String className, String method, String descriptor, int ordinal, int insn,
                       SourceLocation source, ClassBytes classBytes, String factory, Integer size) {
    public static final String EXECUTORS = "java/util/concurrent/Executors";

    public String id() {
        return dev.tempered.manifest.Site.idOfPool(className, method, descriptor, ordinal);
    }

    public String name() {
        return factory.substring(0, factory.indexOf('('));
    }

    public boolean fixed() {
        return name().equals("newFixedThreadPool");
    }

    public boolean single() {
        return name().equals("newSingleThreadExecutor");
    }
}
