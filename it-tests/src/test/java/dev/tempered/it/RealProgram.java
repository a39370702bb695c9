package dev.tempered.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * One published program of the real-program verdict table and the truth of each of its queue sites, audited by
 * reading its source: {@code src/test/resources/real-programs/NAME.txt} (format in that folder's README.md).
 */
record RealProgram(String name, String title, String main, String stack, Map<String, AuditedSite> sites) {
    static final Path DATA = Path.of("src/test/resources/real-programs");

    /** One site's truth: a topology or {@link #UNREACHABLE}; {@code gap}: an accepted known gap, or null. */
    record AuditedSite(String id, String truth, String gap) {
        boolean reachable() {
            return !UNREACHABLE.equals(truth);
        }
    }

    static final String UNREACHABLE = "unreachable";

    static List<RealProgram> all() {
        try (Stream<Path> files = Files.list(DATA)) {
            return files.filter(p -> p.toString().endsWith(".txt")).sorted().map(RealProgram::read).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static RealProgram read(Path file) {
        List<Map<String, String>> blocks = new ArrayList<>();
        Map<String, String> current = new LinkedHashMap<>();
        blocks.add(current);
        String lastKey = null;
        try {
            for (String line : Files.readAllLines(file)) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                if (line.startsWith(" ")) {
                    if (lastKey == null) {
                        throw new IllegalArgumentException(file + ": continuation line before any key: " + line);
                    }
                    current.merge(lastKey, " " + line.strip(), String::concat);
                    continue;
                }
                int colon = line.indexOf(": ");
                if (colon < 0) {
                    throw new IllegalArgumentException(file + ": expected 'key: value', got: " + line);
                }
                String key = line.substring(0, colon);
                if (key.equals("site")) {
                    current = new LinkedHashMap<>();
                    blocks.add(current);
                }
                if (current.put(key, line.substring(colon + 2).strip()) != null) {
                    throw new IllegalArgumentException(file + ": key '" + key + "' twice in one block");
                }
                lastKey = key;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, String> head = blocks.get(0);
        Map<String, AuditedSite> sites = new LinkedHashMap<>();
        for (Map<String, String> b : blocks.subList(1, blocks.size())) {
            for (String k : List.of("truth", "producers", "consumers", "why", "exact")) {
                if (!b.containsKey(k)) {
                    throw new IllegalArgumentException(file + ": site " + b.get("site") + " has no '" + k + "'");
                }
            }
            String truth = b.get("truth");
            if (!List.of("spsc", "mpsc", "spmc", "mpmc", UNREACHABLE).contains(truth)) {
                throw new IllegalArgumentException(file + ": site " + b.get("site") + ": truth " + truth);
            }
            if (b.containsKey("gap") && truth.equals(UNREACHABLE)) {
                throw new IllegalArgumentException(file + ": a gap only excuses a falsely unreached site");
            }
            if (sites.put(b.get("site"), new AuditedSite(b.get("site"), truth, b.get("gap"))) != null) {
                throw new IllegalArgumentException(file + ": site " + b.get("site") + " twice");
            }
        }
        String name = head.get("program");
        if (name == null || !file.getFileName().toString().equals(name + ".txt")) {
            throw new IllegalArgumentException(file + ": 'program' must match the file name");
        }
        return new RealProgram(name, head.get("title"), head.get("main"), head.get("stack"), sites);
    }

    /** The program's own jars (analysed and reported) or its dependencies (class path), sorted. */
    List<Path> jars(Path root, String kind) {
        Path dir = root.resolve(stack).resolve(kind);
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".jar")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
