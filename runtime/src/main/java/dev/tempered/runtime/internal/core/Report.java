package dev.tempered.runtime.internal.core;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** The runtime's only output: single lines on stderr, some of them once per key. */
public final class Report {
    private static final Set<String> ONCE = ConcurrentHashMap.newKeySet();

    private Report() {
    }

    static void line(String message) {
        try {
            System.err.println(message);
        } catch (RuntimeException ignored) {
            // a broken stderr must never break the host program
        }
    }

    /** Prints the line only the first time {@code key} is seen. */
    public static void once(String key, String message) {
        if (ONCE.size() < 4096 && ONCE.add(key)) {
            line(message);
        }
    }
}
