package dev.tempered.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.tempered.manifest.Manifest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SarifReportTest {

    private static JsonObject run(String sarif) {
        return JsonParser.parseString(sarif).getAsJsonObject().getAsJsonArray("runs").get(0).getAsJsonObject();
    }

    private static List<JsonObject> results(String sarif) {
        List<JsonObject> out = new ArrayList<>();
        for (JsonElement e : run(sarif).getAsJsonArray("results")) {
            out.add(e.getAsJsonObject());
        }
        return out;
    }

    @Test
    void validAgainstTheOfficialSarif210Schema() {
        String sarif = SarifReport.render(SampleManifests.full(), SampleManifests.manifest(SampleManifests.spsc()),
                SourcePaths.packagePaths());
        SarifSchema.assertValid(sarif);
    }

    @Test
    void schemaCheckCanFail() {
        String broken = SarifReport.render(SampleManifests.full(), null, SourcePaths.packagePaths())
                .replace("\"level\": \"note\"", "\"level\": \"loud\"");
        assertFalse(SarifSchema.violations(broken).isEmpty(), "a bad level must be reported by the validator");
    }

    @Test
    void oneResultPerQueueWithStableRuleIdsAndABrokenDeclarationAsError() {
        List<JsonObject> results = results(SarifReport.render(SampleManifests.full(), null, SourcePaths.packagePaths()));
        List<String> rules = results.stream().map(r -> r.get("ruleId").getAsString() + "/" + r.get("level").getAsString()).toList();
        assertEquals(List.of("queue/mpsc/note", "queue/spsc/note", "queue/kept-general/note", "queue/refused/warning",
                "queue/mpsc/note", "topology/declared-broken/error"), rules);
        JsonArray declaredRules = run(SarifReport.render(SampleManifests.full(), null, SourcePaths.packagePaths()))
                .getAsJsonObject("tool").getAsJsonObject("driver").getAsJsonArray("rules");
        for (JsonObject r : results) {
            int index = r.get("ruleIndex").getAsInt();
            assertEquals(r.get("ruleId"), declaredRules.get(index).getAsJsonObject().get("id"));
        }
    }

    @Test
    void primaryLocationIsTheAllocationAndThreadsAreRelatedLocationsAndFlows() {
        JsonObject spsc = results(SarifReport.render(SampleManifests.full(), null, SourcePaths.packagePaths())).get(1);
        JsonObject primary = spsc.getAsJsonArray("locations").get(0).getAsJsonObject().getAsJsonObject("physicalLocation");
        assertEquals("com/acme/logs/Pipeline.java", primary.getAsJsonObject("artifactLocation").get("uri").getAsString());
        assertEquals("%SRCROOT%", primary.getAsJsonObject("artifactLocation").get("uriBaseId").getAsString());
        assertEquals(42, primary.getAsJsonObject("region").get("startLine").getAsInt());
        List<String> related = new ArrayList<>();
        for (JsonElement e : spsc.getAsJsonArray("relatedLocations")) {
            JsonObject o = e.getAsJsonObject();
            related.add(o.getAsJsonObject("physicalLocation").getAsJsonObject("region").get("startLine").getAsInt() + " "
                    + o.getAsJsonObject("message").get("text").getAsString());
        }
        assertEquals(List.of(
                "60 start of producer, thread enricher() started at com/acme/logs/Pipeline.java:60, multiplicity one",
                "90 calls Pipeline.enrich() on the way to the producer operation, producer, thread enricher() started at com/acme/logs/Pipeline.java:60, multiplicity one",
                "61 start of consumer, thread aggregator() started at com/acme/logs/Pipeline.java:61, multiplicity one",
                "110 calls Pipeline.aggregate() on the way to the consumer operation, consumer, thread aggregator() started at com/acme/logs/Pipeline.java:61, multiplicity one"), related);
        JsonArray flows = spsc.getAsJsonArray("codeFlows");
        assertEquals(2, flows.size());
        JsonArray steps = flows.get(0).getAsJsonObject().getAsJsonArray("threadFlows").get(0).getAsJsonObject()
                .getAsJsonArray("locations");
        assertEquals(3, steps.size(), "start site, lambda, enrich()");
        assertEquals("com.acme.logs.Pipeline.enrich()V", steps.get(2).getAsJsonObject().getAsJsonObject("location")
                .getAsJsonArray("logicalLocations").get(0).getAsJsonObject().get("fullyQualifiedName").getAsString());
        assertEquals("com/acme/logs/Pipeline.main([Ljava/lang/String;)V#1",
                spsc.getAsJsonObject("partialFingerprints").get("temperedSite/v1").getAsString());
    }

    @Test
    void sourceRootMapsPackagePathsToRepositoryPaths(@TempDir Path repo) throws Exception {
        Path file = repo.resolve("app/src/main/java/com/acme/logs/Pipeline.java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "class Pipeline {}");
        SourcePaths paths = SourcePaths.under(repo, List.of(repo.resolve("lib/src"), repo.resolve("app/src/main/java")));
        String sarif = SarifReport.render(SampleManifests.full(), null, paths);
        assertTrue(sarif.contains("\"uri\": \"app/src/main/java/com/acme/logs/Pipeline.java\""), sarif);
        assertFalse(sarif.contains("\"uri\": \"com/acme/logs/Pipeline.java\""), sarif);
        assertEquals("org/x/Gone.java", paths.uri("org/x/Gone", "Gone.java"), "unmapped files keep the package path");
        assertEquals("org/x/Outer.java", SourcePaths.packagePath("org/x/Outer$Inner", null));
    }

    @Test
    void baselineStatesAndAssumptionAreStated() {
        Manifest base = SampleManifests.manifest(SampleManifests.spsc());
        String sarif = SarifReport.render(SampleManifests.full(), base, SourcePaths.packagePaths());
        List<String> states = results(sarif).stream().map(r -> r.get("baselineState").getAsString()).toList();
        assertEquals(List.of("new", "unchanged", "new", "new", "new", "new"), states);
        JsonObject run = run(sarif);
        String notes = run.getAsJsonArray("invocations").toString();
        assertTrue(notes.contains("Closed world"), notes);
        assertTrue(notes.contains("Changes since the base: 4 queues added"), notes);
        assertEquals("0.1.0-test", run.getAsJsonObject("tool").getAsJsonObject("driver").get("version").getAsString());
        assertNotNull(run.getAsJsonObject("properties").get("closedWorld"));
    }

    @Test
    void deterministicBytes() {
        assertEquals(SarifReport.render(SampleManifests.full(), null, SourcePaths.packagePaths()),
                SarifReport.render(SampleManifests.full(), null, SourcePaths.packagePaths()));
    }
}
