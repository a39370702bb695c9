package dev.tempered.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class OutputTimestampTest {
    @Test
    void readsIsoDateTimesAndEpochSeconds() {
        assertEquals(Optional.of(Instant.parse("2026-01-01T00:00:00Z")), OutputTimestamp.parse("2026-01-01T00:00:00Z"));
        assertEquals(Optional.of(Instant.parse("2025-12-31T22:00:00Z")),
                OutputTimestamp.parse("2026-01-01T00:00:00+02:00"));
        assertEquals(Optional.of(Instant.ofEpochSecond(1_700_000_000L)), OutputTimestamp.parse("1700000000"));
    }

    @Test
    void unsetOrOneCharacterMeansNotReproducible() {
        assertEquals(Optional.empty(), OutputTimestamp.parse(null));
        assertEquals(Optional.empty(), OutputTimestamp.parse("a"));
    }

    @Test
    void anythingElseIsAnErrorThatSaysWhatIsExpected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> OutputTimestamp.parse("yesterday"));
        assertEquals(true, e.getMessage().contains("2026-01-01T00:00:00Z"));
    }
}
