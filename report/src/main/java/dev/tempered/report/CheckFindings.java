package dev.tempered.report;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.tempered.analysis.check.CheckResult;
import dev.tempered.analysis.check.ProgressFinding;
import dev.tempered.analysis.check.QueueFinding;
import dev.tempered.analysis.check.Status;
import dev.tempered.analysis.check.ThreadUse;
import dev.tempered.manifest.SourceLocation;
import java.util.List;

/**
 * The check's findings as SARIF results: each declared queue by its status ({@code topology/declared-broken},
 * {@code topology/not-verifiable}, {@code topology/verified}), its threads' operations as related locations and their
 * call chains as code flows; each {@code @LockFree} method that can block as {@code progress/blocking-in-lock-free}.
 */
final class CheckFindings {

    private CheckFindings() {
    }

    static void addTo(Sarif sarif, CheckResult r) {
        for (QueueFinding q : r.queues()) {
            queue(sarif, q);
        }
        for (ProgressFinding p : r.progress()) {
            if (p.status() == Status.BROKEN) {
                JsonObject res = sarif.result(SarifRules.BLOCKING_IN_LOCK_FREE,
                        "@LockFree " + p.method() + " can block: " + p.blocking(), primary(sarif, p.where()));
                res.add("codeFlows", Sarif.one(flow(p.method(), p.chain())));
            }
        }
    }

    private static void queue(Sarif sarif, QueueFinding q) {
        SarifRules rule = switch (q.status()) {
            case BROKEN -> SarifRules.DECLARED_BROKEN;
            case NOT_VERIFIABLE -> SarifRules.NOT_VERIFIABLE;
            case VERIFIED -> SarifRules.VERIFIED;
        };
        String text = q.queueSimpleName() + " declared " + q.declared().topology().json() + " by "
                + CheckText.origin(q) + " is " + q.status().word() + (q.reason() == null ? "" : ": " + q.reason());
        JsonObject res = sarif.result(rule, text, primary(sarif, q.where()));
        JsonArray related = new JsonArray();
        JsonArray flows = new JsonArray();
        for (ThreadUse t : q.threads()) {
            if (t.at() != null) {
                JsonObject loc = sarif.location(t.at(), related.size() + 1);
                loc.add("message", Sarif.text(t.thread().display() + ": " + t.operation()));
                related.add(loc);
            }
            flows.add(flow(t.thread().display(), t.chain()));
        }
        if (!related.isEmpty()) {
            res.add("relatedLocations", related);
        }
        if (!flows.isEmpty()) {
            res.add("codeFlows", flows);
        }
        JsonObject props = new JsonObject();
        props.addProperty("siteId", q.siteId());
        props.addProperty("declared", q.declared().topology().json());
        props.addProperty("status", q.status().word());
        res.add("properties", props);
    }

    private static JsonObject primary(Sarif sarif, SourceLocation where) {
        JsonObject loc = sarif.location(where, null);
        loc.add("logicalLocations", Sarif.one(Sarif.logical(where.className().replace('/', '.'), "type")));
        return loc;
    }

    /** One code flow through the chain's steps (named by their methods: the chain carries no lines). */
    private static JsonObject flow(String who, List<String> chain) {
        JsonArray steps = new JsonArray();
        for (String step : chain.isEmpty() ? List.of(who) : chain) {
            JsonObject at = new JsonObject();
            at.add("message", Sarif.text(step));
            steps.add(Sarif.step(at, 0, steps.size() + 1));
        }
        return Sarif.codeFlow(who, steps);
    }
}
