package dev.tempered.runtime.internal;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/** Whether a blocked thread may spin before parking: never on one CPU, never on a virtual thread. */
final class Spin {
    /** about 1-2 microseconds of Thread.onSpinWait on current x86 */
    static final int SPINS = 128;
    private static final boolean MULTI_CPU = Runtime.getRuntime().availableProcessors() > 1;
    /** Thread.isVirtual() exists from JDK 21; compiled for 17, so looked up once. */
    private static final MethodHandle IS_VIRTUAL = isVirtualHandle();

    private Spin() {
    }

    static boolean allowed() {
        if (!MULTI_CPU) {
            return false;
        }
        if (IS_VIRTUAL == null) {
            return true;
        }
        try {
            return !(boolean) IS_VIRTUAL.invokeExact(Thread.currentThread());
        } catch (Throwable t) {
            return false;
        }
    }

    private static MethodHandle isVirtualHandle() {
        try {
            return MethodHandles.publicLookup().findVirtual(Thread.class, "isVirtual", MethodType.methodType(boolean.class));
        } catch (ReflectiveOperationException e) {
            return null; // JDK 17-20: no virtual threads
        }
    }
}
