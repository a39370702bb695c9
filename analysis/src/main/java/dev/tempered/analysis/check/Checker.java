package dev.tempered.analysis.check;

import dev.tempered.analysis.AnalysisException;
import dev.tempered.analysis.AnalysisRequest;
import dev.tempered.analysis.AnalysisResult;
import dev.tempered.analysis.internal.Engine;
import dev.tempered.analysis.internal.thread.CheckView;
import dev.tempered.analysis.internal.verdict.QueueSite;
import dev.tempered.manifest.Declared;
import dev.tempered.manifest.Site;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code tempered check}: proves the program's producer and consumer threads for every queue whose topology it
 * declares (JCTools and Agrona queue types, {@code @Topology}), and checks that no {@code @LockFree} method can
 * reach a blocking operation.
 */
public final class Checker {
    private Checker() {
    }

    /** Analyses the request's program and checks its declarations; throws only for input that cannot be analysed. */
    public static CheckResult check(AnalysisRequest request, CheckOptions options) throws AnalysisException {
        Object[] found = new Object[2];
        AnalysisResult result = new Engine(request).missingClassesUnknown().inspect((cp, analysis, sites, res) -> {
            CheckView view = new CheckView(analysis);
            Map<QueueSite, Declared> declared = new Declarations(cp).of(sites);
            Serialisation serial = new Serialisation(view, new HeldLocks(view, cp));
            SideJudge judge = new SideJudge(view, serial, new Executors(view));
            List<QueueFinding> queues = new java.util.ArrayList<>(new QueueCheck(cp, view, judge).run(declared));
            queues.addAll(new DisruptorCheck(cp, view, judge).run());
            found[0] = queues;
            Map<String, Site> byAlloc = new HashMap<>();
            Map<String, Site> byId = new HashMap<>();
            for (Site s : res.manifest().sites()) {
                byId.put(s.id(), s);
            }
            for (QueueSite q : sites) {
                if (byId.containsKey(q.id())) {
                    byAlloc.put(q.allocKey(), byId.get(q.id()));
                }
            }
            found[1] = new ProgressCheck(cp, view, new BlockingOps(cp, view, byAlloc)).run();
        }).run();
        @SuppressWarnings("unchecked")
        List<QueueFinding> queues = (List<QueueFinding>) found[0];
        @SuppressWarnings("unchecked")
        List<ProgressFinding> progress = (List<ProgressFinding>) found[1];
        return new CheckResult(queues, progress, result);
    }
}
