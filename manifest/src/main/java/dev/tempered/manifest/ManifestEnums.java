package dev.tempered.manifest;

import java.util.Locale;

final class ManifestEnums {
    private ManifestEnums() {
    }

    static <E extends Enum<E>> E parse(Class<E> type, String s) {
        if (s == null) {
            throw new IllegalArgumentException("missing " + type.getSimpleName().toLowerCase(Locale.ROOT));
        }
        try {
            return Enum.valueOf(type, s.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown " + type.getSimpleName().toLowerCase(Locale.ROOT) + " '" + s + "'");
        }
    }
}
