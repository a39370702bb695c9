package dev.tempered.analysis.check;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.tempered.manifest.SourceLocation;
import java.util.List;

/**
 * The check's findings as one SARIF 2.1.0 run, for code scanning. Rules: {@code topology/declared-broken} (error),
 * {@code topology/not-verifiable} (warning), {@code topology/verified} (note), {@code progress/blocking-in-lock-free}
 * (error). Bytecode has no columns, so regions carry lines only; paths are the class's package plus its source file,
 * relative to {@code %SRCROOT%}.
 */
public final class CheckSarif {
    static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

    private CheckSarif() {
    }

    public static String write(CheckResult r, String toolVersion) {
        JsonObject log = new JsonObject();
        log.addProperty("$schema", SCHEMA);
        log.addProperty("version", "2.1.0");
        JsonObject run = new JsonObject();
        JsonObject driver = new JsonObject();
        driver.addProperty("name", "tempered-check");
        driver.addProperty("version", toolVersion);
        driver.addProperty("informationUri", "https://github.com/tempered-dev/tempered");
        JsonArray rules = new JsonArray();
        rules.add(rule("topology/declared-broken", "A queue's declared topology is broken",
                "More threads certainly run a side of the queue than its type or @Topology declares.", "error"));
        rules.add(rule("topology/not-verifiable", "A declared topology cannot be verified",
                "The analysis cannot see enough to prove or refute the declared topology.", "warning"));
        rules.add(rule("topology/verified", "A declared topology holds",
                "The program's threads keep the declared topology (possibly serialised by a lock).", "note"));
        rules.add(rule("progress/blocking-in-lock-free", "A @LockFree method can block",
                "A method annotated @LockFree can reach a blocking operation.", "error"));
        driver.add("rules", rules);
        JsonObject tool = new JsonObject();
        tool.add("driver", driver);
        run.add("tool", tool);
        JsonArray results = new JsonArray();
        for (QueueFinding q : r.queues()) {
            String rule = switch (q.status()) {
                case BROKEN -> "topology/declared-broken";
                case NOT_VERIFIABLE -> "topology/not-verifiable";
                case VERIFIED -> "topology/verified";
            };
            String level = switch (q.status()) {
                case BROKEN -> "error";
                case NOT_VERIFIABLE -> "warning";
                case VERIFIED -> "note";
            };
            String text = q.queueSimpleName() + " declared " + q.declared().topology().json() + " by "
                    + CheckText.origin(q) + " is " + q.status().word() + (q.reason() == null ? "" : ": " + q.reason());
            JsonObject res = result(rule, level, text, q.where());
            JsonArray related = new JsonArray();
            JsonArray flows = new JsonArray();
            int id = 1;
            for (ThreadUse t : q.threads()) {
                if (t.at() != null) {
                    JsonObject loc = location(t.at(), t.thread().display() + ": " + t.operation());
                    loc.addProperty("id", id++);
                    related.add(loc);
                }
                flows.add(threadFlow(t.thread().display(), t.chain()));
            }
            if (!related.isEmpty()) {
                res.add("relatedLocations", related);
            }
            if (!flows.isEmpty()) {
                JsonObject cf = new JsonObject();
                cf.add("threadFlows", flows);
                JsonArray cfs = new JsonArray();
                cfs.add(cf);
                res.add("codeFlows", cfs);
            }
            JsonObject props = new JsonObject();
            props.addProperty("siteId", q.siteId());
            props.addProperty("declared", q.declared().topology().json());
            props.addProperty("status", q.status().word());
            res.add("properties", props);
            results.add(res);
        }
        for (ProgressFinding p : r.progress()) {
            if (p.status() != Status.BROKEN) {
                continue;
            }
            JsonObject res = result("progress/blocking-in-lock-free", "error",
                    "@LockFree " + p.method() + " can block: " + p.blocking(), p.where());
            JsonObject cf = new JsonObject();
            JsonArray flows = new JsonArray();
            flows.add(threadFlow(p.method(), p.chain()));
            cf.add("threadFlows", flows);
            JsonArray cfs = new JsonArray();
            cfs.add(cf);
            res.add("codeFlows", cfs);
            results.add(res);
        }
        run.add("results", results);
        JsonObject base = new JsonObject();
        JsonObject src = new JsonObject();
        src.add("description", text("the source root the class files were compiled from"));
        base.add("%SRCROOT%", src);
        run.add("originalUriBaseIds", base);
        JsonArray runs = new JsonArray();
        runs.add(run);
        log.add("runs", runs);
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(log) + "\n";
    }

    private static JsonObject rule(String id, String name, String help, String level) {
        JsonObject r = new JsonObject();
        r.addProperty("id", id);
        r.add("shortDescription", text(name));
        r.add("fullDescription", text(help));
        r.add("help", text(help));
        JsonObject conf = new JsonObject();
        conf.addProperty("level", level);
        r.add("defaultConfiguration", conf);
        JsonObject props = new JsonObject();
        JsonArray tags = new JsonArray();
        tags.add("concurrency");
        props.add("tags", tags);
        r.add("properties", props);
        return r;
    }

    private static JsonObject result(String rule, String level, String message, SourceLocation where) {
        JsonObject res = new JsonObject();
        res.addProperty("ruleId", rule);
        res.addProperty("level", level);
        res.add("message", text(message));
        JsonArray locs = new JsonArray();
        locs.add(location(where, null));
        res.add("locations", locs);
        return res;
    }

    private static JsonObject threadFlow(String name, List<String> chain) {
        JsonObject tf = new JsonObject();
        tf.add("message", text(name));
        JsonArray locs = new JsonArray();
        for (String step : chain) {
            JsonObject tfl = new JsonObject();
            JsonObject loc = new JsonObject();
            loc.add("message", text(step));
            tfl.add("location", loc);
            locs.add(tfl);
        }
        if (locs.isEmpty()) {
            JsonObject tfl = new JsonObject();
            JsonObject loc = new JsonObject();
            loc.add("message", text(name));
            tfl.add("location", loc);
            locs.add(tfl);
        }
        tf.add("locations", locs);
        return tf;
    }

    private static JsonObject location(SourceLocation where, String message) {
        JsonObject loc = new JsonObject();
        JsonObject phys = new JsonObject();
        JsonObject art = new JsonObject();
        String pkg = where.className().contains("/") ? where.className().substring(0,
                where.className().lastIndexOf('/') + 1) : "";
        String file = where.file() != null ? where.file() : LockKeys.simple(where.className()) + ".class";
        art.addProperty("uri", pkg + file);
        art.addProperty("uriBaseId", "%SRCROOT%");
        phys.add("artifactLocation", art);
        if (where.line() > 0) {
            JsonObject region = new JsonObject();
            region.addProperty("startLine", where.line());
            phys.add("region", region);
        }
        loc.add("physicalLocation", phys);
        JsonArray logical = new JsonArray();
        JsonObject l = new JsonObject();
        l.addProperty("fullyQualifiedName", where.className().replace('/', '.'));
        l.addProperty("kind", "type");
        logical.add(l);
        loc.add("logicalLocations", logical);
        if (message != null) {
            loc.add("message", text(message));
        }
        return loc;
    }

    private static JsonObject text(String s) {
        JsonObject o = new JsonObject();
        o.addProperty("text", s);
        return o;
    }
}
