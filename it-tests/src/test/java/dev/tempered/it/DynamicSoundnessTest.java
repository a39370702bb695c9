package dev.tempered.it;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs each example under the recorder and holds the static verdict to what ran: a side proved "one" never
 * shows two threads with overlapping activity on one queue object, a side proved "none" shows no operation.
 * The recorder rewrites the class bytes itself, so nothing the analysis says can change what is observed.
 */
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
            side(violations, site, "producers", site.producers(), obs.overlap(id, true), obs.inside(id, true),
                    obs.threads(id, true));
            side(violations, site, "consumers", site.consumers(), obs.overlap(id, false), obs.inside(id, false),
                    obs.threads(id, false));
        }
        System.out.println(example + ": " + obs.sites().size() + " recorded site(s) within their verdicts: "
                + violations.isEmpty());
        assertTrue(violations.isEmpty(), example + ":\n" + String.join("\n", violations));
    }

    private static void side(List<String> out, Site site, String name, Side proved, int overlap, int inside,
                             String threads) {
        Multiplicity m = proved.count();
        boolean ok = switch (m) {
            case NONE -> overlap == 0;
            case ONE -> overlap <= 1;
            case MANY, UNKNOWN -> true;
        };
        if (!ok) {
            out.add("WRONG VERDICT " + site.id() + " (" + site.source().display() + "): " + name + " proved "
                    + m.json() + " but " + overlap + " threads' activity overlapped (" + inside
                    + " inside an operation at once): " + threads + "; reasons " + site.reasons());
        }
    }
}
