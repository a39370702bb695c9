package dev.tempered.runtime.internal.pool;

import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * The task store behind a pool queue: one deque per worker, an injection queue for everyone else, stealing, and
 * blocking. Tasks are opaque objects. A task offered by a worker goes to that worker's deque (stealing form, once
 * the pool has more than one worker); every other task, and every task in the FIFO form, goes to the injection
 * queue. A worker takes from its own deque (newest first), then the injection queue, then steals (oldest first)
 * from the others; every {@link #FAIRNESS}th take it looks at the injection queue first and, half-way between, at
 * the oldest end of its own deque, so nothing waits forever behind a worker that keeps feeding itself.
 */
public final class TaskPool {
    private static final int CPUS = Runtime.getRuntime().availableProcessors();
    /** Rounds of looking for work before parking; bounded so an idle worker soon shows as WAITING. */
    static final int SPINS = 32;
    /** The fewest rounds a worker whose spinning keeps failing still spins (see WorkerSlot.spinBudget). */
    static final int MIN_SPINS = 1;
    private static final int FAIRNESS = 61;

    private final boolean stealing;
    private final InjectionQueue injection;
    private final WorkerRegistry registry;
    private final IdleWorkers idle = new IdleWorkers();
    /** Cells whose task was taken in place (remove(Object), iterator remove) and that still sit in a deque/queue. */
    private final AtomicInteger tombstones = new AtomicInteger();
    /** null when unbounded. */
    private final Capacity capacity;
    /** Told when a worker leaves as if for good; null unless the pool asked for JFR (set once, before use). */
    private volatile WorkerExitListener exitListener;

    /**
     * Hears a worker leave the queue the way a ThreadPoolExecutor worker leaves for good. The queue cannot see a
     * thread end, so these are the signs: take/poll interrupted (shutdown interrupts idle workers), poll timed
     * out (keep-alive), or a worker asking whether the queue is empty (ThreadPoolExecutor's getTask and
     * processWorkerExit ask only on a worker's way out). Called on the worker's own thread.
     */
    interface WorkerExitListener {
        void left(WorkerSlot s, String reason);
    }

    /** Installs the exit listener (JfrRegistration does, for pools that ask for JFR). */
    void onWorkerExit(WorkerExitListener l) {
        exitListener = l;
    }

    /** A sign that worker {@code s} may be leaving for good; cheap when nobody listens. */
    private void workerLeft(WorkerSlot s, String reason) {
        WorkerExitListener l = exitListener;
        if (l != null) {
            l.left(s, reason);
        }
    }

    public TaskPool(boolean stealing, boolean singleProducer, int capacity, boolean counted) {
        this.stealing = stealing;
        this.injection = new InjectionQueue(singleProducer);
        this.registry = new WorkerRegistry(counted);
        this.capacity = capacity == Integer.MAX_VALUE ? null : new Capacity(capacity);
    }

    // ---------------------------------------------------------------- producers

    /** Adds the task unless the pool queue is bounded and full. */
    public boolean offer(Object task) {
        Objects.requireNonNull(task);
        if (capacity != null && !capacity.tryAcquire()) {
            return false;
        }
        publish(task);
        return true;
    }

    /** Adds the task, waiting for space if bounded. */
    public void put(Object task) throws InterruptedException {
        Objects.requireNonNull(task);
        if (capacity != null) {
            capacity.acquire();
        }
        publish(task);
    }

    /** Adds the task, waiting up to {@code nanos} for space if bounded; false on timeout. */
    public boolean offer(Object task, long nanos) throws InterruptedException {
        Objects.requireNonNull(task);
        if (capacity != null && !capacity.acquire(nanos)) {
            return false;
        }
        publish(task);
        return true;
    }

    private void publish(Object task) {
        TaskCell c = new TaskCell(task);
        WorkerSlot[] slots = registry.slots();
        WorkerSlot mine = stealing && slots.length > 1 ? registry.current() : null;
        if (mine != null) {
            mine.deque.push(c);
        } else {
            injection.offer(c);
        }
        // Step S2 of the Dekker protocol in IdleWorkers: both publishing paths end in a release store, which a
        // later load may pass; the full fence keeps the reads of the parked and searching counts after it.
        VarHandle.fullFence();
        signalWork(mine == null ? 0 : mine.index + 1);
    }

    /** Wakes a parked worker unless one is searching already (see IdleWorkers). The caller has fenced. */
    private void signalWork(int start) {
        while (!idle.wakeOne(registry.slots(), start)) {
            // wakeOne gave the searcher count back (a volatile RMW), so this re-check cannot miss work published
            // by a submitter that saw our count and skipped its own wake-up.
            if (!hasWork()) {
                return;
            }
        }
    }

    /**
     * How many workers may search (spin) at once: half the workers at most, as Tokio does, so the others park at
     * once. With more workers than processors, one, and it yields instead of spinning (see {@link #oversubscribed}).
     *
     * <p>Why one searcher there rather than none: with no searcher, one outside submitter whose
     * queue runs empty wakes a parked worker for nearly every task. Each wake-up is an unpark system call by the
     * submitter and, on busy processors, a preemption, so the submitter falls further behind, the queue runs empty
     * again, and the pool ping-pongs one task per wake-up (JFR: up to 5-6 times the JDK pool's context switches).
     * Waking only when the queue was empty before the publish, as LinkedBlockingQueue does, would not help: nearly all of
     * those wake-ups already found it empty. A searcher makes those submissions skip their wake-up by the searcher
     * rule of {@link IdleWorkers}, whose argument holds for any number of searchers, so no wake-up can be lost: the
     * submitter reads {@code searching} after its full fence (S2); the searcher entered the count by a CAS and
     * leaves it by a volatile RMW (stopSearching), after which it either re-checks every source before it parks
     * (announce, a volatile RMW, then W2) or, having found a task as the last searcher, re-checks in handOn and
     * wakes the next worker. So a task whose submitter saw the searcher is seen by one of those re-checks. The
     * yield in the searcher's rounds has no memory effect and the argument needs none.
     */
    private int spinners() {
        int workers = registry.slots().length;
        if (CPUS < 2) {
            return 0;
        }
        if (oversubscribed()) {
            return 1;
        }
        return Math.max(1, workers / 2);
    }

    /**
     * More workers than processors: a spinning searcher would take the processor from the thread that would publish
     * the next task (or run the last one), so the searcher's rounds yield instead, letting that thread run first.
     */
    private boolean oversubscribed() {
        return registry.slots().length > CPUS;
    }

    // ---------------------------------------------------------------- consumers

    /** Non-blocking take by the calling thread (registered as a worker). */
    public Object poll() {
        WorkerSlot s = registry.currentOrRegister();
        WorkerCounters wc = s.counters;
        long t0 = wc == null ? 0 : enter(wc);
        Object t = acquire(s);
        if (wc != null) {
            wc.leave(t0, System.nanoTime(), t != null, s.lastStolen);
        }
        return t;
    }

    /** Blocking take; {@code timed} with {@code nanos} for poll(timeout). Null only on timeout. */
    public Object await(boolean timed, long nanos) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        WorkerSlot s = registry.currentOrRegister();
        WorkerCounters wc = s.counters;
        long t0 = wc == null ? 0 : enter(wc);
        Object t = null;
        String left = null;
        try {
            t = awaitTask(s, timed, nanos);
            if (t == null) {
                left = "timed out";
            }
            return t;
        } catch (InterruptedException e) {
            left = "interrupted";
            throw e;
        } finally {
            if (wc != null) {
                wc.leave(t0, System.nanoTime(), t != null, s.lastStolen);
            }
            if (left != null) {
                // After the counters, so an exit event's idle time includes this last wait.
                workerLeft(s, left);
            }
        }
    }

    private static long enter(WorkerCounters wc) {
        long now = System.nanoTime();
        wc.enter(now);
        return now;
    }

    /**
     * The common case (a task is there) in a few bytecodes; the search-and-park loop lives in its own methods. The
     * split is for the JIT, not for the reader: the old single method inlined {@link #acquire} three times and its
     * finally block (javac copies it to every exit) five times, and at 1 us tasks its C1 and C2 compilations,
     * repeated after each deoptimization, cost a short-lived pool more CPU than all its queue operations
     * (benchmarks/results/2026-11-30-w11-pool/note.md).
     */
    private Object awaitTask(WorkerSlot s, boolean timed, long nanos) throws InterruptedException {
        Object t = acquire(s);
        if (t != null || (timed && nanos <= 0)) {
            return t;
        }
        return awaitSlow(s, timed, timed ? System.nanoTime() + nanos : 0L);
    }

    private Object awaitSlow(WorkerSlot s, boolean timed, long deadline) throws InterruptedException {
        try {
            return searchOrPark(s, timed, deadline);
        } finally {
            handOn(s);
        }
    }

    /**
     * Spins (as a searcher) and parks until it has a task; null only on timeout. {@link WorkerSlot#searching} says,
     * at every exit, whether this worker still counts in idle.searching: it started spinning, or a signaller picked
     * it. One call site of acquire: spin rounds and the look after a wake-up share it.
     */
    private Object searchOrPark(WorkerSlot s, boolean timed, long deadline) throws InterruptedException {
        int spinners = spinners();
        s.searching = spinners > 0 && idle.tryStartSearching(spinners);
        int spins = s.searching ? s.spinBudget : 0;
        boolean yielding = oversubscribed();
        for (;;) {
            boolean woke = false;
            if (spins > 0) {
                spins--;
                if (yielding) {
                    Thread.yield();
                } else {
                    Thread.onSpinWait();
                }
                if (spins == 0) {
                    // This spin phase found nothing: spin half as long next time (CPU a spinner burns is taken
                    // from the thread that would publish the next task whenever threads outnumber CPUs).
                    s.spinBudget = Math.max(MIN_SPINS, s.spinBudget >> 1);
                }
            } else {
                if (Thread.interrupted()) {
                    throw new InterruptedException();
                }
                if (timed && deadline - System.nanoTime() <= 0) {
                    return null;
                }
                if (s.searching) {
                    // Giving up: the re-check after W1 in park covers what a skipped submitter left for us.
                    s.searching = false;
                    idle.stopSearching();
                }
                park(s, timed, deadline);
                woke = true;
            }
            Object t = acquire(s);
            if (t != null) {
                if (!woke) {
                    s.spinBudget = SPINS; // spinning paid off: spin in full again
                }
                return t;
            }
            if (woke) {
                if (hasWork()) {
                    // Work is there but we could not take it: another consumer holds the injection queue's
                    // try-lock, or we lost every steal race. Retrying at once would spin on a lock whose holder
                    // may be descheduled (workers outnumbering CPUs): let it run first.
                    Thread.yield();
                }
                // Picked by a signaller: search (spin) before parking again, if spinning pays (see spinners).
                spins = s.searching && spinners() > 0 ? s.spinBudget : 0;
                yielding = oversubscribed();
            }
        }
    }

    /**
     * Steps W1 to W3 of the protocol in IdleWorkers, then leaves the parked state; sets {@link WorkerSlot#searching}
     * when a signaller picked this worker (it moved the slot to RUNNING and counted it as searching). Returns on a
     * wake-up, a park with work found at W2, an interrupt (left set for the caller's check) or the deadline.
     */
    private void park(WorkerSlot s, boolean timed, long deadline) {
        idle.announce(s);                       // W1 (volatile RMW: full fence)
        if (!hasWork()) {                       // W2
            while (s.isParked()) {              // W3, until a signaller moves us back to RUNNING
                s.parkOnce(timed, deadline, this);
                if (Thread.currentThread().isInterrupted() || (timed && deadline - System.nanoTime() <= 0)) {
                    break;
                }
            }
        }
        // Still PARKED: we leave on our own (work seen at W2, interrupt, timeout); withdraw fails if a signaller
        // picked us meanwhile, and then it counted us as searching.
        s.searching = !idle.withdraw(s);
    }

    /**
     * Every exit from the slow path (with a task, on interrupt or timeout) hands the wake-up on when work is left, so
     * that work gets a worker. A searcher does so only if it was the last one searching (another searcher will take
     * the work, and hand on in turn); stopSearching is a volatile RMW, so hasWork reads after it. A worker that no
     * longer counts as a searcher (it gave up searching and then found work at its re-check after announcing, or
     * timed out) always does, after a full fence: tasks submitted while it still counted as a searcher skipped their
     * wake-ups, and without this they waited behind it while every other worker stayed parked (tasks that wait for
     * each other deadlocked). An extra wake-up is harmless: the woken worker searches and parks again.
     */
    private void handOn(WorkerSlot s) {
        boolean last;
        if (s.searching) {
            s.searching = false;
            last = idle.stopSearching();
        } else {
            VarHandle.fullFence(); // our take (a release or CAS) before reading the sources, as a submitter's S2
            last = true;
        }
        if (last && hasWork()) {
            signalWork(s.index + 1);
        }
    }

    /** Whether any source holds a cell (possibly a tombstone, which the caller's next acquire clears away). */
    private boolean hasWork() {
        if (!injection.isEmpty()) {
            return true;
        }
        for (WorkerSlot o : registry.slots()) {
            if (!o.deque.isEmpty()) {
                return true;
            }
        }
        return false;
    }

    /** One task for worker {@code s}, or null when it found none. */
    private Object acquire(WorkerSlot s) {
        s.lastStolen = false;
        int tick = ++s.ticks;
        if (tick == FAIRNESS) {
            s.ticks = 0;
            Object t = open(injection.tryPoll());
            if (t != null) {
                return t;
            }
        } else if (tick == FAIRNESS / 2) {
            Object t = open(s.deque.steal());
            if (t != null) {
                return t;
            }
        }
        for (TaskCell c; (c = s.deque.pop()) != null; ) {
            Object t = open(c);
            if (t != null) {
                return t;
            }
        }
        for (TaskCell c; (c = injection.tryPoll()) != null; ) {
            Object t = open(c);
            if (t != null) {
                return t;
            }
        }
        Object t = stealFromOthers(s);
        if (t != null) {
            s.lastStolen = true;
        }
        return t;
    }

    private Object stealFromOthers(WorkerSlot self) {
        WorkerSlot[] slots = registry.slots();
        int n = slots.length;
        if (n <= 1) {
            return null;
        }
        int start = ThreadLocalRandom.current().nextInt(n);
        for (int i = 0; i < n; i++) {
            WorkerSlot victim = slots[(start + i) % n];
            if (victim == self) {
                continue;
            }
            ChaseLevDeque<TaskCell> d = victim.deque;
            while (!d.isEmpty()) {
                TaskCell c = d.steal();
                if (c != null) {
                    Object t = open(c);
                    if (t != null) {
                        return t;
                    }
                }
                // null: lost a race with the owner or another thief; look again while the deque has cells
            }
        }
        return null;
    }

    /** Claims the task of a cell pulled out of a source; a null result means the cell was a tombstone. */
    private Object open(TaskCell c) {
        if (c == null) {
            return null;
        }
        Object t = c.claim();
        if (t == null) {
            tombstones.decrementAndGet();
        } else if (capacity != null) {
            capacity.release();
        }
        return t;
    }

    // ---------------------------------------------------------------- bulk and inspection

    /** Moves up to {@code max} tasks to {@code sink}, injection queue first; returns how many. */
    public int drain(Consumer<Object> sink, int max) {
        int n = 0;
        while (n < max) {
            TaskCell c = injection.poll();
            if (c == null) {
                break;
            }
            Object t = open(c);
            if (t != null) {
                sink.accept(t);
                n++;
            }
        }
        for (WorkerSlot s : registry.slots()) {
            ChaseLevDeque<TaskCell> d = s.deque;
            while (n < max && !d.isEmpty()) {
                Object t = open(d.steal());
                if (t != null) {
                    sink.accept(t);
                    n++;
                }
            }
        }
        return n;
    }

    /** The cells present now, injection queue first (weakly consistent; tasks may be claimed meanwhile). */
    public List<TaskCell> cells() {
        List<TaskCell> out = new ArrayList<>();
        Consumer<TaskCell> add = c -> {
            if (c.peek() != null) {
                out.add(c);
            }
        };
        injection.snapshot().forEach(add);
        for (WorkerSlot s : registry.slots()) {
            s.deque.forEachPresent(add);
        }
        return out;
    }

    /** Removes one occurrence of a task equal to {@code o}. */
    public boolean removeEqual(Object o) {
        if (o == null) {
            return false;
        }
        for (TaskCell c : cells()) {
            Object t = c.peek();
            if (t != null && o.equals(t) && remove(c, t)) {
                return true;
            }
        }
        return false;
    }

    /** Removes {@code task} from the cell it was seen in, if nobody took it since. */
    public boolean remove(TaskCell c, Object task) {
        if (!c.claim(task)) {
            return false;
        }
        tombstones.incrementAndGet();
        if (capacity != null) {
            capacity.release();
        }
        return true;
    }

    public int size() {
        if (capacity != null) {
            return capacity.used();
        }
        long n = (long) injection.size() - tombstones.get();
        for (WorkerSlot s : registry.slots()) {
            n += s.deque.size();
        }
        return n <= 0 ? 0 : (int) Math.min(n, Integer.MAX_VALUE);
    }

    public boolean isEmpty() {
        if (exitListener != null) {
            WorkerSlot s = registry.current();
            if (s != null) {
                workerLeft(s, "empty check");
            }
        }
        return size() == 0;
    }

    public int remainingCapacity() {
        return capacity == null ? Integer.MAX_VALUE - size() : capacity.remaining();
    }

    public int capacity() {
        return capacity == null ? Integer.MAX_VALUE : capacity.limit;
    }

    /** Statistics view for JMX; reads the registry, never the queue itself. */
    public PoolStatistics statistics() {
        return new PoolStatistics(registry);
    }
}
