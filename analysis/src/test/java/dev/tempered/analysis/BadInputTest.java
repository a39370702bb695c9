package dev.tempered.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.ManifestSchema;
import dev.tempered.manifest.ManifestWriter;
import dev.tempered.manifest.Site;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BadInputTest {
    @TempDir
    Path tmp;

    @Test
    void corruptJarNewerClassAndMissingClassAreDiagnosedOnce() throws Exception {
        Path dir = Programs.compile(tmp.resolve("classes"), """
                import java.util.concurrent.*;
                class Helper { static void use(BlockingQueue<Integer> q) { q.offer(1); } }""", """
                import java.util.concurrent.*;
                class Future99 { }""", """
                import java.util.concurrent.*;
                class Main {
                    public static void main(String[] a) throws Exception {
                        BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
                        new Thread(() -> Helper.use(q)).start();
                        new Thread(() -> Helper.use(q)).start();
                        q.take();
                    }
                }""");
        Files.delete(dir.resolve("Helper.class")); // missing class
        byte[] b = Files.readAllBytes(dir.resolve("Future99.class"));
        b[6] = 0;
        b[7] = 99; // a class file version no ASM reads
        Files.write(dir.resolve("Future99.class"), b);
        Path corrupt = tmp.resolve("corrupt.jar");
        Files.write(corrupt, new byte[] {'P', 'K', 3, 4, 1, 2, 3, 4, 5, 6, 7});

        // opted out of taking missing classes as absent (AbsentClassTest covers the default): the call is unknown code
        AnalysisResult r = Analyzer.analyze(AnalysisRequest.builder().inputs(List.of(dir))
                .classPath(List.of(corrupt)).mainClass("Main").absentClassesThrow(false).build());
        ManifestSchema.assertValid(ManifestWriter.toJson(r.manifest()));
        List<String> d = r.diagnostics();
        assertTrue(d.stream().anyMatch(l -> l.contains("corrupt.jar")), d.toString());
        assertTrue(d.stream().anyMatch(l -> l.contains("Future99.class") && l.contains("version 99")), d.toString());
        assertEquals(1, d.stream().filter(l -> l.contains("missing class Helper")).count(), d.toString());
        d.forEach(l -> assertTrue(!l.contains("\n"), l));
        Site s = r.manifest().sites().get(0);
        assertEquals(Confidence.REFUSED, s.confidence(), s.reasons().toString());
        assertTrue(s.reasons().get(0).contains("Helper"), s.reasons().toString());
    }

    @Test
    void missingInputOrMainIsAOneLineException() throws Exception {
        AnalysisException e = assertThrows(AnalysisException.class, () -> Analyzer.analyze(
                AnalysisRequest.builder().inputs(List.of(tmp.resolve("nope.jar"))).build()));
        assertTrue(e.getMessage().contains("nope.jar") && !e.getMessage().contains("\n"));
        Path dir = Programs.compile(tmp.resolve("c"), "class Main { }");
        AnalysisException noMain = assertThrows(AnalysisException.class, () -> Analyzer.analyze(
                AnalysisRequest.builder().inputs(List.of(dir)).build()));
        assertTrue(noMain.getMessage().startsWith("no main class"));
    }
}
