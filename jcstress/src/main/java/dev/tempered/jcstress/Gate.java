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

/**
 * Runs jcstress and turns its verdict into an exit code.
 * <p>
 * jcstress 0.16 exits 0 even when a test sees a forbidden outcome, so a build that only ran
 * {@code org.openjdk.jcstress.Main} could never fail. Gate runs the same engine, then re-reads the
 * binary result file jcstress wrote and exits 1 when any result failed its grading, ended in an
 * error (timeout, VM crash, exception in an actor), or when a test listed in {@code META-INF/TestList}
 * and selected by {@code -t} produced no result at all.
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
        // the tests jcstress selects (TestList filtered by -t): each one must come back with a result
        Set<String> expected = new TreeSet<>(engine.getTests());
        engine.run();
        System.exit(check(opts.getResultFile(), expected));
    }

    /** Returns the exit code for the results in {@code resultFile}: 0 only if every expected test passed. */
    static int check(String resultFile, Set<String> expected) throws IOException, ClassNotFoundException {
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
                failed.add(r.getName() + " [" + ReportUtils.statusToLabel(r) + "] " + r.getConfig());
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
