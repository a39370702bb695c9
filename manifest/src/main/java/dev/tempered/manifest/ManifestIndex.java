package dev.tempered.manifest;

import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the agent needs of a manifest, read in one pass over its bytes without Gson and without building the
 * evidence: the agent runs this in premain, in the interpreter, before {@code main}.
 *
 * <p>The whole file is checked to be strict JSON and every field a rewrite or the agent's report uses is checked
 * as {@link ManifestReader} checks it (format, site identity, source, class-bytes guard, queue type, constructor,
 * capacity, operations, topology, confidence, implementation, declared; the rewriter's spec says {@code waits=none}
 * from the operations). The evidence ({@code producers}, {@code consumers}, {@code reasons}; {@code inputs} and
 * {@code entryPoints} at the top) must be present with the right JSON shape but is skipped, not decoded: the sites
 * come back with {@link Side#NONE} and empty lists there.
 * Tools that show or compare evidence use {@link ManifestReader}.
 */
public final class ManifestIndex {
    private final String toolVersion;
    private final String mode;
    private final List<Site> sites;
    private final List<String> absentClasses;

    private ManifestIndex(String toolVersion, String mode, List<Site> sites, List<String> absentClasses) {
        this.toolVersion = toolVersion;
        this.mode = mode;
        this.sites = sites;
        this.absentClasses = absentClasses;
    }

    public static ManifestIndex read(Path file) throws ManifestException {
        return read(bytes(file), file.toString());
    }

    /** A manifest file's bytes, or the one-line message both readers give. */
    static byte[] bytes(Path file) throws ManifestException {
        // FileInputStream, not Files.readAllBytes: the latter loads ~30 NIO channel classes into the agent's premain
        try (InputStream in = new FileInputStream(file.toFile())) {
            return in.readAllBytes();
        } catch (FileNotFoundException e) {
            if (!Files.exists(file)) {
                throw new ManifestException("manifest " + file + " does not exist");
            }
            throw new ManifestException("cannot read manifest " + file + ": " + e.getMessage(), e);
        } catch (IOException e) {
            throw new ManifestException("cannot read manifest " + file + ": " + e, e);
        }
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

    /** As {@link Manifest#absentClasses()}: binary names; empty when the manifest assumes none. */
    public List<String> absentClasses() {
        return absentClasses;
    }

    /** Sites grouped by the internal name of their class, in id order. */
    public Map<String, List<Site>> sitesByClass() {
        return byClass(sites);
    }

    // shared with Manifest, kept here so that premain does not load Manifest for them

    /** An unmodifiable copy in id order. */
    static List<Site> sortedById(List<Site> sites) {
        List<Site> sorted = new ArrayList<>(sites);
        if (!isSortedById(sorted)) { // a written manifest is sorted already: skip the sort (and TimSort) in premain
            sorted.sort(Manifest.ById.INSTANCE);
        }
        return List.copyOf(sorted);
    }

    private static boolean isSortedById(List<Site> sites) {
        for (int i = 1; i < sites.size(); i++) {
            if (sites.get(i - 1).id().compareTo(sites.get(i).id()) > 0) {
                return false;
            }
        }
        return true;
    }

    /** Grouped by the internal name of the class that holds them, in the given order. */
    static Map<String, List<Site>> byClass(List<Site> sites) {
        Map<String, List<Site>> byClass = new LinkedHashMap<>();
        for (Site s : sites) { // no computeIfAbsent lambda: this runs in the agent's premain
            List<Site> list = byClass.get(s.className());
            if (list == null) {
                list = new ArrayList<>();
                byClass.put(s.className(), list);
            }
            list.add(s);
        }
        return byClass;
    }

    // member names and enum values, compared as bytes: no String is built for them (premain runs interpreted)
    private static final byte[][] TOP = JsonCursor.bytes("format", "toolVersion", "mode", "closedWorld",
            "entryPoints", "inputs", "sites", "absentClasses");
    private static final byte[][] SITE = JsonCursor.bytes("id", "kind", "class", "method", "descriptor", "ordinal",
            "source", "classBytes", "queueType", "constructor", "capacity", "producers", "consumers", "operations",
            "reasons", "topology", "confidence", "implementation", "declared");
    private static final byte[][] SOURCE = JsonCursor.bytes("class", "file", "line");
    private static final byte[][] CLASS_BYTES = JsonCursor.bytes("length", "crc32c");
    private static final byte[][] DECLARED = JsonCursor.bytes("topology", "origin");
    private static final byte[][] KINDS = JsonCursor.bytes(Site.KIND_QUEUE, Site.KIND_POOL);
    /** Operation names the analysis writes most: matched as bytes, so that premain builds no String for them. */
    private static final String[] COMMON_OPERATIONS = {"offer", "poll", "put", "take", "add", "size", "isEmpty",
        "peek", "drainTo", "remove", "clear", "offer(timed)", "poll(timed)", "addAll", "iterator", "toArray",
        "contains", "remainingCapacity"};
    private static final byte[][] COMMON_OPERATION_NAMES = JsonCursor.bytes(COMMON_OPERATIONS);
    private static final Topology[] TOPOLOGIES = Topology.values();
    private static final byte[][] TOPOLOGY_NAMES = new byte[TOPOLOGIES.length][];
    private static final Confidence[] CONFIDENCES = Confidence.values();
    private static final byte[][] CONFIDENCE_NAMES = new byte[CONFIDENCES.length][];
    private static final Implementation[] IMPLEMENTATIONS = Implementation.values();
    private static final byte[][] IMPLEMENTATION_NAMES = new byte[IMPLEMENTATIONS.length][];

    static {
        for (int i = 0; i < TOPOLOGIES.length; i++) {
            TOPOLOGY_NAMES[i] = JsonCursor.bytes(TOPOLOGIES[i].json())[0];
        }
        for (int i = 0; i < CONFIDENCES.length; i++) {
            CONFIDENCE_NAMES[i] = JsonCursor.bytes(CONFIDENCES[i].json())[0];
        }
        for (int i = 0; i < IMPLEMENTATIONS.length; i++) {
            IMPLEMENTATION_NAMES[i] = JsonCursor.bytes(IMPLEMENTATIONS[i].json())[0];
        }
    }

    /** One parse. */
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
            List<String> absent = List.of();
            if (in.open('{', '}')) {
                do {
                    int name = in.name(TOP);
                    if (in.nullIf()) {
                        continue; // as ManifestReader: a null member is a missing one
                    }
                    switch (name) {
                        case 0 -> format = topString("format");
                        case 1 -> toolVersion = topString("toolVersion");
                        case 2 -> mode = topString("mode");
                        case 3 -> {
                            if (in.peek() != 't' && in.peek() != 'f') {
                                throw in.fail("\"closedWorld\" is not a boolean");
                            }
                            in.bool();
                        }
                        case 4 -> sawEntryPoints = topShaped("entryPoints");
                        case 5 -> sawInputs = topShaped("inputs");
                        case 6 -> sites = sites();
                        case 7 -> absent = names("absentClasses");
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
            requireTop(sites != null, "sites");
            requireTop(sawInputs, "inputs");
            requireTop(toolVersion != null, "toolVersion");
            requireTop(mode != null, "mode");
            requireTop(sawEntryPoints, "entryPoints");
            return new ManifestIndex(toolVersion, mode, sortedById(sites), absent);
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
            String id = null;
            String kind = null;
            String className = null;
            String method = null;
            String descriptor = null;
            int ordinal = -1;
            boolean sawOrdinal = false;
            SourceLocation source = null;
            ClassBytes classBytes = null;
            String queueType = null;
            String constructor = null;
            Integer capacity = null;
            boolean producers = false;
            boolean consumers = false;
            List<String> operations = null;
            boolean reasons = false;
            Topology topology = null;
            Confidence confidence = null;
            Implementation implementation = null;
            Declared declared = null;
            if (in.open('{', '}')) {
                do {
                    int name = in.name(SITE);
                    if (in.nullIf()) {
                        continue;
                    }
                    switch (name) {
                        case 0 -> id = string("id", id);
                        case 1 -> {
                            int k = choice(KINDS, "kind", id);
                            kind = k == 0 ? Site.KIND_QUEUE : k == 1 ? Site.KIND_POOL : in.unmatched();
                        }
                        case 2 -> className = string("class", id);
                        case 3 -> method = string("method", id);
                        case 4 -> descriptor = string("descriptor", id);
                        case 5 -> {
                            ordinal = integer("ordinal", id, "");
                            sawOrdinal = true;
                        }
                        case 6 -> source = location(id);
                        case 7 -> classBytes = classBytes(id);
                        case 8 -> queueType = string("queueType", id);
                        case 9 -> constructor = string("constructor", id);
                        case 10 -> capacity = integer("capacity", id, "");
                        case 11 -> producers = skipShaped('{', "producers", id);
                        case 12 -> consumers = skipShaped('{', "consumers", id);
                        case 13 -> operations = operations(id);
                        case 14 -> reasons = skipShaped('[', "reasons", id);
                        case 15 -> topology = topology(id);
                        case 16 -> {
                            int c = choice(CONFIDENCE_NAMES, "confidence", id);
                            confidence = c >= 0 ? CONFIDENCES[c] : enumValue(Confidence.class, id);
                        }
                        case 17 -> {
                            int i = choice(IMPLEMENTATION_NAMES, "implementation", id);
                            implementation = i >= 0 ? IMPLEMENTATIONS[i] : enumValue(Implementation.class, id);
                        }
                        case 18 -> declared = declared(id);
                        default -> in.skip();
                    }
                } while (in.next('}'));
            }
            require(classBytes != null, "classBytes", id, "");
            require(source != null, "source", id, "");
            require(producers, "producers", id, "");
            require(consumers, "consumers", id, "");
            require(id != null, "id", id, "");
            require(className != null, "class", id, "");
            require(method != null, "method", id, "");
            require(descriptor != null, "descriptor", id, "");
            require(sawOrdinal, "ordinal", id, "");
            require(queueType != null, "queueType", id, "");
            require(constructor != null, "constructor", id, "");
            require(operations != null, "operations", id, "");
            require(topology != null, "topology", id, "");
            require(confidence != null, "confidence", id, "");
            require(reasons, "reasons", id, "");
            require(implementation != null, "implementation", id, "");
            return new Site(id, kind == null ? Site.KIND_QUEUE : kind, className, method, descriptor, ordinal,
                    source, classBytes, queueType, constructor, capacity, Side.NONE, Side.NONE, operations, topology,
                    confidence, List.of(), implementation, declared);
        }

        private static String where(String id) {
            return id == null ? "a site" : "site " + id;
        }

        private Topology topology(String id) throws ManifestException {
            int t = choice(TOPOLOGY_NAMES, "topology", id);
            return t >= 0 ? TOPOLOGIES[t] : enumValue(Topology.class, id);
        }

        /** A string member compared with {@code names}; the caller decodes an unmatched one. */
        private int choice(byte[][] names, String key, String id) throws ManifestException {
            if (in.peek() != '"') {
                in.skip();
                throw in.fail(where(id) + ": \"" + key + "\" is not a string");
            }
            return in.choice(names);
        }

        /** The unmatched string parsed as the full reader parses it (it may accept other spellings, or say why not). */
        private <E extends Enum<E>> E enumValue(Class<E> type, String id) throws ManifestException {
            try {
                Object value = type == Topology.class ? Topology.fromJson(in.unmatched())
                        : type == Confidence.class ? Confidence.fromJson(in.unmatched())
                        : Implementation.fromJson(in.unmatched());
                return type.cast(value);
            } catch (IllegalArgumentException e) {
                throw in.fail(where(id) + ": " + e.getMessage());
            }
        }

        private SourceLocation location(String id) throws ManifestException {
            if (in.peek() != '{') {
                throw in.fail(where(id) + " source is not a JSON object");
            }
            String className = null;
            String file = null;
            int line = 0;
            boolean sawLine = false;
            if (in.open('{', '}')) {
                do {
                    int name = in.name(SOURCE);
                    if (in.nullIf()) {
                        continue;
                    }
                    switch (name) {
                        case 0 -> className = string("class", id, " source");
                        case 1 -> file = optString();
                        case 2 -> {
                            line = integer("line", id, " source");
                            sawLine = true;
                        }
                        default -> in.skip();
                    }
                } while (in.next('}'));
            }
            require(className != null, "class", id, " source");
            require(sawLine, "line", id, " source");
            return new SourceLocation(className, file, line);
        }

        private ClassBytes classBytes(String id) throws ManifestException {
            if (in.peek() != '{') {
                throw in.fail(where(id) + " classBytes is not a JSON object");
            }
            int length = 0;
            boolean sawLength = false;
            String crc = null;
            if (in.open('{', '}')) {
                do {
                    int name = in.name(CLASS_BYTES);
                    if (in.nullIf()) {
                        continue;
                    }
                    switch (name) {
                        case 0 -> {
                            length = integer("length", id, " classBytes");
                            sawLength = true;
                        }
                        case 1 -> crc = string("crc32c", id, " classBytes");
                        default -> in.skip();
                    }
                } while (in.next('}'));
            }
            require(sawLength, "length", id, " classBytes");
            require(crc != null, "crc32c", id, " classBytes");
            return new ClassBytes(length, crc);
        }

        private Declared declared(String id) throws ManifestException {
            String where = where(id) + " declared"; // declared is rare: its messages may be built up front
            if (in.peek() != '{') {
                throw in.fail(where + " is not a JSON object");
            }
            Topology topology = null;
            String origin = null;
            if (in.open('{', '}')) {
                do {
                    int name = in.name(DECLARED);
                    if (in.nullIf()) {
                        continue;
                    }
                    switch (name) {
                        case 0 -> {
                            int t = choice(TOPOLOGY_NAMES, "topology", null);
                            if (t >= 0) {
                                topology = TOPOLOGIES[t];
                            } else {
                                try {
                                    topology = Topology.fromJson(in.unmatched());
                                } catch (IllegalArgumentException e) {
                                    throw in.fail(where + ": " + e.getMessage());
                                }
                            }
                        }
                        case 1 -> origin = string("origin", id, " declared");
                        default -> in.skip();
                    }
                } while (in.next('}'));
            }
            require(topology != null, "topology", id, " declared");
            require(origin != null, "origin", id, " declared");
            return new Declared(topology, origin);
        }

        // messages are built only on failure: "site <id>[ part]: ..." ("a site" before the id is known)

        /** The site's operation names, as {@link ManifestReader} reads them: an array of strings. */
        private List<String> operations(String id) throws ManifestException {
            if (in.peek() != '[') {
                in.skip();
                throw in.fail(where(id) + ": \"operations\" is not an array");
            }
            List<String> ops = new ArrayList<>(4);
            if (in.open('[', ']')) {
                do {
                    int k = choice(COMMON_OPERATION_NAMES, "operations", id);
                    ops.add(k >= 0 ? COMMON_OPERATIONS[k] : in.unmatched());
                } while (in.next(']'));
            }
            return ops;
        }

        /** A top-level array of strings. */
        private List<String> names(String key) throws ManifestException {
            if (in.peek() != '[') {
                in.skip();
                throw in.fail("manifest: \"" + key + "\" is not an array");
            }
            List<String> out = new ArrayList<>();
            if (in.open('[', ']')) {
                do {
                    out.add(topString(key));
                } while (in.next(']'));
            }
            return List.copyOf(out);
        }

        /** Evidence: checked to be a JSON object or array as the schema says, then passed over. */
        private boolean skipShaped(char open, String key, String id) throws ManifestException {
            if (in.peek() != open) {
                throw in.fail(where(id) + ": \"" + key + "\" is not " + (open == '[' ? "an array" : "a JSON object"));
            }
            in.skip();
            return true;
        }

        private boolean topShaped(String key) throws ManifestException {
            if (in.peek() != '[') {
                throw in.fail("manifest: \"" + key + "\" is not an array");
            }
            in.skip();
            return true;
        }

        private String string(String key, String id) throws ManifestException {
            return string(key, id, "");
        }

        private String string(String key, String id, String part) throws ManifestException {
            if (in.peek() != '"') {
                in.skip();
                throw in.fail(where(id) + part + ": \"" + key + "\" is not a string");
            }
            return in.string();
        }

        private String topString(String key) throws ManifestException {
            if (in.peek() != '"') {
                in.skip();
                throw in.fail("manifest: \"" + key + "\" is not a string");
            }
            return in.string();
        }

        private int integer(String key, String id, String part) throws ManifestException {
            long v = in.integer();
            if (v == JsonCursor.NOT_AN_INT) {
                throw in.fail(where(id) + part + ": \"" + key + "\" is not an integer");
            }
            return (int) v;
        }

        /** ManifestReader keeps an optional string only when it is one. */
        private String optString() throws ManifestException {
            if (in.peek() == '"') {
                return in.string();
            }
            in.skip();
            return null;
        }

        private void require(boolean present, String key, String id, String part) throws ManifestException {
            if (!present) {
                throw in.fail(where(id) + part + ": missing \"" + key + "\"");
            }
        }

        private void requireTop(boolean present, String key) throws ManifestException {
            if (!present) {
                throw in.fail("manifest: missing \"" + key + "\"");
            }
        }
    }
}
