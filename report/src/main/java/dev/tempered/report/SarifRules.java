package dev.tempered.report;

import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Site;
import java.util.List;

/**
 * The SARIF rules of analyze and check, one catalogue (every run lists all, so a result's rule index is the ordinal:
 * add new rules at the end). Ids are stable across runs and releases: code-scanning tools key alerts on them.
 */
enum SarifRules {
    SPSC("queue/spsc", "note", "One producer thread, one consumer thread",
            "Exactly one thread puts into this queue and one takes from it, so the rewriter may replace it with a "
                    + "ring: the producer writes a slot and publishes it with one ordered store."),
    MPSC("queue/mpsc", "note", "Many producers, one consumer thread",
            "Only one thread takes from this queue, so its consumer side needs no atomic read-modify-write; the "
                    + "rewriter may use a segmented queue."),
    SPMC("queue/spmc", "note", "One producer thread, many consumers",
            "Only one thread puts into this queue, so its producer side needs no atomic read-modify-write; the "
                    + "rewriter may use a segmented queue."),
    MPMC("queue/mpmc", "note", "Many producers and consumers, specialised on request",
            "Many threads use both sides; the queue was replaced only because the lock-free many-to-many form or a "
                    + "work-stealing pool queue was asked for."),
    KEPT_GENERAL("queue/kept-general", "note", "Queue keeps its general implementation",
            "The analysis proved a topology, but no substitute applies (many threads on both sides, an "
                    + "application subclass, or an operation no substitute honours). The reasons say which."),
    REFUSED("queue/refused", "warning", "Queue not specialised: the analysis could not prove its threads",
            "The queue reaches code the analysis cannot follow (reflection, an unanalysed library, native code) "
                    + "or is used in a way no substitute honours. Fixing the reason lets it be specialised."),
    DECLARED_BROKEN("topology/declared-broken", "error", "The program breaks the topology it declares",
            "The queue's type or annotation declares a single producer or consumer, and the analysis proves "
                    + "more than one thread on that side. The threads are listed; this is a bug in the program."),
    NOT_VERIFIABLE("topology/not-verifiable", "warning", "A declared topology cannot be verified",
            "The analysis cannot see enough of the program to prove or refute the topology the queue declares."),
    VERIFIED("topology/verified", "note", "A declared topology holds",
            "The program's threads keep the topology the queue declares (possibly serialised by a lock)."),
    BLOCKING_IN_LOCK_FREE("progress/blocking-in-lock-free", "error", "A @LockFree method can block",
            "A method annotated @LockFree can reach a blocking operation; the call chain shows the way.");

    final String id;
    final String level;
    final String shortText;
    final String help;

    SarifRules(String id, String level, String shortText, String help) {
        this.id = id;
        this.level = level;
        this.shortText = shortText;
        this.help = help;
    }

    /** The rule for a site's verdict (a site with a broken declaration gets a second result). */
    static SarifRules verdictRule(Site s) {
        if (s.confidence() == Confidence.REFUSED) {
            return REFUSED;
        }
        if (!s.isSpecialized()) {
            return KEPT_GENERAL;
        }
        return switch (s.topology()) {
            case SPSC -> SPSC;
            case MPSC -> MPSC;
            case SPMC -> SPMC;
            default -> MPMC;
        };
    }

    static List<SarifRules> all() {
        return List.of(values());
    }

    List<String> tags() {
        return switch (this) {
            case DECLARED_BROKEN, NOT_VERIFIABLE, VERIFIED, BLOCKING_IN_LOCK_FREE -> List.of("concurrency", "correctness");
            default -> List.of("concurrency", "performance");
        };
    }
}
