package dev.tempered.rewrite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Issue 35: checks are on by default for the rewriter and everything that takes its default; off is the opt-out. */
class ChecksModeTest {

    @Test
    void theDefaultIsFailStopThrowAndItsSpellingNamesIt() {
        assertEquals(ChecksMode.THROW, ChecksMode.DEFAULT);
        assertEquals(ChecksMode.DEFAULT, ChecksMode.parse(ChecksMode.DEFAULT_SPEC));
        assertEquals(ChecksMode.DEFAULT_SPEC, ChecksMode.DEFAULT.spec());
        assertEquals(ChecksMode.THROW, JarRewriter.Options.defaults().checks());
    }

    @Test
    void everyModeParsesFromItsSpellingAndOffStaysOff() {
        for (ChecksMode m : ChecksMode.values()) {
            assertEquals(m, ChecksMode.parse(m.spec()));
        }
        assertEquals(ChecksMode.OFF, ChecksMode.parse("off"));
        IllegalArgumentException log = assertThrows(IllegalArgumentException.class, () -> ChecksMode.parse("strict-log"));
        assertTrue(log.getMessage().contains("use checks=strict-throw"), log.getMessage());
    }
}
