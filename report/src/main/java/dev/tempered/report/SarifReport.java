package dev.tempered.report;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.tempered.analysis.check.CheckResult;
import dev.tempered.manifest.Manifest;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.ThreadRef;
import java.util.List;

/**
 * SARIF 2.1.0 for {@code tempered analyze} and {@code tempered check}, both through the one writer ({@link Sarif}).
 * For analyze, each queue is one result on its allocation site; producer and consumer operations and thread start
 * sites are related locations; each thread's call chain is a code flow. A site whose declared topology is broken gets
 * a second, error result. For check, each declared queue is one result by its status, and each {@code @LockFree}
 * method that can block is an error ({@link CheckFindings}).
 */
public final class SarifReport {

    private SarifReport() {
    }

    /** The check's findings; paths are the class's package plus its source file. */
    public static String check(CheckResult result, String toolVersion) {
        Sarif sarif = new Sarif("tempered-check", toolVersion, SourcePaths.packagePaths());
        CheckFindings.addTo(sarif, result);
        return sarif.write();
    }

    public static String render(Manifest head, Manifest base, SourcePaths paths) {
        ManifestDiff diff = base == null ? null : ManifestDiff.of(base, head);
        Sarif sarif = new Sarif("tempered", head.toolVersion(), paths);
        JsonObject invocation = new JsonObject();
        invocation.addProperty("executionSuccessful", true);
        JsonArray notes = new JsonArray();
        notes.add(Sarif.notification(Wording.assumption(head)));
        if (diff != null) {
            notes.add(Sarif.notification("Changes since the base: " + diff.summary() + "."));
        }
        invocation.add("toolExecutionNotifications", notes);
        sarif.run().add("invocations", Sarif.one(invocation));
        for (Site s : head.sites()) {
            result(sarif, s, SarifRules.verdictRule(s), diff);
            if (Wording.declaredBroken(s)) {
                result(sarif, s, SarifRules.DECLARED_BROKEN, diff);
            }
        }
        JsonObject props = sarif.properties();
        props.addProperty("summary", Wording.summary(head));
        props.addProperty("mode", head.mode());
        props.addProperty("closedWorld", head.closedWorld());
        props.add("entryPoints", Sarif.strings(head.entryPoints()));
        props.addProperty("manifestFormat", head.format());
        return sarif.write();
    }

    private static void result(Sarif sarif, Site s, SarifRules rule, ManifestDiff diff) {
        JsonObject primary = sarif.location(s.source(), null);
        primary.add("logicalLocations", Sarif.one(Sarif.logical(
                s.className().replace('/', '.') + "." + s.method() + s.descriptor(), "function")));
        JsonObject r = sarif.result(rule, message(s, rule), primary);
        JsonArray related = new JsonArray();
        JsonArray flows = new JsonArray();
        addSide(sarif, s.producers(), "producer", related, flows);
        addSide(sarif, s.consumers(), "consumer", related, flows);
        if (!related.isEmpty()) {
            r.add("relatedLocations", related);
        }
        if (!flows.isEmpty()) {
            r.add("codeFlows", flows);
        }
        JsonObject fingerprints = new JsonObject();
        fingerprints.addProperty("temperedSite/v1", s.id() + (rule == SarifRules.DECLARED_BROKEN ? "/declared" : ""));
        r.add("partialFingerprints", fingerprints);
        if (diff != null) {
            r.addProperty("baselineState", diff.stateOf(s));
        }
        JsonObject props = new JsonObject();
        props.addProperty("siteId", s.id());
        props.addProperty("queueType", s.queueType());
        props.addProperty("producers", s.producers().count().json());
        props.addProperty("consumers", s.consumers().count().json());
        props.addProperty("topology", s.topology().json());
        props.addProperty("confidence", s.confidence().json());
        props.addProperty("implementation", s.implementation().json());
        props.add("operations", Sarif.strings(s.operations()));
        props.add("reasons", Sarif.strings(s.reasons()));
        if (s.declared() != null) {
            props.addProperty("declared", s.declared().topology().json() + " by " + s.declared().origin());
        }
        r.add("properties", props);
    }

    private static String message(Site s, SarifRules rule) {
        String sides = "producers: " + Wording.side(s.producers()) + ", consumers: " + Wording.side(s.consumers());
        if (rule == SarifRules.DECLARED_BROKEN) {
            return Wording.queue(s) + " is declared " + s.declared().topology().json() + " by " + s.declared().origin()
                    + " but is " + s.topology().json() + " (" + sides + ")";
        }
        String why = Wording.whyGeneral(s);
        String verdict = Wording.queue(s) + " is " + s.topology().json() + " (" + sides + "), " + s.confidence().json();
        String action = s.isSpecialized() ? "; replaced by " + s.implementation().json() : "; kept general";
        return verdict + action + (why.isEmpty() ? "" : ": " + why);
    }

    private static void addSide(Sarif sarif, Side side, String role, JsonArray related, JsonArray flows) {
        for (ThreadRef t : side.threads()) {
            String who = role + ", thread " + t.name() + (t.start() == null ? "" : " started at " + t.start().display())
                    + ", multiplicity " + t.multiplicity().json();
            if (t.start() != null) {
                JsonObject start = sarif.location(t.start(), related.size());
                start.add("message", Sarif.text("start of " + who));
                related.add(start);
            }
            List<String> chain = t.chain();
            ChainStep op = chain.isEmpty() ? null : ChainStep.parse(chain.get(chain.size() - 1));
            if (op != null && op.location() != null) {
                JsonObject loc = sarif.location(op.location(), related.size());
                loc.add("message", Sarif.text("calls " + op.shortCall() + " on the way to the " + role
                        + " operation, " + who));
                related.add(loc);
            }
            flows.add(codeFlow(sarif, t, who));
        }
    }

    private static JsonObject codeFlow(Sarif sarif, ThreadRef t, String who) {
        JsonArray steps = new JsonArray();
        if (t.start() != null) {
            JsonObject at = sarif.location(t.start(), null);
            at.add("message", Sarif.text("thread " + t.name() + " started here"));
            steps.add(Sarif.step(at, 0, steps.size() + 1));
        }
        List<String> chain = t.chain().isEmpty() ? List.of(t.entry()) : t.chain();
        for (int i = 0; i < chain.size(); i++) {
            ChainStep c = ChainStep.parse(chain.get(i));
            JsonObject at = c.location() != null ? sarif.location(c.location(), null) : new JsonObject();
            at.add("logicalLocations", Sarif.one(Sarif.logical(c.qualifiedName(), "function")));
            at.add("message", Sarif.text(c.location() != null ? "calls " + c.shortCall() : c.shortCall()));
            steps.add(Sarif.step(at, i, steps.size() + 1));
        }
        return Sarif.codeFlow(who, steps);
    }
}
