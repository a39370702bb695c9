package dev.tempered.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.maven.plugin.MojoExecutionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code reflectionLog} parameter: passed to the analysis when it exists, and part of the up-to-date check. */
class ReflectionLogParameterTest {
    @TempDir
    Path dir;

    @Test
    void noLogConfiguredPassesNone() throws Exception {
        assertNull(AbstractAnalysisMojo.reflectionLog(null));
        assertEquals("none", AbstractAnalysisMojo.logFingerprint(null));
    }

    @Test
    void anExistingLogIsPassed() throws Exception {
        Path log = Files.writeString(dir.resolve("rec.json.reflection.json"), "{\"format\": \"tempered-reflection/1\"}");
        assertEquals(log, AbstractAnalysisMojo.reflectionLog(log.toFile()));
    }

    @Test
    void aMissingLogSaysHowToRecordOne() {
        File missing = dir.resolve("nothing.json").toFile();
        MojoExecutionException e = assertThrows(MojoExecutionException.class,
                () -> AbstractAnalysisMojo.reflectionLog(missing));
        assertTrue(e.getMessage().contains("record="), e.getMessage());
    }

    @Test
    void aNewRecordingMakesTheManifestStale() throws Exception {
        Path log = Files.writeString(dir.resolve("rec.json.reflection.json"), "{\"calls\": []}");
        String first = AbstractAnalysisMojo.logFingerprint(log.toFile());
        assertEquals(first, AbstractAnalysisMojo.logFingerprint(log.toFile()));
        Files.writeString(log, "{\"calls\": [1]}");
        assertNotEquals(first, AbstractAnalysisMojo.logFingerprint(log.toFile()));
    }
}
