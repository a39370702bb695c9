package dev.tempered.rewrite;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Jar signatures: which entries are signature files, and a manifest with its digest attributes removed. */
final class Signatures {
    private Signatures() {
    }

    /** {@code META-INF/*.SF|.RSA|.DSA|.EC} and {@code META-INF/SIG-*}, as the JDK's jar verifier sees them. */
    static boolean isSignatureFile(String name) {
        if (!name.startsWith("META-INF/") || name.indexOf('/', "META-INF/".length()) >= 0) {
            return false;
        }
        String file = name.substring("META-INF/".length()).toUpperCase(Locale.ROOT);
        return file.endsWith(".SF") || file.endsWith(".RSA") || file.endsWith(".DSA") || file.endsWith(".EC")
                || file.startsWith("SIG-");
    }

    /**
     * The manifest without {@code *-Digest} attributes and without per-entry sections left empty. Works on the text
     * (72-byte lines, continuations start with a space) so that everything else keeps its order and spelling.
     */
    static byte[] stripDigests(byte[] manifest) {
        String text = new String(manifest, StandardCharsets.UTF_8);
        String eol = text.contains("\r\n") ? "\r\n" : "\n";
        String[] sections = text.split("\r?\n\r?\n", -1);
        StringBuilder out = new StringBuilder(text.length());
        for (int s = 0; s < sections.length; s++) {
            List<String> kept = new ArrayList<>();
            boolean dropping = false;
            for (String line : sections[s].split("\r?\n", -1)) {
                if (line.startsWith(" ")) {
                    if (!dropping) {
                        kept.add(line);
                    }
                    continue;
                }
                int colon = line.indexOf(':');
                String key = colon < 0 ? "" : line.substring(0, colon).toLowerCase(Locale.ROOT);
                dropping = key.endsWith("-digest") || key.endsWith("-digest-manifest");
                if (!dropping) {
                    kept.add(line);
                }
            }
            boolean onlyName = s > 0 && kept.stream().filter(l -> !l.isEmpty() && !l.startsWith(" ")).allMatch(
                    l -> l.regionMatches(true, 0, "Name:", 0, 5));
            if (onlyName && kept.stream().anyMatch(l -> !l.isEmpty())) {
                continue;
            }
            if (out.length() > 0) {
                out.append(eol).append(eol);
            }
            out.append(String.join(eol, kept));
        }
        String result = out.toString();
        if (!result.endsWith(eol)) {
            result += eol;
        }
        return result.getBytes(StandardCharsets.UTF_8);
    }
}
