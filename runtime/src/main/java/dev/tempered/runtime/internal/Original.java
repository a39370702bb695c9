package dev.tempered.runtime.internal;

import java.util.Queue;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.LinkedTransferQueue;

/** The JDK class a substitute replaces: how it reacts to interrupts, and how to build the real one as a fallback. */
public enum Original {
    LINKED_BLOCKING_QUEUE(true),
    ARRAY_BLOCKING_QUEUE(true),
    CONCURRENT_LINKED_QUEUE(false),
    /** LinkedTransferQueue hands over an available element even to an interrupted thread */
    LINKED_TRANSFER_QUEUE(false),
    LINKED_BLOCKING_DEQUE(true);

    final boolean interruptOnEntry;

    Original(boolean interruptOnEntry) {
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
