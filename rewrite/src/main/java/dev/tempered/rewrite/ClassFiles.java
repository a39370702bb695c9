package dev.tempered.rewrite;

import org.objectweb.asm.ClassReader;

/** Reading class files defensively: a clear message instead of ASM's exceptions. */
final class ClassFiles {
    private ClassFiles() {
    }

    /** A reader for {@code bytes}, or an IllegalArgumentException whose message is one line for people. */
    static ClassReader reader(byte[] bytes) {
        if (bytes == null || bytes.length < 10 || (bytes[0] & 0xff) != 0xca || (bytes[1] & 0xff) != 0xfe
                || (bytes[2] & 0xff) != 0xba || (bytes[3] & 0xff) != 0xbe) {
            throw new IllegalArgumentException("not a class file");
        }
        try {
            return new ClassReader(bytes);
        } catch (IllegalArgumentException e) {
            // ASM refuses versions it does not know: say which, and that the class is left alone
            throw new IllegalArgumentException("class file version " + majorVersion(bytes)
                    + " is newer than this rewriter reads; class left as it is");
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("malformed class file (" + e + ")");
        }
    }

    static int majorVersion(byte[] bytes) {
        return ((bytes[6] & 0xff) << 8) | (bytes[7] & 0xff);
    }

    /** The internal class name, or null when the bytes are not a readable class. */
    static String className(byte[] bytes) {
        try {
            return reader(bytes).getClassName();
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
