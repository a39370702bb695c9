package dev.tempered.analysis.internal.verdict;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.ReflectiveCall;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.Topology;
import java.util.List;

/**
 * The closed world's limit for sites the analysis did not reach (docs/closed-world.md): while reflection the
 * analysis could not resolve runs in the reached code, it may create the class of an unreached allocation or call
 * its method on any thread, so such a site is "not reached by the analysis", never "not reachable", and its sides
 * are unknown.
 */
public final class ReflectionReach {
    private ReflectionReach() {
    }

    /** The first unresolved call of {@code calls} that may reach code, or null. */
    public static ReflectiveCall firstUnresolved(List<ReflectiveCall> calls) {
        for (ReflectiveCall c : calls) {
            if (c.unresolved()) {
                return c;
            }
        }
        return null;
    }

    /** How many of {@code calls} are unresolved. */
    public static long unresolvedCount(List<ReflectiveCall> calls) {
        return calls.stream().filter(ReflectiveCall::unresolved).count();
    }

    /**
     * {@code s} unchanged when the analysis reached it or no reflection is unresolved; otherwise the site refused
     * with unknown sides, naming the first unresolved call.
     */
    public static Site decide(Site s, boolean reached, List<ReflectiveCall> calls) {
        ReflectiveCall first = firstUnresolved(calls);
        if (reached || first == null || !Site.KIND_QUEUE.equals(s.kind())) {
            return s;
        }
        long more = unresolvedCount(calls) - 1;
        String reason = "not reached by the analysis, but the unresolved reflective call " + first.display()
                + (more > 0 ? " (and " + more + " more)" : "") + " may create or call its code on any thread; "
                + "the closed world ends there (docs/closed-world.md), so its threads are unknown";
        Side p = new Side(Multiplicity.UNKNOWN, List.of());
        Side c = new Side(Multiplicity.UNKNOWN, List.of());
        return new Site(s.id(), s.kind(), s.className(), s.method(), s.descriptor(), s.ordinal(), s.source(),
                s.classBytes(), s.queueType(), s.constructor(), s.capacity(), p, c, s.operations(), Topology.UNKNOWN,
                Confidence.REFUSED, List.of(reason), Implementation.GENERAL, s.declared());
    }
}
