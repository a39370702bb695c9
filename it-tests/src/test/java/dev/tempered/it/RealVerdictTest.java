package dev.tempered.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tempered.it.RealVerdict.Outcome;
import org.junit.jupiter.api.Test;

/** The measuring stick of {@link RealProgramsTest} itself: each outcome from a verdict line as the probe prints it. */
class RealVerdictTest {
    private static RealVerdict v(String p, String c, String topology, String confidence, String impl) {
        return RealVerdict.parse("SITE\ta/B.m()V#0\t" + p + "\t" + c + "\t" + topology + "\t" + confidence + "\t"
                + impl + "\tB.java:3\tsome reason");
    }

    @Test
    void fewerThreadsThanTheTruthIsWrong() {
        assertEquals(Outcome.WRONG, RealVerdict.classify("mpsc", v("one", "one", "spsc", "exact", "ring")));
        assertEquals(Outcome.WRONG, RealVerdict.classify("spmc", v("one", "one", "spsc", "exact", "general")));
        // called unreached and specialised: elements are lost if the program does reach it
        assertEquals(Outcome.WRONG, RealVerdict.classify("spsc", v("none", "none", "spsc", "exact", "ring")));
        // one side unreached, the other reached: still claims fewer producers than run
        assertEquals(Outcome.WRONG, RealVerdict.classify("mpsc", v("none", "one", "spsc", "exact", "general")));
    }

    @Test
    void exactConservativeRefused() {
        assertEquals(Outcome.EXACT, RealVerdict.classify("mpsc", v("many", "one", "mpsc", "exact", "segmented")));
        assertEquals(Outcome.CONSERVATIVE, RealVerdict.classify("spsc", v("many", "one", "mpsc", "exact", "general")));
        assertEquals(Outcome.REFUSED, RealVerdict.classify("spsc", v("unknown", "unknown", "unknown", "refused", "general")));
    }

    @Test
    void unreachedIsRightOnlyWhereTheProgramCannotReachTheSite() {
        assertEquals(Outcome.UNREACHED, RealVerdict.classify("unreachable", v("none", "none", "spsc", "exact", "general")));
        assertEquals(Outcome.FALSELY_UNREACHED, RealVerdict.classify("mpsc", v("none", "none", "spsc", "exact", "general")));
        assertEquals(Outcome.CONSERVATIVE, RealVerdict.classify("unreachable", v("one", "one", "spsc", "exact", "general")));
        assertEquals(Outcome.MISSED, RealVerdict.classify("spsc", null));
    }

    @Test
    void refusalsGroupByTheirRootConstruct() {
        assertEquals("the queue escapes: passed to ChannelPipeline.addLast()", RealVerdict.rootReason(
                "the queue escapes: reachable from an object that escapes (reachable from an object that escapes"
                        + " (passed to ChannelPipeline.addLast() at FactorialClientInitializer.java:53))"));
        assertEquals("the analysis stopped after N s of elapsed time (budget N s of processor time)",
                RealVerdict.rootReason("the analysis stopped after 30 s of elapsed time (budget 25 s of processor time)"));
    }
}
