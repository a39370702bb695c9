package dev.tempered.agent;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.instrument.Instrumentation;
import net.bytebuddy.agent.ByteBuddyAgent;
import org.junit.jupiter.api.Test;

/**
 * In this JVM: the system slot is taken on the JDK running the tests (a JDK that drops the internal API fails here
 * first), and a slot already taken falls back to an ordinary hook. The ordering itself is checked in a child JVM
 * by {@code AgentIT.recording_includes_a_consumer_that_runs_in_a_shutdown_hook}.
 */
class ExitHookTest {

    @Test
    void takes_the_system_slot_and_falls_back_to_an_application_hook_once_it_is_taken() {
        Instrumentation inst = ByteBuddyAgent.install();
        Runnable nothing = new Runnable() {
            @Override
            public void run() {
            }
        };
        assertTrue(ExitHook.install(inst, nothing), "the system slot " + ExitHook.SLOT + " was not taken");
        assertFalse(ExitHook.install(inst, nothing), "a second hook in the same slot must fall back");
    }
}
