package dev.tempered.manifest;

import java.util.List;
import java.util.Objects;

/**
 * One abstract thread that runs a side of a queue.
 *
 * @param name         what people call it: {@code main}, {@code reader()}, {@code Worker.run()}
 * @param kind         how it starts: {@code main}, {@code static-init}, {@code thread}, {@code virtual-thread},
 *                     {@code executor}, {@code fork-join}, {@code completable-future}, {@code timer},
 *                     {@code parallel-stream}, {@code shutdown-hook}, {@code uncaught-handler}, {@code jmx},
 *                     {@code barrier-action}, {@code unknown-caller}
 * @param entry        the method the thread starts in, {@code owner.name(descriptor)}
 * @param start        where it is started (null for {@code main} and unknown callers)
 * @param multiplicity {@link Multiplicity#ONE} or {@link Multiplicity#MANY} instances of this thread at a time
 * @param chain        call chain from {@code entry} to the queue operation, outermost first, each
 *                     {@code owner.name(descriptor)} optionally followed by {@code @file:line}
 */
public record ThreadRef(String name, String kind, String entry, SourceLocation start, Multiplicity multiplicity,
                        List<String> chain) {
    public ThreadRef {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(entry, "entry");
        Objects.requireNonNull(multiplicity, "multiplicity");
        chain = chain == null ? List.of() : List.copyOf(chain);
    }

    /** {@code reader() started at Pipeline.java:50}, or just the name for main. */
    public String display() {
        String many = multiplicity == Multiplicity.MANY ? " (many)" : "";
        return start == null ? name + many : name + " started at " + start.display() + many;
    }
}
