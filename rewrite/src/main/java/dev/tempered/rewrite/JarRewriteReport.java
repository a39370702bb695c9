package dev.tempered.rewrite;

import java.util.ArrayList;
import java.util.List;

/**
 * What an offline rewrite did: one row per manifest site and archive entry that holds its class (a multi-release
 * jar may hold several), plus one {@code not-found} row for a site whose class is in no entry, and notes
 * (signatures stripped, module-info patched, runtime embedded).
 */
public final class JarRewriteReport {

    /** One site in one entry. {@code entry} is null when the class was not found at all. */
    public record Row(String siteId, String entry, SiteStatus status, String detail) {
        public String line() {
            return siteId + (entry == null ? "" : " [" + entry + "]") + ": " + status.json() + " (" + detail + ")";
        }
    }

    private final List<Row> rows = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private int changedEntries;

    void add(Row row) {
        rows.add(row);
    }

    void note(String note) {
        notes.add(note);
    }

    void changed(int count) {
        changedEntries = count;
    }

    public List<Row> rows() {
        return List.copyOf(rows);
    }

    public List<String> notes() {
        return List.copyOf(notes);
    }

    /** Entries whose bytes differ from the input (rewritten classes, patched module-info and manifest). */
    public int changedEntries() {
        return changedEntries;
    }

    /** The rows of one site. */
    public List<Row> rowsOf(String siteId) {
        return rows.stream().filter(r -> r.siteId().equals(siteId)).toList();
    }

    /** Report lines for people, rows first, then notes. */
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        rows.forEach(r -> out.add(r.line()));
        out.addAll(notes);
        return out;
    }
}
