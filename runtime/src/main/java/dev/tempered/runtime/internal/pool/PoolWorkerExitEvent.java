package dev.tempered.runtime.internal.pool;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Enabled;
import jdk.jfr.Event;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;
import jdk.jfr.Timespan;

/**
 * A worker's totals at the moment it leaves the queue the way a ThreadPoolExecutor worker leaves for good (see
 * {@link TaskPool.WorkerExitListener}): the final balance of a pool too short-lived for the periodic {@link
 * PoolWorkerEvent}. Emitted by the worker itself, at most once per task count, for pools that ask for {@code jfr}.
 */
@Name(PoolWorkerExitEvent.NAME)
@Label("Tempered Pool Worker Exit")
@Category({"Tempered", "Thread Pool"})
@Description("A worker of a Tempered work-stealing pool queue leaving it as a ThreadPoolExecutor worker does on"
        + " shutdown or keep-alive expiry, with its totals since the queue was created")
@Enabled(true)
@StackTrace(false)
final class PoolWorkerExitEvent extends Event {
    static final String NAME = "dev.tempered.PoolWorkerExit";

    @Label("Site")
    @Description("The allocation site of the pool's queue, as in the manifest")
    String site;

    @Label("Pool")
    @Description("Distinguishes queues created at the same site; numbered from 1 in creation order")
    long pool;

    @Label("Worker")
    @Description("The worker's slot in the pool queue")
    int worker;

    @Label("Worker Thread Name")
    @Description("The thread leaving")
    String workerName;

    @Label("Reason")
    @Description("interrupted: take/poll was interrupted (ThreadPoolExecutor.shutdown interrupts idle workers);"
            + " timed out: poll's keep-alive ran out; empty check: the worker asked whether the queue is empty"
            + " (ThreadPoolExecutor's worker does so only on its way out)")
    String reason;

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
    @Description("Tasks (or removed-task placeholders) left in this worker's deque")
    long queued;
}
