package dev.tempered.runtime.internal;

/** Run-time contract check modes ({@code checks=} in the spec). */
enum Checks {
    OFF, LOG, THROW, STRICT_LOG, STRICT_THROW;

    boolean strict() {
        return this == STRICT_LOG || this == STRICT_THROW;
    }

    boolean throwing() {
        return this == THROW || this == STRICT_THROW;
    }

    static Checks parse(String s) {
        switch (s) {
            case "off": return OFF;
            case "log": return LOG;
            case "throw": return THROW;
            case "strict-log": return STRICT_LOG;
            case "strict-throw": return STRICT_THROW;
            default: return null;
        }
    }
}
