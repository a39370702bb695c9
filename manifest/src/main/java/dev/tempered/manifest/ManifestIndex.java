package dev.tempered.manifest;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the agent needs of a manifest, read in one pass over its bytes without Gson and without building the
 * evidence: the agent runs this in premain, in the interpreter, before {@code main}.
 *
 * <p>The whole file is checked to be strict JSON and every field a rewrite or the agent's report uses is checked
 * as {@link ManifestReader} checks it (format, site identity, source, class-bytes guard, queue type, constructor,
 * capacity, topology, confidence, implementation, declared). The evidence ({@code producers}, {@code consumers},
 * {@code operations}, {@code reasons}; {@code inputs} and {@code entryPoints} at the top) must be present with the
 * right JSON shape but is skipped, not decoded: the sites come back with {@link Side#NONE} and empty lists there.
 * Tools that show or compare evidence use {@link ManifestReader}.
 */
public final class ManifestIndex {
    private final String toolVersion;
    private final String mode;
    private final List<Site> sites;

    private ManifestIndex(String toolVersion, String mode, List<Site> sites) {
        this.toolVersion = toolVersion;
        this.mode = mode;
        this.sites = sites;
    }

    public static ManifestIndex read(Path file) throws ManifestException {
        return read(ManifestFiles.read(file), file.toString());
    }

    public static ManifestIndex read(byte[] json, String origin) throws ManifestException {
        return new Parse(new JsonCursor(json, origin)).manifest();
    }

    public String toolVersion() {
        return toolVersion;
    }

    public String mode() {
        return mode;
    }

    /** Sorted by id, as in {@link Manifest#sites()}; evidence left out (see the class comment). */
    public List<Site> sites() {
        return sites;
    }

    /** Sites grouped by the internal name of their class, in id order. */
    public Map<String, List<Site>> sitesByClass() {
        return Manifest.byClass(sites);
    }

    /** One parse; its fields are the site being read. */
    private static final class Parse {
        private final JsonCursor in;

        Parse(JsonCursor in) {
            this.in = in;
        }

        ManifestIndex manifest() throws ManifestException {
            if (in.peek() != '{') {
                in.skip(); // a syntax error is reported as one
                throw in.fail("manifest is not a JSON object");
            }
            String format = null;
            String toolVersion = null;
            String mode = null;
            boolean sawEntryPoints = false;
            boolean sawInputs = false;
            List<Site> sites = null;
            if (in.open('{', '}')) {
                do {
                    String name = in.name();
                    if (in.nullIf()) {
                        continue; // as ManifestReader: a null member is a missing one
                    }
                    switch (name) {
                        case "format" -> format = string("format", "manifest");
                        case "toolVersion" -> toolVersion = string("toolVersion", "manifest");
                        case "mode" -> mode = string("mode", "manifest");
                        case "closedWorld" -> {
                            if (in.peek() != 't' && in.peek() != 'f') {
                                throw in.fail("\"closedWorld\" is not a boolean");
                            }
                            in.bool();
                        }
                        case "entryPoints" -> sawEntryPoints = skipShaped('[', "entryPoints", "manifest");
                        case "inputs" -> sawInputs = skipShaped('[', "inputs", "manifest");
                        case "sites" -> sites = sites();
                        default -> in.skip(); // newer writers may add fields
                    }
                } while (in.next('}'));
            }
            in.end();
            if (format == null) {
                throw in.fail("manifest: missing \"format\"");
            }
            if (!Manifest.FORMAT.equals(format)) {
                throw in.fail("format is '" + format + "', this tool reads '" + Manifest.FORMAT
                        + "'; re-run `tempered analyze`");
            }
            require(sites != null, "sites", "manifest");
            require(sawInputs, "inputs", "manifest");
            require(toolVersion != null, "toolVersion", "manifest");
            require(mode != null, "mode", "manifest");
            require(sawEntryPoints, "entryPoints", "manifest");
            return new ManifestIndex(toolVersion, mode, Manifest.sortedById(sites));
        }

        private List<Site> sites() throws ManifestException {
            if (in.peek() != '[') {
                throw in.fail("manifest: \"sites\" is not an array");
            }
            List<Site> out = new ArrayList<>();
            if (in.open('[', ']')) {
                do {
                    out.add(site());
                } while (in.next(']'));
            }
            return out;
        }

        private Site site() throws ManifestException {
            if (in.peek() != '{') {
                throw in.fail("sites[] is not a JSON object");
            }
            String where = "a site";
            String id = null;
            String kind = null;
            String className = null;
            String method = null;
            String descriptor = null;
            Integer ordinal = null;
            SourceLocation source = null;
            ClassBytes classBytes = null;
            String queueType = null;
            String constructor = null;
            Integer capacity = null;
            boolean producers = false;
            boolean consumers = false;
            boolean operations = false;
            boolean reasons = false;
            String topology = null;
            String confidence = null;
            String implementation = null;
            Declared declared = null;
            if (in.open('{', '}')) {
                do {
                    String name = in.name();
                    if (in.nullIf()) {
                        continue;
                    }
                    switch (name) {
                        case "id" -> {
                            id = string("id", where);
                            where = "site " + id;
                        }
                        case "kind" -> kind = string("kind", where);
                        case "class" -> className = string("class", where);
                        case "method" -> method = string("method", where);
                        case "descriptor" -> descriptor = string("descriptor", where);
                        case "ordinal" -> ordinal = in.integer(where + ": \"ordinal\"");
                        case "source" -> source = location(where + " source");
                        case "classBytes" -> classBytes = classBytes(where + " classBytes");
                        case "queueType" -> queueType = string("queueType", where);
                        case "constructor" -> constructor = string("constructor", where);
                        case "capacity" -> capacity = in.integer(where + ": \"capacity\"");
                        case "producers" -> producers = skipShaped('{', "producers", where);
                        case "consumers" -> consumers = skipShaped('{', "consumers", where);
                        case "operations" -> operations = skipShaped('[', "operations", where);
                        case "reasons" -> reasons = skipShaped('[', "reasons", where);
                        case "topology" -> topology = string("topology", where);
                        case "confidence" -> confidence = string("confidence", where);
                        case "implementation" -> implementation = string("implementation", where);
                        case "declared" -> declared = declared(where + " declared");
                        default -> in.skip();
                    }
                } while (in.next('}'));
            }
            require(classBytes != null, "classBytes", where);
            require(source != null, "source", where);
            require(producers, "producers", where);
            require(consumers, "consumers", where);
            require(id != null, "id", where);
            require(className != null, "class", where);
            require(method != null, "method", where);
            require(descriptor != null, "descriptor", where);
            require(ordinal != null, "ordinal", where);
            require(queueType != null, "queueType", where);
            require(constructor != null, "constructor", where);
            require(operations, "operations", where);
            require(topology != null, "topology", where);
            require(confidence != null, "confidence", where);
            require(reasons, "reasons", where);
            require(implementation != null, "implementation", where);
            try {
                return new Site(id, kind == null ? Site.KIND_QUEUE : kind, className, method, descriptor, ordinal,
                        source, classBytes, queueType, constructor, capacity, Side.NONE, Side.NONE, List.of(),
                        Topology.fromJson(topology), Confidence.fromJson(confidence), List.of(),
                        Implementation.fromJson(implementation), declared);
            } catch (IllegalArgumentException | NullPointerException e) {
                throw in.fail(where + ": " + e.getMessage());
            }
        }

        private SourceLocation location(String where) throws ManifestException {
            if (in.peek() != '{') {
                throw in.fail(where + " is not a JSON object");
            }
            String className = null;
            String file = null;
            Integer line = null;
            if (in.open('{', '}')) {
                do {
                    String name = in.name();
                    if (in.nullIf()) {
                        continue;
                    }
                    switch (name) {
                        case "class" -> className = string("class", where);
                        case "file" -> file = optString();
                        case "line" -> line = in.integer(where + ": \"line\"");
                        default -> in.skip();
                    }
                } while (in.next('}'));
            }
            require(className != null, "class", where);
            require(line != null, "line", where);
            return new SourceLocation(className, file, line);
        }

        private ClassBytes classBytes(String where) throws ManifestException {
            if (in.peek() != '{') {
                throw in.fail(where + " is not a JSON object");
            }
            Integer length = null;
            String crc = null;
            if (in.open('{', '}')) {
                do {
                    String name = in.name();
                    if (in.nullIf()) {
                        continue;
                    }
                    switch (name) {
                        case "length" -> length = in.integer(where + ": \"length\"");
                        case "crc32c" -> crc = string("crc32c", where);
                        default -> in.skip();
                    }
                } while (in.next('}'));
            }
            require(length != null, "length", where);
            require(crc != null, "crc32c", where);
            return new ClassBytes(length, crc);
        }

        private Declared declared(String where) throws ManifestException {
            if (in.peek() != '{') {
                throw in.fail(where + " is not a JSON object");
            }
            String topology = null;
            String origin = null;
            if (in.open('{', '}')) {
                do {
                    String name = in.name();
                    if (in.nullIf()) {
                        continue;
                    }
                    switch (name) {
                        case "topology" -> topology = string("topology", where);
                        case "origin" -> origin = string("origin", where);
                        default -> in.skip();
                    }
                } while (in.next('}'));
            }
            require(topology != null, "topology", where);
            require(origin != null, "origin", where);
            try {
                return new Declared(Topology.fromJson(topology), origin);
            } catch (IllegalArgumentException e) {
                throw in.fail(where + ": " + e.getMessage());
            }
        }

        /** Evidence: checked to be a JSON object or array as the schema says, then passed over. */
        private boolean skipShaped(char open, String key, String where) throws ManifestException {
            if (in.peek() != open) {
                throw in.fail(where + ": \"" + key + "\" is not " + (open == '[' ? "an array" : "a JSON object"));
            }
            in.skip();
            return true;
        }

        private String string(String key, String where) throws ManifestException {
            if (in.peek() != '"') {
                in.skip();
                throw in.fail(where + ": \"" + key + "\" is not a string");
            }
            return in.string();
        }

        /** ManifestReader keeps an optional string only when it is one. */
        private String optString() throws ManifestException {
            if (in.peek() == '"') {
                return in.string();
            }
            in.skip();
            return null;
        }

        private void require(boolean present, String key, String where) throws ManifestException {
            if (!present) {
                throw in.fail(where + ": missing \"" + key + "\"");
            }
        }
    }
}
