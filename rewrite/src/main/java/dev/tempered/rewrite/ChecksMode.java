package dev.tempered.rewrite;

import java.util.Locale;

/** Run-time contract checks the substitutes perform, written into each site's spec. */
public enum ChecksMode {
    OFF, LOG, THROW, STRICT_LOG, STRICT_THROW;

    // spelled once: every rewritten site writes it into its spec, interpreted, at start-up
    private final String spec = name().toLowerCase(Locale.ROOT).replace('_', '-');

    /** The spec spelling: {@code off}, {@code strict-log}... */
    public String spec() {
        return spec;
    }

    /** Parses {@code off|log|throw|strict-log|strict-throw}. */
    public static ChecksMode parse(String s) {
        for (ChecksMode m : values()) {
            if (m.spec().equals(s)) {
                return m;
            }
        }
        throw new IllegalArgumentException("checks must be off|log|throw|strict-log|strict-throw, not '" + s + "'");
    }
}
