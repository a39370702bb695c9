package dev.tempered.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarFile;

/** The class a program starts from: {@code --main}, else the first input jar's {@code Main-Class}. */
final class MainClass {
    private MainClass() {
    }

    static String resolve(String explicit, List<Path> inputs) {
        if (explicit != null) {
            return explicit;
        }
        for (Path p : inputs) {
            if (Files.isRegularFile(p)) {
                try (JarFile jar = new JarFile(p.toFile())) {
                    if (jar.getManifest() != null) {
                        String main = jar.getManifest().getMainAttributes().getValue("Main-Class");
                        if (main != null && !main.isBlank()) {
                            return main.trim();
                        }
                    }
                } catch (IOException e) {
                    throw new UserError("cannot read " + p + ": " + e.getMessage() + "; pass a readable jar");
                }
            }
        }
        throw new UserError("no main class: the inputs have no Main-Class; pass --main CLASS (e.g. --main com.acme.Main)");
    }
}
