package dev.tempered.runtime.internal;

import java.lang.invoke.VarHandle;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.locks.LockSupport;

/**
 * The threads parked on one condition of a queue (consumers waiting for an element, or producers waiting for room).
 *
 * <p>Lost-wake-up argument (a Dekker pattern). The waiter does: announce (store) ; FULL FENCE ; re-check the queue
 * (load) ; park. The signaller does: publish the element or free a slot (JCTools: a release store) ; FULL FENCE ;
 * read the announcement (load) ; unpark if announced. A release store followed by a plain or volatile load may be
 * reordered (StoreLoad is the one reordering x86 and the JMM allow there), so without the fences both sides could
 * read the old value: the waiter sees "empty", the signaller sees "nobody waiting", and the waiter sleeps forever.
 * With a full fence on each side, the fences are totally ordered: whichever side fences second sees the other's
 * store. If it is the waiter, its re-check finds the element and it does not park; if it is the signaller, it sees
 * the announcement and unparks, and an unpark that precedes the park makes that park return at once.
 */
abstract class Waiters {

    /** Announces {@code me}; includes the full fence of the waiter side. */
    abstract void register(Thread me);

    abstract void deregister(Thread me);

    /** Called after publishing: full fence, then unpark whoever announced. Only threads that announced are woken. */
    abstract void signal();

    /** Approximate number of announced threads (monitoring only). */
    abstract int count();

    static Waiters create(boolean single) {
        return single ? new One() : new Many();
    }

    /** At most one waiter (the proven single side): a single field, no allocation. */
    static final class One extends Waiters {
        private volatile Thread waiter;

        @Override
        void register(Thread me) {
            waiter = me;
            VarHandle.fullFence(); // announce before re-check (see class comment)
        }

        @Override
        void deregister(Thread me) {
            waiter = null;
        }

        @Override
        void signal() {
            VarHandle.fullFence(); // publish before reading the announcement (see class comment)
            Thread w = waiter;
            if (w != null) {
                LockSupport.unpark(w);
            }
        }

        @Override
        int count() {
            return waiter == null ? 0 : 1;
        }
    }

    /**
     * Any number of waiters. A signal wakes all of them: with several racing consumers, waking one could pick a
     * thread that is about to leave with another element and strand a second element's waiter. Waking all costs
     * only when threads are parked, which is already the slow path.
     */
    static final class Many extends Waiters {
        private final ConcurrentLinkedQueue<Thread> parked = new ConcurrentLinkedQueue<>();

        @Override
        void register(Thread me) {
            parked.add(me);
            VarHandle.fullFence(); // announce before re-check (see class comment)
        }

        @Override
        void deregister(Thread me) {
            parked.remove(me);
        }

        @Override
        void signal() {
            VarHandle.fullFence(); // publish before reading the announcement (see class comment)
            if (!parked.isEmpty()) {
                for (Thread t : parked) {
                    LockSupport.unpark(t);
                }
            }
        }

        @Override
        int count() {
            return parked.size();
        }
    }
}
