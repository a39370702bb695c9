package dev.tempered.analysis.check;

import dev.tempered.manifest.SourceLocation;
import dev.tempered.manifest.ThreadRef;
import java.util.List;
import java.util.Objects;

/**
 * One thread running one side of a declared queue.
 *
 * @param thread    the thread, where it starts and how many instances may run at once
 * @param operation the first operation of the side it was found to run ({@code offer}, {@code relaxedPoll}...)
 * @param at        where that operation is
 * @param chain     the calls from the thread's entry to the operation, outermost first, {@code Class.method @File:line}
 */
public record ThreadUse(ThreadRef thread, String operation, SourceLocation at, List<String> chain) {
    public ThreadUse {
        Objects.requireNonNull(thread, "thread");
        Objects.requireNonNull(operation, "operation");
        chain = List.copyOf(chain);
    }
}
