package dev.tempered.manifest;

import java.util.Locale;

/** How sure a verdict is: what a careful reader sees, safe but coarser, or not a candidate at all. */
public enum Confidence {
    EXACT, CONSERVATIVE, REFUSED;

    // spelled once: the agent's rewriter asks for it per site, interpreted, at start-up
    private final String json = name().toLowerCase(Locale.ROOT);

    public String json() {
        return json;
    }

    public static Confidence fromJson(String s) {
        return ManifestEnums.parse(Confidence.class, s);
    }
}
