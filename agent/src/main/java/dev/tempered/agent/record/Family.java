package dev.tempered.agent.record;

import dev.tempered.manifest.DeclaredOperations;
import java.util.Set;

/**
 * A library whose queues declare their topology and cannot be subclassed at the program's allocation (JCTools,
 * Agrona, the Disruptor's ring buffer): which of its classes recording mode hooks, and which methods of them are
 * producer and consumer operations ({@link DeclaredOperations}, the table {@code tempered check} uses).
 */
enum Family {
    JCTOOLS("org.jctools.", DeclaredOperations.QUEUE_PRODUCER, DeclaredOperations.QUEUE_CONSUMER),
    AGRONA("org.agrona.", DeclaredOperations.QUEUE_PRODUCER, DeclaredOperations.QUEUE_CONSUMER),
    DISRUPTOR("com.lmax.disruptor.", DeclaredOperations.DISRUPTOR_PRODUCER, Set.of());

    /** The package prefix, dotted: frames of these classes are the library, not the allocation site. */
    final String library;
    private final Set<String> producer;
    private final Set<String> consumer;

    Family(String library, Set<String> producer, Set<String> consumer) {
        this.library = library;
        this.producer = producer;
        this.consumer = consumer;
    }

    /**
     * The family whose queue class {@code internalName} is, or null. Only the classes that make up a queue are
     * hooked, by the same naming rule as {@code QueueTypes.isTracked} (their padding superclasses have only fields):
     * every class under {@code org/jctools/queues/} named {@code ...Queue}, Agrona's
     * {@code ...ConcurrentArrayQueue}s, and the Disruptor's {@code RingBuffer}.
     */
    static Family of(String internalName) {
        if (internalName.startsWith("org/jctools/queues/") && internalName.endsWith("Queue")) {
            return JCTOOLS;
        }
        if (internalName.startsWith("org/agrona/concurrent/") && internalName.endsWith("ConcurrentArrayQueue")) {
            return AGRONA;
        }
        return internalName.equals("com/lmax/disruptor/RingBuffer") ? DISRUPTOR : null;
    }

    /** TRUE for a producer method, FALSE for a consumer method, null for neither. */
    Boolean side(String method) {
        if (producer.contains(method)) {
            return Boolean.TRUE;
        }
        return consumer.contains(method) ? Boolean.FALSE : null;
    }
}
