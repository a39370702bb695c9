package dev.tempered.agent;

import dev.tempered.manifest.Site;
import dev.tempered.rewrite.SiteOutcome;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What happened to every manifest site during this run, written as JSON at exit. A site whose class never loaded
 * is {@code not-loaded}; when a class is loaded by several loaders, the last outcome wins and {@code loads} counts.
 */
final class AgentReport {
    static final String FORMAT = "tempered-agent-report/1";

    private static final class Row {
        final Site site;
        String status = "not-loaded";
        String detail = "the class was not loaded before exit";
        String loader;
        int loads;

        Row(Site site) {
            this.site = site;
        }
    }

    private final Path manifest;
    private final Map<String, Row> rows = new LinkedHashMap<>();

    AgentReport(Path manifest, List<Site> sites) {
        this.manifest = manifest;
        for (Site s : sites) {
            rows.put(s.id(), new Row(s));
        }
    }

    synchronized void record(SiteOutcome outcome, ClassLoader loader) {
        Row row = rows.get(outcome.site().id());
        if (row != null) {
            row.status = outcome.status().json();
            row.detail = outcome.detail();
            row.loader = loader == null ? "bootstrap" : loader.getClass().getName();
            row.loads++;
        }
    }

    /**
     * Writes the report, laid out as Gson's {@code JsonWriter} with a two-space indent would (AgentReportTest holds
     * the two byte for byte). Written with {@link ReportJson} through a plain file stream, not Gson and NIO channels:
     * this runs at exit, in the interpreter, and loading and initialising Gson's writer (its escape table is built
     * with {@code String.format}, its layout checked with regular expressions) was most of the agent's exit work.
     */
    synchronized void write(Path file) throws IOException {
        ReportJson json = new ReportJson();
        json.beginObject();
        json.name("format").value(FORMAT);
        json.name("manifest").value(manifest.toString());
        json.name("sites").beginArray();
        for (Row row : rows.values()) {
            json.beginObject();
            json.name("id").value(row.site.id());
            json.name("implementation").value(row.site.implementation().json());
            json.name("status").value(row.status);
            json.name("detail").value(row.detail);
            if (row.loader != null) {
                json.name("loader").value(row.loader);
                json.name("loads").value(row.loads);
            }
            json.endObject();
        }
        json.endArray();
        json.endObject();
        try (OutputStream out = new FileOutputStream(file.toFile())) {
            out.write(json.toString().getBytes(StandardCharsets.UTF_8));
        }
    }
}
