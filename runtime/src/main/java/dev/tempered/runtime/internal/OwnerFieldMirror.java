package dev.tempered.runtime.internal;

import java.lang.invoke.VarHandle;

/**
 * An {@link OwnerMirror} that stores the owner into one {@code Thread} field of a queue, through that field's handle:
 * the inline rings'. Guards call it on their slow paths only, so the handle need not be a
 * constant.
 */
final class OwnerFieldMirror implements OwnerMirror {
    private final Object queue;
    private final VarHandle field;

    OwnerFieldMirror(Object queue, VarHandle field) {
        this.queue = queue;
        this.field = field;
    }

    @Override
    public void owner(Thread owner) {
        field.setVolatile(queue, owner);
    }
}
