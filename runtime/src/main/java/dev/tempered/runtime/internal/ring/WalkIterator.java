package dev.tempered.runtime.internal.ring;

import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * The weakly consistent, read-only iterator of the runtime's own queues ({@link SpmcLinkedQueue}, the rings'
 * storages): it asks its {@link Walk} for the next element still present, one ahead.
 */
public final class WalkIterator<E> implements Iterator<E> {
    /** A queue's walk from its head: the next element still present, or null at the end. */
    interface Walk {
        Object next();
    }

    private final Walk walk;
    private Object next;

    public WalkIterator(Walk walk) {
        this.walk = walk;
        this.next = walk.next();
    }

    @Override
    public boolean hasNext() {
        return next != null;
    }

    @Override
    @SuppressWarnings("unchecked")
    public E next() {
        Object item = next;
        if (item == null) {
            throw new NoSuchElementException();
        }
        next = walk.next();
        return (E) item;
    }
}
