package dev.tempered.it.frameworks;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.agrona.concurrent.Agent;
import org.agrona.concurrent.AgentRunner;
import org.agrona.concurrent.BusySpinIdleStrategy;

/** Agrona's thread model: one thread per {@code AgentRunner}, calling its agent's {@code doWork} over and over. */
public final class AgentRunnerProgram {
    static final int N = 1_000;

    private AgentRunnerProgram() {
    }

    static final class Drain implements Agent {
        private final BlockingQueue<Integer> q;
        volatile long sum;
        volatile int seen;

        Drain(BlockingQueue<Integer> q) {
            this.q = q;
        }

        @Override
        public int doWork() {
            Integer v = q.poll();
            if (v == null) {
                return 0;
            }
            sum += v;
            seen++;
            return 1;
        }

        @Override
        public String roleName() {
            return "drain";
        }
    }

    public static void main(String[] args) throws Exception {
        BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); // the site the test looks at: spsc
        Drain d = new Drain(q);
        AgentRunner runner = new AgentRunner(new BusySpinIdleStrategy(), Throwable::printStackTrace, null, d);
        AgentRunner.startOnThread(runner);
        for (int i = 1; i <= N; i++) {
            q.offer(i);
        }
        while (d.seen < N) {
            Thread.onSpinWait();
        }
        runner.close();
        System.out.println("agentrunner: sum=" + d.sum);
    }
}
