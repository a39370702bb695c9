package dev.tempered.manifest;

import java.util.Locale;

/** The implementation the rewriter puts at a site. Only {@link #GENERAL} leaves the site untouched. */
public enum Implementation {
    /** The original JDK class, untouched. */
    GENERAL("general"),
    /** One producer thread, one consumer thread. */
    RING("ring"),
    /** One side single, the other side many. */
    SEGMENTED("segmented"),
    /** Lock-free many-to-many form; only when the user opts in. */
    SEGMENTED_GENERAL("segmented-general"),
    /** A thread pool's task queue with per-worker deques. */
    WORK_STEALING("work-stealing");

    private final String json;

    Implementation(String json) {
        this.json = json;
    }

    public String json() {
        return json;
    }

    public static Implementation fromJson(String s) {
        for (Implementation i : values()) {
            if (i.json.equals(s)) {
                return i;
            }
        }
        throw new IllegalArgumentException("unknown implementation '" + s + "'");
    }

    @Override
    public String toString() {
        return json.toLowerCase(Locale.ROOT);
    }
}
