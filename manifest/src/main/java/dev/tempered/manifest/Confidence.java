package dev.tempered.manifest;

import java.util.Locale;

/** How sure a verdict is: what a careful reader sees, safe but coarser, or not a candidate at all. */
public enum Confidence {
    EXACT, CONSERVATIVE, REFUSED;

    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Confidence fromJson(String s) {
        return ManifestEnums.parse(Confidence.class, s);
    }
}
