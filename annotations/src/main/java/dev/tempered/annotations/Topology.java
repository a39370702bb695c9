package dev.tempered.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares how many threads may put into ({@link #producers()}) and take from ({@link #consumers()}) the queue held
 * by the annotated field, or allocated where the annotation stands (a local variable's type, or
 * {@code new @Topology(...) ArrayBlockingQueue<>(n)}). {@code tempered check} proves the program's actual threads
 * against it and fails the build when a side has certainly more threads than declared.
 *
 * <p>Read from class files only (retention {@code CLASS}); it costs nothing at run time.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.TYPE_USE})
public @interface Topology {
    /** How many threads may run the producer side at a time. */
    Count producers() default Count.MANY;

    /** How many threads may run the consumer side at a time. */
    Count consumers() default Count.MANY;

    /** A side's declared number of threads. */
    enum Count {
        /** At most one thread at a time (several threads serialised by a lock count as one). */
        ONE,
        /** Any number of threads. */
        MANY
    }
}
