package dev.tempered.maven;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

/** The dependencies the analysis reads: the runtime class path elements other than the analysed classes. */
final class RuntimeClassPath {
    private RuntimeClassPath() {
    }

    static List<Path> of(List<String> elements, Path classes) {
        Path self = classes.toAbsolutePath().normalize();
        List<Path> out = new ArrayList<>();
        for (String e : elements) {
            Path p = Paths.get(e).toAbsolutePath().normalize();
            if (!p.equals(self) && Files.exists(p)) {
                out.add(p);
            }
        }
        return out;
    }
}
