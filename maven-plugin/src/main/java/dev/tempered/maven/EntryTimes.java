package dev.tempered.maven;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Enumeration;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/**
 * Gives every entry of a jar the same time, keeping entry order, names, compression method and contents: what
 * {@code project.build.outputTimestamp} asks of a reproducible build. The time is written as the UTC wall-clock of
 * the instant, so the bytes do not depend on the build machine's time zone (as Maven's archiver does).
 */
final class EntryTimes {
    private EntryTimes() {
    }

    static void set(Path jar, Instant time) throws IOException {
        LocalDateTime local = LocalDateTime.ofInstant(time, ZoneOffset.UTC);
        Path tmp = jar.resolveSibling(jar.getFileName() + ".tmp");
        try (ZipFile in = new ZipFile(jar.toFile());
             OutputStream file = Files.newOutputStream(tmp);
             ZipOutputStream out = new ZipOutputStream(file)) {
            if (in.getComment() != null) {
                out.setComment(in.getComment());
            }
            Enumeration<? extends ZipEntry> entries = in.entries();
            while (entries.hasMoreElements()) {
                ZipEntry e = entries.nextElement();
                byte[] data;
                try (InputStream s = in.getInputStream(e)) {
                    data = s.readAllBytes();
                }
                out.putNextEntry(copy(e, data, local));
                out.write(data);
                out.closeEntry();
            }
        }
        Files.move(tmp, jar, StandardCopyOption.REPLACE_EXISTING);
    }

    private static ZipEntry copy(ZipEntry e, byte[] data, LocalDateTime time) {
        ZipEntry z = new ZipEntry(e.getName());
        z.setTimeLocal(time);
        z.setMethod(e.getMethod());
        if (e.getComment() != null) {
            z.setComment(e.getComment());
        }
        if (e.getMethod() == ZipEntry.STORED) {
            CRC32 crc = new CRC32();
            crc.update(data);
            z.setSize(data.length);
            z.setCompressedSize(data.length);
            z.setCrc(crc.getValue());
        }
        return z;
    }
}
