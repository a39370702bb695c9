package dev.tempered.maven;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/**
 * Parses {@code project.build.outputTimestamp} as Maven's archiver does: seconds since the epoch, or an ISO-8601
 * date-time with an offset ({@code 2026-01-01T00:00:00Z}); unset or a single character means "not reproducible".
 */
final class OutputTimestamp {
    private OutputTimestamp() {
    }

    static Optional<Instant> parse(String value) {
        if (value == null || value.trim().length() < 2) {
            return Optional.empty();
        }
        String v = value.trim();
        if (v.chars().allMatch(Character::isDigit)) {
            return Optional.of(Instant.ofEpochSecond(Long.parseLong(v)));
        }
        try {
            return Optional.of(OffsetDateTime.parse(v).toInstant());
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("project.build.outputTimestamp '" + v + "' is neither seconds since the"
                    + " epoch nor an ISO-8601 date-time such as 2026-01-01T00:00:00Z; fix the property", e);
        }
    }
}
