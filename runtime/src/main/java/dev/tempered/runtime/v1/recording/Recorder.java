package dev.tempered.runtime.v1.recording;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The process-wide registry of recorded sites, keyed by site id. Lock-free on the hot path: a queue looks its
 * site up once, at construction; an operation looks up its thread with one {@link ConcurrentHashMap#get}.
 */
public final class Recorder {
    /** The format tag of the JSON this class writes. */
    public static final String FORMAT = "tempered-recording/1";

    private static final ConcurrentHashMap<String, SiteLog> SITES = new ConcurrentHashMap<>();

    private Recorder() {
    }

    /** A new queue object's log, at the site named by {@code spec}. */
    static QueueLog queue(String spec) {
        return new QueueLog(site(spec));
    }

    /** The log of the site named by {@code spec} (its {@code site=} field, the last one; {@code at=} says where). */
    static SiteLog site(String spec) {
        return site(siteId(spec), field(spec, "|at="));
    }

    /** The log of site {@code id}, made on first use; {@code at} is kept from the first call. */
    static SiteLog site(String id, String at) {
        SiteLog log = SITES.get(id);
        if (log == null) {
            SiteLog fresh = new SiteLog(id, at);
            log = SITES.putIfAbsent(id, fresh);
            if (log == null) {
                log = fresh;
            }
        }
        return log;
    }

    static String siteId(String spec) {
        if (spec == null) {
            return "unknown";
        }
        int at = spec.lastIndexOf("|site=");
        return at < 0 ? spec : spec.substring(at + "|site=".length());
    }

    /** The value of one {@code |key=} field of a spec, up to the next {@code |}, or null. */
    private static String field(String spec, String key) {
        int from = spec == null ? -1 : spec.indexOf(key);
        if (from < 0) {
            return null;
        }
        from += key.length();
        int to = spec.indexOf('|', from);
        return spec.substring(from, to < 0 ? spec.length() : to);
    }

    /** Everything recorded so far, as {@value #FORMAT} JSON, sites sorted by id. */
    public static String toJson() {
        List<SiteLog> sites = new ArrayList<>(SITES.values());
        sites.sort((a, b) -> a.id.compareTo(b.id));
        StringBuilder out = new StringBuilder(256);
        out.append("{\"format\":").append(Json.quote(FORMAT)).append(",\"sites\":[");
        for (int i = 0; i < sites.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            sites.get(i).appendJson(out);
        }
        return out.append("]}\n").toString();
    }

    /** Writes {@link #toJson()} to {@code file}. */
    public static void writeJson(Path file) throws IOException {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write(toJson());
        }
    }

    /** Forgets everything recorded (tests). */
    static void clear() {
        SITES.clear();
    }
}
