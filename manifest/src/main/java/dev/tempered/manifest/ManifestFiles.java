package dev.tempered.manifest;

import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reading a manifest file's bytes, with the one-line messages both readers give. */
final class ManifestFiles {
    private ManifestFiles() {
    }

    static byte[] read(Path file) throws ManifestException {
        // FileInputStream, not Files.readAllBytes: the latter loads ~30 NIO channel classes into the agent's premain
        try (InputStream in = new FileInputStream(file.toFile())) {
            return in.readAllBytes();
        } catch (FileNotFoundException e) {
            if (!Files.exists(file)) {
                throw new ManifestException("manifest " + file + " does not exist");
            }
            throw new ManifestException("cannot read manifest " + file + ": " + e.getMessage(), e);
        } catch (IOException e) {
            throw new ManifestException("cannot read manifest " + file + ": " + e, e);
        }
    }
}
