package dev.tempered.it;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Site;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs each example under the agent's recording mode and holds the static verdict to what ran: a side proved "one"
 * never had two threads inside its operations on one queue object at once (one at a time is what "one" means: a
 * serial executor may hand the side from thread to thread), a side proved "none" saw no operation. The recording
 * subclass notes every producer and consumer call whatever the verdict, so the analysis cannot hide what ran.
 */
@org.junit.jupiter.api.Tag("child-jvm")
class DynamicSoundnessTest {

    @TestFactory
    Stream<DynamicTest> observedNeverExceedsVerdict() {
        return Examples.names().stream().map(ex -> DynamicTest.dynamicTest(ex, () -> check(ex)));
    }

    private static void check(String example) throws Exception {
        Map<String, Site> byId = ExampleAnalysis.analyze(example).manifest().sites().stream()
                .collect(Collectors.toMap(Site::id, Function.identity()));
        Observations obs = ExampleAnalysis.recorded(example).observations();
        List<String> violations = new ArrayList<>();
        for (String id : obs.sites()) {
            Site site = byId.get(id);
            if (site == null) {
                violations.add(id + " (" + obs.where(id) + ") ran but the manifest has no such site");
                continue;
            }
            violations.addAll(exceeds(obs, id, site.producers().count(), site.consumers().count(),
                    " (" + site.source().display() + "); reasons " + site.reasons()));
        }
        System.out.println(example + ": " + obs.sites().size() + " recorded site(s) within their verdicts: "
                + violations.isEmpty());
        assertTrue(violations.isEmpty(), example + ":\n" + String.join("\n", violations));
    }

    /** What the recording of site {@code id} shows beyond the verdict's sides; empty when within. */
    static List<String> exceeds(Observations obs, String id, Multiplicity producers, Multiplicity consumers,
                                String context) {
        List<String> out = new ArrayList<>();
        side(out, obs, id, true, producers, context);
        side(out, obs, id, false, consumers, context);
        return out;
    }

    private static void side(List<String> out, Observations obs, String id, boolean producer, Multiplicity proved,
                             String context) {
        int threads = obs.distinct(id, producer);
        int inside = obs.inside(id, producer);
        boolean ok = switch (proved) {
            case NONE -> threads == 0;
            case ONE -> inside <= 1;
            case MANY, UNKNOWN -> true;
        };
        if (!ok) {
            out.add("WRONG VERDICT " + id + context + ": " + (producer ? "producers" : "consumers") + " proved "
                    + proved.json() + " but " + threads + " thread(s) ran the side, " + inside
                    + " inside an operation at once: " + obs.threads(id, producer));
        }
    }

    /**
     * The check can fail: over the recorded examples, a verdict of "none" planted on every side that ran is caught,
     * and so is "one" planted on every side that had two threads inside at once (blocked consumers, say), of which
     * the examples have some.
     */
    @Test
    void plantedUnderClaimingVerdictsAreCaught() throws Exception {
        int planted = 0;
        int plantedOne = 0;
        for (String example : Examples.names()) {
            Observations obs = ExampleAnalysis.recorded(example).observations();
            for (String id : obs.sites()) {
                for (boolean producer : new boolean[] {true, false}) {
                    Multiplicity other = Multiplicity.UNKNOWN;
                    if (obs.distinct(id, producer) > 0) {
                        planted++;
                        assertFalse(exceeds(obs, id, producer ? Multiplicity.NONE : other,
                                producer ? other : Multiplicity.NONE, "").isEmpty(), example + " " + id);
                    }
                    if (obs.inside(id, producer) >= 2) {
                        plantedOne++;
                        List<String> caught = exceeds(obs, id, producer ? Multiplicity.ONE : other,
                                producer ? other : Multiplicity.ONE, " (planted)");
                        assertFalse(caught.isEmpty(), example + " " + id);
                        System.out.println("planted and caught: " + caught);
                    }
                }
            }
        }
        System.out.println("planted verdicts caught: " + planted + " 'none', " + plantedOne + " 'one'");
        assertTrue(planted >= 60, "too few recorded sides to plant on: " + planted);
        assertTrue(plantedOne >= 1, "no example had two threads inside one side at once");
    }
}
