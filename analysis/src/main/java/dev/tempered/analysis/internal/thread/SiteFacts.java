package dev.tempered.analysis.internal.thread;

import dev.tempered.manifest.Multiplicity;
import dev.tempered.manifest.ThreadRef;
import java.util.List;
import java.util.Set;

/**
 * What the analysis proved about one queue site, over all its abstract objects.
 *
 * @param reached     false when no entry point reaches the allocation
 * @param producers   the side's count: the worst over the site's abstract objects
 * @param refusals    escapes that make the site refused, one sentence each
 * @param approximations over-approximations that make a verdict conservative, one sentence each
 */
public record SiteFacts(boolean reached, Multiplicity producers, List<ThreadRef> producerThreads,
                        Multiplicity consumers, List<ThreadRef> consumerThreads, Set<String> operations,
                        List<String> refusals, List<String> approximations) {
    /** The facts of a site nothing is proved about, for the one reason given: its sides are unknown. */
    public static SiteFacts refused(String why) {
        return new SiteFacts(true, Multiplicity.UNKNOWN, List.of(), Multiplicity.UNKNOWN, List.of(), Set.of(),
                List.of(why), List.of());
    }
}
