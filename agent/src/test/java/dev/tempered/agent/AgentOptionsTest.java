package dev.tempered.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.rewrite.ChecksMode;
import org.junit.jupiter.api.Test;

/** Issue 35: the agent checks by default (fail-stop {@code throw}); {@code checks=off} is the explicit opt-out. */
class AgentOptionsTest {

    @Test
    void without_a_checks_option_the_agent_checks_and_stops_the_queue_at_a_violation() {
        assertEquals(ChecksMode.THROW, AgentOptions.parse("manifest=app.tempered.json").checks);
        assertEquals(ChecksMode.THROW, AgentOptions.parse("manifest=m.json,verbose,report=r.json").checks);
    }

    @Test
    void checks_off_still_turns_them_off_and_every_mode_is_taken_as_given() {
        assertEquals(ChecksMode.OFF, AgentOptions.parse("manifest=m.json,checks=off").checks);
        assertEquals(ChecksMode.OFF, AgentOptions.parse("checks=off,manifest=m.json").checks);
        assertEquals(ChecksMode.THROW, AgentOptions.parse("manifest=m.json,checks=throw").checks);
        assertEquals(ChecksMode.STRICT_THROW, AgentOptions.parse("manifest=m.json,checks=strict-throw").checks);
    }

    @Test
    void a_removed_or_unknown_mode_is_refused_naming_what_to_use() {
        IllegalArgumentException log = assertThrows(IllegalArgumentException.class,
                () -> AgentOptions.parse("manifest=m.json,checks=log"));
        assertTrue(log.getMessage().contains("use checks=throw"), log.getMessage());
        IllegalArgumentException loud = assertThrows(IllegalArgumentException.class,
                () -> AgentOptions.parse("manifest=m.json,checks=loud"));
        assertEquals("checks must be off|throw|strict-throw, not 'loud'", loud.getMessage());
        assertThrows(IllegalArgumentException.class, () -> AgentOptions.parse("manifest=m.json,checks="));
    }
}
