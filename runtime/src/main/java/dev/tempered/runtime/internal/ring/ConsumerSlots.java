package dev.tempered.runtime.internal.ring;

/**
 * The ring storages' slots from the consumer's side, for the removal operations of the single-consumer forms
 * ({@link QueueCore#remove(Object)} and the rest): the consumer reads the elements from its head on and moves some of
 * them within that stretch, which the producer never writes (it writes only at its own index, past every element
 * stored, and a bounded ring's producer reuses a slot only once the consumer has cleared it, which this access never
 * does). Only the thread that is the queue's consumer may call these, as it may call poll.
 */
public interface ConsumerSlots {
    /**
     * The element {@code offset} places after the head (0: the head), or null when none is stored there yet; an
     * acquire read, so a stored element's fields are visible.
     */
    Object consumerElementAt(int offset);

    /**
     * Stores {@code e} {@code offset} places after the head, where {@link #consumerElementAt} found an element; a
     * release store, so a walk from another thread that reads the slot sees {@code e}'s fields.
     */
    void consumerReplace(int offset, Object e);
}
