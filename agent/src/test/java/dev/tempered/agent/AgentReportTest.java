package dev.tempered.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.stream.JsonWriter;
import dev.tempered.manifest.ClassBytes;
import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.SourceLocation;
import dev.tempered.manifest.Topology;
import dev.tempered.rewrite.SiteOutcome;
import dev.tempered.rewrite.SiteStatus;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AgentReportTest {
    /** Every character class the escaper treats apart, in one detail string. */
    private static final String AWKWARD = "quote \" backslash \\ tab \t bs \b nl \n cr \r ff \f nul \0 unit \u001f "
            + "del \u007f ls \u2028 ps \u2029 e-acute \u00e9 cjk \u4e2d pair \ud83d\ude00 lt < gt > amp & eq = apos '";

    @TempDir
    Path dir;

    @Test
    void the_report_is_byte_for_byte_what_gsons_pretty_writer_writes() throws IOException {
        List<Site> sites = List.of(site("com/acme/A", "run", Implementation.RING),
                site("com/acme/B$Inner", "<init>", Implementation.SEGMENTED),
                site("com/acme/C", "never", Implementation.RING));
        AgentReport report = new AgentReport(Path.of("/tmp/m \"x\".json"), sites);
        report.record(new SiteOutcome(sites.get(0), SiteStatus.APPLIED, "ring via " + AWKWARD), null);
        report.record(new SiteOutcome(sites.get(1), SiteStatus.STALE, AWKWARD), getClass().getClassLoader());
        report.record(new SiteOutcome(sites.get(1), SiteStatus.APPLIED, "again"), getClass().getClassLoader());
        Path file = dir.resolve("report.json");
        report.write(file);

        String written = Files.readString(file, StandardCharsets.UTF_8);
        assertEquals(gson(Path.of("/tmp/m \"x\".json"), List.of(
                new String[] {sites.get(0).id(), "ring", "applied", "ring via " + AWKWARD, "bootstrap", "1"},
                new String[] {sites.get(1).id(), "segmented", "applied", "again",
                    getClass().getClassLoader().getClass().getName(), "2"},
                new String[] {sites.get(2).id(), "ring", "not-loaded", "the class was not loaded before exit", null, null})),
                written);
        JsonObject root = JsonParser.parseString(written).getAsJsonObject();
        JsonArray rows = root.getAsJsonArray("sites");
        assertEquals("ring via " + AWKWARD, rows.get(0).getAsJsonObject().get("detail").getAsString());
        assertEquals(2, rows.get(1).getAsJsonObject().get("loads").getAsInt());
    }

    @Test
    void a_report_without_rows_has_an_empty_sites_array() throws IOException {
        Path file = dir.resolve("empty.json");
        new AgentReport(Path.of("m.json"), List.of()).write(file);
        String written = Files.readString(file, StandardCharsets.UTF_8);
        assertEquals(gson(Path.of("m.json"), List.of()), written);
    }

    /** The report as the agent wrote it with Gson before: a two-space indent, one row per site. */
    private static String gson(Path manifest, List<String[]> rows) throws IOException {
        StringWriter out = new StringWriter();
        try (JsonWriter json = new JsonWriter(out)) {
            json.setIndent("  ");
            json.beginObject();
            json.name("format").value(AgentReport.FORMAT);
            json.name("manifest").value(manifest.toString());
            json.name("sites").beginArray();
            for (String[] r : rows) {
                json.beginObject();
                json.name("id").value(r[0]);
                json.name("implementation").value(r[1]);
                json.name("status").value(r[2]);
                json.name("detail").value(r[3]);
                if (r[4] != null) {
                    json.name("loader").value(r[4]);
                    json.name("loads").value(Integer.parseInt(r[5]));
                }
                json.endObject();
            }
            json.endArray();
            json.endObject();
        }
        return out.toString();
    }

    private static Site site(String owner, String method, Implementation implementation) {
        byte[] bytes = WarmUp.sample();
        String descriptor = "()Ljava/lang/Object;";
        return new Site(Site.idOf(owner, method, descriptor, 0), Site.KIND_QUEUE, owner, method, descriptor, 0,
                new SourceLocation(owner, null, 0), ClassBytes.of(bytes), "java/util/concurrent/LinkedBlockingQueue",
                "()V", null, Side.NONE, Side.NONE, new ArrayList<>(), Topology.SPSC, Confidence.EXACT, List.of(),
                implementation, null);
    }
}
