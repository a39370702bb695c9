package dev.tempered.manifest;

import java.util.Locale;

/**
 * How many threads can run one side (producer or consumer) of a queue.
 * Ordered from the fewest to the least known: {@link #join} never claims fewer threads than either input.
 */
public enum Multiplicity {
    NONE, ONE, MANY, UNKNOWN;

    /** The JSON spelling: {@code none|one|many|unknown}. */
    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Multiplicity fromJson(String s) {
        return ManifestEnums.parse(Multiplicity.class, s);
    }

    /** The safe combination of two facts: two sides that are each ONE together are MANY. */
    public Multiplicity plus(Multiplicity other) {
        if (this == UNKNOWN || other == UNKNOWN) {
            return UNKNOWN;
        }
        if (this == NONE) {
            return other;
        }
        if (other == NONE) {
            return this;
        }
        return MANY;
    }
}
