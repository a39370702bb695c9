package dev.tempered.manifest;

import java.util.Objects;

/**
 * The root construct that kept a refused site general: what the analysis could not see through, for deciding what
 * to model next ({@code tempered analyze} lists the ones that refuse the most sites).
 *
 * @param kind      one of the constants below ({@code other} for a reason of a shape not classified)
 * @param construct the method ({@code Unsafe.park()}), field, type or place the reason names; may be empty
 */
public record Blocker(String kind, String construct) {
    /** A native method received the queue (or an object holding it). */
    public static final String NATIVE_METHOD = "native-method";
    /** A call the analysis has no model of: a JDK method, or a method called on an object it does not know. */
    public static final String UNMODELLED_CALL = "unmodelled-call";
    /** A method whose class is missing from the class path. */
    public static final String UNRESOLVED_METHOD = "unresolved-method";
    /** A method whose code could not be read. */
    public static final String UNREADABLE_METHOD = "unreadable-method";
    /** Reflection or a method handle the analysis did not resolve. */
    public static final String REFLECTION = "reflection";
    /** Code outside the program calls in: returned to it, or (library mode) public methods and fields. */
    public static final String OUTSIDE_CALLER = "outside-caller";
    /** Stored in a static field of code outside the program. */
    public static final String OUTSIDE_FIELD = "outside-field";
    /** Stored into an object made outside the program. */
    public static final String OUTSIDE_OBJECT = "outside-object";
    /** An application class extends a JDK class whose code may call its overrides. */
    public static final String JDK_SUPERCLASS = "jdk-superclass";
    /** A serializable lambda. */
    public static final String SERIALIZABLE_LAMBDA = "serializable-lambda";
    /** A side is run by threads of code outside the program. */
    public static final String OUTSIDE_THREAD = "outside-thread";
    /** The program uses an operation the specialised form does not support. */
    public static final String UNSUPPORTED_OPERATION = "unsupported-operation";
    /** The analysis stopped at its budget. */
    public static final String BUDGET = "budget";
    /** A fault of the analysis itself. */
    public static final String INTERNAL_ERROR = "internal-error";
    /** A reason of a shape not classified: its text. */
    public static final String OTHER = "other";

    public Blocker {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(construct, "construct");
    }

    /** {@code native method Unsafe.park()}: the kind in words, then the construct. */
    public String display() {
        String words = kind.replace('-', ' ');
        return construct.isEmpty() ? words : words + " " + construct;
    }
}
