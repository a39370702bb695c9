package dev.tempered.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares that the annotated method never blocks: {@code tempered check} fails the build when it can reach a
 * blocking operation (a monitor, a {@code Lock}, {@code wait}, {@code sleep}, {@code park}, a blocking queue's
 * {@code put}/{@code take}, blocking I/O), naming the call chain.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.METHOD, ElementType.CONSTRUCTOR})
public @interface LockFree {
}
