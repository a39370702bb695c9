package dev.tempered.runtime.internal.check;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The hot fields of a {@link SideGuard} and their accessors, in their own class between the leading padding
 * ({@link GuardPad}) and the trailing padding (SideGuard's own fields): HotSpot lays superclass fields out first, and
 * within one class puts primitives before references, so padding declared next to these fields would not follow them.
 * The accessors name the access mode of every read and write (the ordering argument is at SideGuard); they are
 * declared here so that each VarHandle call has exactly the handle's type and compiles to a plain memory access.
 */
abstract class GuardFields extends GuardPad {
    private static final VarHandle OWNER;
    private static final VarHandle BUSY;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            OWNER = l.findVarHandle(GuardFields.class, "owner", Thread.class);
            BUSY = l.findVarHandle(GuardFields.class, "busy", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /**
     * The thread the guard is biased to. Written only on the slow path (a newcomer's swap), so the owner's
     * operations store no reference: a reference store into an old-generation object can cost G1 a fence.
     */
    @SuppressWarnings("unused")
    private Thread owner;
    /** 1 while the owner is inside an operation, else 0; an int for the same reason */
    @SuppressWarnings("unused")
    private int busy;

    final Thread ownerOpaque() {
        return (Thread) OWNER.getOpaque(this);
    }

    final Thread ownerVolatile() {
        return (Thread) OWNER.getVolatile(this);
    }

    final void ownerVolatile(Thread t) {
        OWNER.setVolatile(this, t);
    }

    final Thread swapOwner(Thread me) {
        return (Thread) OWNER.getAndSet(this, me);
    }

    final Thread claimOwner(Thread me) {
        return (Thread) OWNER.compareAndExchange(this, (Thread) null, me);
    }

    final boolean busyVolatile() {
        return (int) BUSY.getVolatile(this) != 0;
    }

    final void markBusyOpaque() {
        BUSY.setOpaque(this, 1);
    }

    final void markBusyVolatile() {
        BUSY.setVolatile(this, 1);
    }

    final void clearBusyRelease() {
        BUSY.setRelease(this, 0);
    }
}
