package dev.tempered.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collection;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Keeps the W1 benchmarks from rotting: one forked JMH run of each hand-over benchmark, one short
 * iteration, on a Tempered substitute. It checks that JMH produced a score, and times nothing.
 */
class HandoverSmokeTest {

    @Test
    void spinHandoverRuns() throws RunnerException {
        assertRuns(HandoverSpinBenchmark.class, "TQ-ABQ:1024:throw"); // offer/poll only: the quiet spec
    }

    @Test
    void blockingHandoverRuns() throws RunnerException {
        assertRuns(HandoverBlockingBenchmark.class, "T-LBQ:off");
    }

    private static void assertRuns(Class<?> benchmark, String subject) throws RunnerException {
        Options opts = new OptionsBuilder()
                .include("^" + benchmark.getName().replace(".", "\\.") + "\\.")
                .param("subject", subject)
                .forks(1)
                .warmupIterations(0)
                .measurementIterations(1)
                .measurementTime(TimeValue.milliseconds(100))
                .shouldFailOnError(true)
                .output("target/jmh-smoke-" + benchmark.getSimpleName() + ".log") // keep the build log short
                .build();
        Collection<RunResult> results = new Runner(opts).run();
        assertEquals(1, results.size(), "one benchmark selected and run");
        RunResult r = results.iterator().next();
        assertEquals(subject, r.getParams().getParam("subject"));
        double score = r.getPrimaryResult().getScore();
        assertTrue(score > 0 && Double.isFinite(score), "a positive throughput, got " + score);
        assertEquals(1, r.getPrimaryResult().getStatistics().getN(), "one measured iteration");
    }
}
