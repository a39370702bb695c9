package dev.tempered.manifest;

import java.util.List;
import java.util.Set;

/**
 * The queue classes the manifest format knows. Part of {@value Manifest#FORMAT}: site ordinals count the
 * {@code NEW}s of any {@link #TRACKED} type, so changing this list means a new manifest format.
 */
public final class QueueTypes {
    /** JDK queues that the rewriter may replace with a drop-in subclass. */
    public static final List<String> REWRITABLE = List.of(
            "java/util/concurrent/LinkedBlockingQueue",
            "java/util/concurrent/ArrayBlockingQueue",
            "java/util/concurrent/ConcurrentLinkedQueue",
            "java/util/concurrent/LinkedTransferQueue",
            "java/util/concurrent/LinkedBlockingDeque");

    /** Every queue type whose allocations are sites: the rewritable ones plus declared-topology queues. */
    public static final Set<String> TRACKED = Set.of(
            "java/util/concurrent/LinkedBlockingQueue",
            "java/util/concurrent/ArrayBlockingQueue",
            "java/util/concurrent/ConcurrentLinkedQueue",
            "java/util/concurrent/LinkedTransferQueue",
            "java/util/concurrent/LinkedBlockingDeque",
            "java/util/concurrent/ConcurrentLinkedDeque",
            "java/util/concurrent/PriorityBlockingQueue",
            "java/util/concurrent/SynchronousQueue",
            "java/util/concurrent/DelayQueue");

    private QueueTypes() {
    }

    public static boolean isRewritable(String internalName) {
        return REWRITABLE.contains(internalName);
    }

    /**
     * True for a {@code NEW} that counts towards site ordinals: a {@link #TRACKED} JDK queue, or a queue class of
     * a family that declares its topology (JCTools {@code org/jctools/queues/}, Agrona
     * {@code org/agrona/concurrent/*ConcurrentArrayQueue}).
     */
    public static boolean isTracked(String internalName) {
        return TRACKED.contains(internalName)
                || (internalName.startsWith("org/jctools/queues/") && internalName.endsWith("Queue"))
                || (internalName.startsWith("org/agrona/concurrent/") && internalName.endsWith("ConcurrentArrayQueue"));
    }
}
