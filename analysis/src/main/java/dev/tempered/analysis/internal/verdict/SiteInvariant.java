package dev.tempered.analysis.internal.verdict;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.Topology;
import java.util.ArrayList;
import java.util.List;

/**
 * The last step every queue verdict goes through (Engine), whichever rule decided it: a queue that escapes to code
 * the analysis does not see has unknown sides, and a refused queue never claims a side has no thread (a refusal means
 * the analysis could not bound it, so "none" would claim fewer threads than may run: a wrong verdict).
 */
public final class SiteInvariant {
    private SiteInvariant() {
    }

    /**
     * {@code s}, or a copy with its unbounded sides made unknown: every side when {@code escapes} (and then the site
     * is refused with {@code why} among its reasons), else the {@code none} sides of a refused site.
     */
    public static Site enforce(Site s, boolean escapes, List<String> why) {
        if (!Site.KIND_QUEUE.equals(s.kind())) {
            return s;
        }
        boolean refused = escapes || s.confidence() == Confidence.REFUSED;
        if (!refused) {
            return s;
        }
        Side p = widen(s.producers(), escapes);
        Side c = widen(s.consumers(), escapes);
        List<String> reasons = new ArrayList<>(s.reasons());
        if (escapes) {
            for (String w : why) {
                if (!reasons.contains(w)) {
                    reasons.add(w);
                }
            }
        }
        if (p == s.producers() && c == s.consumers() && reasons.equals(s.reasons())
                && s.confidence() == Confidence.REFUSED) {
            return s;
        }
        Topology t = Topology.of(p.count(), c.count());
        boolean changed = p != s.producers() || c != s.consumers();
        Implementation impl = changed || escapes ? Implementation.GENERAL : s.implementation();
        return new Site(s.id(), s.kind(), s.className(), s.method(), s.descriptor(), s.ordinal(), s.source(),
                s.classBytes(), s.queueType(), s.constructor(), s.capacity(), p, c, s.operations(), t,
                Confidence.REFUSED, reasons, impl, s.declared());
    }

    /** True when {@code s} breaks the invariant: refused with a side of none threads. */
    public static boolean violated(Site s) {
        return Site.KIND_QUEUE.equals(s.kind()) && s.confidence() == Confidence.REFUSED
                && (s.producers().count() == Multiplicity.NONE || s.consumers().count() == Multiplicity.NONE);
    }

    private static Side widen(Side side, boolean all) {
        Multiplicity m = side.count();
        if (m == Multiplicity.UNKNOWN || (!all && m != Multiplicity.NONE)) {
            return side;
        }
        return new Side(Multiplicity.UNKNOWN, side.threads());
    }
}
