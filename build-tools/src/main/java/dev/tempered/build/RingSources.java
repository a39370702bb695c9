package dev.tempered.build;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Writes the runtime's generated ring sources, the way JCTools generates its atomic queues: templates and one table of
 * variants in, plain Java sources out, committed under {@code runtime/src/generated/java} so that IDEs, reviewers and
 * call-following tools read them as any other source. {@code RingSourcesTest} fails when the committed sources are not
 * what this class writes now.
 *
 * <p><b>Inputs</b> (under {@code runtime/src/main/templates}): {@value #TABLE}, one row per variant, columns separated
 * by white space, the first row naming the tokens; and every {@code .java} file beside it, a template. A template's
 * path has {@code Host} where the variant's first column goes; every {@code @TOKEN@} in its text is replaced by that
 * row's column. A token no row defines is an error, so a template cannot leave one behind.
 *
 * <p>Usage: {@code RingSources RUNTIME_DIR} (the runtime module's directory): deletes the old generated tree and
 * writes the new one. Run it with {@value #COMMAND}.
 */
public final class RingSources {
    /** the table of variants, in the templates' root */
    static final String TABLE = "variants.tsv";
    /** how a developer regenerates the sources, from the repository root */
    static final String COMMAND = "mvn -B -q -pl build-tools compile exec:java@ring-sources";
    static final String TEMPLATES = "src/main/templates";
    static final String GENERATED = "src/generated/java";

    private RingSources() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: RingSources RUNTIME_DIR (the runtime module's directory)");
            System.exit(2);
        }
        Path runtime = Paths.get(args[0]).toAbsolutePath().normalize();
        Map<String, String> sources = generate(runtime);
        Path out = runtime.resolve(GENERATED);
        if (Files.exists(out)) {
            try (Stream<Path> old = Files.walk(out)) {
                for (Path p : old.sorted((a, b) -> b.getNameCount() - a.getNameCount()).collect(Collectors.toList())) {
                    Files.delete(p);
                }
            }
        }
        for (Map.Entry<String, String> e : sources.entrySet()) {
            Path file = out.resolve(e.getKey());
            Files.createDirectories(file.getParent());
            Files.write(file, e.getValue().getBytes(StandardCharsets.UTF_8));
        }
        System.out.println("RingSources: wrote " + sources.size() + " files to " + out + " from "
                + runtime.resolve(TEMPLATES));
    }

    /**
     * The generated sources of the runtime module in {@code runtime}: path below {@value #GENERATED} (with '/') to
     * content, sorted by path. Every directory under the templates' root that holds a {@value #TABLE} is one set of
     * templates: its table's rows are the variants of every {@code .java} file below it.
     */
    static Map<String, String> generate(Path runtime) throws IOException {
        Path root = runtime.resolve(TEMPLATES);
        List<Path> tables;
        try (Stream<Path> walk = Files.walk(root)) {
            tables = walk.filter(p -> p.getFileName().toString().equals(TABLE)).sorted().collect(Collectors.toList());
        }
        Map<String, String> out = new TreeMap<>();
        for (Path table : tables) {
            Path set = table.getParent();
            List<Map<String, String>> rows = readTable(table);
            List<Path> files;
            try (Stream<Path> walk = Files.walk(set)) {
                files = walk.filter(p -> p.toString().endsWith(".java")).sorted().collect(Collectors.toList());
            }
            for (Path template : files) {
                String relative = set.relativize(template).toString().replace('\\', '/');
                String source = root.relativize(template).toString().replace('\\', '/');
                String text = new String(Files.readAllBytes(template), StandardCharsets.UTF_8);
                for (Map<String, String> row : rows) {
                    String first = row.values().iterator().next();
                    String path = variantPath(relative, first);
                    String body = substitute(expandBlocks(text, row, set, source), row, source);
                    if (out.put(path, header(source, root.relativize(table).toString().replace('\\', '/')) + body)
                            != null) {
                        throw new IllegalStateException(source + " writes " + path + " twice: its name needs 'Host'");
                    }
                }
            }
        }
        return out;
    }

    /**
     * Repeats each block between a line {@code @EACH:name@} and a line {@code @END@} once per row of the table
     * {@code name.tsv} (in the set's directory) that joins {@code row}: for every column the two tables share, the
     * block row's value is {@code *}, the same value, or a comma-separated list that holds it. Inside the block a
     * token is {@code row}'s column, else the block row's.
     */
    static String expandBlocks(String text, Map<String, String> row, Path set, String template) throws IOException {
        String[] lines = text.split("\n", -1);
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < lines.length; i++) {
            String trimmed = lines[i].trim();
            if (!trimmed.startsWith("@EACH:")) {
                sb.append(lines[i]).append(i + 1 < lines.length ? "\n" : "");
                continue;
            }
            String name = trimmed.substring("@EACH:".length(), trimmed.length() - 1);
            int end = i + 1;
            while (end < lines.length && !lines[end].trim().equals("@END@")) {
                end++;
            }
            if (end == lines.length) {
                throw new IllegalStateException(template + ": @EACH:" + name + "@ has no @END@");
            }
            StringBuilder block = new StringBuilder();
            for (int k = i + 1; k < end; k++) {
                block.append(lines[k]).append("\n");
            }
            for (Map<String, String> inner : readTable(set.resolve(name + ".tsv"))) {
                if (joins(inner, row)) {
                    Map<String, String> merged = new java.util.LinkedHashMap<>(row);
                    inner.forEach(merged::putIfAbsent); // a shared column keeps the variant's value, not the list
                    sb.append(substitute(block.toString(), merged, template));
                }
            }
            i = end;
        }
        return sb.toString();
    }

    static boolean joins(Map<String, String> inner, Map<String, String> outer) {
        for (Map.Entry<String, String> e : inner.entrySet()) {
            String want = outer.get(e.getKey());
            if (want != null && !e.getValue().equals("*")
                    && !java.util.Arrays.asList(e.getValue().split(",")).contains(want)) {
                return false;
            }
        }
        return true;
    }

    /** {@code Host} in the file name, the last one, becomes the variant's name. */
    static String variantPath(String relative, String name) {
        int slash = relative.lastIndexOf('/');
        int at = relative.lastIndexOf("Host");
        if (at <= slash) {
            throw new IllegalStateException("template " + relative + " has no 'Host' in its file name");
        }
        return relative.substring(0, at) + name + relative.substring(at + "Host".length());
    }

    static String header(String template, String table) {
        return "// Generated by " + RingSources.class.getName() + " from runtime/" + TEMPLATES + "/" + template
                + " and runtime/" + TEMPLATES + "/" + table + "; do not edit.\n// Edit the template or the table and run: " + COMMAND
                + "\n";
    }

    static String substitute(String text, Map<String, String> row, String template) {
        StringBuilder sb = new StringBuilder(text.length());
        int from = 0;
        for (;;) {
            int at = text.indexOf('@', from);
            int end = at < 0 ? -1 : text.indexOf('@', at + 1);
            if (end < 0) {
                return sb.append(text, from, text.length()).toString();
            }
            String token = text.substring(at + 1, end);
            if (!token.matches("[A-Z][A-Z_]*")) { // an annotation or a javadoc tag: copy the '@' and go on
                sb.append(text, from, at + 1);
                from = at + 1;
                continue;
            }
            String value = row.get(token);
            if (value == null) {
                throw new IllegalStateException(template + ": token @" + token + "@ is not a column of " + TABLE);
            }
            sb.append(text, from, at).append(value);
            from = end + 1;
        }
    }

    /**
     * The table: '#' starts a comment line; the first other line names the columns (tokens); each further line is a
     * variant, its columns in order. A column holding spaces is quoted with '"'.
     */
    static List<Map<String, String>> readTable(Path table) throws IOException {
        List<String> names = null;
        List<Map<String, String>> rows = new ArrayList<>();
        int lineNumber = 0;
        for (String line : Files.readAllLines(table, StandardCharsets.UTF_8)) {
            lineNumber++;
            String trimmed = line.trim();
            if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                continue;
            }
            List<String> cells = cells(trimmed);
            if (names == null) {
                names = cells;
                continue;
            }
            if (cells.size() != names.size()) {
                throw new IllegalStateException(table + ":" + lineNumber + ": " + cells.size() + " columns, the header"
                        + " names " + names.size());
            }
            Map<String, String> row = new java.util.LinkedHashMap<>();
            for (int i = 0; i < cells.size(); i++) {
                row.put(names.get(i), cells.get(i));
            }
            rows.add(row);
        }
        if (rows.isEmpty()) {
            throw new UncheckedIOException(new IOException(table + " names no variant"));
        }
        return rows;
    }

    private static List<String> cells(String line) {
        List<String> cells = new ArrayList<>();
        int i = 0;
        while (i < line.length()) {
            if (Character.isWhitespace(line.charAt(i))) {
                i++;
            } else if (line.charAt(i) == '"') {
                int end = line.indexOf('"', i + 1);
                if (end < 0) {
                    throw new IllegalStateException("unclosed quote in: " + line);
                }
                cells.add(line.substring(i + 1, end));
                i = end + 1;
            } else {
                int end = i;
                while (end < line.length() && !Character.isWhitespace(line.charAt(end))) {
                    end++;
                }
                cells.add(line.substring(i, end));
                i = end;
            }
        }
        return cells;
    }
}
