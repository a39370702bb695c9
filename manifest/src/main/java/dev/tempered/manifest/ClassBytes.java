package dev.tempered.manifest;

import java.util.Locale;
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
        return new ClassBytes(length, String.format(Locale.ROOT, "%08x", crc.getValue()));
    }

    /** True when {@code bytes} are the analysed class file. */
    public boolean matches(byte[] bytes) {
        return bytes != null && bytes.length == length && of(bytes).crc32c.equals(crc32c);
    }
}
