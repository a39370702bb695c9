package dev.tempered.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class ProgressLineTest {

    @Test
    void silentForTheFirstSecondThenOneRedrawnLineThenCleared() {
        StringWriter text = new StringWriter();
        AtomicLong now = new AtomicLong(0);
        ProgressLine line = new ProgressLine(new PrintWriter(text), now::get);
        line.classesRead(100);
        now.set(900_000_000L);
        line.methodsAnalysed(50);
        assertEquals("", text.toString(), "analyses under a second print nothing");
        now.set(1_200_000_000L);
        line.classesRead(300);
        assertEquals("\ranalysing: 300 classes read, 50 methods analysed ", text.toString());
        now.set(1_250_000_000L);
        line.methodsAnalysed(80);
        assertEquals("\ranalysing: 300 classes read, 50 methods analysed ", text.toString(), "at most ten redraws a second");
        line.finish();
        assertTrue(text.toString().endsWith("\r" + " ".repeat(72) + "\r"), "the line is cleared");
        assertTrue(!text.toString().contains("\n"), "never a newline: one line redrawn in place");
    }

    @Test
    void nothingToClearWhenNothingWasDrawn() {
        StringWriter text = new StringWriter();
        new ProgressLine(new PrintWriter(text), () -> 0L).finish();
        assertEquals("", text.toString());
    }
}
