package dev.tempered.runtime.v1.recording;

/**
 * Recording for queues the program declares but the agent cannot subclass: JCTools and Agrona queues and the
 * Disruptor's ring buffer. In recording mode the agent makes each constructor of those library classes call
 * {@link #made} as it returns, and each producer and consumer method call {@link #enter} first and {@link #exit}
 * before it returns normally (a call that throws is not seen leaving: its thread stays counted as inside, which can
 * only over-count). Objects made elsewhere than at a program's own allocation are recorded too; a site is named by
 * the first caller outside the library, so a queue a library makes inside another is counted at the outer one's
 * site.
 */
public final class DeclaredQueues {
    private static final Instances OBJECTS = new Instances();
    /** Class references retained: newer JDKs give a frame's method descriptor only then. */
    private static final StackWalker WALKER = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);

    private DeclaredQueues() {
    }

    /**
     * Registers {@code queue}, whose constructor is returning, at the allocation site of the first frame whose
     * class is outside {@code library} (a package prefix such as {@code org.jctools.}). The deepest constructor
     * returns first: later calls, from its subclasses' constructors, find it registered.
     */
    public static void made(Object queue, String library) {
        if (OBJECTS.get(queue) != null) {
            return;
        }
        StackWalker.StackFrame caller = WALKER.walk(frames -> frames
                .filter(f -> !f.getClassName().startsWith(library)
                        && !f.getClassName().equals(DeclaredQueues.class.getName()))
                .findFirst().orElse(null));
        String id;
        String at;
        if (caller == null) {
            id = queue.getClass().getName().replace('.', '/') + ".<unknown caller>";
            at = null;
        } else {
            at = caller.getFileName() + ":" + caller.getLineNumber();
            id = caller.getClassName().replace('.', '/') + "." + caller.getMethodName() + caller.getDescriptor()
                    + "@" + at;
        }
        OBJECTS.putIfAbsent(queue, new QueueLog(Recorder.site(id, at)));
    }

    /** On entry to a producer or consumer method of a library queue; nothing for objects never registered. */
    public static void enter(Object queue, String operation, boolean producer) {
        QueueLog log = OBJECTS.get(queue);
        if (log != null) {
            SiteLog.enter(log, producer ? Side.PRODUCER : Side.CONSUMER, operation);
        }
    }

    /** Before a normal return from a method that called {@link #enter}. */
    public static void exit(Object queue) {
        QueueLog log = OBJECTS.get(queue);
        if (log != null) {
            ThreadLog t = log.site.existing(Thread.currentThread());
            if (t != null && t.depth > 0) {
                SiteLog.exit(t);
            }
        }
    }
}
