package dev.tempered.runtime.internal;

import java.util.Queue;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.LinkedTransferQueue;

/** The JDK class a substitute replaces: how it reacts to interrupts, and how to build the real one as a fallback. */
public enum Original {
    /** all four blocking operations take the lock interruptibly */
    LINKED_BLOCKING_QUEUE(QueueCore.INTERRUPT_ALL),
    ARRAY_BLOCKING_QUEUE(QueueCore.INTERRUPT_ALL),
    CONCURRENT_LINKED_QUEUE(0),
    /** hands over an available element even to an interrupted thread; put and timed offer never block */
    LINKED_TRANSFER_QUEUE(0),
    /** put/take use lock(), the timed variants lockInterruptibly() */
    LINKED_BLOCKING_DEQUE(QueueCore.INTERRUPT_TIMED_OFFER | QueueCore.INTERRUPT_TIMED_POLL);

    /** which blocking operations fail on entry when the thread is already interrupted (QueueCore.INTERRUPT_*) */
    final int interruptOnEntry;

    Original(int interruptOnEntry) {
        this.interruptOnEntry = interruptOnEntry;
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
