package dev.tempered.runtime.internal.core;

import java.util.Queue;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.LinkedTransferQueue;

/** The JDK class a substitute replaces: how it reacts to interrupts, and how to build the real one as a fallback. */
public enum Original {
    /** all four blocking operations take the lock interruptibly */
    LINKED_BLOCKING_QUEUE(QueueCore.INTERRUPT_ALL, true),
    ARRAY_BLOCKING_QUEUE(QueueCore.INTERRUPT_ALL, true),
    /** no blocking operation: no thread ever waits on it */
    CONCURRENT_LINKED_QUEUE(0, false),
    /**
     * hands over an available element even to an interrupted thread, but its timed poll throws for an interrupted
     * thread that finds it empty; put and timed offer never block
     */
    LINKED_TRANSFER_QUEUE(QueueCore.INTERRUPT_EMPTY_TIMED_POLL, true),
    /** put/take use lock(), the timed variants lockInterruptibly() */
    LINKED_BLOCKING_DEQUE(QueueCore.INTERRUPT_TIMED_OFFER | QueueCore.INTERRUPT_TIMED_POLL, true);

    /** which blocking operations fail on entry when the thread is already interrupted (QueueCore.INTERRUPT_*) */
    final int interruptOnEntry;
    /** whether a consumer can wait in it (take, timed poll): then an offer must signal */
    final boolean consumersWait;

    Original(int interruptOnEntry, boolean consumersWait) {
        this.interruptOnEntry = interruptOnEntry;
        this.consumersWait = consumersWait;
    }

    <E> Queue<E> jdk(int capacity, boolean fair) {
        switch (this) {
            case LINKED_BLOCKING_QUEUE: return new LinkedBlockingQueue<>(capacity);
            case ARRAY_BLOCKING_QUEUE: return new ArrayBlockingQueue<>(capacity, fair);
            case CONCURRENT_LINKED_QUEUE: return new ConcurrentLinkedQueue<>();
            case LINKED_TRANSFER_QUEUE: return new LinkedTransferQueue<>();
            default: return new LinkedBlockingDeque<>(capacity);
        }
    }
}
