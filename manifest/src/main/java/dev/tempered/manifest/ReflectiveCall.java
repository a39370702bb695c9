package dev.tempered.manifest;

import java.util.List;
import java.util.Objects;

/**
 * One reflective call in the code the analysis reached (docs/closed-world.md): what it is, where, and what the
 * analysis made of it.
 *
 * @param call    the API called, {@code Class.forName}, {@code Method.invoke}...
 * @param at      where the call is
 * @param status  {@link #UNRESOLVED}: the analysis could not tell its targets, so what it may create or call is
 *                outside the closed world; {@link #RESOLVED}: its targets are the constants named; {@link #ASSUMED}:
 *                resolved under an assumption the program cannot check ({@code assumes}); {@link #LOGGED}: its
 *                targets come from a recorded run ({@code --reflection-log}), not from the code
 * @param targets classes ({@code com.acme.Impl}) or members ({@code com.acme.Impl.run}) it reaches, when resolved
 * @param assumes the assumption a verdict depending on it rests on, or null
 */
public record ReflectiveCall(String call, SourceLocation at, String status, List<String> targets, String assumes) {
    public static final String UNRESOLVED = "unresolved";
    public static final String RESOLVED = "resolved";
    public static final String ASSUMED = "assumed";
    public static final String LOGGED = "logged";

    public ReflectiveCall {
        Objects.requireNonNull(call, "call");
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(status, "status");
        targets = targets == null ? List.of() : List.copyOf(targets);
    }

    public boolean unresolved() {
        return UNRESOLVED.equals(status);
    }

    /** {@code Class.forName at Main.java:12 (unresolved)}, for remarks and reports. */
    public String display() {
        StringBuilder b = new StringBuilder(call).append("() at ").append(at.className().replace('/', '.'))
                .append(" (").append(at.fileAndLine()).append(')');
        if (!targets.isEmpty()) {
            b.append(" -> ").append(String.join(", ", targets));
        }
        if (assumes != null) {
            b.append(", assuming ").append(assumes);
        }
        return b.toString();
    }
}
