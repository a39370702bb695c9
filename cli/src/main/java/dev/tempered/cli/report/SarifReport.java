package dev.tempered.cli.report;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.tempered.manifest.Manifest;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.SourceLocation;
import dev.tempered.manifest.ThreadRef;
import java.util.List;

/**
 * SARIF 2.1.0, one run (GitHub accepts one run per tool and category). Each queue is one result on its
 * allocation site; producer and consumer operations and thread start sites are related locations; each
 * thread's call chain is a thread flow. A site whose declared topology is broken gets a second, error result.
 */
public final class SarifReport {
    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create();
    static final String SRCROOT = "%SRCROOT%";

    private SarifReport() {
    }

    public static String render(Manifest head, Manifest base, SourcePaths paths) {
        ManifestDiff diff = base == null ? null : ManifestDiff.of(base, head);
        JsonObject root = new JsonObject();
        root.addProperty("$schema", "https://json.schemastore.org/sarif-2.1.0.json");
        root.addProperty("version", "2.1.0");
        JsonObject run = new JsonObject();
        run.add("tool", tool(head));
        JsonObject invocation = new JsonObject();
        invocation.addProperty("executionSuccessful", true);
        JsonArray notes = new JsonArray();
        notes.add(notification(Wording.assumption(head)));
        if (diff != null) {
            notes.add(notification("Changes since the base: " + diff.summary() + "."));
        }
        invocation.add("toolExecutionNotifications", notes);
        run.add("invocations", one(invocation));
        JsonArray results = new JsonArray();
        for (Site s : head.sites()) {
            results.add(result(s, SarifRules.verdictRule(s), paths, diff));
            if (Wording.declaredBroken(s)) {
                results.add(result(s, SarifRules.DECLARED_BROKEN, paths, diff));
            }
        }
        run.add("results", results);
        JsonObject props = new JsonObject();
        props.addProperty("summary", Wording.summary(head));
        props.addProperty("mode", head.mode());
        props.addProperty("closedWorld", head.closedWorld());
        props.add("entryPoints", strings(head.entryPoints()));
        props.addProperty("manifestFormat", head.format());
        run.add("properties", props);
        root.add("runs", one(run));
        return GSON.toJson(root) + "\n";
    }

    private static JsonObject tool(Manifest m) {
        JsonObject driver = new JsonObject();
        driver.addProperty("name", "tempered");
        driver.addProperty("version", m.toolVersion());
        JsonArray rules = new JsonArray();
        for (SarifRules r : SarifRules.all()) {
            JsonObject rule = new JsonObject();
            rule.addProperty("id", r.id);
            rule.add("shortDescription", text(r.shortText));
            rule.add("fullDescription", text(r.help));
            rule.add("help", text(r.help));
            JsonObject config = new JsonObject();
            config.addProperty("level", r.level);
            rule.add("defaultConfiguration", config);
            JsonObject props = new JsonObject();
            props.add("tags", strings(r.tags()));
            rule.add("properties", props);
            rules.add(rule);
        }
        driver.add("rules", rules);
        JsonObject tool = new JsonObject();
        tool.add("driver", driver);
        return tool;
    }

    private static JsonObject result(Site s, SarifRules rule, SourcePaths paths, ManifestDiff diff) {
        JsonObject r = new JsonObject();
        r.addProperty("ruleId", rule.id);
        r.addProperty("ruleIndex", rule.ordinal());
        r.addProperty("level", rule.level);
        r.add("message", text(message(s, rule)));
        JsonObject primary = location(s.source(), paths, null);
        primary.add("logicalLocations", one(logical(s.className().replace('/', '.') + "." + s.method() + s.descriptor())));
        r.add("locations", one(primary));
        JsonArray related = new JsonArray();
        JsonArray flows = new JsonArray();
        addSide(s.producers(), "producer", paths, related, flows);
        addSide(s.consumers(), "consumer", paths, related, flows);
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
        props.add("operations", strings(s.operations()));
        props.add("reasons", strings(s.reasons()));
        if (s.declared() != null) {
            props.addProperty("declared", s.declared().topology().json() + " by " + s.declared().origin());
        }
        r.add("properties", props);
        return r;
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

    private static void addSide(Side side, String role, SourcePaths paths, JsonArray related, JsonArray flows) {
        for (ThreadRef t : side.threads()) {
            String who = role + ", thread " + t.name() + (t.start() == null ? "" : " started at " + t.start().display())
                    + ", multiplicity " + t.multiplicity().json();
            if (t.start() != null) {
                JsonObject start = location(t.start(), paths, related.size());
                start.add("message", text("start of " + who));
                related.add(start);
            }
            List<String> chain = t.chain();
            ChainStep op = chain.isEmpty() ? null : ChainStep.parse(chain.get(chain.size() - 1));
            if (op != null && op.location() != null) {
                JsonObject loc = location(op.location(), paths, related.size());
                loc.add("message", text("calls " + op.shortCall() + " on the way to the " + role + " operation, " + who));
                related.add(loc);
            }
            flows.add(codeFlow(t, who, paths));
        }
    }

    private static JsonObject codeFlow(ThreadRef t, String who, SourcePaths paths) {
        JsonArray steps = new JsonArray();
        if (t.start() != null) {
            JsonObject at = location(t.start(), paths, null);
            at.add("message", text("thread " + t.name() + " started here"));
            steps.add(step(at, 0, steps.size() + 1));
        }
        List<String> chain = t.chain().isEmpty() ? List.of(t.entry()) : t.chain();
        for (int i = 0; i < chain.size(); i++) {
            ChainStep c = ChainStep.parse(chain.get(i));
            JsonObject at = c.location() != null ? location(c.location(), paths, null) : new JsonObject();
            at.add("logicalLocations", one(logical(c.qualifiedName())));
            at.add("message", text(c.location() != null ? "calls " + c.shortCall() : c.shortCall()));
            steps.add(step(at, i, steps.size() + 1));
        }
        JsonObject threadFlow = new JsonObject();
        threadFlow.add("message", text(who));
        threadFlow.add("locations", steps);
        JsonObject flow = new JsonObject();
        flow.add("message", text(who));
        flow.add("threadFlows", one(threadFlow));
        return flow;
    }

    private static JsonObject step(JsonObject location, int nesting, int order) {
        JsonObject s = new JsonObject();
        s.add("location", location);
        s.addProperty("nestingLevel", nesting);
        s.addProperty("executionOrder", order);
        return s;
    }

    private static JsonObject location(SourceLocation src, SourcePaths paths, Integer id) {
        JsonObject loc = new JsonObject();
        if (id != null) {
            loc.addProperty("id", id);
        }
        JsonObject physical = new JsonObject();
        JsonObject artifact = new JsonObject();
        String uri = paths.uri(src.className(), src.file());
        if (uri.startsWith("/")) {
            artifact.addProperty("uri", "file://" + uri);
        } else {
            artifact.addProperty("uri", uri);
            artifact.addProperty("uriBaseId", SRCROOT);
        }
        physical.add("artifactLocation", artifact);
        if (src.line() > 0) {
            JsonObject region = new JsonObject();
            region.addProperty("startLine", src.line());
            physical.add("region", region);
        }
        loc.add("physicalLocation", physical);
        return loc;
    }

    private static JsonObject logical(String fqn) {
        JsonObject l = new JsonObject();
        l.addProperty("fullyQualifiedName", fqn);
        l.addProperty("kind", "function");
        return l;
    }

    private static JsonObject notification(String message) {
        JsonObject n = new JsonObject();
        n.addProperty("level", "note");
        n.add("message", text(message));
        return n;
    }

    private static JsonObject text(String s) {
        JsonObject m = new JsonObject();
        m.addProperty("text", s);
        return m;
    }

    private static JsonArray strings(List<String> values) {
        JsonArray a = new JsonArray();
        values.forEach(a::add);
        return a;
    }

    private static JsonArray one(JsonObject o) {
        JsonArray a = new JsonArray();
        a.add(o);
        return a;
    }
}
