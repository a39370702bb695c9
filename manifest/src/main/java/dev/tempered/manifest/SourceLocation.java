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

    /** {@code Pipeline.java:42}, or the class name when the class file carries no source information. */
    public String display() {
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
