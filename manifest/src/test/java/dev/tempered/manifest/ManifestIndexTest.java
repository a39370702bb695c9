package dev.tempered.manifest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ManifestIndexTest {

    /** What the index keeps of a site: everything but the evidence. */
    private static Site lean(Site s) {
        return new Site(s.id(), s.kind(), s.className(), s.method(), s.descriptor(), s.ordinal(), s.source(),
                s.classBytes(), s.queueType(), s.constructor(), s.capacity(), Side.NONE, Side.NONE, s.operations(),
                s.topology(), s.confidence(), List.of(), s.implementation(), s.declared());
    }

    private static ManifestIndex index(String json) throws ManifestException {
        return ManifestIndex.read(json.getBytes(StandardCharsets.UTF_8), "m.json");
    }

    @Test
    void keepsWhatTheAgentUsesAndDropsTheEvidence() throws Exception {
        Manifest full = ManifestRoundTripTest.sample();
        ManifestIndex index = index(ManifestWriter.toJson(full));
        List<Site> expected = new ArrayList<>();
        for (Site s : full.sites()) {
            expected.add(lean(s));
        }
        assertEquals(expected, index.sites());
        // the operations are kept: the rewriter's spec says waits=none from them (design note waiting)
        assertTrue(index.sites().stream().anyMatch(s -> !s.operations().isEmpty()), "the sample has operations");
        assertEquals("0.1.0", index.toolVersion());
        assertEquals(Manifest.MODE_APPLICATION, index.mode());
        assertEquals(List.of("com/acme/A", "com/acme/Pipeline"), new ArrayList<>(index.sitesByClass().keySet()));
    }

    @Test
    void readsEscapesAndUtf8AsTheFullReaderDoes() throws Exception {
        String json = ManifestWriter.toJson(ManifestRoundTripTest.sample())
                .replace("\"Pipeline.java\"", "\"Pip\\u00e9line \\\"\\\\/\\t\u00e9\u4e2d\ud83d\ude00.java\"")
                .replace("\"@Topology\"", "\"caf\u00e9\"");
        Manifest full = ManifestReader.read(new StringReader(json), "m.json");
        ManifestIndex index = index(json);
        for (int i = 0; i < full.sites().size(); i++) {
            assertEquals(lean(full.sites().get(i)), index.sites().get(i));
        }
        assertTrue(index.sites().get(1).source().file().endsWith("\u00e9\u4e2d\ud83d\ude00.java"));
    }

    @Test
    void unknownFieldsAndNullOptionalsAreAccepted() throws Exception {
        String json = ManifestWriter.toJson(ManifestRoundTripTest.sample())
                .replace("\"mode\":", "\"future\": {\"a\": [1, -2.5e3, true, false, null, \"x\"]}, \"mode\":")
                .replace("\"capacity\": 1024", "\"capacity\": 1024.0, \"declared\": null");
        ManifestIndex index = index(json);
        assertEquals(1024, index.sites().get(1).capacity());
        assertEquals(null, index.sites().get(1).declared());
        String extremes = ManifestWriter.toJson(ManifestRoundTripTest.sample())
                .replace("\"capacity\": 1024", "\"capacity\": -2147483648")
                .replace("\"line\": 42", "\"line\": 2147483647");
        assertEquals(Integer.MIN_VALUE, index(extremes).sites().get(1).capacity());
        assertEquals(Integer.MAX_VALUE, index(extremes).sites().get(1).source().line());
        assertEquals(ManifestReader.read(new StringReader(extremes), "m.json").sites().get(1).capacity(),
                index(extremes).sites().get(1).capacity());
    }

    @Test
    void otherSpellingsAreResolvedAsTheFullReaderResolvesThem() throws Exception {
        // byte comparison is the fast path only: a pool kind, an unknown kind, an upper-case topology (which the
        // full reader accepts) and an escaped enum value must come out the same as with ManifestReader
        String json = ManifestWriter.toJson(ManifestRoundTripTest.sample())
                .replaceFirst("\"kind\": \"queue\"", "\"kind\": \"pool\"")
                .replace("\"kind\": \"queue\"", "\"kind\": \"future-kind\"")
                .replace("\"spsc\"", "\"SPSC\"")
                .replace("\"ring\"", "\"r\\u0069ng\"");
        Manifest full = ManifestReader.read(new StringReader(json), "m.json");
        ManifestIndex index = index(json);
        for (int i = 0; i < full.sites().size(); i++) {
            assertEquals(lean(full.sites().get(i)), index.sites().get(i));
        }
        assertEquals(Site.KIND_POOL, index.sites().get(0).kind());
        assertEquals(Implementation.RING, index.sites().get(1).implementation());
        assertEquals(Topology.SPSC, index.sites().get(1).topology());
    }

    @Test
    void rejectsWhatTheFullReaderRejectsWithOneLine() {
        String good = ManifestWriter.toJson(ManifestRoundTripTest.sample());
        List<String> bad = List.of(
                "",
                "{ nope",
                "[1]",
                "{\"format\":\"other/9\"}",
                good + " x",
                good.substring(0, good.length() - 3),
                good.replace("\"queueType\"", "\"queueTipe\""),
                good.replace("\"ring\"", "\"donut\""),
                good.replace("\"spsc\"", "\"sideways\""),
                good.replace("\"ordinal\": 0", "\"ordinal\": 0.5"),
                good.replace("\"ordinal\": 0", "\"ordinal\": \"0\""),
                good.replace("\"length\": 11", "\"length\": 99999999999"),
                good.replace("\"producers\": {", "\"producers\": 7, \"p2\": {"),
                // the evidence is skipped, but it must still be JSON
                good.replace("\"put\"", "\"put"),
                good.replace("\"put\"", "put"),
                good.replace("\"put\"", "\"p\\qt\""),
                good.replace("\"put\"", "\"p\tt\""),
                good.replace("\"take\"", "01"),
                good.replace("\"take\"", "tru"),
                good.replace("\"reasons\": []", "\"reasons\": [,]"),
                good.replace("\"reasons\": []", "\"reasons\": [1,]"),
                good.replace("\"operations\": []", "\"operations\": {}"),
                good.replace("\"take\"", "7"),
                good.replace("\"take\"", "null"),
                good.replace("\"entryPoints\"", "\"entryPointz\""));
        for (String json : bad) {
            assertFalse(json.equals(good));
            ManifestException full = assertThrows(ManifestException.class,
                    () -> ManifestReader.read(new StringReader(json), "m.json"), json);
            ManifestException lean = assertThrows(ManifestException.class, () -> index(json), json);
            assertTrue(lean.getMessage().startsWith("malformed manifest m.json: "), lean.getMessage());
            assertFalse(lean.getMessage().contains("\n"), lean.getMessage());
            assertTrue(full.getMessage().startsWith("malformed manifest m.json: "), full.getMessage());
        }
    }

    @Test
    void namesTheFieldAndThePlace() {
        String good = ManifestWriter.toJson(ManifestRoundTripTest.sample());
        ManifestException e = assertThrows(ManifestException.class, () -> index(good.replace("\"queueType\"", "\"q\"")));
        assertTrue(e.getMessage().contains("missing \"queueType\""), e.getMessage());
        e = assertThrows(ManifestException.class, () -> index(good.replace("\"ring\"", "\"donut\"")));
        assertTrue(e.getMessage().contains("donut"), e.getMessage());
        e = assertThrows(ManifestException.class, () -> index("{\n  \"format\": x}"));
        assertTrue(e.getMessage().contains("not valid JSON (unexpected character at line 2 column 13)"), e.getMessage());
        e = assertThrows(ManifestException.class, () -> index("{\"format\":\"other/9\"}"));
        assertTrue(e.getMessage().contains("format is 'other/9'"), e.getMessage());
    }

    @Test
    void rejectsMalformedUtf8AnywhereAsTheFullReaderDoes(@TempDir Path dir) throws Exception {
        byte[] good = ManifestWriter.toJson(ManifestRoundTripTest.sample()).getBytes(StandardCharsets.UTF_8);
        String marker = "reader()"; // a thread name: evidence the index skips
        int at = new String(good, StandardCharsets.ISO_8859_1).indexOf(marker);
        for (byte[] seq : new byte[][] {{(byte) 0xc0, (byte) 0x80}, {(byte) 0xed, (byte) 0xa0, (byte) 0x80},
                                        {(byte) 0xe2, (byte) 0x82}, {(byte) 0xff}, {(byte) 0x80}}) {
            byte[] bad = new byte[good.length + seq.length];
            System.arraycopy(good, 0, bad, 0, at);
            System.arraycopy(seq, 0, bad, at, seq.length);
            System.arraycopy(good, at, bad, at + seq.length, good.length - at);
            Path file = dir.resolve("bad.json");
            Files.write(file, bad);
            assertThrows(ManifestException.class, () -> ManifestReader.read(file));
            ManifestException e = assertThrows(ManifestException.class, () -> ManifestIndex.read(file));
            assertTrue(e.getMessage().contains("malformed UTF-8"), e.getMessage());
        }
    }

    @Test
    void missingFileSaysSo() {
        ManifestException e = assertThrows(ManifestException.class,
                () -> ManifestIndex.read(Path.of("/nonexistent/tempered.json")));
        assertTrue(e.getMessage().contains("does not exist"), e.getMessage());
    }
}
