package com.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TransferTest {
    @Test
    void sumsUnderTheAgentWithTheSpecialisedQueue() throws InterruptedException {
        assertEquals(50_005_000L, Transfer.sum(10_000));
        assertTrue(Transfer.lastQueueClass.startsWith("dev.tempered.runtime."),
                "the agent should have swapped the queue, but it is " + Transfer.lastQueueClass);
    }

    @Test
    void keepsTheArgLineThatWasAlreadyThere() {
        assertEquals("kept", System.getProperty("tempered.it.marker"));
    }
}
