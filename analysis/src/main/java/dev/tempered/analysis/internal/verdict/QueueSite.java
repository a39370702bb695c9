package dev.tempered.analysis.internal.verdict;

import dev.tempered.manifest.ClassBytes;
import dev.tempered.manifest.Declared;
import dev.tempered.manifest.SourceLocation;

/**
 * One {@code NEW} of a tracked queue type in an input class, before any verdict.
 *
 * @param insn     index of the NEW in the method's instruction list (links the site to its abstract objects)
 * @param capacity the constant capacity, or null
 */
public record QueueSite(String className, String method, String descriptor, int ordinal, int insn,
                        SourceLocation source, ClassBytes classBytes, String queueType, String constructor,
                        Integer capacity, Declared declared) {

    public String id() {
        return dev.tempered.manifest.Site.idOf(className, method, descriptor, ordinal);
    }

    /** Key of the allocation in the points-to analysis: {@code class.method(desc)@insn}. */
    public String allocKey() {
        return className + "." + method + descriptor + "@" + insn;
    }
}
