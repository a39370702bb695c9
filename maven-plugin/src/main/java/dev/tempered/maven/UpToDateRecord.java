package dev.tempered.maven;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The inputs hash of the last analysis, kept beside the manifest it produced ({@code tempered-manifest.json}
 * gets {@code tempered-manifest.json.inputs.sha256}). The manifest is up to date when it exists and the hash
 * recorded for it equals the hash of the current inputs.
 */
final class UpToDateRecord {
    private final Path manifest;
    private final Path record;

    UpToDateRecord(Path manifest) {
        this.manifest = manifest;
        this.record = manifest.resolveSibling(manifest.getFileName() + ".inputs.sha256");
    }

    boolean upToDate(String hash) {
        if (!Files.isRegularFile(manifest) || !Files.isRegularFile(record)) {
            return false;
        }
        try {
            return Files.readString(record, StandardCharsets.UTF_8).trim().equals(hash);
        } catch (IOException e) {
            return false;
        }
    }

    /** Written after the manifest, so a failed analysis never leaves a record that claims it is current. */
    void write(String hash) throws IOException {
        Files.writeString(record, hash + "\n", StandardCharsets.UTF_8);
    }

    /** Removed before a new analysis writes the manifest. */
    void clear() throws IOException {
        Files.deleteIfExists(record);
    }

    Path path() {
        return record;
    }
}
