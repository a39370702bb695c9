package dev.tempered.rewrite;

import java.util.Objects;
import java.util.function.Predicate;

/**
 * How to rewrite.
 *
 * @param checks         the contract checks written into every spec
 * @param record         recording mode: every site (also {@code general}) gets the recording subclass
 * @param runtimeVisible whether the class being rewritten can see a substitute, given its internal name
 */
public record RewriteOptions(ChecksMode checks, boolean record, Predicate<String> runtimeVisible) {
    public RewriteOptions {
        Objects.requireNonNull(checks, "checks");
        Objects.requireNonNull(runtimeVisible, "runtimeVisible");
    }

    /** Specialize with these checks; the runtime is taken to be visible. */
    public static RewriteOptions of(ChecksMode checks) {
        return new RewriteOptions(checks, false, AlwaysVisible.INSTANCE);
    }

    public static RewriteOptions recording() {
        return recording(ChecksMode.OFF);
    }

    /** Recording mode; {@code checks} is only written into the spec. */
    public static RewriteOptions recording(ChecksMode checks) {
        return new RewriteOptions(checks, true, AlwaysVisible.INSTANCE);
    }

    /** A plain class, not a lambda: the agent's premain path avoids bootstrapping java.lang.invoke. */
    private enum AlwaysVisible implements Predicate<String> {
        INSTANCE;

        @Override
        public boolean test(String internalName) {
            return true;
        }
    }

    public RewriteOptions withRuntimeVisible(Predicate<String> visible) {
        return new RewriteOptions(checks, record, visible);
    }
}
