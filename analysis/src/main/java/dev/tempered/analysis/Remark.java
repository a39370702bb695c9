package dev.tempered.analysis;

import dev.tempered.manifest.SourceLocation;
import java.util.Objects;

/**
 * One compiler-style line about one reported queue site.
 *
 * @param where   the queue's allocation site
 * @param message what was proved and chosen, without the location
 */
public record Remark(SourceLocation where, String message) {
    public Remark {
        Objects.requireNonNull(where, "where");
        Objects.requireNonNull(message, "message");
    }

    /** {@code Pipeline.java:42: remark: LinkedBlockingQueue is spsc (...) -> ring}. */
    public String format() {
        return where.display() + ": remark: " + message;
    }

    @Override
    public String toString() {
        return format();
    }
}
