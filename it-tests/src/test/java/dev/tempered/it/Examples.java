package dev.tempered.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** The example programs under src/main/java/dev/tempered/examples and the topology marked at each queue. */
final class Examples {
    static final Path SOURCES = Path.of("src/main/java/dev/tempered/examples");
    static final Path CLASSES = Path.of("target/classes");
    /** Written by another engineer for the CLI demo; carries no markers of ours. */
    private static final String NOT_OURS = "demo";
    /** The programs of {@code tempered check}, with declared topologies instead of markers: {@link CheckExamples}. */
    private static final String CHECK = "check";
    private static final Pattern MARKER = Pattern.compile("//\\s*expect:\\s*(spsc|mpsc|spmc|mpmc|unknown|refused)\\b");
    private static final Pattern NEW = Pattern.compile("new\\s+([A-Z][A-Za-z]*)\\s*[<(]");

    private Examples() {
    }

    /** One {@code // expect:} marker: the source file name (as class files record it), line and topology. */
    record Marker(String example, String file, int line, String queueType, String expected) {
    }

    /** Package names (the last segment) of every example, sorted. */
    static List<String> names() {
        try (Stream<Path> dirs = Files.list(SOURCES)) {
            return dirs.filter(Files::isDirectory).map(p -> p.getFileName().toString())
                    .filter(n -> !n.equals(NOT_OURS) && !n.equals(CHECK)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String mainClass(String example) {
        return "dev.tempered.examples." + example + ".Main";
    }

    /** The directory of the example's classes, for the analysis inputs. */
    static String internalPackage(String example) {
        return "dev/tempered/examples/" + example + "/";
    }

    /**
     * target/analysis-inputs/NAME holding only the classes of one package of target/classes (internal form, with a
     * trailing slash), so that an analysis of it reaches nothing else of the examples; the class path holds the rest.
     */
    static Path packageInput(String name, String internalPackage) throws IOException {
        Path root = Path.of("target/analysis-inputs", name);
        Path pkg = root.resolve(internalPackage);
        Files.createDirectories(pkg);
        try (Stream<Path> classes = Files.list(CLASSES.resolve(internalPackage))) {
            for (Path c : classes.toList()) {
                Files.copy(c, pkg.resolve(c.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        return root;
    }

    static List<Marker> markers(String example) {
        List<Marker> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(SOURCES.resolve(example))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                List<String> lines = Files.readAllLines(f);
                for (int i = 0; i < lines.size(); i++) {
                    Matcher m = MARKER.matcher(lines.get(i));
                    if (m.find()) {
                        Matcher n = NEW.matcher(lines.get(i));
                        String type = n.find() ? n.group(1) : "?";
                        out.add(new Marker(example, f.getFileName().toString(), i + 1, type, m.group(1)));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
