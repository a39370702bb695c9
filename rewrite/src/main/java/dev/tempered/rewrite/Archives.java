package dev.tempered.rewrite;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/** Reading and writing jars and directory trees, keeping entry order and metadata (reproducible output). */
final class Archives {
    private Archives() {
    }

    /** The entries of a jar (central directory order) or of a directory tree (sorted by path). */
    static List<ArchiveEntry> read(Path in) throws IOException {
        List<ArchiveEntry> out = new ArrayList<>();
        if (Files.isDirectory(in)) {
            List<Path> files;
            try (Stream<Path> walk = Files.walk(in)) {
                files = walk.filter(Files::isRegularFile).sorted().toList();
            }
            for (Path f : files) {
                String name = in.relativize(f).toString().replace(f.getFileSystem().getSeparator(), "/");
                out.add(new ArchiveEntry(name, null, Files.readAllBytes(f)));
            }
            return out;
        }
        try (ZipFile zip = new ZipFile(in.toFile())) {
            Enumeration<? extends ZipEntry> entries = zip.entries();
            while (entries.hasMoreElements()) {
                ZipEntry e = entries.nextElement();
                byte[] data;
                try (InputStream s = zip.getInputStream(e)) {
                    data = s.readAllBytes();
                }
                out.add(new ArchiveEntry(e.getName(), e, data));
            }
        }
        return out;
    }

    /** The comment of a jar, or null. */
    static String comment(Path in) throws IOException {
        if (Files.isDirectory(in)) {
            return null;
        }
        try (ZipFile zip = new ZipFile(in.toFile())) {
            return zip.getComment();
        }
    }

    static void writeJar(Path out, List<ArchiveEntry> entries, String comment) throws IOException {
        Path tmp = out.resolveSibling(out.getFileName() + ".tmp");
        try (OutputStream file = Files.newOutputStream(tmp); ZipOutputStream zip = new ZipOutputStream(file)) {
            if (comment != null) {
                zip.setComment(comment);
            }
            for (ArchiveEntry e : entries) {
                zip.putNextEntry(zipEntry(e));
                zip.write(e.data());
                zip.closeEntry();
            }
        }
        Files.move(tmp, out, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    static void writeTree(Path out, List<ArchiveEntry> entries) throws IOException {
        for (ArchiveEntry e : entries) {
            Path target = out.resolve(e.name());
            if (e.isDirectory()) {
                Files.createDirectories(target);
            } else {
                Files.createDirectories(target.getParent());
                Files.write(target, e.data());
            }
        }
    }

    /** A zip entry with the original's metadata and the sizes and checksum of {@code e.data()}. */
    private static ZipEntry zipEntry(ArchiveEntry e) {
        ZipEntry z;
        if (e.meta() != null) {
            z = new ZipEntry(e.meta()); // keeps times (as stored, no time-zone round trip), method, extra, comment
            z.setCompressedSize(-1);
        } else {
            z = new ZipEntry(e.name());
            z.setTimeLocal(FIXED_TIME); // added entries: a fixed time, so the output does not depend on the clock
        }
        CRC32 crc = new CRC32();
        crc.update(e.data());
        z.setSize(e.data().length);
        z.setCrc(crc.getValue());
        return z;
    }

    /** The time of entries Tempered adds (the project's reproducible-build timestamp). */
    static final java.time.LocalDateTime FIXED_TIME = java.time.LocalDateTime.of(2026, 1, 1, 0, 0);
}
