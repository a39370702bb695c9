package dev.tempered.rewrite;

import java.util.zip.ZipEntry;

/**
 * One entry of a jar or directory tree, in archive order. {@code meta} is the original zip entry (null for a
 * directory tree), kept so that a copy has the same times, method, extra fields and comment.
 */
record ArchiveEntry(String name, ZipEntry meta, byte[] data) {
    private static final String VERSIONS = "META-INF/versions/";

    boolean isDirectory() {
        return name.endsWith("/");
    }

    /** The internal class name of a class entry ({@code META-INF/versions/N/} stripped), or null. */
    String className() {
        if (!name.endsWith(".class") || name.endsWith("module-info.class") || name.endsWith("package-info.class")) {
            return null;
        }
        String path = name;
        if (path.startsWith(VERSIONS)) {
            int slash = path.indexOf('/', VERSIONS.length());
            if (slash < 0) {
                return null;
            }
            path = path.substring(slash + 1);
        }
        return path.substring(0, path.length() - ".class".length());
    }

    boolean isModuleInfo() {
        return name.equals("module-info.class") || (name.startsWith(VERSIONS) && name.endsWith("/module-info.class")
                && name.indexOf('/', VERSIONS.length()) == name.length() - "/module-info.class".length());
    }
}
