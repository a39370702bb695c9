package dev.tempered.manifest;

import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a manifest. Uses Gson's streaming {@link JsonReader} only (a handful of classes, no reflection), so
 * the premain agent can afford it. Unknown fields are ignored (newer writers may add some); a wrong
 * {@code format}, a missing required field or a value of the wrong type is a {@link ManifestException}
 * whose message is one line naming the file and the field.
 */
public final class ManifestReader {

    private final String origin;

    private ManifestReader(String origin) {
        this.origin = origin;
    }

    public static Manifest read(Path file) throws ManifestException {
        byte[] bytes = ManifestIndex.bytes(file);
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new ManifestException("cannot read manifest " + file + ": " + e, e);
        }
        return read(new StringReader(text), file.toString());
    }

    public static Manifest read(Reader in, String origin) throws ManifestException {
        return new ManifestReader(origin).parse(in);
    }

    private Manifest parse(Reader in) throws ManifestException {
        Object root;
        try {
            JsonReader r = new JsonReader(in);
            r.setStrictness(com.google.gson.Strictness.STRICT);
            root = value(r);
            if (r.peek() != JsonToken.END_DOCUMENT) {
                throw fail("trailing content after the manifest object");
            }
        } catch (IOException | IllegalStateException | NumberFormatException e) {
            throw fail("not valid JSON (" + oneLine(e.getMessage()) + ")");
        }
        Map<String, Object> top = object(root, "manifest");
        String format = string(top, "format", "manifest");
        if (!Manifest.FORMAT.equals(format)) {
            throw fail("format is '" + format + "', this tool reads '" + Manifest.FORMAT + "'; re-run `tempered analyze`");
        }
        List<Input> inputs = new ArrayList<>();
        for (Object o : list(top, "inputs", "manifest")) {
            Map<String, Object> entry = object(o, "inputs[]");
            inputs.add(new Input(string(entry, "path", "input"), optString(entry, "sha256"), string(entry, "role", "input")));
        }
        List<Site> sites = new ArrayList<>();
        for (Object o : list(top, "sites", "manifest")) {
            sites.add(site(object(o, "sites[]")));
        }
        List<ReflectiveCall> reflection = new ArrayList<>();
        if (top.get("reflection") != null) {
            for (Object o : list(top, "reflection", "manifest")) {
                Map<String, Object> r = object(o, "reflection[]");
                reflection.add(new ReflectiveCall(string(r, "call", "reflection[]"),
                        location(require(r, "at", "reflection[]"), "reflection[] at"),
                        string(r, "status", "reflection[]"), strings(r, "targets", "reflection[]"),
                        optString(r, "assumes")));
            }
        }
        List<String> absent = top.get("absentClasses") == null ? List.of()
                : strings(top, "absentClasses", "manifest");
        return new Manifest(format, string(top, "toolVersion", "manifest"), string(top, "mode", "manifest"),
                bool(top, "closedWorld"), strings(top, "entryPoints", "manifest"), inputs, sites, reflection, absent);
    }

    private Site site(Map<String, Object> s) throws ManifestException {
        String where = s.get("id") instanceof String id ? "site " + id : "a site";
        try {
            Map<String, Object> bytes = object(require(s, "classBytes", where), where + " classBytes");
            Map<String, Object> declared = s.get("declared") == null ? null : object(s.get("declared"), where + " declared");
            Map<String, Object> blocker = s.get("blocker") == null ? null : object(s.get("blocker"), where + " blocker");
            Object cap = s.get("capacity");
            return new Site(
                    string(s, "id", where),
                    s.get("kind") == null ? Site.KIND_QUEUE : string(s, "kind", where),
                    string(s, "class", where),
                    string(s, "method", where),
                    string(s, "descriptor", where),
                    integer(s, "ordinal", where),
                    location(require(s, "source", where), where + " source"),
                    new ClassBytes(integer(bytes, "length", where + " classBytes"), string(bytes, "crc32c", where + " classBytes")),
                    string(s, "queueType", where),
                    string(s, "constructor", where),
                    cap == null ? null : integer(s, "capacity", where),
                    side(require(s, "producers", where), where + " producers"),
                    side(require(s, "consumers", where), where + " consumers"),
                    strings(s, "operations", where),
                    Topology.fromJson(string(s, "topology", where)),
                    Confidence.fromJson(string(s, "confidence", where)),
                    strings(s, "reasons", where),
                    Implementation.fromJson(string(s, "implementation", where)),
                    declared == null ? null : new Declared(Topology.fromJson(string(declared, "topology", where)),
                            string(declared, "origin", where)),
                    blocker == null ? null : new Blocker(string(blocker, "kind", where + " blocker"),
                            string(blocker, "construct", where + " blocker")),
                    s.get("origin") == null ? null : string(s, "origin", where));
        } catch (IllegalArgumentException | NullPointerException e) {
            throw fail(where + ": " + e.getMessage());
        }
    }

    private Side side(Object o, String where) throws ManifestException {
        Map<String, Object> m = object(o, where);
        List<ThreadRef> threads = new ArrayList<>();
        for (Object t : list(m, "threads", where)) {
            Map<String, Object> tm = object(t, where + " threads[]");
            threads.add(new ThreadRef(string(tm, "name", where), string(tm, "kind", where), string(tm, "entry", where),
                    tm.get("start") == null ? null : location(tm.get("start"), where + " start"),
                    Multiplicity.fromJson(string(tm, "multiplicity", where)),
                    tm.get("chain") == null ? List.of() : strings(tm, "chain", where)));
        }
        return new Side(Multiplicity.fromJson(string(m, "count", where)), threads);
    }

    private SourceLocation location(Object o, String where) throws ManifestException {
        Map<String, Object> m = object(o, where);
        return new SourceLocation(string(m, "class", where), optString(m, "file"), integer(m, "line", where));
    }

    // ---- generic JSON values: Map, List, String, Double, Boolean, null

    private static Object value(JsonReader r) throws IOException {
        switch (r.peek()) {
            case BEGIN_OBJECT: {
                Map<String, Object> m = new LinkedHashMap<>();
                r.beginObject();
                while (r.hasNext()) {
                    m.put(r.nextName(), value(r));
                }
                r.endObject();
                return m;
            }
            case BEGIN_ARRAY: {
                List<Object> l = new ArrayList<>();
                r.beginArray();
                while (r.hasNext()) {
                    l.add(value(r));
                }
                r.endArray();
                return l;
            }
            case STRING:
                return r.nextString();
            case NUMBER:
                return Double.valueOf(r.nextDouble());
            case BOOLEAN:
                return r.nextBoolean();
            case NULL:
                r.nextNull();
                return null;
            default:
                throw new IllegalStateException("unexpected " + r.peek() + " " + r.getPath());
        }
    }

    private Object require(Map<String, Object> m, String key, String where) throws ManifestException {
        Object v = m.get(key);
        if (v == null) {
            throw fail(where + ": missing \"" + key + "\"");
        }
        return v;
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> object(Object o, String where) throws ManifestException {
        if (o instanceof Map) {
            return (Map<String, Object>) o;
        }
        throw fail(where + " is not a JSON object");
    }

    @SuppressWarnings("unchecked")
    private List<Object> list(Map<String, Object> m, String key, String where) throws ManifestException {
        Object v = require(m, key, where);
        if (v instanceof List) {
            return (List<Object>) v;
        }
        throw fail(where + ": \"" + key + "\" is not an array");
    }

    private List<String> strings(Map<String, Object> m, String key, String where) throws ManifestException {
        List<String> out = new ArrayList<>();
        for (Object o : list(m, key, where)) {
            if (!(o instanceof String)) {
                throw fail(where + ": \"" + key + "\" must hold strings");
            }
            out.add((String) o);
        }
        return out;
    }

    private String string(Map<String, Object> m, String key, String where) throws ManifestException {
        Object v = require(m, key, where);
        if (v instanceof String) {
            return (String) v;
        }
        throw fail(where + ": \"" + key + "\" is not a string");
    }

    private static String optString(Map<String, Object> m, String key) {
        Object v = m.get(key);
        return v instanceof String ? (String) v : null;
    }

    private int integer(Map<String, Object> m, String key, String where) throws ManifestException {
        Object v = require(m, key, where);
        if (v instanceof Double d && d == Math.rint(d) && d >= Integer.MIN_VALUE && d <= Integer.MAX_VALUE) {
            return d.intValue();
        }
        throw fail(where + ": \"" + key + "\" is not an integer");
    }

    private boolean bool(Map<String, Object> m, String key) throws ManifestException {
        Object v = m.get(key);
        if (v == null) {
            return false;
        }
        if (v instanceof Boolean b) {
            return b;
        }
        throw fail("\"" + key + "\" is not a boolean");
    }

    private ManifestException fail(String what) {
        return new ManifestException("malformed manifest " + origin + ": " + what);
    }

    private static String oneLine(String s) {
        return s == null ? "" : s.replaceAll("\\s+", " ").trim();
    }
}
