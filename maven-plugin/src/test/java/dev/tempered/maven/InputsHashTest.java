package dev.tempered.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InputsHashTest {
    @TempDir
    Path dir;

    private String hash(Path classes, Path jar, String config) throws Exception {
        return InputsHash.of(List.of(classes), List.of(jar), config, "1.0");
    }

    @Test
    void followsBytesAndConfigurationNotTimes() throws Exception {
        Path classes = Files.createDirectories(dir.resolve("classes/com/acme")).getParent().getParent();
        Path a = Files.write(classes.resolve("com/acme/A.class"), new byte[] {1, 2, 3});
        Path jar = Files.write(dir.resolve("dep.jar"), new byte[] {9});
        String first = hash(classes, jar, "mainClass=null");

        Files.setLastModifiedTime(a, FileTime.fromMillis(0));
        assertEquals(first, hash(classes, jar, "mainClass=null"), "a new time alone must not invalidate");

        Files.write(a, new byte[] {1, 2, 4});
        String changedClass = hash(classes, jar, "mainClass=null");
        assertNotEquals(first, changedClass);

        Files.write(jar, new byte[] {8});
        assertNotEquals(changedClass, hash(classes, jar, "mainClass=null"));

        assertNotEquals(hash(classes, jar, "mainClass=null"), hash(classes, jar, "mainClass=com.acme.A"));
    }

    @Test
    void aRenamedOrAddedFileChangesTheHash() throws Exception {
        Path classes = Files.createDirectories(dir.resolve("classes"));
        Files.write(classes.resolve("A.class"), new byte[] {1});
        Path jar = Files.write(dir.resolve("dep.jar"), new byte[] {9});
        String before = hash(classes, jar, "");
        Files.move(classes.resolve("A.class"), classes.resolve("B.class"));
        String renamed = hash(classes, jar, "");
        assertNotEquals(before, renamed);
        Files.write(classes.resolve("C.class"), new byte[0]);
        assertNotEquals(renamed, hash(classes, jar, ""));
    }

    @Test
    void theRecordBesideTheManifestSaysUpToDateOnlyForTheSameHash() throws Exception {
        Path manifest = dir.resolve("m.json");
        UpToDateRecord record = new UpToDateRecord(manifest);
        record.write("abc");
        assertEquals(false, record.upToDate("abc"), "no manifest yet");
        Files.writeString(manifest, "{}");
        assertEquals(true, record.upToDate("abc"));
        assertEquals(false, record.upToDate("abd"));
        record.clear();
        assertEquals(false, record.upToDate("abc"));
    }
}
