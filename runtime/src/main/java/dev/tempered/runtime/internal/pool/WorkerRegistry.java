package dev.tempered.runtime.internal.pool;

/**
 * The consumer threads of one pool queue. A thread becomes a worker on its first consumer call (take/poll); the
 * queue cannot observe a thread's exit, so a slot whose thread has died is handed to the next thread that
 * registers, and until then its deque stays visible to thieves. The array therefore never holds more slots than the
 * largest number of consumer threads alive at once (for a ThreadPoolExecutor: its maximum pool size).
 */
final class WorkerRegistry {
    private static final WorkerSlot[] NONE = new WorkerSlot[0];

    /** Copy-on-write; replaced under the monitor, read lock-free by thieves and signallers. */
    private volatile WorkerSlot[] slots = NONE;
    private final ThreadLocal<WorkerSlot> mine = new ThreadLocal<>();
    private final boolean counted;

    WorkerRegistry(boolean counted) {
        this.counted = counted;
    }

    WorkerSlot[] slots() {
        return slots;
    }

    /** The calling thread's slot, or null if it never consumed. */
    WorkerSlot current() {
        return mine.get();
    }

    /** The calling thread's slot, registering it first if needed. */
    WorkerSlot currentOrRegister() {
        WorkerSlot s = mine.get();
        if (s == null) {
            s = register(Thread.currentThread());
            mine.set(s);
        }
        return s;
    }

    private synchronized WorkerSlot register(Thread t) {
        WorkerSlot[] cur = slots;
        for (WorkerSlot s : cur) {
            Thread o = s.owner;
            // isAlive() returning false synchronizes-with the old owner's last action (JLS 17.4.4), so taking over
            // its deque's owner-side fields is safe. Its remaining tasks (a task that threw after pushing subtasks
            // kills its worker) are now ours; thieves could already take them.
            if (o != null && o != t && !o.isAlive()) {
                s.owner = t;
                return s;
            }
        }
        WorkerSlot s = new WorkerSlot(cur.length, t, counted);
        WorkerSlot[] next = java.util.Arrays.copyOf(cur, cur.length + 1);
        next[cur.length] = s;
        slots = next;
        return s;
    }
}
