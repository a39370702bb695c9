package dev.tempered.manifest;

import java.util.Objects;

/**
 * A topology the program declares for a queue: by its type (a JCTools {@code SpscArrayQueue}), by an annotation
 * ({@code @Topology}), or by a library setting (Disruptor {@code ProducerType.SINGLE}).
 *
 * @param topology the declared topology
 * @param origin   what declares it, for people: {@code org/jctools/queues/SpscArrayQueue}, {@code @Topology}
 */
public record Declared(Topology topology, String origin) {
    public Declared {
        Objects.requireNonNull(topology, "topology");
        Objects.requireNonNull(origin, "origin");
    }
}
