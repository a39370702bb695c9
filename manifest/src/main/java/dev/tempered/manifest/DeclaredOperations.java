package dev.tempered.manifest;

import java.util.Set;

/**
 * Which side each method of a declared-topology queue is on: the {@code java.util.Queue} and JCTools
 * {@code MessagePassingQueue} names that JCTools and Agrona queues implement, and the Disruptor's publishing calls.
 * One table for the two readers: {@code tempered check} classifies the program's calls with it, and the agent's
 * recording mode hooks the library methods it names.
 */
public final class DeclaredOperations {
    /** Methods that put elements in. */
    public static final Set<String> QUEUE_PRODUCER = Set.of("offer", "add", "addAll", "put", "relaxedOffer", "fill");
    /** Methods that take elements out or look at the head: only the consumer may. */
    public static final Set<String> QUEUE_CONSUMER = Set.of("poll", "remove", "take", "drainTo", "clear", "peek",
            "element", "relaxedPoll", "relaxedPeek", "drain");
    /** RingBuffer and Disruptor methods that claim or publish a sequence: the producer side. */
    public static final Set<String> DISRUPTOR_PRODUCER = Set.of("next", "tryNext", "publish", "publishEvent",
            "publishEvents", "tryPublishEvent", "tryPublishEvents");

    private DeclaredOperations() {
    }
}
