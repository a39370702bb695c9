package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.Site;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * By default ({@code absentClassesThrow}), a class that neither the program nor the JDK holds cannot load, so in
 * application mode a call into it throws NoClassDefFoundError before it runs (ZooKeeper's JettyAdminServer without
 * Jetty): the objects it is passed do not escape, the verdict says it assumes the class stays absent, the manifest
 * lists the class for the agent to check, and a warning names it. Opted out, in library mode, and when the class is
 * there, it is what it was.
 */
class AbsentClassTest {
    private static final String PROGRAM = """
            import java.util.concurrent.*;
            public class Main {
                public static void main(String[] a) throws Exception {
                    Hub h = new Hub();
                    Thread t = new Thread(() -> { try { h.q.take(); } catch (InterruptedException e) { } });
                    t.start();
                    try {
                        Plugin.install(h);
                    } catch (NoClassDefFoundError e) {
                        System.out.println("no plugin");
                    }
                    h.q.put(1);
                    t.join();
                }
            }
            class Hub { final BlockingQueue<Integer> q = new LinkedBlockingQueue<>(); }
            class Plugin {
                static void install(Hub h) {
                    new Thread(() -> h.q.offer(2)).start();
                }
            }""";

    @TempDir
    Path tmp;

    private AnalysisResult analyse(boolean withPlugin, boolean library, boolean optIn) throws Exception {
        Path classes = Programs.compile(tmp.resolve("classes"), PROGRAM);
        if (!withPlugin) {
            Files.delete(classes.resolve("Plugin.class"));
        }
        AnalysisRequest.Builder b = AnalysisRequest.builder().inputs(List.of(classes)).library(library)
                .absentClassesThrow(optIn);
        return Analyzer.analyze((library ? b : b.mainClass("Main")).build());
    }

    private static Site hub(AnalysisResult r) {
        return r.manifest().sites().stream().filter(s -> s.className().equals("Hub")).findFirst().orElseThrow();
    }

    @Test
    void aCallIntoAnAbsentClassPassesNothing() throws Exception {
        AnalysisResult r = analyse(false, false, true);
        Site s = hub(r);
        assertEquals("spsc", s.topology().json(), s.toString());
        assertEquals("exact", s.confidence().json(), s.toString());
        assertTrue(s.reasons().stream().anyMatch(x -> x.contains("assumes class Plugin absent at run time")),
                s.reasons()::toString);
        assertTrue(r.diagnostics().stream().anyMatch(d -> d.contains("Plugin") && d.contains("NoClassDefFoundError")),
                r.diagnostics()::toString);
        assertEquals(List.of("Plugin"), r.manifest().absentClasses());
        String json = dev.tempered.manifest.ManifestWriter.toJson(r.manifest());
        dev.tempered.manifest.ManifestSchema.assertValid(json);
        assertEquals(List.of("Plugin"), dev.tempered.manifest.ManifestIndex.read(
                json.getBytes(java.nio.charset.StandardCharsets.UTF_8), "test").absentClasses());
        assertEquals(r.manifest(), dev.tempered.manifest.ManifestReader.read(new java.io.StringReader(json), "test"));
    }

    @Test
    void absentClassesThrowByDefault() throws Exception {
        Path classes = Programs.compile(tmp.resolve("classes"), PROGRAM);
        Files.delete(classes.resolve("Plugin.class"));
        AnalysisResult r = Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(classes)).mainClass("Main")
                .build());
        assertEquals("spsc", hub(r).topology().json(), hub(r).toString());
        assertEquals(List.of("Plugin"), r.manifest().absentClasses());
    }

    @Test
    void theClassThereIsFollowed() throws Exception {
        AnalysisResult r = analyse(true, false, true);
        Site s = hub(r);
        assertEquals("mpsc", s.topology().json(), s.toString());
        assertEquals(List.of(), r.manifest().absentClasses());
        assertTrue(s.reasons().stream().noneMatch(x -> x.contains("absent")), s.reasons()::toString);
    }

    @Test
    void optedOutTheAbsentClassIsUnknownCode() throws Exception {
        // opted out, a jar forgotten on the class path never matters: the call is unknown code
        AnalysisResult r = analyse(false, false, false);
        Site s = hub(r);
        assertEquals("refused", s.confidence().json(), s.toString());
        assertTrue(r.diagnostics().stream().anyMatch(d -> d.contains("missing class Plugin")), r.diagnostics()::toString);
    }

    @Test
    void libraryModeKeepsTheAbsentClassUnknown() throws Exception {
        Site s = hub(analyse(false, true, true));
        assertEquals("refused", s.confidence().json(), s.toString());
    }
}
