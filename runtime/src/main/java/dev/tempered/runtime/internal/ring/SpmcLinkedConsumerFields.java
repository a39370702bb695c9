package dev.tempered.runtime.internal.ring;

/** The field the consumers of a {@link SpmcLinkedQueue} CAS, on lines of its own. */
public abstract class SpmcLinkedConsumerFields<E> extends SpmcLinkedMidPad<E> {
    /** consumers CAS it; it always points at the dummy node whose successor is the first element */
    @SuppressWarnings("unused")
    volatile SpmcLinkedQueue.Node head;
}
