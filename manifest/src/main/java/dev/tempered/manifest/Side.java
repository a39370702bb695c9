package dev.tempered.manifest;

import java.util.List;
import java.util.Objects;

/** One side of a queue (producers or consumers): how many threads and which. */
public record Side(Multiplicity count, List<ThreadRef> threads) {
    public static final Side NONE = new Side(Multiplicity.NONE, List.of());

    public Side {
        Objects.requireNonNull(count, "count");
        threads = threads == null ? List.of() : List.copyOf(threads);
    }
}
