package dev.tempered.analysis.check;

import dev.tempered.analysis.internal.verdict.OperationRules;
import java.util.Set;

/** Which side of a queue an operation belongs to, with JCTools' MessagePassingQueue and Disruptor's publishers. */
final class Sides {
    private static final Set<String> PRODUCER = Set.of("relaxedOffer", "fill");
    private static final Set<String> CONSUMER = Set.of("relaxedPoll", "relaxedPeek", "drain");
    /** RingBuffer and Disruptor methods that claim or publish a sequence: the producer side. */
    static final Set<String> DISRUPTOR_PRODUCER = Set.of("next", "tryNext", "publish", "publishEvent",
            "publishEvents", "tryPublishEvent", "tryPublishEvents");

    private Sides() {
    }

    static boolean producer(String op) {
        return OperationRules.isProducer(op) || PRODUCER.contains(op);
    }

    static boolean consumer(String op) {
        return OperationRules.isConsumer(op) || CONSUMER.contains(op);
    }
}
