package dev.tempered.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Checks the agent's recording mode and the markers, the analysis serving only to name the sites: each example
 * behaves the same when recorded, every marked queue is recorded with both sides used, and what ran never exceeds
 * what the marker says.
 */
@org.junit.jupiter.api.Tag("child-jvm")
class RecorderTest {

    @TestFactory
    Stream<DynamicTest> examplesUnderRecordingMode() {
        return Examples.names().stream().map(ex -> DynamicTest.dynamicTest(ex, () -> check(ex)));
    }

    private static void check(String example) throws Exception {
        RecordedRun.Outcome o = ExampleAnalysis.recorded(example);
        assertEquals(o.plainOutput(), o.recordedOutput(), example + ": recording changed the program's output");
        List<Examples.Marker> markers = Examples.markers(example);
        assertTrue(!markers.isEmpty(), example + " has no // expect: marker");
        // markers name lines, the recording names site ids: the counts must agree (one recorded site per marker)
        List<String> recorded = new ArrayList<>(o.observations().sites());
        assertEquals(markers.size(), recorded.size(), example + ": markers " + markers + " vs recorded " + recorded
                + "; the agent said " + o.agentLines());
        for (String site : recorded) {
            int p = o.observations().distinct(site, true);
            int c = o.observations().distinct(site, false);
            assertTrue(p >= 1 && c >= 1, site + ": a side saw no operation (p=" + p + ", c=" + c + ")");
            String where = o.observations().where(site);
            Examples.Marker m = markers.stream().filter(k -> where.equals(k.file() + ":" + k.line())).findFirst()
                    .orElseThrow(() -> new AssertionError(site + " at " + where + " has no marker on that line"));
            // a marker that claims a single side ("one thread at a time", the brief's definition: a serial executor
            // or a periodic task may hand the side from thread to thread) must never see two threads inside that
            // side's operations at once
            int pInside = o.observations().inside(site, true);
            int cInside = o.observations().inside(site, false);
            assertTrue(!single(m.expected(), true) || pInside <= 1, site + " marked " + m.expected()
                    + " but producers ran at once: " + o.observations().threads(site, true));
            assertTrue(!single(m.expected(), false) || cInside <= 1, site + " marked " + m.expected()
                    + " but consumers ran at once: " + o.observations().threads(site, false));
        }
        System.out.println(example + ": " + recorded.size() + " site(s) recorded, output " + o.plainOutput().trim());
    }

    /** True when the marked topology says one thread on that side. */
    static boolean single(String topology, boolean producer) {
        return switch (topology) {
            case "spsc" -> true;
            case "mpsc" -> !producer;
            case "spmc" -> producer;
            default -> false;
        };
    }
}
