package dev.tempered.analysis.check;

import dev.tempered.manifest.Declared;
import dev.tempered.manifest.SourceLocation;
import java.util.List;
import java.util.Objects;

/**
 * The check's verdict on one queue whose topology the program declares.
 *
 * @param siteId       the manifest site id (for Disruptor ring buffers, the allocation's id in the same form)
 * @param where        the queue's allocation
 * @param queueType    internal name of the queue's class
 * @param declared     what is declared and by what
 * @param status       verified, not verifiable or broken
 * @param side         {@code producers} or {@code consumers} for a broken or serialised side, else null
 * @param reason       one sentence: why it is broken or not verifiable, or what serialises it; null when plainly verified
 * @param threads      the threads of the side the reason is about (both threads of a broken side)
 */
public record QueueFinding(String siteId, SourceLocation where, String queueType, Declared declared, Status status,
                           String side, String reason, List<ThreadUse> threads) {
    public QueueFinding {
        Objects.requireNonNull(siteId, "siteId");
        Objects.requireNonNull(where, "where");
        Objects.requireNonNull(declared, "declared");
        Objects.requireNonNull(status, "status");
        threads = List.copyOf(threads);
    }

    /** The class's simple name: {@code SpscArrayQueue}. */
    public String queueSimpleName() {
        return queueType.substring(queueType.lastIndexOf('/') + 1);
    }
}
