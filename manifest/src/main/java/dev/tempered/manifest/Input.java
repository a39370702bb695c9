package dev.tempered.manifest;

import java.util.Objects;

/**
 * One analysed class path entry.
 *
 * @param path   as given on the command line
 * @param sha256 hex SHA-256 of the jar, or of a directory's class files in sorted path order
 * @param role   {@code input} (reported and rewritten) or {@code dependency} (read and analysed only)
 */
public record Input(String path, String sha256, String role) {
    public static final String INPUT = "input";
    public static final String DEPENDENCY = "dependency";

    public Input {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(role, "role");
    }
}
