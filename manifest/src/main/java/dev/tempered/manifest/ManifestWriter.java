package dev.tempered.manifest;

import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes a manifest as pretty-printed JSON with a fixed field order and sites sorted by id: the same
 * manifest always gives the same bytes, so it diffs well in review. Optional fields that are absent are
 * left out rather than written as null.
 */
public final class ManifestWriter {

    private ManifestWriter() {
    }

    public static String toJson(Manifest m) {
        StringWriter out = new StringWriter();
        try {
            write(m, out);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return out.toString();
    }

    public static void write(Manifest m, Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        try (OutputStream os = Files.newOutputStream(file);
             Writer w = new OutputStreamWriter(os, StandardCharsets.UTF_8)) {
            write(m, w);
        }
    }

    public static void write(Manifest m, Writer w) throws IOException {
        JsonWriter j = new JsonWriter(w);
        j.setIndent("  ");
        j.setHtmlSafe(false);
        j.beginObject();
        j.name("format").value(m.format());
        j.name("toolVersion").value(m.toolVersion());
        j.name("mode").value(m.mode());
        j.name("closedWorld").value(m.closedWorld());
        stringArray(j, "entryPoints", m.entryPoints());
        j.name("inputs").beginArray();
        for (Input in : m.inputs()) {
            j.beginObject();
            j.name("path").value(in.path());
            j.name("role").value(in.role());
            if (in.sha256() != null) {
                j.name("sha256").value(in.sha256());
            }
            j.endObject();
        }
        j.endArray();
        j.name("sites").beginArray();
        for (Site s : m.sites()) {
            site(j, s);
        }
        j.endArray();
        if (!m.reflection().isEmpty()) {
            j.name("reflection").beginArray();
            for (ReflectiveCall r : m.reflection()) {
                reflective(j, r);
            }
            j.endArray();
        }
        if (!m.absentClasses().isEmpty()) {
            j.name("absentClasses").beginArray();
            for (String c : m.absentClasses()) {
                j.value(c);
            }
            j.endArray();
        }
        j.endObject();
        j.flush();
        w.write('\n');
        w.flush();
    }

    private static void site(JsonWriter j, Site s) throws IOException {
        j.beginObject();
        j.name("id").value(s.id());
        j.name("kind").value(s.kind());
        j.name("class").value(s.className());
        j.name("method").value(s.method());
        j.name("descriptor").value(s.descriptor());
        j.name("ordinal").value(s.ordinal());
        j.name("source");
        location(j, s.source());
        j.name("classBytes").beginObject();
        j.name("length").value(s.classBytes().length());
        j.name("crc32c").value(s.classBytes().crc32c());
        j.endObject();
        j.name("queueType").value(s.queueType());
        j.name("constructor").value(s.constructor());
        if (s.capacity() != null) {
            j.name("capacity").value(s.capacity());
        }
        side(j, "producers", s.producers());
        side(j, "consumers", s.consumers());
        stringArray(j, "operations", s.operations());
        j.name("topology").value(s.topology().json());
        j.name("confidence").value(s.confidence().json());
        stringArray(j, "reasons", s.reasons());
        j.name("implementation").value(s.implementation().json());
        if (s.declared() != null) {
            j.name("declared").beginObject();
            j.name("topology").value(s.declared().topology().json());
            j.name("origin").value(s.declared().origin());
            j.endObject();
        }
        if (s.blocker() != null) {
            j.name("blocker").beginObject();
            j.name("kind").value(s.blocker().kind());
            j.name("construct").value(s.blocker().construct());
            j.endObject();
        }
        if (s.origin() != null) {
            j.name("origin").value(s.origin());
        }
        j.endObject();
    }

    private static void side(JsonWriter j, String name, Side side) throws IOException {
        j.name(name).beginObject();
        j.name("count").value(side.count().json());
        j.name("threads").beginArray();
        for (ThreadRef t : side.threads()) {
            j.beginObject();
            j.name("name").value(t.name());
            j.name("kind").value(t.kind());
            j.name("entry").value(t.entry());
            if (t.start() != null) {
                j.name("start");
                location(j, t.start());
            }
            j.name("multiplicity").value(t.multiplicity().json());
            if (!t.chain().isEmpty()) {
                stringArray(j, "chain", t.chain());
            }
            j.endObject();
        }
        j.endArray();
        j.endObject();
    }

    private static void reflective(JsonWriter j, ReflectiveCall r) throws IOException {
        j.beginObject();
        j.name("call").value(r.call());
        j.name("at");
        location(j, r.at());
        j.name("status").value(r.status());
        stringArray(j, "targets", r.targets());
        if (r.assumes() != null) {
            j.name("assumes").value(r.assumes());
        }
        j.endObject();
    }

    private static void location(JsonWriter j, SourceLocation loc) throws IOException {
        j.beginObject();
        j.name("class").value(loc.className());
        if (loc.file() != null) {
            j.name("file").value(loc.file());
        }
        j.name("line").value(loc.line());
        j.endObject();
    }

    private static void stringArray(JsonWriter j, String name, List<String> values) throws IOException {
        j.name(name).beginArray();
        for (String v : values) {
            j.value(v);
        }
        j.endArray();
    }
}
