package dev.tempered.manifest;

import java.util.Objects;

/**
 * A place in the program for people to read: the class that holds it (internal name, used to turn the class
 * file's source name into a repository path), the source file name from the class file, and the line
 * (0 when the class file has no line numbers).
 */
public record SourceLocation(String className, String file, int line) {
    public SourceLocation {
        Objects.requireNonNull(className, "className");
    }

    /**
     * {@code com/acme/Pipeline.java:42}: the source file in its package directory (so that one of thirty
     * {@code Main.java} in a jar is the one meant, and the path is where the file lies in a source tree), or the
     * class name there when the class file carries no source information. The form of every location people read.
     */
    public String display() {
        return display(className, file, line);
    }

    /** {@link #display()} of a place given by its parts; {@code file} may be null. */
    public static String display(String className, String file, int line) {
        int slash = className.lastIndexOf('/');
        String f = (slash < 0 ? "" : className.substring(0, slash + 1)) + (file != null ? file : simpleName(className));
        return line > 0 ? f + ":" + line : f;
    }

    /** {@code Pipeline.java:42} without the package: for messages whose class is known from elsewhere. */
    public String fileAndLine() {
        String f = file != null ? file : simpleName(className);
        return line > 0 ? f + ":" + line : f;
    }

    private static String simpleName(String internalName) {
        return internalName.substring(internalName.lastIndexOf('/') + 1);
    }

    @Override
    public String toString() {
        return display();
    }
}
