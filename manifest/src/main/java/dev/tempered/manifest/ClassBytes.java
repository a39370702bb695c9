package dev.tempered.manifest;

import java.util.zip.CRC32C;

/**
 * Guard on the exact class file that was analysed: its length and CRC32C. CRC32C is an intrinsic in
 * {@code java.util.zip} and loads no security providers, so the agent can check it on every matching class
 * load for almost nothing. It detects change, not tampering (the inputs' SHA-256 does that offline).
 */
public record ClassBytes(int length, String crc32c) {

    public static ClassBytes of(byte[] bytes) {
        return of(bytes, 0, bytes.length);
    }

    public static ClassBytes of(byte[] bytes, int offset, int length) {
        CRC32C crc = new CRC32C();
        crc.update(bytes, offset, length);
        return new ClassBytes(length, hex8(crc.getValue()));
    }

    /** Eight lower-case hex digits; not String.format, which loads Formatter and regex into the agent's premain. */
    static String hex8(long value) {
        char[] out = new char[8];
        for (int i = 7; i >= 0; i--) {
            out[i] = HEX[(int) (value & 0xf)];
            value >>>= 4;
        }
        return new String(out);
    }

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    // equals and hashCode written out: a record's generated ones are invokedynamic, whose first call bootstraps
    // java.lang.invoke (about 30 ms of the agent's start-up on JDK 17; the rewriter compares ClassBytes per class)

    @Override
    public boolean equals(Object o) {
        return o instanceof ClassBytes && ((ClassBytes) o).length == length && ((ClassBytes) o).crc32c.equals(crc32c);
    }

    @Override
    public int hashCode() {
        return 31 * length + crc32c.hashCode();
    }

    /** True when {@code bytes} are the analysed class file. */
    public boolean matches(byte[] bytes) {
        return bytes != null && bytes.length == length && of(bytes).crc32c.equals(crc32c);
    }
}
