package dev.tempered.analysis.check;

import dev.tempered.analysis.internal.model.OperationRules;
import dev.tempered.manifest.DeclaredOperations;
import java.util.Set;

/**
 * Which side of a queue an operation belongs to: the JDK table, and for declared queues the table the agent's
 * recording mode hooks too ({@link DeclaredOperations}), so what the check proves and what a recording observes
 * are counted alike.
 */
final class Sides {
    /** RingBuffer and Disruptor methods that claim or publish a sequence: the producer side. */
    static final Set<String> DISRUPTOR_PRODUCER = DeclaredOperations.DISRUPTOR_PRODUCER;

    private Sides() {
    }

    static boolean producer(String op) {
        return OperationRules.isProducer(op) || DeclaredOperations.QUEUE_PRODUCER.contains(op);
    }

    static boolean consumer(String op) {
        return OperationRules.isConsumer(op) || DeclaredOperations.QUEUE_CONSUMER.contains(op);
    }
}
