package dev.tempered.analysis.check;

import dev.tempered.analysis.AnalysisResult;
import java.util.List;

/** Everything {@code tempered check} found: one finding per declared queue and per {@code @LockFree} method. */
public final class CheckResult {
    private final List<QueueFinding> queues;
    private final List<ProgressFinding> progress;
    private final AnalysisResult analysis;

    CheckResult(List<QueueFinding> queues, List<ProgressFinding> progress, AnalysisResult analysis) {
        this.queues = List.copyOf(queues);
        this.progress = List.copyOf(progress);
        this.analysis = analysis;
    }

    /** One per declared queue, in site order. */
    public List<QueueFinding> queues() {
        return queues;
    }

    /** One per {@code @LockFree} method, in class order. */
    public List<ProgressFinding> progress() {
        return progress;
    }

    /** The analysis the check worked from (manifest, diagnostics). */
    public AnalysisResult analysis() {
        return analysis;
    }

    public long count(Status s) {
        return queues.stream().filter(q -> q.status() == s).count()
                + progress.stream().filter(p -> p.status() == s).count();
    }

    /** True when the build should fail: anything broken, or with {@code strict} anything not verifiable. */
    public boolean fails(CheckOptions options) {
        return count(Status.BROKEN) > 0 || options.strict() && count(Status.NOT_VERIFIABLE) > 0;
    }

    /** {@code 3 declared queues, 1 lock-free method: 2 verified, 1 not verifiable, 1 broken}. */
    public String summary() {
        return queues.size() + " declared " + (queues.size() == 1 ? "queue" : "queues") + ", " + progress.size()
                + " lock-free " + (progress.size() == 1 ? "method" : "methods") + ": " + count(Status.VERIFIED)
                + " verified, " + count(Status.NOT_VERIFIABLE) + " not verifiable, " + count(Status.BROKEN)
                + " broken";
    }
}
