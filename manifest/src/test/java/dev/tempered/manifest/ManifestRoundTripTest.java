package dev.tempered.manifest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class ManifestRoundTripTest {

    static Manifest sample() {
        SourceLocation alloc = new SourceLocation("com/acme/Pipeline", "Pipeline.java", 42);
        ThreadRef reader = new ThreadRef("reader()", "thread", "com/acme/Pipeline.reader()V",
                new SourceLocation("com/acme/Pipeline", "Pipeline.java", 50), Multiplicity.ONE,
                List.of("com/acme/Pipeline.reader()V", "java/util/concurrent/BlockingQueue.put(Ljava/lang/Object;)V@Pipeline.java:61"));
        ThreadRef writer = new ThreadRef("writer()", "thread", "com/acme/Pipeline.writer()V",
                new SourceLocation("com/acme/Pipeline", "Pipeline.java", 51), Multiplicity.ONE, List.of());
        Site spsc = new Site(Site.idOf("com/acme/Pipeline", "main", "([Ljava/lang/String;)V", 0), Site.KIND_QUEUE,
                "com/acme/Pipeline", "main", "([Ljava/lang/String;)V", 0, alloc,
                ClassBytes.of("class bytes".getBytes(StandardCharsets.UTF_8)),
                "java/util/concurrent/LinkedBlockingQueue", "(I)V", 1024,
                new Side(Multiplicity.ONE, List.of(reader)), new Side(Multiplicity.ONE, List.of(writer)),
                List.of("put", "take"), Topology.SPSC, Confidence.EXACT, List.of(), Implementation.RING, null);
        Site refused = new Site(Site.idOf("com/acme/A", "<init>", "()V", 1), Site.KIND_QUEUE, "com/acme/A", "<init>", "()V", 1,
                new SourceLocation("com/acme/A", null, 0), new ClassBytes(10, "0000abcd"),
                "java/util/concurrent/ConcurrentLinkedQueue", "()V", null, Side.NONE,
                new Side(Multiplicity.UNKNOWN, List.of()), List.of(), Topology.UNKNOWN, Confidence.REFUSED,
                List.of("passed to java/lang/reflect/Method.invoke at A.java:9"), Implementation.GENERAL,
                new Declared(Topology.SPSC, "@Topology"));
        return new Manifest(Manifest.FORMAT, "0.1.0", Manifest.MODE_APPLICATION, true,
                List.of("com/acme/Pipeline.main([Ljava/lang/String;)V"),
                List.of(new Input("app.jar", "a".repeat(64), Input.INPUT)), List.of(spsc, refused));
    }

    @Test
    void roundTripIsLosslessAndStable() throws Exception {
        Manifest m = sample();
        String json = ManifestWriter.toJson(m);
        ManifestSchema.assertValid(json);
        Manifest back = ManifestReader.read(new StringReader(json), "test");
        assertEquals(m, back);
        assertEquals(json, ManifestWriter.toJson(back), "same manifest, same bytes");
        assertTrue(json.indexOf("\"id\": \"com/acme/A.<init>") < json.indexOf("\"id\": \"com/acme/Pipeline.main"), "sites sorted by id");
    }

    @Test
    void reflectiveCallsRoundTripAndThePremainReaderSkipsThem() throws Exception {
        Manifest plain = sample();
        assertFalse(ManifestWriter.toJson(plain).contains("\"reflection\""), "written only when there is one");
        Manifest m = new Manifest(plain.format(), plain.toolVersion(), plain.mode(), plain.closedWorld(),
                plain.entryPoints(), plain.inputs(), plain.sites(), List.of(
                        new ReflectiveCall("Class.forName", new SourceLocation("com/acme/Main", "Main.java", 27),
                                ReflectiveCall.ASSUMED, List.of("com.acme.Impl"),
                                "system property 'acme.impl' is not set (setting it names another class)"),
                        new ReflectiveCall("Method.invoke", new SourceLocation("com/acme/Main", null, 0),
                                ReflectiveCall.UNRESOLVED, List.of(), null)));
        String json = ManifestWriter.toJson(m);
        ManifestSchema.assertValid(json);
        Manifest back = ManifestReader.read(new StringReader(json), "test");
        assertEquals(m, back);
        assertEquals(json, ManifestWriter.toJson(back), "same manifest, same bytes");
        assertEquals(ManifestIndex.read(ManifestWriter.toJson(plain).getBytes(StandardCharsets.UTF_8), "a").sites(),
                ManifestIndex.read(json.getBytes(StandardCharsets.UTF_8), "b").sites());
        assertEquals("Class.forName() at com.acme.Main (Main.java:27) -> com.acme.Impl, assuming system property "
                + "'acme.impl' is not set (setting it names another class)", back.reflection().get(0).display());
        assertFalse(ManifestSchema.violations(json.replace("\"unresolved\"", "\"guessed\"")).isEmpty());
    }

    @Test
    void schemaRejectsABadManifest() {
        String json = ManifestWriter.toJson(sample()).replace("\"spsc\"", "\"sideways\"");
        assertFalse(ManifestSchema.violations(json).isEmpty());
    }

    @Test
    void malformedInputGivesOneLineErrors() {
        assertOneLine(assertThrows(ManifestException.class, () -> ManifestReader.read(new StringReader("{ nope"), "m.json")));
        assertOneLine(assertThrows(ManifestException.class,
                () -> ManifestReader.read(new StringReader("{\"format\":\"other/9\"}"), "m.json")));
        String missing = ManifestWriter.toJson(sample()).replace("\"queueType\"", "\"queueTipe\"");
        ManifestException e = assertThrows(ManifestException.class, () -> ManifestReader.read(new StringReader(missing), "m.json"));
        assertOneLine(e);
        assertTrue(e.getMessage().contains("queueType"), e.getMessage());
        String badEnum = ManifestWriter.toJson(sample()).replace("\"ring\"", "\"donut\"");
        e = assertThrows(ManifestException.class, () -> ManifestReader.read(new StringReader(badEnum), "m.json"));
        assertTrue(e.getMessage().contains("donut"), e.getMessage());
        assertOneLine(e);
    }

    @Test
    void missingFileSaysSo() {
        ManifestException e = assertThrows(ManifestException.class,
                () -> ManifestReader.read(java.nio.file.Path.of("/nonexistent/tempered.json")));
        assertTrue(e.getMessage().contains("does not exist"), e.getMessage());
    }

    @Test
    void classBytesGuardDetectsChange() {
        byte[] b = "abc".getBytes(StandardCharsets.UTF_8);
        ClassBytes g = ClassBytes.of(b);
        assertTrue(g.matches(b.clone()));
        b[1] = 'x';
        assertFalse(g.matches(b));
        assertFalse(g.matches(new byte[] {1, 2}));
    }

    @Test
    void classBytesCrcIsEightLowerCaseHexDigits() {
        // the CRC-32C check value (RFC 3720, "123456789")
        assertEquals("e3069283", ClassBytes.of("123456789".getBytes(StandardCharsets.US_ASCII)).crc32c());
        assertEquals("0000001f", ClassBytes.hex8(0x1f));
        assertEquals("ffffffff", ClassBytes.hex8(0xffffffffL));
    }

    @Test
    void topologyAndMultiplicityRules() {
        assertEquals(Topology.SPSC, Topology.of(Multiplicity.ONE, Multiplicity.ONE));
        assertEquals(Topology.SPSC, Topology.of(Multiplicity.NONE, Multiplicity.ONE));
        assertEquals(Topology.MPSC, Topology.of(Multiplicity.MANY, Multiplicity.ONE));
        assertEquals(Topology.SPMC, Topology.of(Multiplicity.ONE, Multiplicity.MANY));
        assertEquals(Topology.UNKNOWN, Topology.of(Multiplicity.UNKNOWN, Multiplicity.ONE));
        assertEquals(Multiplicity.MANY, Multiplicity.ONE.plus(Multiplicity.ONE));
        assertEquals(Multiplicity.ONE, Multiplicity.NONE.plus(Multiplicity.ONE));
        assertEquals(Multiplicity.UNKNOWN, Multiplicity.MANY.plus(Multiplicity.UNKNOWN));
    }

    private static void assertOneLine(Exception e) {
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        assertTrue(e.getMessage().startsWith("malformed manifest m.json"), e.getMessage());
    }
}
