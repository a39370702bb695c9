package dev.tempered.report;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Turns what a class file knows about its source (package and file name) into a repository path for SARIF.
 * Class files carry only {@code SourceFile}; the package comes from the class name.
 */
@FunctionalInterface
public interface SourcePaths {

    /** A relative URI with {@code /} separators, e.g. {@code app/src/main/java/com/acme/Pipeline.java}. */
    String uri(String internalClassName, String sourceFile);

    /** {@code com/acme/Pipeline.java}: the package path, what a class file alone tells. */
    static SourcePaths packagePaths() {
        return SourcePaths::packagePath;
    }

    /**
     * The first of {@code roots} (source roots such as {@code app/src/main/java}) that holds the file, as a path
     * relative to {@code base} (the repository root); the bare package path when none holds it.
     */
    static SourcePaths under(Path base, List<Path> roots) {
        Path absBase = base.toAbsolutePath().normalize();
        return (cls, file) -> {
            String rel = packagePath(cls, file);
            for (Path root : roots) {
                Path candidate = root.toAbsolutePath().normalize().resolve(rel);
                if (Files.isRegularFile(candidate)) {
                    Path shown = candidate.startsWith(absBase) ? absBase.relativize(candidate) : candidate;
                    return shown.toString().replace('\\', '/');
                }
            }
            return rel;
        };
    }

    static String packagePath(String internalClassName, String sourceFile) {
        int slash = internalClassName.lastIndexOf('/');
        String pkg = slash < 0 ? "" : internalClassName.substring(0, slash + 1);
        String file = sourceFile != null ? sourceFile : outerClass(internalClassName.substring(slash + 1)) + ".java";
        return pkg + file;
    }

    private static String outerClass(String simple) {
        int dollar = simple.indexOf('$');
        return dollar > 0 ? simple.substring(0, dollar) : simple;
    }
}
