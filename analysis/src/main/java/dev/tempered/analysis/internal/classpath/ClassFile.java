package dev.tempered.analysis.internal.classpath;

/**
 * One class file read from the class path: its exact bytes (for {@code ClassBytes}) and where it came from.
 *
 * @param where for messages: {@code app.jar!com/acme/Main.class}
 */
public record ClassFile(String name, byte[] bytes, ClassInfo.Origin origin, String where) {
}
