package dev.tempered.rewrite;

/** What happened to one manifest site when a class was rewritten. */
public enum SiteStatus {
    /** The allocation now names the runtime substitute. */
    APPLIED("applied"),
    /** The class bytes differ from the analysed ones: never applied. */
    STALE("stale"),
    /** The method, the ordinal, the queue type or the constructor is not what the manifest says. */
    NOT_FOUND("not-found"),
    /** The allocation already names a {@code dev/tempered/runtime/} class. */
    ALREADY_SPECIALIZED("already-specialized"),
    /** The class's loader cannot see the substitute. */
    RUNTIME_NOT_VISIBLE("runtime-not-visible"),
    /** The rewriter could not handle the class (unreadable, too new, internal failure). */
    ERROR("error"),
    /** Nothing to do: the manifest keeps the general implementation. */
    SKIPPED("skipped");

    private final String json;

    SiteStatus(String json) {
        this.json = json;
    }

    /** The spelling used in reports: {@code applied}, {@code not-found}... */
    public String json() {
        return json;
    }
}
