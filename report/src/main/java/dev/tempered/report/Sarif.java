package dev.tempered.report;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.tempered.manifest.SourceLocation;
import java.util.List;

/**
 * The one SARIF 2.1.0 writer: the log with its single run (GitHub accepts one run per tool and category), the tool
 * and its rules, results, locations and texts. {@code tempered analyze} ({@link SarifReport#render}) and
 * {@code tempered check} ({@link SarifReport#check}) fill it from their own findings. Bytecode has no columns, so
 * regions carry lines only; a relative path is resolved against {@code %SRCROOT%}.
 */
final class Sarif {
    static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
    static final String SRCROOT = "%SRCROOT%";
    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create();

    private final JsonObject run = new JsonObject();
    private final JsonArray results = new JsonArray();
    private final SourcePaths paths;

    /** A run of {@code toolName}, which lists every rule (so a result's {@code ruleIndex} is its rule's ordinal). */
    Sarif(String toolName, String toolVersion, SourcePaths paths) {
        this.paths = paths;
        JsonObject driver = new JsonObject();
        driver.addProperty("name", toolName);
        driver.addProperty("version", toolVersion);
        driver.addProperty("informationUri", "https://github.com/tempered-dev/tempered");
        JsonArray rules = new JsonArray();
        for (SarifRules r : SarifRules.all()) {
            rules.add(rule(r));
        }
        driver.add("rules", rules);
        JsonObject tool = new JsonObject();
        tool.add("driver", driver);
        run.add("tool", tool);
    }

    /** A new result of {@code rule} at {@code where}, added to the run; the caller adds flows and properties. */
    JsonObject result(SarifRules rule, String message, JsonObject where) {
        JsonObject r = new JsonObject();
        r.addProperty("ruleId", rule.id);
        r.addProperty("ruleIndex", rule.ordinal());
        r.addProperty("level", rule.level);
        r.add("message", text(message));
        r.add("locations", one(where));
        results.add(r);
        return r;
    }

    /** The run's own property bag (created on first use). */
    JsonObject properties() {
        if (!run.has("properties")) {
            run.add("properties", new JsonObject());
        }
        return run.getAsJsonObject("properties");
    }

    JsonObject run() {
        return run;
    }

    /** A physical location on {@code src}'s line; {@code id} numbers it among a result's related locations. */
    JsonObject location(SourceLocation src, Integer id) {
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

    /** The whole log, pretty-printed, ending in a newline. */
    String write() {
        JsonObject root = new JsonObject();
        root.addProperty("$schema", SCHEMA);
        root.addProperty("version", "2.1.0");
        run.add("results", results);
        JsonObject base = new JsonObject();
        JsonObject src = new JsonObject();
        src.add("description", text("the source root the class files were compiled from"));
        base.add(SRCROOT, src);
        run.add("originalUriBaseIds", base);
        root.add("runs", one(run));
        return GSON.toJson(root) + "\n";
    }

    static JsonObject logical(String fqn, String kind) {
        JsonObject l = new JsonObject();
        l.addProperty("fullyQualifiedName", fqn);
        l.addProperty("kind", kind);
        return l;
    }

    static JsonObject notification(String message) {
        JsonObject n = new JsonObject();
        n.addProperty("level", "note");
        n.add("message", text(message));
        return n;
    }

    static JsonObject step(JsonObject location, int nesting, int order) {
        JsonObject s = new JsonObject();
        s.add("location", location);
        s.addProperty("nestingLevel", nesting);
        s.addProperty("executionOrder", order);
        return s;
    }

    /** A code flow of one thread flow through {@code steps}, both carrying {@code message}. */
    static JsonObject codeFlow(String message, JsonArray steps) {
        JsonObject threadFlow = new JsonObject();
        threadFlow.add("message", text(message));
        threadFlow.add("locations", steps);
        JsonObject flow = new JsonObject();
        flow.add("message", text(message));
        flow.add("threadFlows", one(threadFlow));
        return flow;
    }

    static JsonObject text(String s) {
        JsonObject m = new JsonObject();
        m.addProperty("text", s);
        return m;
    }

    static JsonArray strings(List<String> values) {
        JsonArray a = new JsonArray();
        values.forEach(a::add);
        return a;
    }

    static JsonArray one(JsonObject o) {
        JsonArray a = new JsonArray();
        a.add(o);
        return a;
    }

    private static JsonObject rule(SarifRules r) {
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
        return rule;
    }
}
