package dev.tempered.maven;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A SHA-256 over what an analysis reads: every file of the inputs (relative name and bytes), every class path entry
 * (bytes, in order), the goal's configuration and the tool version. File times play no part, so a rebuild that
 * produces the same bytes is up to date and a touched-but-equal file does not force a new analysis.
 */
final class InputsHash {
    private final MessageDigest digest;

    private InputsHash() {
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every JDK", e);
        }
    }

    static String of(List<Path> inputs, List<Path> classPath, String configuration, String toolVersion)
            throws IOException {
        InputsHash h = new InputsHash();
        h.text("tool " + toolVersion);
        h.text("config " + configuration);
        for (Path p : inputs) {
            h.text("input");
            h.path(p);
        }
        for (Path p : classPath) {
            h.text("classpath");
            h.path(p);
        }
        return HexFormat.of().formatHex(h.digest.digest());
    }

    private void path(Path p) throws IOException {
        if (!Files.isDirectory(p)) {
            file(p);
            return;
        }
        List<Path> files;
        try (Stream<Path> s = Files.walk(p)) {
            files = s.filter(Files::isRegularFile).sorted().collect(Collectors.toList());
        }
        for (Path f : files) {
            text(p.relativize(f).toString().replace('\\', '/'));
            file(f);
        }
    }

    private void file(Path f) throws IOException {
        byte[] buf = new byte[1 << 16];
        long n = 0;
        try (InputStream in = Files.newInputStream(f)) {
            for (int r; (r = in.read(buf)) > 0; n += r) {
                digest.update(buf, 0, r);
            }
        }
        text("length " + n);
    }

    private void text(String s) {
        digest.update(s.getBytes(StandardCharsets.UTF_8));
        digest.update((byte) 0);
    }
}
