package dev.tempered.runtime.internal.pool;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Enabled;
import jdk.jfr.Event;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.Period;
import jdk.jfr.StackTrace;
import jdk.jfr.Timespan;

/**
 * One worker of one work-stealing pool queue, emitted once per period for every pool whose spec (or the {@code
 * tempered.pool.stats} property) asks for {@code jfr}. The figures are cumulative since the queue was created, so
 * the last event of a worker gives its totals and the difference of two events its balance over that period.
 * Loaded only when a pool asks for JFR; emitted only while a recording has it enabled.
 */
@Name(PoolWorkerEvent.NAME)
@Label("Tempered Pool Worker")
@Category({"Tempered", "Thread Pool"})
@Description("Per-worker balance of a Tempered work-stealing pool queue: tasks run, steals, busy and idle time"
        + " (cumulative since the queue was created)")
@Period("1 s")
@Enabled(true)
@StackTrace(false)
final class PoolWorkerEvent extends Event {
    static final String NAME = "dev.tempered.PoolWorker";

    @Label("Site")
    @Description("The allocation site of the pool's queue, as in the manifest")
    String site;

    @Label("Pool")
    @Description("Distinguishes queues created at the same site; numbered from 1 in creation order")
    long pool;

    @Label("Worker")
    @Description("The worker's slot in the pool queue; a slot passes to a new thread after its thread died")
    int worker;

    @Label("Worker Thread Name")
    @Description("The thread that owns the slot now (a name, not a thread reference: the thread may have ended)")
    String workerName;

    @Label("Tasks Run")
    @Description("Tasks this worker took from the queue (a pool's first task per thread bypasses the queue)")
    long tasks;

    @Label("Steals")
    @Description("Tasks this worker took from another worker's deque")
    long steals;

    @Label("Busy")
    @Description("Time between taking a task and coming back to the queue")
    @Timespan(Timespan.NANOSECONDS)
    long busy;

    @Label("Idle")
    @Description("Time spent inside take/poll: searching, spinning and parked")
    @Timespan(Timespan.NANOSECONDS)
    long idle;

    @Label("Queued")
    @Description("Tasks (or removed-task placeholders) in this worker's deque now")
    long queued;
}
