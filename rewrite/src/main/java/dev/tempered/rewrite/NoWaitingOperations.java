package dev.tempered.rewrite;

import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Site;
import java.util.List;
import java.util.Set;

/**
 * Whether a site's recorded operations show that no thread ever waits on its queue, so that the spec may say
 * {@code waits=none} and the runtime may publish without its wake-up test (design note waiting).
 *
 * <p>An allow-list, not a deny-list: only operations known never to wait qualify (untimed {@code offer}/{@code poll},
 * the inspection methods...), so an operation this list does not know keeps the wake-ups. The analysis names timed
 * overloads apart ({@code poll(timed)}); a manifest written before it did would list a timed poll as {@code poll}, and
 * the runtime's bounded back-off keeps such a waiter from being stranded (it says so on stderr).
 */
final class NoWaitingOperations {
    private static final Set<String> NEVER_WAIT = Set.of("offer", "add", "addAll", "addLast", "offerLast", "poll",
            "remove", "drainTo", "clear", "pollFirst", "removeFirst", "pop", "peek", "element", "peekFirst",
            "getFirst", "size", "isEmpty", "remainingCapacity", "contains", "containsAll", "iterator", "spliterator",
            "stream", "parallelStream", "forEach", "toArray", "toString", "writeReplace", "descendingIterator",
            "equals", "hashCode", "getClass");

    private NoWaitingOperations() {
    }

    /**
     * True when {@code site} is rewritten to a ring and its operations, recorded and not empty, are all ones that never
     * wait. No operations recorded makes no claim. Segmented sites make none either (design note waiting): their quiet
     * offer, without the full fence of a many-producer signal, ran 1.5-1.9x on one thread but 0.67-0.8x in the
     * one-producer spin hand-over, where the fence had slowed the producer off the line a spinning consumer reads.
     */
    static boolean provenFor(Site site) {
        if (site.implementation() != Implementation.RING) {
            return false;
        }
        List<String> ops = site.operations();
        if (ops.isEmpty()) {
            return false;
        }
        for (int i = 0; i < ops.size(); i++) { // indexed: this runs interpreted per site at start-up
            if (!NEVER_WAIT.contains(ops.get(i))) {
                return false;
            }
        }
        return true;
    }
}
