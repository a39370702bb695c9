package com.example;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TransferTest {
    @Test
    void sumsUnderTheAgent() throws InterruptedException {
        assertEquals(50_005_000L, Transfer.sum(10_000));
    }

    @Test
    void keepsTheArgLineThatWasAlreadyThere() {
        assertEquals("kept", System.getProperty("tempered.it.marker"));
    }
}
