package dev.tempered.analysis.check;

import dev.tempered.manifest.SourceLocation;
import java.util.List;
import java.util.Objects;

/**
 * The check's verdict on one method annotated {@code @LockFree}.
 *
 * @param method   {@code owner.name(descriptor)}
 * @param where    the method's first line
 * @param status   verified (no blocking operation found), not verifiable (never reached) or broken (may block)
 * @param blocking what blocks ({@code Thread.sleep}, {@code take on ArrayBlockingQueue (ring: still waits)}), or null
 * @param at       where the blocking operation is, or null
 * @param chain    the calls from the method to the blocking operation, outermost first
 */
public record ProgressFinding(String method, SourceLocation where, Status status, String blocking, SourceLocation at,
                              List<String> chain) {
    public ProgressFinding {
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(where, "where");
        Objects.requireNonNull(status, "status");
        chain = List.copyOf(chain);
    }
}
