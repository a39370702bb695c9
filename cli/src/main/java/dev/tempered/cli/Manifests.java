package dev.tempered.cli;

import dev.tempered.manifest.Manifest;
import dev.tempered.manifest.ManifestException;
import dev.tempered.manifest.ManifestReader;
import dev.tempered.manifest.ManifestWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reading and writing manifests with the one-line errors the commands promise. */
final class Manifests {
    private Manifests() {
    }

    static Manifest read(Path file, String role) {
        if (!Files.exists(file)) {
            throw new UserError("cannot read " + role + " " + file + ": no such file; run 'tempered analyze' to write one");
        }
        try {
            return ManifestReader.read(file);
        } catch (ManifestException e) {
            throw new UserError("malformed " + role + ": " + Tempered.oneLine(e.getMessage()));
        }
    }

    static void write(Manifest m, Path file) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            ManifestWriter.write(m, file);
        } catch (IOException e) {
            throw new UserError("cannot write " + file + ": " + e.getMessage() + "; pass a writable path with -o");
        }
    }

    static void writeText(String text, Path file) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.writeString(file, text);
        } catch (IOException e) {
            throw new UserError("cannot write " + file + ": " + e.getMessage() + "; pass a writable path with -o");
        }
    }
}
