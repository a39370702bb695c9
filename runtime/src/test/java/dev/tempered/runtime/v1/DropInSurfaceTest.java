package dev.tempered.runtime.v1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * On the running JDK, every public method of the replaced class must be declared by the substitute: an inherited
 * one would silently read the superclass's empty state. Also checks the constructor contract of architecture.md.
 */
class DropInSurfaceTest {

    static Stream<Class<?>> substitutes() {
        return Stream.of(TemperedLinkedBlockingQueue.class, TemperedArrayBlockingQueue.class,
                TemperedConcurrentLinkedQueue.class, TemperedLinkedTransferQueue.class, TemperedLinkedBlockingDeque.class);
    }

    /** The JDK class a substitute replaces: its nearest superclass outside the runtime. */
    static Class<?> original(Class<?> substitute) {
        Class<?> c = substitute.getSuperclass();
        while (c.getName().startsWith("dev.tempered.")) {
            c = c.getSuperclass();
        }
        return c;
    }

    @ParameterizedTest
    @MethodSource("substitutes")
    void everyPublicMethodOfTheOriginalIsOverridden(Class<?> substitute) {
        Class<?> original = original(substitute);
        assertEquals("java.util.concurrent." + substitute.getSimpleName().replace("Tempered", ""), original.getName());
        List<String> missing = new ArrayList<>();
        int checked = 0;
        for (Method m : original.getMethods()) {
            if (m.getDeclaringClass() == Object.class || Modifier.isStatic(m.getModifiers())) {
                continue;
            }
            checked++;
            try {
                Method declared = substitute.getDeclaredMethod(m.getName(), m.getParameterTypes());
                if (!Modifier.isPublic(declared.getModifiers())) {
                    missing.add(m + " (not public)");
                }
                if (!m.getReturnType().isAssignableFrom(declared.getReturnType())) {
                    missing.add(m + " (return type " + declared.getReturnType() + ")");
                }
            } catch (NoSuchMethodException e) {
                missing.add(m.toString());
            }
        }
        assertTrue(checked >= 25, "too few methods seen: " + checked);
        assertEquals(List.of(), missing, "not overridden by " + substitute.getSimpleName()
                + " on Java " + Runtime.version());
    }

    /** A runtime class between a substitute and its original (the inline ring's) adds nothing public to its surface. */
    @ParameterizedTest
    @MethodSource("substitutes")
    void classesBetweenTheSubstituteAndTheOriginalAddNoPublicMember(Class<?> substitute) {
        List<String> added = new ArrayList<>();
        for (Class<?> c = substitute.getSuperclass(); c != original(substitute); c = c.getSuperclass()) {
            for (Method m : c.getDeclaredMethods()) {
                if (Modifier.isPublic(m.getModifiers())) {
                    added.add(m.toString());
                }
            }
            for (Constructor<?> k : c.getDeclaredConstructors()) {
                if (Modifier.isPublic(k.getModifiers())) {
                    added.add(k.toString());
                }
            }
        }
        assertEquals(List.of(), added);
    }

    @ParameterizedTest
    @MethodSource("substitutes")
    void everyPublicConstructorHasASpecTwin(Class<?> substitute) throws Exception {
        for (Constructor<?> c : original(substitute).getConstructors()) {
            Class<?>[] params = Arrays.copyOf(c.getParameterTypes(), c.getParameterCount() + 1);
            params[params.length - 1] = String.class;
            Constructor<?> twin = substitute.getConstructor(params);
            assertTrue(Modifier.isPublic(twin.getModifiers()));
        }
        assertEquals(original(substitute).getConstructors().length, substitute.getConstructors().length,
                "no constructors beyond the contract");
    }
}
