package dev.tempered.benchmarks.eval.latency;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Keeps the interleaved W2 harness from rotting: two variants, two short windows each, one rate. Schedule.run itself
 * fails unless every element arrives exactly once; this checks the pooled counts and the ratio column, and times
 * nothing.
 */
class LatencyInterleavedTest {

    @Test
    void poolsEveryWindowOfEveryVariant() throws Exception {
        PrintStream saved = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            LatencyInterleaved.main(new String[] {"0.05", "2", "B0-LBQ,B3-Tempered-ring", "20000"});
        } finally {
            System.setOut(saved);
        }
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(2, lines.size(), String.join("\n", lines));
        assertTrue(lines.get(0).contains("\"variant\":\"B0-LBQ\""), lines.get(0));
        assertTrue(lines.get(1).contains("\"variant\":\"B3-Tempered-ring\""), lines.get(1));
        for (String line : lines) {
            // 0.05 s at 20k/s is 1,000 elements a window, two windows pooled
            assertEquals(1000, field(line, "per_window"), line);
            assertEquals(2000, field(line, "count"), line);
            assertTrue(field(line, "p50_ns") <= field(line, "p99_ns") && field(line, "p99_ns") <= field(line, "max_ns"), line);
        }
        assertTrue(lines.get(0).contains("\"window_p99_ratio_to_first_median\":1.000"), "B0 against itself: " + lines.get(0));
    }

    private static long field(String json, String name) {
        Matcher m = Pattern.compile("\"" + name + "\":(-?\\d+)").matcher(json);
        assertTrue(m.find(), name + " in " + json);
        return Long.parseLong(m.group(1));
    }
}
