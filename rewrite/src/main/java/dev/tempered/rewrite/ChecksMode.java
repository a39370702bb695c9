package dev.tempered.rewrite;

import java.util.Locale;

/**
 * Run-time contract checks the substitutes perform, written into each site's spec. Every mode that checks fails stop:
 * at a violation the queue throws from then on (the runtime's {@code internal.Fuse}). The modes that logged a violation
 * and went on ({@code log}, {@code strict-log}) were removed: a violation can be seen only after the overlapping
 * operations wrote, so such a queue may already have lost an element (docs/runtime-operations.md).
 */
public enum ChecksMode {
    OFF, THROW, STRICT_THROW;

    /**
     * The spelling of the mode the agent and the rewriter use when none is given: {@code throw}. A wrong verdict (an
     * unresolved reflective call, a model older than the code) with checks off loses elements silently, so checks are
     * on unless {@code checks=off} opts out. A constant, so that the CLI's and the Maven plugin's option defaults
     * (annotation values) name the same mode.
     */
    public static final String DEFAULT_SPEC = "throw";

    /** The mode used when none is given ({@link #DEFAULT_SPEC}). */
    public static final ChecksMode DEFAULT = THROW;

    // spelled once: every rewritten site writes it into its spec, interpreted, at start-up
    private final String spec = name().toLowerCase(Locale.ROOT).replace('_', '-');

    /** The spec spelling: {@code off}, {@code throw}, {@code strict-throw}. */
    public String spec() {
        return spec;
    }

    /** Parses {@code off|throw|strict-throw}; the message of a removed mode says what to use instead. */
    public static ChecksMode parse(String s) {
        for (ChecksMode m : values()) {
            if (m.spec().equals(s)) {
                return m;
            }
        }
        if ("log".equals(s) || "strict-log".equals(s)) {
            throw new IllegalArgumentException("checks=" + s + " is no longer supported (a violation is seen only after"
                    + " it may have lost an element, so logging and going on is not correct); use checks="
                    + (s.startsWith("strict") ? "strict-throw" : "throw") + ", which stops the queue and prints the"
                    + " violation");
        }
        throw new IllegalArgumentException("checks must be off|throw|strict-throw, not '" + s + "'");
    }
}
