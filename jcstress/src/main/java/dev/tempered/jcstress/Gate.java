package dev.tempered.jcstress;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.openjdk.jcstress.JCStress;
import org.openjdk.jcstress.Options;
import org.openjdk.jcstress.infra.collectors.DiskReadCollector;
import org.openjdk.jcstress.infra.collectors.TestResult;
import org.openjdk.jcstress.infra.grading.ReportUtils;
import org.openjdk.jcstress.infra.runners.TestList;

/**
 * Runs jcstress and turns its verdict into an exit code a build can trust.
 * <p>
 * jcstress 0.16 fails its run (an uncaught AssertionError from its exception report printer) when a
 * result is graded as failed, but passes a run in which a test never produced a result, or in which
 * no test was selected at all (a wrong {@code -t}, an empty TestList). Gate runs the same engine, then
 * re-reads the binary result file jcstress wrote and exits 1 when any result failed its grading or
 * ended in an error (timeout, VM crash, exception in an actor), when a selected test has no result,
 * or when nothing was selected. A test with more actors than the run has CPUs is never run by
 * jcstress; Gate names it as skipped instead of failing every build on a small machine.
 */
public final class Gate {

    private Gate() {
    }

    public static void main(String[] args) throws Exception {
        Options opts = new Options(args);
        if (!opts.parse()) {
            System.exit(2);
        }
        JCStress engine = new JCStress(opts);
        // the tests jcstress selects (TestList filtered by -t): each one must come back with a result,
        // except those with more actors than this run has CPUs, which jcstress skips without a word
        Set<String> expected = new TreeSet<>();
        for (String name : engine.getTests()) {
            int threads = TestList.getInfo(name).threads();
            if (threads > opts.getCPUCount()) {
                System.out.printf("tempered gate: SKIPPED %s: needs %d CPUs, this run has %d%n",
                        name, threads, opts.getCPUCount());
            } else {
                expected.add(name);
            }
        }
        try {
            engine.run();
        } catch (AssertionError failures) {
            // jcstress' own verdict on failed results; the check below names them again with the rest
            System.out.println("tempered gate: jcstress reported failures");
        }
        System.exit(check(opts.getResultFile(), expected));
    }

    /**
     * Returns the exit code for the results in {@code resultFile}: 0 only if every expected test
     * passed. Public so that a stored result file can be re-checked.
     */
    public static int check(String resultFile, Set<String> expected) throws IOException, ClassNotFoundException {
        List<TestResult> results = new ArrayList<>();
        DiskReadCollector reader = new DiskReadCollector(resultFile, results::add);
        try {
            reader.dump();
        } finally {
            reader.close();
        }
        Set<String> seen = new TreeSet<>();
        Set<String> failed = new TreeSet<>();
        for (TestResult r : ReportUtils.mergedByConfig(results)) {
            seen.add(r.getName());
            if (!ReportUtils.statusToPassed(r)) {
                failed.add(r.getName() + " [" + ReportUtils.statusToLabel(r) + "]");
            } else if (r.getTotalCount() == 0) {
                // jcstress grades a configuration that produced no sample as passed: it tested nothing
                failed.add(r.getName() + " [NO SAMPLES]");
            }
        }
        Set<String> missing = new TreeSet<>(expected);
        missing.removeAll(seen);

        System.out.printf("tempered gate: %d tests expected, %d with results, %d failed, %d missing%n",
                expected.size(), seen.size(), failed.size(), missing.size());
        failed.forEach(f -> System.out.println("  FAILED  " + f));
        missing.forEach(m -> System.out.println("  MISSING " + m));
        return failed.isEmpty() && missing.isEmpty() && !expected.isEmpty() ? 0 : 1;
    }
}
