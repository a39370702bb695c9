package dev.tempered.maven;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EntryTimesTest {
    @TempDir
    Path dir;

    private Path jar(String name, LocalDateTime time) throws Exception {
        Path p = dir.resolve(name);
        try (OutputStream f = Files.newOutputStream(p); ZipOutputStream z = new ZipOutputStream(f)) {
            ZipEntry stored = new ZipEntry("b/stored.txt");
            byte[] data = "stored".getBytes(StandardCharsets.UTF_8);
            CRC32 crc = new CRC32();
            crc.update(data);
            stored.setMethod(ZipEntry.STORED);
            stored.setSize(data.length);
            stored.setCrc(crc.getValue());
            stored.setTimeLocal(time);
            z.putNextEntry(stored);
            z.write(data);
            ZipEntry deflated = new ZipEntry("a/deflated.txt");
            deflated.setTimeLocal(time.plusDays(3));
            z.putNextEntry(deflated);
            z.write("deflated deflated deflated".getBytes(StandardCharsets.UTF_8));
        }
        return p;
    }

    @Test
    void everyEntryGetsTheTimeAndKeepsOrderMethodAndBytes() throws Exception {
        Path jar = jar("a.jar", LocalDateTime.of(2020, 5, 5, 5, 5));
        EntryTimes.set(jar, Instant.parse("2025-06-01T12:00:00Z"));
        try (ZipFile z = new ZipFile(jar.toFile())) {
            List<String> names = new ArrayList<>();
            z.stream().forEach(e -> {
                names.add(e.getName());
                assertEquals(LocalDateTime.of(2025, 6, 1, 12, 0), e.getTimeLocal(), e.getName());
            });
            assertEquals(List.of("b/stored.txt", "a/deflated.txt"), names);
            assertEquals(ZipEntry.STORED, z.getEntry("b/stored.txt").getMethod());
            assertEquals(ZipEntry.DEFLATED, z.getEntry("a/deflated.txt").getMethod());
            assertArrayEquals("deflated deflated deflated".getBytes(StandardCharsets.UTF_8),
                    z.getInputStream(z.getEntry("a/deflated.txt")).readAllBytes());
        }
    }

    @Test
    void sameContentsDifferentTimesGiveTheSameBytes() throws Exception {
        Path one = jar("one.jar", LocalDateTime.of(2020, 1, 1, 0, 0));
        Path two = jar("two.jar", LocalDateTime.of(2023, 7, 9, 13, 14));
        Instant t = Instant.parse("2026-01-01T00:00:00Z");
        EntryTimes.set(one, t);
        EntryTimes.set(two, t);
        assertArrayEquals(Files.readAllBytes(one), Files.readAllBytes(two));
    }
}
