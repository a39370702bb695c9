package dev.tempered.it;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.Topology;

/** Compares a manifest site with the topology a reader marked in the source. */
final class Verdicts {
    enum Kind { EXACT, CONSERVATIVE, REFUSED, WRONG, MISSED }

    private Verdicts() {
    }

    static Kind classify(String expected, Site got) {
        if (got == null) {
            return Kind.MISSED;
        }
        if (isWrong(expected, got)) {
            return Kind.WRONG;
        }
        if (got.confidence() == Confidence.REFUSED) {
            return Kind.REFUSED;
        }
        return got.topology().json().equals(expected) ? Kind.EXACT : Kind.CONSERVATIVE;
    }

    /** A side claimed smaller than the reader sees: the one bug that must never happen. */
    static boolean isWrong(String expected, Site got) {
        switch (expected) {
            case "unknown":
                // the reader cannot bound the threads: only "unknown" on some side, or many on both, is safe
                return got.topology() != Topology.UNKNOWN && got.topology() != Topology.MPMC;
            case "refused":
                // no topology to compare with: the dynamic check still bounds what ran
                return false;
            default:
                return smaller(got.producers().count(), expectedSide(expected, true))
                        || smaller(got.consumers().count(), expectedSide(expected, false));
        }
    }

    static Multiplicity expectedSide(String topology, boolean producer) {
        return RecorderTest.single(topology, producer) ? Multiplicity.ONE : Multiplicity.MANY;
    }

    /** Orders none < one < many, unknown: many and unknown both bound nothing. */
    static boolean smaller(Multiplicity got, Multiplicity expected) {
        return rank(got) < rank(expected);
    }

    private static int rank(Multiplicity m) {
        return switch (m) {
            case NONE -> 0;
            case ONE -> 1;
            case MANY, UNKNOWN -> 2;
        };
    }

    static String describe(Site s) {
        return s.topology().json() + " (P " + s.producers().count().json() + ", C " + s.consumers().count().json()
                + ", " + s.confidence().json() + ", " + s.implementation().json() + ")";
    }
}
