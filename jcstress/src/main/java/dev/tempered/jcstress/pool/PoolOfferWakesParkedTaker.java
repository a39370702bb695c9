package dev.tempered.jcstress.pool;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;

import dev.tempered.runtime.v1.pool.WorkStealingTaskQueue;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.I_Result;

/**
 * A submitter offers while a worker takes from an empty queue. If the Dekker protocol (publish; full fence; read
 * parked count vs announce; full fence; re-check) lost a wake-up, the taker would park for ever and jcstress would
 * report the test as timed out (an error), which no outcome can hide.
 */
@JCStressTest
@Outcome(id = "1", expect = ACCEPTABLE, desc = "the taker got the task")
@State
public class PoolOfferWakesParkedTaker {
    private final WorkStealingTaskQueue queue =
            new WorkStealingTaskQueue("v1|form=work-stealing|topology=mpmc|site=jcstress");
    private final Runnable task = () -> { };

    @Actor
    public void submitter() {
        queue.offer(task);
    }

    @Actor
    public void worker(I_Result r) {
        try {
            r.r1 = queue.take() == task ? 1 : 0;
        } catch (InterruptedException e) {
            r.r1 = -1;
        }
    }
}
