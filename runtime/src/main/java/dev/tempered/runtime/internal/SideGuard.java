package dev.tempered.runtime.internal;

import dev.tempered.runtime.TopologyViolation;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * Contract check for one queue side that the analysis proved single: only one thread may be inside at a time
 * (strict mode: only one thread ever). Exists only when checks are on; the queue's fast path tests for null.
 */
final class SideGuard {
    private static final VarHandle OWNER;
    private static final VarHandle FIRST;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            OWNER = l.findVarHandle(SideGuard.class, "owner", Thread.class);
            FIRST = l.findVarHandle(SideGuard.class, "first", Thread.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final Spec spec;
    private final String side;
    private volatile Thread owner;
    private volatile Thread first;

    SideGuard(Spec spec, String side) {
        this.spec = spec;
        this.side = side;
    }

    /**
     * Marks the current thread as inside this side. Returns the thread to pass to {@link #exit}, or null when the
     * thread was already inside (a nested call such as addAll -> add) and must not release on exit.
     */
    Thread enter() {
        Thread me = Thread.currentThread();
        if (spec.checks.strict()) {
            Thread f = first;
            if (f == null) {
                Thread won = (Thread) FIRST.compareAndExchange(this, (Thread) null, me);
                f = won == null ? me : won;
            }
            if (f != me) {
                violation(f, me, "after thread " + name(f) + " had used it");
            }
        }
        // The CAS is the check: a second thread finds the owner set while the first is still inside.
        Thread prev = (Thread) OWNER.compareAndExchange(this, (Thread) null, me);
        if (prev == null) {
            return me;
        }
        if (prev != me) {
            violation(prev, me, "while thread " + name(prev) + " was inside");
        }
        return null;
    }

    void exit(Thread token) {
        if (token != null) {
            OWNER.setRelease(this, (Thread) null);
        }
    }

    private void violation(Thread other, Thread me, String how) {
        String msg = "tempered: topology violation at " + spec.describeSite() + ": proven " + spec.topology
                + " (" + spec.form.label + "), but the single " + side + " side was entered by thread "
                + name(me) + " " + how;
        if (spec.checks.throwing()) {
            throw new TopologyViolation(msg);
        }
        Report.once("violation:" + spec.site + ":" + spec.at, msg);
    }

    private static String name(Thread t) {
        return "\"" + t.getName() + "\" (id " + t.getId() + ")";
    }
}
