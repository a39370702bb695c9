package dev.tempered.agent;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.lang.instrument.Instrumentation;
import net.bytebuddy.agent.ByteBuddyAgent;
import org.junit.jupiter.api.Test;

/**
 * In this JVM: the system slot is taken on the JDK running the tests (a JDK that drops the internal API fails here
 * first), and a slot already taken is refused with the reason. The ordering itself is checked in child JVMs by
 * {@code AgentIT.recording_includes_a_consumer_that_runs_in_a_shutdown_hook}.
 */
class ExitHookTest {

    @Test
    void takes_the_system_slot_and_says_why_when_it_is_already_taken() {
        Instrumentation inst = ByteBuddyAgent.install();
        Runnable nothing = new Runnable() {
            @Override
            public void run() {
            }
        };
        assertNull(ExitHook.registerAfterApplicationHooks(inst, nothing), "the system slot " + ExitHook.SLOT);
        String refused = ExitHook.registerAfterApplicationHooks(inst, nothing);
        assertNotNull(refused, "a second hook in the same slot must be refused");
        System.out.println("second registration refused: " + refused);
    }
}
