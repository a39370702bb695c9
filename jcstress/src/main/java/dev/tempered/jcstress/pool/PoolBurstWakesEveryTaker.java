package dev.tempered.jcstress.pool;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;

import dev.tempered.runtime.v1.pool.WorkStealingTaskQueue;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * One outside submitter offers three tasks in a burst while three workers take from an empty queue. With more
 * workers than processors one of them searches (yielding) and the submitter skips its wake-ups while it does
 * (design note waiting); the searcher's hand-on must still wake the others. A lost wake-up leaves a taker parked for
 * ever and jcstress reports a timeout (an error), which no outcome hides; a task taken twice shows as a repeated id.
 */
@JCStressTest
@Outcome(id = {"1, 2, 3", "1, 3, 2", "2, 1, 3", "2, 3, 1", "3, 1, 2", "3, 2, 1"}, expect = ACCEPTABLE,
        desc = "each taker got a different task")
@State
public class PoolBurstWakesEveryTaker {
    private final WorkStealingTaskQueue queue =
            new WorkStealingTaskQueue("v1|form=work-stealing|topology=mpmc|site=jcstress");
    private final Runnable[] tasks = {() -> { }, () -> { }, () -> { }};

    @Actor
    public void submitter() {
        for (Runnable t : tasks) {
            queue.offer(t);
        }
    }

    @Actor
    public void worker1(III_Result r) {
        r.r1 = take();
    }

    @Actor
    public void worker2(III_Result r) {
        r.r2 = take();
    }

    @Actor
    public void worker3(III_Result r) {
        r.r3 = take();
    }

    private int take() {
        try {
            Runnable t = queue.take();
            for (int i = 0; i < tasks.length; i++) {
                if (tasks[i] == t) {
                    return i + 1;
                }
            }
            return 0;
        } catch (InterruptedException e) {
            return -1;
        }
    }
}
